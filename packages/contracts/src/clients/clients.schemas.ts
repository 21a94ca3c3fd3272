import { z } from 'zod';
import { TEXT_LIMITS } from '../constants/limits';
import { CurrencySchema } from '../format/money';
import { GSTIN_PATTERN, PAN_PATTERN, PHONE_PATTERN } from '../format/patterns';
import { IdParamSchema, IdSchema } from '../ids';
import { listQuerySchema, pageSchema } from '../lists';

export const CONTACT_SALUTATIONS = ['Mr', 'Ms', 'Mrs', 'Dr'] as const;

const optionalText = (max: number) => z.string().trim().max(max, 'too_long').nullable().optional();
const Named = z.object({ id: z.number().int(), name: z.string() });

/** A client as its form sends it: only the name is required; GSTIN and PAN are checked as Indian tax ids. */
export const ClientInputSchema = z.strictObject({
  name: z.string().trim().min(1, 'required').max(TEXT_LIMITS.medium, 'too_long'),
  gstin: z.string().trim().toUpperCase().regex(GSTIN_PATTERN, 'invalid_gst').nullable().optional(),
  pan: z.string().trim().toUpperCase().regex(PAN_PATTERN, 'invalid_pan').nullable().optional(),
  currency: CurrencySchema.default('INR'),
  business_region_id: IdSchema.nullable().optional(),
  owner_user_id: IdSchema.nullable().optional(),
  address_line: optionalText(TEXT_LIMITS.medium),
  city: optionalText(TEXT_LIMITS.short),
  state: optionalText(TEXT_LIMITS.short),
  country: optionalText(TEXT_LIMITS.short),
  postal_code: optionalText(16),
});
export type ClientInput = z.output<typeof ClientInputSchema>;

export const ClientDetailSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  gstin: z.string().nullable(),
  pan: z.string().nullable(),
  currency: CurrencySchema,
  business_region: Named.nullable(),
  owner: Named.nullable(),
  address_line: z.string().nullable(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  country: z.string().nullable(),
  postal_code: z.string().nullable(),
  contact_count: z.number().int(),
  created: z.string(),
});
export type ClientDetail = z.infer<typeof ClientDetailSchema>;
export const ClientPageSchema = pageSchema(ClientDetailSchema);
export type ClientPage = z.infer<typeof ClientPageSchema>;

export const CLIENT_SORTABLE = ['name', 'created'] as const;
/** Clients by name unless sorted otherwise; search matches the name, GSTIN or city. */
export const ClientListQuerySchema = listQuerySchema(CLIENT_SORTABLE).extend({
  search: z.string().trim().max(100).optional(),
  currency: CurrencySchema.optional(),
});
export type ClientListQuery = z.infer<typeof ClientListQuerySchema>;

/** A contact as its form sends it (spec 2.10's contact card). */
export const ContactInputSchema = z.strictObject({
  client_id: IdSchema,
  salutation: z.enum(CONTACT_SALUTATIONS).nullable().optional(),
  first_name: z.string().trim().min(1, 'required').max(TEXT_LIMITS.short, 'too_long'),
  last_name: optionalText(TEXT_LIMITS.short),
  position: optionalText(TEXT_LIMITS.medium),
  mobile: z.string().trim().regex(PHONE_PATTERN, 'invalid_phone').nullable().optional(),
  email: z.email('invalid_email').max(TEXT_LIMITS.medium, 'too_long').nullable().optional(),
  additional_notes: optionalText(TEXT_LIMITS.long),
  can_resource_access: z.boolean().default(false),
});
export type ContactInput = z.output<typeof ContactInputSchema>;

/** Spec 2.10's contact card, with the client it belongs to. */
export const ContactSchema = z.object({
  id: z.number().int(),
  client_contact_id: z.number().int(),
  client: Named,
  salutation: z.enum(CONTACT_SALUTATIONS).nullable(),
  first_name: z.string(),
  last_name: z.string().nullable(),
  position: z.string().nullable(),
  mobile: z.string().nullable(),
  email: z.string().nullable(),
  additional_notes: z.string().nullable(),
  can_resource_access: z.boolean(),
  created: z.string(),
});
export type Contact = z.infer<typeof ContactSchema>;
export const ContactPageSchema = pageSchema(ContactSchema);
export type ContactPage = z.infer<typeof ContactPageSchema>;

export const CONTACT_SORTABLE = ['name', 'created'] as const;
/** Contacts by name unless sorted otherwise, of one client or every one; search matches name, email, position. */
export const ContactListQuerySchema = listQuerySchema(CONTACT_SORTABLE).extend({
  search: z.string().trim().max(100).optional(),
  client_id: z.coerce.number().int().positive().optional(),
});
export type ContactListQuery = z.infer<typeof ContactListQuerySchema>;

export const ClientIdParamsSchema = z.object({ id: IdParamSchema });
