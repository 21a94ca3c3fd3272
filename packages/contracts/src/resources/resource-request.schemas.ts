import { z } from 'zod';
import { CommentTextSchema } from '../format/patterns';
import { IdParamSchema, IdSchema } from '../ids';
import { listQuerySchema, pageSchema } from '../lists';
import { SKILL_LEVELS } from '../people/skill-levels';
import { RESOURCE_REQUEST_STATUSES, RESOURCE_REQUEST_TRANSITIONS } from './resource-request-state';

export const RESOURCE_REQUEST_PRIORITIES = ['low', 'medium', 'high', 'critical'] as const;
export type ResourceRequestPriority = (typeof RESOURCE_REQUEST_PRIORITIES)[number];
export const RESOURCE_REQUEST_PRIORITY_TEXTS: Record<ResourceRequestPriority, string> = {
  low: 'Low',
  medium: 'Medium',
  high: 'High',
  critical: 'Critical',
};

/** A skill's level as employees' skills keep it: B beginner, I intermediate, E expert. */
export type SkillLevel = (typeof SKILL_LEVELS)[number];
export const SKILL_LEVEL_TEXTS: Record<SkillLevel, string> = {
  B: 'Beginner',
  I: 'Intermediate',
  E: 'Expert',
};

export const MAX_REQUEST_SKILLS = 20;
export const MAX_REQUEST_COUNT = 99;

const isoDate = z.iso.date();
const Experience = z.number().min(0, 'invalid').max(99.9, 'invalid');
const Percent = z.number().min(1, 'invalid').max(100, 'invalid').multipleOf(0.01, 'invalid');

export const RequestedSkillSchema = z.strictObject({ skill_id: IdSchema, level: z.enum(SKILL_LEVELS) });
export type RequestedSkill = z.infer<typeof RequestedSkillSchema>;

/** The range rules, on what a request holds after a change: the field each broken rule is shown under. */
export function resourceRequestRangeIssues(values: {
  min_experience?: number | null;
  max_experience?: number | null;
  start_date?: string | null;
  end_date?: string | null;
}): Record<string, string[]> {
  const issues: Record<string, string[]> = {};
  const { min_experience: min, max_experience: max, start_date: start, end_date: end } = values;
  if (min != null && max != null && min > max) issues.min_experience = ['min_experience_above_max'];
  if (start && end && start > end) issues.end_date = ['resource_request_end_before_start'];
  return issues;
}

const FieldsSchema = z.object({
  project_id: IdSchema,
  resource_group_id: IdSchema,
  designation_id: IdSchema,
  skills: z
    .array(RequestedSkillSchema)
    .max(MAX_REQUEST_SKILLS, 'invalid')
    .refine((skills) => new Set(skills.map((s) => s.skill_id)).size === skills.length, 'invalid'),
  min_experience: Experience,
  max_experience: Experience,
  location_id: IdSchema.nullable().optional(),
  allocation_percent: Percent,
  is_billable: z.boolean(),
  start_date: isoDate,
  end_date: isoDate,
  count: z.number().int('invalid').min(1, 'invalid').max(MAX_REQUEST_COUNT, 'invalid'),
  priority: z.enum(RESOURCE_REQUEST_PRIORITIES),
  notes: CommentTextSchema.nullable().optional(),
});

const withRanges = <T extends z.ZodType<Parameters<typeof resourceRequestRangeIssues>[0]>>(schema: T) =>
  schema.superRefine((values, context) => {
    for (const [field, [code]] of Object.entries(resourceRequestRangeIssues(values)))
      context.addIssue({ code: 'custom', path: [field], message: code as string });
  });

export const ResourceRequestCreateSchema = withRanges(FieldsSchema.strict());
export type ResourceRequestCreate = z.infer<typeof ResourceRequestCreateSchema>;
/** A change: its project stays, the rest may change (the group within the same project). */
export const ResourceRequestUpdateSchema = withRanges(
  FieldsSchema.omit({ project_id: true }).partial().strict(),
);
export type ResourceRequestUpdate = z.infer<typeof ResourceRequestUpdateSchema>;

const Named = z.object({ id: z.number().int(), name: z.string() });
export const ResourcePersonSchema = z.object({ id: z.number().int(), name: z.string() });

export const ResourceRequestSchema = z.object({
  id: z.number().int(),
  /** `RR-0001` (spec 9). */
  code: z.string(),
  project: z.object({ id: z.number().int(), code: z.string(), name: z.string() }),
  resource_group: Named.nullable(),
  designation: Named.nullable(),
  skills: z.array(z.object({ skill_id: z.number().int(), name: z.string(), level: z.enum(SKILL_LEVELS) })),
  min_experience: z.number(),
  max_experience: z.number(),
  location: Named.nullable(),
  allocation_percent: z.number(),
  is_billable: z.boolean(),
  start_date: z.string(),
  end_date: z.string(),
  count: z.number().int(),
  /** People allocated against it so far. */
  filled_count: z.number().int(),
  priority: z.enum(RESOURCE_REQUEST_PRIORITIES),
  notes: z.string().nullable(),
  status: z.enum(RESOURCE_REQUEST_STATUSES),
  raised_by: ResourcePersonSchema,
  /** The project's owner and delivery lead, whose request it also is. */
  project_owner_id: z.number().int().nullable(),
  delivery_lead_id: z.number().int().nullable(),
  created: z.string(),
  updated: z.string(),
});
export type ResourceRequest = z.infer<typeof ResourceRequestSchema>;
export const ResourceRequestPageSchema = pageSchema(ResourceRequestSchema);

