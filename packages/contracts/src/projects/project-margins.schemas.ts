import { z } from 'zod';
import { CurrencySchema } from '../format/money';
import { PROJECT_BILLING_TYPES } from '../format/status';
import { listQuerySchema, pageSchema } from '../lists';
import { PROJECT_STATUSES } from './project-terms';

/** The longest period the margin tables add up at once. */
export const MAX_MARGIN_RANGE_DAYS = 3 * 366;

/** The months leakages and losses look back over: the current month and the three before it. */
export const LEAKAGE_LOSS_MONTHS = 4;

const rangeQuery = {
  start_date: z.iso.date().optional(),
  end_date: z.iso.date().optional(),
  search: z.string().trim().max(100).optional(),
};

const rangeInOrder = (query: { start_date?: string; end_date?: string }) =>
  !query.start_date || !query.end_date || query.start_date <= query.end_date;
const rangeRule = { message: 'invalid_date_order', path: ['end_date'] };

const spanWithinLimit = (query: { start_date?: string; end_date?: string }) =>
  !query.start_date ||
  !query.end_date ||
  Date.parse(query.end_date) - Date.parse(query.start_date) <= MAX_MARGIN_RANGE_DAYS * 86_400_000;
const spanRule = { message: 'invalid', path: ['end_date'] };

/** A period the margin widgets are asked for (start_date, end_date), in order and within the longest span. */
export const MarginRangeSchema = z
  .object({ start_date: rangeQuery.start_date, end_date: rangeQuery.end_date })
  .refine(rangeInOrder, rangeRule)
  .refine(spanWithinLimit, spanRule);
export type MarginRange = z.infer<typeof MarginRangeSchema>;

export const MARGIN_SORTABLE = ['name', 'billing', 'net_margin', 'margin_percent'] as const;
export const ProjectMarginsQuerySchema = listQuerySchema(MARGIN_SORTABLE)
  .extend(rangeQuery)
  .refine(rangeInOrder, rangeRule)
  .refine(spanWithinLimit, spanRule);
export type ProjectMarginsQuery = z.infer<typeof ProjectMarginsQuerySchema>;

export const LEAKAGE_LOSS_SORTABLE = ['name', 'revenue_leakage', 'revenue_loss'] as const;
export const LeakageLossQuerySchema = listQuerySchema(LEAKAGE_LOSS_SORTABLE)
  .extend(rangeQuery)
  .refine(rangeInOrder, rangeRule)
  .refine(spanWithinLimit, spanRule);
export type LeakageLossQuery = z.infer<typeof LeakageLossQuerySchema>;

/** The project a row of the margin tables is about. */
export const MarginProjectSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  client: z.string().nullable(),
  status: z.enum(PROJECT_STATUSES),
  billing_type: z.enum(PROJECT_BILLING_TYPES),
  currency: CurrencySchema,
});

const money = z.number();
const hours = z.number();

/** A project's money over the period: revenue billed, costs and expenses, and what is left of it. */
export const ProjectMarginSchema = z.object({
  project: MarginProjectSchema,
  billing: money,
  costs: money,
  expenses: money,
  net_margin: money,
  /** The net margin as a share of billing, in per cent to two decimals; null without billing. */
  margin_percent: z.number().nullable(),
});
export type ProjectMargin = z.infer<typeof ProjectMarginSchema>;

/** Sums of one currency: projects in different currencies are never added together. */
export const MarginTotalSchema = z.object({
  currency: CurrencySchema,
  billing: money,
  costs: money,
  expenses: money,
  net_margin: money,
});

export const ProjectMarginPageSchema = pageSchema(ProjectMarginSchema).extend({
  start_date: z.string(),
  end_date: z.string(),
  totals: z.array(MarginTotalSchema),
});
export type ProjectMarginPage = z.infer<typeof ProjectMarginPageSchema>;

/**
 * A project's revenue leakage and loss over the period, in its currency.
 * - Leakage is work done and not billed: approved billable hours at the billing role's rate beyond the revenue
 *   recorded for the same month (time-and-material), and milestones due by today with no revenue recorded for them.
 * - Loss is billable capacity not used: the working hours of billable allocations up to today (8 hours a weekday at
 *   the allocation's share) not logged as billable time, at the billing role's rate (time-and-material).
 * Hours whose billing role has no rate in the project's currency are counted apart and not valued.
 */
export const ProjectLeakageLossSchema = z.object({
  project: MarginProjectSchema,
  approved_billable_hours: hours,
  unbilled_work: money,
  unbilled_milestones: money,
  revenue_leakage: money,
  unused_billable_hours: hours,
  revenue_loss: money,
  hours_without_rate: hours,
});
export type ProjectLeakageLoss = z.infer<typeof ProjectLeakageLossSchema>;

export const LeakageLossTotalSchema = z.object({
  currency: CurrencySchema,
  revenue_leakage: money,
  revenue_loss: money,
});

export const ProjectLeakageLossPageSchema = pageSchema(ProjectLeakageLossSchema).extend({
  start_date: z.string(),
  end_date: z.string(),
  totals: z.array(LeakageLossTotalSchema),
});
export type ProjectLeakageLossPage = z.infer<typeof ProjectLeakageLossPageSchema>;

/** The net margin widget: each month of the financial year so far, per currency (spec 3 "Net margin per month"). */
export const NetMarginSchema = z.object({
  start_date: z.string(),
  end_date: z.string(),
  results: z.array(
    z.object({
      year: z.number().int(),
      month: z.number().int(),
      currency: CurrencySchema,
      actual_total_billing: money,
      actual_net_margin: money,
    }),
  ),
});
export type NetMargin = z.infer<typeof NetMarginSchema>;

/** The revenue leakage and loss widgets: the current month and the three before it, per currency (spec 3). */
export const LeakageLossSchema = z.object({
  start_date: z.string(),
  end_date: z.string(),
  results: z.array(
    z.object({
      year: z.number().int(),
      month: z.number().int(),
      currency: CurrencySchema,
      revenue_leakage: money,
      revenue_loss: money,
    }),
  ),
});
export type LeakageLoss = z.infer<typeof LeakageLossSchema>;
