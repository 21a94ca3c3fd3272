import { z } from 'zod';
import { CommentTextSchema } from '../format/patterns';
import { IdParamSchema, IdSchema } from '../ids';
import { listQuerySchema, pageSchema } from '../lists';
import { HIRING_REQUEST_STATUSES, HIRING_REQUEST_TRANSITIONS } from './hiring-request-state';

export const MAX_PREFERRED_LOCATIONS = 3;
export const MAX_SPECIALIZATIONS = 2;
export const MAX_HIRING_SKILLS = 20;
export const MAX_CTC = 9_999_999_999_999.99;
export const MAX_POSITIONS = 999;

const isoDate = z.iso.date();
/** Years of experience: up to 2 digits and 1 decimal (spec 5). */
export const ExperienceSchema = z.number().min(0, 'invalid').max(99.9, 'invalid');
const CtcSchema = z.number().min(0, 'invalid').max(MAX_CTC, 'invalid');
const Tag = z.string().trim().min(1, 'required').max(64);

/** The range rules of spec 5, on what a request holds after a change: the field each broken rule is shown under. */
export function hiringRangeIssues(values: {
  min_experience?: number | null;
  max_experience?: number | null;
  min_ctc?: number | null;
  max_ctc?: number | null;
}): Record<string, string[]> {
  const issues: Record<string, string[]> = {};
  const above = (min?: number | null, max?: number | null) => min != null && max != null && min > max;
  if (above(values.min_experience, values.max_experience))
    issues.min_experience = ['min_experience_above_max'];
  if (above(values.min_ctc, values.max_ctc)) issues.min_ctc = ['min_ctc_above_max'];
  return issues;
}

const HiringRequestFieldsSchema = z.object({
  designation_id: IdSchema,
  department_id: IdSchema,
  positions: z.number().int('invalid').min(1, 'invalid').max(MAX_POSITIONS, 'invalid'),
  min_experience: ExperienceSchema,
  max_experience: ExperienceSchema,
  /** Salary data: written by whoever raises or edits the request, read back by the salary group only. */
  min_ctc: CtcSchema.nullable().optional(),
  max_ctc: CtcSchema.nullable().optional(),
  skills: z.array(Tag).max(MAX_HIRING_SKILLS, 'invalid').optional(),
  specializations: z.array(Tag).max(MAX_SPECIALIZATIONS, 'too_many_specializations').optional(),
  locations: z.array(Tag).max(MAX_PREFERRED_LOCATIONS, 'too_many_locations').optional(),
  target_date: isoDate,
  /** A resource request it answers, as its reference (`RR-0012`); plain text until resource requests exist. */
  resource_request: z.string().trim().max(64).nullable().optional(),
  description: CommentTextSchema.nullable().optional(),
});

const withRanges = <T extends z.ZodType<Parameters<typeof hiringRangeIssues>[0]>>(schema: T) =>
  schema.superRefine((values, context) => {
    for (const [field, [code]] of Object.entries(hiringRangeIssues(values)))
      context.addIssue({ code: 'custom', path: [field], message: code as string });
  });

export const HiringRequestCreateSchema = withRanges(HiringRequestFieldsSchema.strict());
export type HiringRequestCreate = z.infer<typeof HiringRequestCreateSchema>;
export const HiringRequestUpdateSchema = withRanges(HiringRequestFieldsSchema.partial().strict());
export type HiringRequestUpdate = z.infer<typeof HiringRequestUpdateSchema>;

const Named = z.object({ id: z.number().int(), name: z.string() });
export const HiringPersonSchema = z.object({ id: z.number().int(), name: z.string() });
export type HiringPerson = z.infer<typeof HiringPersonSchema>;

export const HiringRequestSchema = z.object({
  id: z.number().int(),
  /** `HR-0001` (spec 9). */
  code: z.string(),
  designation: Named.nullable(),
  department: Named.nullable(),
  positions: z.number().int(),
  min_experience: z.number(),
  max_experience: z.number(),
  /** Null for a caller outside the salary group, whatever is stored (`salary_hidden` says so). */
  min_ctc: z.number().nullable(),
  max_ctc: z.number().nullable(),
  salary_hidden: z.boolean(),
  skills: z.array(z.string()),
  specializations: z.array(z.string()),
  locations: z.array(z.string()),
  target_date: z.string(),
  resource_request: z.string().nullable(),
  description: z.string().nullable(),
  status: z.enum(HIRING_REQUEST_STATUSES),
  is_published: z.boolean(),
  raised_by: HiringPersonSchema,
  recruiter: HiringPersonSchema.nullable(),
  /** When a recruitment manager approved it: time to fill runs from here. */
  approved_at: z.string().nullable(),
  closed_at: z.string().nullable(),
  /** Days from approval to closing, or to today while it is not closed; null before approval. */
  days_open: z.number().int().nullable(),
  /** The reason given with the latest hold, resume, close or reject. */
  status_reason: z.string().nullable(),
  created: z.string(),
  updated: z.string(),
});
export type HiringRequest = z.infer<typeof HiringRequestSchema>;
export const HiringRequestPageSchema = pageSchema(HiringRequestSchema);

export const HIRING_REQUEST_SORTABLE = ['number', 'target_date', 'created'] as const;
export const HiringRequestListQuerySchema = listQuerySchema(HIRING_REQUEST_SORTABLE).extend({
  /** The code (`HR-12`, `hr0012`), designation, department, skill or resource request. */
  search: z.string().trim().max(100).optional(),
  status: z.enum(HIRING_REQUEST_STATUSES).optional(),
  department_id: z.coerce.number().int().min(1).max(2_147_483_647).optional(),
});
export type HiringRequestListQuery = z.infer<typeof HiringRequestListQuerySchema>;

export const HiringIdParamsSchema = z.object({ id: IdParamSchema });

/** A transition; hold, resume, close and reject need a reason, approve takes an optional comment. */
export const HiringRequestTransitionSchema = z
  .strictObject({
    action: z.enum(HIRING_REQUEST_TRANSITIONS),
    reason: CommentTextSchema.optional(),
  })
  .superRefine((body, context) => {
    if (body.action !== 'approve' && !body.reason)
      context.addIssue({ code: 'custom', path: ['reason'], message: 'required' });
  });
export type HiringRequestTransitionBody = z.infer<typeof HiringRequestTransitionSchema>;

export const HiringRequestPublicationSchema = z.strictObject({ published: z.boolean() });
export const HiringRequestRecruiterSchema = z.strictObject({ recruiter_id: IdSchema });

export const HiringRequestEventSchema = z.object({
  id: z.number().int(),
  /** raise, edit, approve, reject, hold, resume, close, assign, publish or unpublish. */
  action: z.string(),
  from_status: z.string().nullable(),
  to_status: z.string().nullable(),
  reason: z.string().nullable(),
  by: HiringPersonSchema.nullable(),
  at: z.string(),
});
export type HiringRequestEvent = z.infer<typeof HiringRequestEventSchema>;
export const HiringRequestHistorySchema = z.object({ results: z.array(HiringRequestEventSchema) });

export const RecruiterListSchema = z.object({ results: z.array(HiringPersonSchema) });

/** What the request form chooses from: the organisation's designations and departments, by name. */
export const HiringFormOptionsSchema = z.object({
  designations: z.array(Named),
  departments: z.array(Named),
});
export type HiringFormOptions = z.infer<typeof HiringFormOptionsSchema>;
