import { z } from 'zod';

/** Weeks the forecast looks ahead, from the week of the day it is asked on. */
export const FORECAST_WEEKS = 12;

/** How a week of one role stands: more asked than there are people, nearly so, in balance, or people to spare. */
export const FORECAST_LEVELS = ['shortage', 'tight', 'balanced', 'surplus'] as const;
export type ForecastLevel = (typeof FORECAST_LEVELS)[number];

export const FORECAST_LEVEL_TEXTS: Readonly<Record<ForecastLevel, string>> = {
  shortage: 'Shortage',
  tight: 'Tight',
  balanced: 'Balanced',
  surplus: 'Surplus',
};

/** The day the forecast starts from (the organisation's today unless given). */
export const ResourceForecastQuerySchema = z.object({ date: z.iso.date().optional() });

/** One role's week, in full-time people (FTE). */
export const ForecastCellSchema = z.object({
  /** People of the role employed that week, less their approved leave. */
  supply: z.number(),
  /** Their confirmed allocations. */
  allocated: z.number(),
  /** Open resource requests for the role, not yet filled. */
  requested: z.number(),
  demand: z.number(),
  /** Supply less demand: below zero, people must be found. */
  gap: z.number(),
  level: z.enum(FORECAST_LEVELS),
  /** Demand that may come: open opportunities' role mix, weighted by their probability. */
  pipeline: z.number(),
  /** The gap should the weighted pipeline come in as well. */
  outlook_gap: z.number(),
});
export type ForecastCell = z.infer<typeof ForecastCellSchema>;

/**
 * Supply against demand per role (designation) and week for the next 12 weeks: supply is people × capacity less
 * approved leave, joiners counted from joining and leavers to their last working day; demand is confirmed
 * allocations and the open resource requests; the pipeline, open opportunities' needs weighted by their chance.
 */
export const ResourceForecastSchema = z.object({
  /** Each week's Monday. */
  weeks: z.array(z.string()),
  roles: z.array(
    z.object({
      designation_id: z.number().int().nullable(),
      designation: z.string().nullable(),
      cells: z.array(ForecastCellSchema),
    }),
  ),
  totals: z.array(ForecastCellSchema),
});
export type ResourceForecast = z.infer<typeof ResourceForecastSchema>;
