import { z } from 'zod';
import { CurrencySchema } from '../format/money';
import { GSTIN_PATTERN, PAN_PATTERN, PHONE_PATTERN } from '../format/patterns';
import { IdParamSchema, IdSchema } from '../ids';
import { listQuerySchema, pageSchema } from '../lists';

export const VENDOR_STATUSES = ['active', 'inactive'] as const;
export const CONTRACTOR_STATUSES = ['active', 'inactive'] as const;
/** draft (editable) → ongoing → completed at its end, or terminated early. */
export const CONTRACT_STATUSES = ['draft', 'ongoing', 'terminated', 'completed'] as const;
export const RATE_UNITS = ['hour', 'day', 'month'] as const;
export const MAX_RATE = 9_999_999_999_999.99;

export type VendorStatus = (typeof VENDOR_STATUSES)[number];
export type ContractorStatus = (typeof CONTRACTOR_STATUSES)[number];
export type ContractStatus = (typeof CONTRACT_STATUSES)[number];
export type RateUnit = (typeof RATE_UNITS)[number];

const isoDate = z.iso.date();
const id = IdSchema;
const optionalText = (max: number) => z.string().trim().max(max).nullable().optional();
const statusFilter = <S extends readonly [string, ...string[]]>(statuses: S) => z.enum(statuses).optional();

/** Upper-cased before the check, so '27aapfu0939f1zv' is accepted as the same GSTIN. */
export const GstSchema = z.string().trim().toUpperCase().regex(GSTIN_PATTERN, 'invalid_gst');
export const VendorPanSchema = z.string().trim().toUpperCase().regex(PAN_PATTERN, 'invalid_pan');
const PhoneSchema = z.string().trim().regex(PHONE_PATTERN, 'invalid_phone');
const nullableEmpty = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' ? null : value), schema.nullable().optional());

const Named = z.object({ id: z.number().int(), name: z.string() });

/* Vendors */

const VendorFieldsSchema = z.object({
  name: z.string().trim().min(1, 'required').max(256),
  gst: nullableEmpty(GstSchema),
  pan: nullableEmpty(VendorPanSchema),
  email: nullableEmpty(z.email('invalid_email').max(256)),
  phone: nullableEmpty(PhoneSchema),
  address: optionalText(1000),
  status: z.enum(VENDOR_STATUSES).optional(),
});

export const VendorCreateSchema = VendorFieldsSchema.strict();
export type VendorCreate = z.infer<typeof VendorCreateSchema>;
export const VendorUpdateSchema = VendorFieldsSchema.partial().strict();
export type VendorUpdate = z.infer<typeof VendorUpdateSchema>;

export const VendorSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  gst: z.string().nullable(),
  pan: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  address: z.string().nullable(),
  status: z.string(),
  contractor_count: z.number().int(),
  created: z.string(),
});
export type Vendor = z.infer<typeof VendorSchema>;
export const VendorPageSchema = pageSchema(VendorSchema);

export const VENDOR_SORTABLE = ['name', 'created'] as const;
export const VendorListQuerySchema = listQuerySchema(VENDOR_SORTABLE).extend({
  search: z.string().trim().max(100).optional(),
  status: statusFilter(VENDOR_STATUSES),
});
export type VendorListQuery = z.infer<typeof VendorListQuerySchema>;

/* Contractors */

export const ContractorCreateSchema = z.strictObject({
  first_name: z.string().trim().min(1, 'required').max(64),
  last_name: z.string().trim().max(64),
  email: z.email('invalid_email').max(256),
  code: z.string().trim().min(1, 'required').max(64),
  mobile: nullableEmpty(PhoneSchema),
  vendor_id: id.nullable().optional(),
});
export type ContractorCreate = z.infer<typeof ContractorCreateSchema>;

export const ContractorUpdateSchema = z.strictObject({
  first_name: z.string().trim().min(1, 'required').max(64).optional(),
  last_name: z.string().trim().max(64).optional(),
  code: z.string().trim().min(1, 'required').max(64).optional(),
  mobile: nullableEmpty(PhoneSchema),
  vendor_id: id.nullable().optional(),
  status: z.enum(CONTRACTOR_STATUSES).optional(),
});
export type ContractorUpdate = z.infer<typeof ContractorUpdateSchema>;

