import { z } from 'zod';
import { AADHAAR_PATTERN, CommentTextSchema, PAN_PATTERN } from '../format/patterns';
import { IdSchema } from '../ids';
import { listQuerySchema, pageSchema } from '../lists';
import { HiringPersonSchema, MAX_CTC } from './hiring-request.schemas';
import { HIRING_REQUEST_STATUSES } from './hiring-request-state';
import { OFFER_ACTIONS, OFFER_STATUSES, ONBOARDING_TEAMS } from './offer-state';

const isoDate = z.iso.date('invalid');
const Reason = CommentTextSchema.min(1, 'required');

/** Making an offer on an application at the offer stage: the CTC (salary data) and the expected joining date. */
export const OfferCreateSchema = z.strictObject({
  ctc: z.number('required').min(1, 'invalid').max(MAX_CTC, 'invalid'),
  joining_date: isoDate,
});
export type OfferCreate = z.infer<typeof OfferCreateSchema>;

/** The candidate's answer, recorded by the recruiter: an acceptance may settle the joining date, a decline says why. */
export const OfferDecisionSchema = z
  .strictObject({
    decision: z.enum(['accept', 'decline']),
    joining_date: isoDate.optional(),
    reason: CommentTextSchema.optional(),
  })
  .superRefine((body, context) => {
    if (body.decision === 'decline' && !body.reason)
      context.addIssue({ code: 'custom', path: ['reason'], message: 'required' });
  });
export type OfferDecision = z.infer<typeof OfferDecisionSchema>;

/** Marking a candidate as not joining (after a confirmation), with why. */
export const OfferNotJoiningSchema = z.strictObject({ reason: Reason });

/** Changing the expected joining date. */
export const OfferJoiningDateSchema = z.strictObject({ joining_date: isoDate });

/** The onboarding documents' identity numbers: sealed when stored, shown masked; null clears one. */
export const OnboardingDocumentsSchema = z.strictObject({
  pan: z.string().trim().toUpperCase().regex(PAN_PATTERN, 'invalid_pan').nullable().optional(),
  aadhaar: z.string().trim().regex(AADHAAR_PATTERN, 'invalid_aadhaar').nullable().optional(),
});
export type OnboardingDocuments = z.infer<typeof OnboardingDocumentsSchema>;

/** A task of the onboarding checklist for IT or admin: its owner completes it by its due date. */
export const OnboardingTaskCreateSchema = z.strictObject({
  team: z.enum(ONBOARDING_TEAMS),
  title: z.string().trim().min(1, 'required').max(200),
  owner_id: IdSchema,
  due_date: isoDate,
});
export type OnboardingTaskCreate = z.infer<typeof OnboardingTaskCreateSchema>;

/** Joining: the employee's code and date of joining (the expected joining date unless given). */
export const OfferJoinSchema = z.strictObject({
  code: z.string().trim().min(1, 'required').max(32),
  date_of_joining: isoDate.optional(),
});
export type OfferJoin = z.infer<typeof OfferJoinSchema>;

export const OnboardingTaskSchema = z.object({
  id: z.number().int(),
  team: z.enum(ONBOARDING_TEAMS),
  title: z.string(),
  owner: HiringPersonSchema,
  due_date: z.string(),
  completed_at: z.string().nullable(),
  completed_by: HiringPersonSchema.nullable(),
});
export type OnboardingTask = z.infer<typeof OnboardingTaskSchema>;

/** An onboarding task as its owner sees it on their home: what to do, for whom, by when. */
export const MyOnboardingTaskSchema = z.object({
  id: z.number().int(),
  offer_id: z.number().int(),
  team: z.enum(ONBOARDING_TEAMS),
  title: z.string(),
  due_date: z.string(),
  /** Its due date has passed, on the organisation's calendar. */
  is_overdue: z.boolean(),
  candidate: z.string(),
  /** The role they join in: designation and department. */
  joining_as: z.string(),
  joining_date: z.string(),
});
export type MyOnboardingTask = z.infer<typeof MyOnboardingTaskSchema>;
export const MyOnboardingTaskListSchema = z.object({ results: z.array(MyOnboardingTaskSchema) });

/** An offer as the onboarding candidate list shows it: the CTC is null to those who may not see salaries. */
export const OfferSummarySchema = z.object({
  id: z.number().int(),
  application_id: z.number().int(),
  candidate: z.object({ id: z.number().int(), name: z.string(), email: z.string() }),
  hiring_request: z.object({
    id: z.number().int(),
    code: z.string(),
    title: z.string(),
    status: z.enum(HIRING_REQUEST_STATUSES),
  }),
  ctc: z.number().nullable(),
  joining_date: z.string(),
  status: z.enum(OFFER_STATUSES),
  status_reason: z.string().nullable(),
  offered_by: HiringPersonSchema.nullable(),
  offered_at: z.string(),
  decided_at: z.string().nullable(),
  joined_at: z.string().nullable(),
  employee_id: z.number().int().nullable(),
  checklist: z.object({ done: z.number().int(), total: z.number().int() }),
  /** Whether the expected joining date has passed without a joining. */
  is_overdue: z.boolean(),
});
export type OfferSummary = z.infer<typeof OfferSummarySchema>;
export const OfferPageSchema = pageSchema(OfferSummarySchema);

/** An offer with its onboarding checklist (identity numbers masked) and what the caller may do with it now. */
export const OfferSchema = OfferSummarySchema.extend({
  documents: z.object({
    pan: z.string().nullable(),
    aadhaar: z.string().nullable(),
    bank_proof: z.object({ file_name: z.string(), uploaded_at: z.string() }).nullable(),
  }),
  tasks: z.array(OnboardingTaskSchema),
  actions: z.array(z.enum(OFFER_ACTIONS)),
});
export type Offer = z.infer<typeof OfferSchema>;
/** An application's offer, or null before one is made. */
export const ApplicationOfferSchema = z.object({ offer: OfferSchema.nullable() });

export const OFFER_SORTABLE = ['joining_date', 'name', 'offered_at'] as const;
export const OfferListQuerySchema = listQuerySchema(OFFER_SORTABLE).extend({
  /** The candidate's name or email, or the request's code. */
  search: z.string().trim().max(100).optional(),
  status: z.enum(OFFER_STATUSES).optional(),
});
export type OfferListQuery = z.infer<typeof OfferListQuerySchema>;

export const OnboardingTaskParamsSchema = z.object({
  id: z.coerce.number().int().min(1).max(2_147_483_647),
  taskId: z.coerce.number().int().min(1).max(2_147_483_647),
});