export const RESOURCE_REQUEST_SORTABLE = ['number', 'start_date', 'priority', 'created'] as const;
export const ResourceRequestListQuerySchema = listQuerySchema(RESOURCE_REQUEST_SORTABLE).extend({
  /** The code (`RR-12`, `rr0012`), the project, designation or a skill. */
  search: z.string().trim().max(100).optional(),
  status: z.enum(RESOURCE_REQUEST_STATUSES).optional(),
  priority: z.enum(RESOURCE_REQUEST_PRIORITIES).optional(),
  project_id: z.coerce.number().int().min(1).max(2_147_483_647).optional(),
});
export type ResourceRequestListQuery = z.infer<typeof ResourceRequestListQuerySchema>;

export const ResourceIdParamsSchema = z.object({ id: IdParamSchema });

/** A transition, with an optional comment kept in the request's history (a reason for close and cancel). */
export const ResourceRequestTransitionSchema = z
  .strictObject({ action: z.enum(RESOURCE_REQUEST_TRANSITIONS), comment: CommentTextSchema.optional() })
  .superRefine((body, context) => {
    if ((body.action === 'close' || body.action === 'cancel') && !body.comment)
      context.addIssue({ code: 'custom', path: ['comment'], message: 'required' });
  });

export const ResourceRequestCommentSchema = z.strictObject({ comment: CommentTextSchema });

/** Fulfilling with one employee: an allocation on the request's project and group, its dates and share by default. */
export const ResourceRequestFulfilSchema = z.strictObject({ employee_id: IdSchema });

/** Holding a person for a request (a soft booking), to confirm or release later. */
export const SoftBookingCreateSchema = z.strictObject({ employee_id: IdSchema });

export const SoftBookingSchema = z.object({
  id: z.number().int(),
  employee: ResourcePersonSchema,
  booked_by: ResourcePersonSchema.nullable(),
  created: z.string(),
});
export type SoftBooking = z.infer<typeof SoftBookingSchema>;
export const SoftBookingListSchema = z.object({ results: z.array(SoftBookingSchema) });
export const SoftBookingParamsSchema = z.object({ id: IdParamSchema, bookingId: IdParamSchema });

/**
 * A hiring request for the people a resource request still needs: the department that hires them, how many (those
 * still to be found unless told) and the date they should join by; the rest comes from the resource request.
 */
export const ResourceRequestHiringSchema = z.strictObject({
  department_id: IdSchema,
  positions: z.number().int('invalid').min(1, 'invalid').max(999, 'invalid').optional(),
  target_date: z.iso.date(),
});
export type ResourceRequestHiring = z.infer<typeof ResourceRequestHiringSchema>;

/** The hiring request raised: its id and code (`HR-0001`). */
export const RaisedHiringRequestSchema = z.object({ id: z.number().int(), code: z.string() });

export const ResourceRequestEventSchema = z.object({
  id: z.number().int(),
  /** raise, edit, accept, start, fulfil, book, confirm, release, hire, close, cancel or comment. */
  action: z.string(),
  from_status: z.string().nullable(),
  to_status: z.string().nullable(),
  comment: z.string().nullable(),
  /** The person allocated, for a fulfilment. */
  employee: ResourcePersonSchema.nullable(),
  by: ResourcePersonSchema.nullable(),
  at: z.string(),
});
export type ResourceRequestEvent = z.infer<typeof ResourceRequestEventSchema>;
export const ResourceRequestHistorySchema = z.object({ results: z.array(ResourceRequestEventSchema) });

/** One ranked candidate: why they fit, never their salary (a cost band from their grade only). */
export const RankedCandidateSchema = z.object({
  employee_id: z.number().int(),
  name: z.string(),
  code: z.string(),
  designation: z.string().nullable(),
  location: z.string().nullable(),
  experience: z.number().nullable(),
  /** Their grade's name: the band of what they cost, no figure. */
  cost_band: z.string().nullable(),
  /** 0–100, the weighted sum of the parts below. */
  score: z.number(),
  skill_match: z.number(),
  /** The share of the request's allocation they have free over its dates, 0–100, less their leave. */
  availability: z.number(),
  booked_percent: z.number(),
  leave_days: z.number().int(),
  bench_days: z.number().int(),
  location_match: z.boolean(),
  experience_match: z.boolean(),
  matched_skills: z.array(z.string()),
  missing_skills: z.array(z.string()),
});
export type RankedCandidate = z.infer<typeof RankedCandidateSchema>;
export const RankedCandidateListSchema = z.object({ results: z.array(RankedCandidateSchema) });

/** What the request form chooses from: the caller's projects with their groups, designations, skills, locations. */
export const ResourceRequestFormOptionsSchema = z.object({
  projects: z.array(
    z.object({
      id: z.number().int(),
      code: z.string(),
      name: z.string(),
      resource_groups: z.array(
        Named.extend({ allocation_percent: z.number(), start_date: z.string(), end_date: z.string() }),
      ),
    }),
  ),
  designations: z.array(Named),
  skills: z.array(Named),
  locations: z.array(Named),
  /** Where a hiring request raised for a resource request may hire. */
  departments: z.array(Named),
});
export type ResourceRequestFormOptions = z.infer<typeof ResourceRequestFormOptionsSchema>;

/** The projects of the requests a caller sees: the list's project filter. */
export const RequestProjectListSchema = z.object({
  results: z.array(z.object({ id: z.number().int(), code: z.string(), name: z.string() })),
});
