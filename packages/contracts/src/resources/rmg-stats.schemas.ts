import { z } from 'zod';
import { CurrencySchema } from '../format';
import { RmgFigures } from './rmg-overview.schemas';

/** Weeks of trend the statistics show by default, and at most. */
export const RMG_TREND_WEEKS = 12;
export const RMG_TREND_MAX_WEEKS = 26;

/** The day the statistics count (the organisation's today unless given) and how many weeks of trend lead to it. */
export const RmgStatsQuerySchema = z.object({
  date: z.iso.date().optional(),
  weeks: z.coerce.number().int().min(1).max(RMG_TREND_MAX_WEEKS).optional(),
});
export type RmgStatsQuery = z.infer<typeof RmgStatsQuerySchema>;

/** One group of a breakdown: a department, skill or location (null: people with none). */
const Breakdown = z.array(z.object({ name: z.string().nullable(), ...RmgFigures }));

/** A person who logged less time on a project than their billable allocation asked for in a week. */
/** Missing actuals listed: the largest gaps; the rest are counted and summed. */
export const MISSING_ACTUALS_SHOWN = 100;

export const MissingActualSchema = z.object({
  employee_id: z.number().int(),
  name: z.string(),
  code: z.string(),
  project_id: z.number().int(),
  project_code: z.string(),
  project_name: z.string(),
  /** Working hours of the billable allocation in the week, less approved leave. */
  allocated_hours: z.number(),
  /** Hours logged on the project in the week, rejected ones apart. */
  logged_hours: z.number(),
  missing_hours: z.number(),
  currency: CurrencySchema,
  /** The billing rate of the person's resource group in force at the week's end; null when it has none. */
  billing_rate: z.number().nullable(),
  /** Missing hours at that rate: revenue not yet earned. */
  missing_value: z.number().nullable(),
});
export type MissingActual = z.infer<typeof MissingActualSchema>;

/**
 * RMG Statistics: utilisation, billable % and bench % on a day by department, skill and location, their trend week
 * by week, and the missing actuals of the last full week.
 */
export const RmgStatsSchema = z.object({
  date: z.string(),
  ...RmgFigures,
  by_department: Breakdown,
  by_skill: Breakdown,
  by_location: Breakdown,
  /** Each week's Monday, oldest first, counted as the overview counts a day. */
  trend: z.array(z.object({ week_start: z.string(), ...RmgFigures })),
  missing_actuals: z.object({
    week_start: z.string(),
    week_end: z.string(),
    /** The MISSING_ACTUALS_SHOWN largest gaps, by missing value then hours. */
    people: z.array(MissingActualSchema),
    /** How many people's project allocations missed time in all; the hours and totals are theirs. */
    count: z.number().int(),
    total_hours: z.number(),
    /** The missing value by currency (projects bill in several). */
    totals: z.array(z.object({ currency: CurrencySchema, value: z.number() })),
  }),
});
export type RmgStats = z.infer<typeof RmgStatsSchema>;
