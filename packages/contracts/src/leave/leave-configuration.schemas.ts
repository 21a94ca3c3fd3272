import { z } from 'zod';

/** Spec 3 "Leave configuration": a leave year (a calendar year or April to March) and its leave rows. */
export const LeaveConfigurationSchema = z.object({
  id: z.number().int(),
  is_active: z.boolean(),
  start_date: z.string(),
  end_date: z.string(),
  leaves: z.array(z.object({ type: z.string(), total_leaves: z.number() })),
  /** 0 = Sunday … 6 = Saturday. */
  weekend_days: z.array(z.number().int()),
  /** Closed by its year end; an inactive year that is not closed is the next one, waiting. */
  is_closed: z.boolean(),
});
export type LeaveConfiguration = z.infer<typeof LeaveConfigurationSchema>;

export const LeaveConfigurationListSchema = z.object({ results: z.array(LeaveConfigurationSchema) });
