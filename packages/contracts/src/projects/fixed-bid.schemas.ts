import { z } from 'zod';
import { defineErrors } from '../errors/define-errors';
import { IdParamSchema } from '../ids';
import { ProjectPermissionsSchema, ProjectSchema } from './projects.schemas';

/*
 * Fixed Bid Numbers (`fixed-bid-numbers`): a fixed-bid project's plan against its actuals. The contract value is
 * its milestones (the actual amount where one is set, the planned amount otherwise) plus its approved change
 * requests; cost to date is its costs, expenses and approved time at cost rates; the estimate at completion adds
 * the cost of its remaining allocations to the project end. Amounts are in the project's currency.
 */

/**
 * Why a change request or a recalculation is refused. Kept out of the app-wide catalogue, as the expense
 * refusals are; the server and the Fixed Bid Numbers screen read these from here.
 */
export const FIXED_BID_ERRORS = defineErrors({
  not_fixed_bid: { status: 400, message: 'Fixed Bid Numbers are for fixed-bid projects only' },
  change_request_outside_project: {
    status: 400,
    message: 'Request date must fall within the project dates',
  },
  change_request_amount: {
    status: 400,
    message: 'Amount must not be zero, with at most two decimals',
  },
});
export type FixedBidErrorCode = keyof typeof FIXED_BID_ERRORS;

export const isFixedBidErrorCode = (code: string): code is FixedBidErrorCode =>
  Object.hasOwn(FIXED_BID_ERRORS, code);

export const CHANGE_REQUEST_STATUSES = ['proposed', 'approved', 'rejected'] as const;
export type ChangeRequestStatus = (typeof CHANGE_REQUEST_STATUSES)[number];
export const CHANGE_REQUEST_STATUS_LABELS: Record<ChangeRequestStatus, string> = {
  proposed: 'Proposed',
  approved: 'Approved',
  rejected: 'Rejected',
};

const status = z.enum(CHANGE_REQUEST_STATUSES, {
  error: (issue) => (issue.input === undefined ? 'required' : 'invalid'),
});

/** Not zero, two decimals at most, within numeric(15,2); a negative amount takes scope out of the contract. */
const changeAmount = z
  .number({ error: (issue) => (issue.input === undefined ? 'required' : 'invalid') })
  .min(-9_999_999_999_999.99, 'invalid')
  .max(9_999_999_999_999.99, 'invalid')
  .multipleOf(0.01, 'change_request_amount')
  .refine((value) => value !== 0, 'change_request_amount');

export const ChangeRequestCreateSchema = z.strictObject({
  title: z
    .string({ error: (issue) => (issue.input === undefined ? 'required' : 'invalid') })
    .trim()
    .min(1, 'required')
    .max(200, 'invalid'),
  amount: changeAmount,
  request_date: z.iso.date({ error: (issue) => (issue.input === undefined ? 'required' : 'invalid') }),
  status: status.optional(),
});
export type ChangeRequestCreate = z.infer<typeof ChangeRequestCreateSchema>;

/** A change request's decision: approving adds it to the contract value, rejecting leaves it out. */
export const ChangeRequestUpdateSchema = z.strictObject({ status });
export type ChangeRequestUpdate = z.infer<typeof ChangeRequestUpdateSchema>;

export const ChangeRequestIdParamsSchema = z.object({ id: IdParamSchema, changeRequestId: IdParamSchema });

export const ChangeRequestSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  amount: z.number(),
  request_date: z.string(),
  status: z.enum(CHANGE_REQUEST_STATUSES),
  created_by: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  created: z.string(),
  updated: z.string(),
});
export type ChangeRequest = z.infer<typeof ChangeRequestSchema>;

export const ChangeRequestListSchema = z.object({
  project: ProjectSchema,
  permissions: ProjectPermissionsSchema,
  results: z.array(ChangeRequestSchema),
});
export type ChangeRequestList = z.infer<typeof ChangeRequestListSchema>;

const money = z.number();

/** What one recalculation found; every amount to the cent. */
export const FixedBidFiguresSchema = z.object({
  /** The organisation's date the figures were calculated on. */
  as_of: z.string(),
  contract: z.object({
    /** Each milestone's actual amount where set, its planned amount otherwise. */
    milestones: money,
    approved_change_requests: money,
    value: money,
  }),
  revenue: z.object({
    /** Completed milestones' actual amounts (planned where no actual amount is set). */
    by_milestone: money,
    /** Cost to date ÷ estimate at completion × contract value, never above the contract value. */
    by_percent_complete: money,
  }),
  /** Cost to date ÷ estimate at completion, in per cent to two decimals; null with no cost estimated. */
  percent_complete: z.number().nullable(),
  /** Cost to date ÷ contract value, in per cent to two decimals; null without a contract value. */
  burn_percent: z.number().nullable(),
  cost_to_date: z.object({
    costs: money,
    expenses: money,
    labour: money,
    total: money,
    /** Approved (or frozen, or billed) hours on the project. */
    hours: z.number(),
    /** Of those, hours whose billing role has no cost rate: counted, not valued. */
    hours_without_cost_rate: z.number(),
  }),
  remaining: z.object({
    /** The remaining allocations' hours, after today to the project end. */
    hours: z.number(),
    cost: money,
    hours_without_cost_rate: z.number(),
  }),
  estimate_at_completion: money,
  /** Contract value less the estimate at completion. */
  margin: money,
  /** The margin as a share of the contract value, in per cent to two decimals; null without a contract value. */
  margin_percent: z.number().nullable(),
  /** How far the estimate at completion runs over the contract value; 0 when it does not. */
  overrun: money,
});
export type FixedBidFigures = z.infer<typeof FixedBidFiguresSchema>;

/** never: not calculated yet; queued or running: a recalculation is under way; done; failed: the last one failed. */
export const FIXED_BID_CALCULATION_STATES = ['never', 'queued', 'running', 'done', 'failed'] as const;
export type FixedBidCalculationState = (typeof FIXED_BID_CALCULATION_STATES)[number];

/** A project's last figures (kept while a recalculation runs) and where its calculation stands. */
export const FixedBidNumbersSchema = z.object({
  project: ProjectSchema,
  permissions: ProjectPermissionsSchema,
  /** False for a time-and-material project: it has no fixed-bid numbers. */
  is_fixed_bid: z.boolean(),
  calculation: z.object({
    state: z.enum(FIXED_BID_CALCULATION_STATES),
    /** The milestones, costs, expenses, change requests, approved time or allocations changed since. */
    stale: z.boolean(),
    requested_at: z.string().nullable(),
    calculated_at: z.string().nullable(),
  }),
  figures: FixedBidFiguresSchema.nullable(),
});
export type FixedBidNumbers = z.infer<typeof FixedBidNumbersSchema>;

export const isCalculating = (state: FixedBidCalculationState) => state === 'queued' || state === 'running';