export const ContractSummarySchema = z.object({
  id: z.number().int(),
  title: z.string(),
  start_date: z.string(),
  end_date: z.string(),
  status: z.string(),
});

export const ContractorSchema = z.object({
  id: z.number().int(),
  user_id: z.number().int(),
  code: z.string(),
  status: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  mobile: z.string().nullable(),
  vendor: Named.nullable(),
  /** The ongoing contract covering today, if any. */
  active_contract: ContractSummarySchema.nullable(),
  created: z.string(),
});
export type Contractor = z.infer<typeof ContractorSchema>;
export const ContractorPageSchema = pageSchema(ContractorSchema);

/** A contractor's own record carries whether the reader may change it. */
export const ContractorDetailSchema = ContractorSchema.extend({ can_manage: z.boolean() });
export type ContractorDetail = z.infer<typeof ContractorDetailSchema>;

export const ContractorCreatedSchema = z.object({ id: z.number().int(), user_id: z.number().int() });

export const CONTRACTOR_SORTABLE = ['name', 'code', 'created'] as const;
export const ContractorListQuerySchema = listQuerySchema(CONTRACTOR_SORTABLE).extend({
  search: z.string().trim().max(100).optional(),
  status: statusFilter(CONTRACTOR_STATUSES),
  vendor: IdParamSchema.optional(),
});
export type ContractorListQuery = z.infer<typeof ContractorListQuerySchema>;

/* Contracts */

/** numeric(15,2): positive, at most two decimals. */
const Rate = z
  .number()
  .positive()
  .max(MAX_RATE)
  .refine((value) => Math.abs(Math.round(value * 100) - value * 100) < 1e-6, 'invalid');

const ContractFieldsSchema = z.object({
  vendor_id: id,
  contractor_id: id,
  title: z.string().trim().min(1, 'required').max(256),
  rate: Rate,
  rate_unit: z.enum(RATE_UNITS),
  currency: CurrencySchema,
  start_date: isoDate,
  end_date: isoDate,
});

/** The end must come after the start (spec 5, date ordering for contracts). */
export function isContractPeriodValid(startDate: string, endDate: string): boolean {
  return endDate > startDate;
}

const periodRule = (value: { start_date?: string; end_date?: string }, ctx: z.RefinementCtx) => {
  if (value.start_date && value.end_date && !isContractPeriodValid(value.start_date, value.end_date)) {
    ctx.addIssue({ code: 'custom', path: ['end_date'], message: 'contract_end_before_start' });
  }
};

export const ContractCreateSchema = ContractFieldsSchema.strict().superRefine(periodRule);
export type ContractCreate = z.infer<typeof ContractCreateSchema>;

/** A draft's terms; who the contract is for does not change. */
export const ContractUpdateSchema = ContractFieldsSchema.omit({ contractor_id: true })
  .partial()
  .strict()
  .superRefine(periodRule);
export type ContractUpdate = z.infer<typeof ContractUpdateSchema>;

export const ContractTerminateSchema = z.strictObject({ terminated_on: isoDate });
export type ContractTerminate = z.infer<typeof ContractTerminateSchema>;

export const ContractSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  vendor: Named,
  contractor: z.object({ id: z.number().int(), code: z.string(), name: z.string() }),
  rate: z.number(),
  rate_unit: z.string(),
  currency: z.string(),
  start_date: z.string(),
  end_date: z.string(),
  status: z.string(),
  terminated_on: z.string().nullable(),
  is_editable: z.boolean(),
  created: z.string(),
});
export type Contract = z.infer<typeof ContractSchema>;
export const ContractPageSchema = pageSchema(ContractSchema);

export const CONTRACT_SORTABLE = ['start_date', 'end_date', 'title', 'created'] as const;
export const ContractListQuerySchema = listQuerySchema(CONTRACT_SORTABLE).extend({
  vendor: IdParamSchema.optional(),
  contractor: IdParamSchema.optional(),
  status: statusFilter(CONTRACT_STATUSES),
});
export type ContractListQuery = z.infer<typeof ContractListQuerySchema>;

export const ContractorsIdParamsSchema = z.object({
  id: IdParamSchema,
});

/** Only a draft may be edited: "A terminated or ongoing contract cannot be edited" (spec 4), nor a finished one. */
export function isContractEditable(status: string): boolean {
  return status === 'draft';
}
