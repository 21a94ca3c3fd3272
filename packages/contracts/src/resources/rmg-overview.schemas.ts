import { z } from 'zod';

/** The day the overview counts; the organisation's today unless given. */
export const RmgOverviewQuerySchema = z.object({ date: z.iso.date().optional() });

/** Utilisation figures of a group of active employees on a day. */
export const RmgFigures = {
  /** Active employees counted. */
  headcount: z.number().int(),
  /** Their allocated share on the day, each person's capped at 100%, over their number. */
  utilisation_percent: z.number(),
  /** The billable part of it. */
  billable_percent: z.number(),
  /** The share of them allocated to nothing. */
  bench_percent: z.number(),
  bench_count: z.number().int(),
};

/** Utilisation, billable % and bench % on a day, for the organisation and by department (spec: RMG overview). */
export const RmgOverviewSchema = z.object({
  date: z.string(),
  ...RmgFigures,
  departments: z.array(z.object({ department: z.string().nullable(), ...RmgFigures })),
});
export type RmgOverview = z.infer<typeof RmgOverviewSchema>;
