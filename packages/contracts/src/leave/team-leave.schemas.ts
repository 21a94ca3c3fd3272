import { z } from 'zod';
import { LEAVE_REQUEST_STATUSES } from './leave-request.schemas';

/** At most a quarter at once: the calendar shows a week or a month. */
export const TEAM_LEAVES_MAX_ROWS = 2000;
export const TEAM_LEAVES_MAX_DAYS = 92;

const isoDate = z.iso.date('invalid');

export const TeamLeavesQuerySchema = z
  .object({ from: isoDate, to: isoDate })
  .refine((range) => range.to >= range.from, { message: 'invalid_date_order', path: ['to'] })
  .refine((range) => (Date.parse(range.to) - Date.parse(range.from)) / 86_400_000 < TEAM_LEAVES_MAX_DAYS, {
    message: 'invalid',
    path: ['to'],
  });
export type TeamLeavesQuery = z.infer<typeof TeamLeavesQuerySchema>;

export const TeamLeaveSchema = z.object({
  request_id: z.number().int(),
  code: z.string(),
  employee: z.object({ id: z.number().int(), name: z.string(), code: z.string() }),
  leave_type: z.object({ code: z.string(), name: z.string() }),
  start_date: z.string(),
  end_date: z.string(),
  start_half: z.boolean(),
  end_half: z.boolean(),
  quantity: z.number(),
  status: z.enum(LEAVE_REQUEST_STATUSES),
});
export type TeamLeave = z.infer<typeof TeamLeaveSchema>;

/** The team's live leaves overlapping the range, plus how many are away today and this week. */
export const TeamLeavesSchema = z.object({
  team_size: z.number().int(),
  away_today: z.number().int(),
  away_this_week: z.number().int(),
  results: z.array(TeamLeaveSchema),
  /** More leaves fall in the range than one answer holds; narrow the range. */
  truncated: z.boolean(),
});
export type TeamLeaves = z.infer<typeof TeamLeavesSchema>;
