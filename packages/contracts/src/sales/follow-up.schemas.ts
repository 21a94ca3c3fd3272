import { z } from 'zod';
import { CommentTextSchema } from '../format/patterns';
import { IdParamSchema, IdSchema } from '../ids';
import { listQuerySchema, pageSchema } from '../lists';

/** A follow-up is open until its owner completes it. */
export const FOLLOW_UP_STATUSES = ['open', 'done'] as const;
export type FollowUpStatus = (typeof FOLLOW_UP_STATUSES)[number];
export const FOLLOW_UP_SORTABLE = ['due_date', 'created'] as const;

/** What to follow up on and when: a due date, an owner, notes, and a client, a contact or an opportunity. */
export const FollowUpCreateSchema = z
  .strictObject({
    due_date: z.iso.date(),
    owner_id: IdSchema,
    notes: CommentTextSchema.min(1, 'required'),
    client_id: IdSchema.nullable().optional(),
    contact_id: IdSchema.nullable().optional(),
    opportunity_id: IdSchema.nullable().optional(),
  })
  .superRefine((body, context) => {
    if (!body.client_id && !body.contact_id && !body.opportunity_id)
      context.addIssue({ code: 'custom', path: ['client_id'], message: 'required' });
  });
export type FollowUpCreate = z.infer<typeof FollowUpCreateSchema>;

const Named = z.object({ id: z.number().int(), name: z.string() });

export const FollowUpSchema = z.object({
  id: z.number().int(),
  due_date: z.string(),
  owner: Named,
  notes: z.string(),
  client: Named.nullable(),
  contact: Named.nullable(),
  opportunity: z.object({ id: z.number().int(), code: z.string(), name: z.string() }).nullable(),
  status: z.enum(FOLLOW_UP_STATUSES),
  is_overdue: z.boolean(),
  completed_at: z.string().nullable(),
  created: z.string(),
});
export type FollowUp = z.infer<typeof FollowUpSchema>;
export const FollowUpPageSchema = pageSchema(FollowUpSchema);

/** `mine`: the caller's own (Follow Ups); `all`: every one the caller may see (All Follow Ups). */
export const FollowUpListQuerySchema = listQuerySchema(FOLLOW_UP_SORTABLE).extend({
  scope: z.enum(['mine', 'all']).default('mine'),
  status: z.enum(FOLLOW_UP_STATUSES).optional(),
  /** Only the open ones past their due date. */
  overdue: z
    .enum(['true', 'false'])
    .transform((value) => value === 'true')
    .optional(),
  opportunity_id: z.coerce.number().int().min(1).max(2_147_483_647).optional(),
});
export type FollowUpListQuery = z.infer<typeof FollowUpListQuerySchema>;
export const FollowUpIdParamsSchema = z.object({ id: IdParamSchema });
