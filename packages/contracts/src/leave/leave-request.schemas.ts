import { z } from 'zod';
import { TEXT_LIMITS } from '../constants/limits';
import { IdParamSchema, IdSchema } from '../ids';
import { listQuerySchema, pageSchema } from '../lists';
import { LEAVE_UNITS } from './leave-type.schemas';

/**
 * pending (awaiting the manager, then HR when the policy asks) → approved or rejected; a pending request may be
 * cancelled by its employee; an approved one not yet started may be put up for cancellation, which the
 * approver accepts (cancelled, leave given back) or declines (approved again).
 */
export const LEAVE_REQUEST_STATUSES = [
  'pending',
  'approved',
  'rejected',
  'cancelled',
  'cancellation_requested',
] as const;
export type LeaveRequestStatus = (typeof LEAVE_REQUEST_STATUSES)[number];
export const LEAVE_REQUEST_STATUS_LABELS: Readonly<Record<LeaveRequestStatus, string>> = {
  pending: 'Pending',
  approved: 'Approved',
  rejected: 'Rejected',
  cancelled: 'Cancelled',
  cancellation_requested: 'Cancellation requested',
};
/** Which approver a pending request waits for. */
export const APPROVAL_STAGES = ['manager', 'hr'] as const;
export type ApprovalStage = (typeof APPROVAL_STAGES)[number];
/** Requests that hold days: they block overlapping requests and count against the balance. */
export const LIVE_LEAVE_STATUSES: readonly LeaveRequestStatus[] = [
  'pending',
  'approved',
  'cancellation_requested',
];

const id = IdSchema;
const isoDate = z.iso.date('invalid');

export const LeaveRequestSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  employee: z.object({ id: z.number().int(), name: z.string(), code: z.string() }),
  leave_type: z.object({
    id: z.number().int(),
    code: z.string(),
    name: z.string(),
    unit: z.enum(LEAVE_UNITS),
  }),
  start_date: z.string(),
  end_date: z.string(),
  start_half: z.boolean(),
  end_half: z.boolean(),
  hours: z.number().nullable(),
  /** Days (or hours for hourly types) the request takes from the balance. */
  quantity: z.number(),
  reason: z.string(),
  has_attachment: z.boolean(),
  /** The project the leave was taken in, when it was recorded against one. */
  project: z.object({ code: z.string(), name: z.string() }).nullable(),
  status: z.enum(LEAVE_REQUEST_STATUSES),
  approval_stage: z.enum(APPROVAL_STAGES).nullable(),
  decision_comment: z.string().nullable(),
  decided_by: z.string().nullable(),
  created_at: z.string(),
  can_decide: z.boolean(),
  can_cancel: z.boolean(),
});
export type LeaveRequest = z.infer<typeof LeaveRequestSchema>;
export const LeaveRequestPageSchema = pageSchema(LeaveRequestSchema);

/** What decides a request's day count and the rules it meets: everything but the reason. */
const leaveRequestTerms = {
  leave_type_id: id,
  start_date: isoDate,
  end_date: isoDate,
  start_half: z.boolean().default(false),
  end_half: z.boolean().default(false),
  hours: z.number().positive('invalid').max(24, 'invalid').nullable().default(null),
  /** The key an earlier attachment upload answered. */
  attachment_key: z.string().max(300).nullable().default(null),
};
const datesInOrder = (request: { start_date: string; end_date: string }) =>
  request.end_date >= request.start_date;
const dateOrder = { message: 'invalid_date_order', path: ['end_date'] };

const reason = z.string().trim().max(TEXT_LIMITS.long);

/**
 * The terms of a request to preview before applying. The reason changes nothing in the count, so none is asked;
 * one may come along, so a client can preview the very body it will submit.
 */
export const LeaveRequestTermsSchema = z
  .strictObject({ ...leaveRequestTerms, reason: reason.optional() })
  .refine(datesInOrder, dateOrder);
export type LeaveRequestTerms = z.input<typeof LeaveRequestTermsSchema>;

export const LeaveRequestCreateSchema = z
  .strictObject({ ...leaveRequestTerms, reason: reason.min(1, 'required') })
  .refine(datesInOrder, dateOrder);
export type LeaveRequestCreate = z.input<typeof LeaveRequestCreateSchema>;

/** The day count and the problems a request would meet, shown before submitting. */
export const LeaveRequestPreviewSchema = z.object({
  quantity: z.number(),
  unit: z.enum(LEAVE_UNITS),
  dates: z.array(
    z.object({
      date: z.string(),
      counted: z.number(),
      kind: z.enum(['working', 'weekend', 'holiday']),
      sandwiched: z.boolean(),
    }),
  ),
  available: z.number(),
  problems: z.array(z.object({ code: z.string(), field: z.string() })),
});
export type LeaveRequestPreview = z.infer<typeof LeaveRequestPreviewSchema>;

export const LeaveDecisionSchema = z.strictObject({
  comment: z.string().trim().max(TEXT_LIMITS.long).default(''),
});
/** A rejection says why. */
export const LeaveRejectionSchema = z.strictObject({
  comment: z.string().trim().min(1, 'required').max(TEXT_LIMITS.long),
});

export const LEAVE_REQUEST_SCOPES = ['mine', 'to_approve', 'all'] as const;
export const LeaveRequestQuerySchema = listQuerySchema(['start_date', 'created_at', 'status']).extend({
  scope: z.enum(LEAVE_REQUEST_SCOPES).default('mine'),
  status: z.enum(LEAVE_REQUEST_STATUSES).optional(),
  employee_id: IdParamSchema.optional(),
  leave_type_id: IdParamSchema.optional(),
  from: isoDate.optional(),
  to: isoDate.optional(),
});
export type LeaveRequestQuery = z.input<typeof LeaveRequestQuerySchema>;
