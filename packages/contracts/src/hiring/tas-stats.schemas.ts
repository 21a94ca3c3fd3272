import { z } from 'zod';
import { HiringStageSchema } from './application.schemas';
import { CANDIDATE_SOURCES } from './candidate.schemas';

/** Talent Acquisition Statistics, narrowed to one department or one recruiter's requests when asked. */
export const TasStatsQuerySchema = z.object({
  department_id: z.coerce.number().int().min(1).max(2_147_483_647).optional(),
  recruiter_id: z.coerce.number().int().min(1).max(2_147_483_647).optional(),
});
export type TasStatsQuery = z.infer<typeof TasStatsQuerySchema>;

const Breakdown = z.object({
  id: z.number().int().nullable(),
  name: z.string(),
  applications: z.number().int(),
  in_progress: z.number().int(),
  joined: z.number().int(),
  rejected: z.number().int(),
});

export const TasStatsSchema = z.object({
  total: z.number().int(),
  /** Per stage of the flow: how many stand there now, and how many reached it or went past it. */
  funnel: z.array(
    z.object({ stage: HiringStageSchema, current: z.number().int(), reached: z.number().int() }),
  ),
  sources: z.array(z.object({ source: z.enum(CANDIDATE_SOURCES), applications: z.number().int() })),
  /** Mean days an application spent at each stage it left or stands at (to today). */
  time_in_stage: z.array(z.object({ stage: z.string(), average_days: z.number() })),
  by_department: z.array(Breakdown),
  by_recruiter: z.array(Breakdown),
});
export type TasStats = z.infer<typeof TasStatsSchema>;
