import { z } from 'zod';
import { resolveDatePreset } from '../format/date-presets';
import type { DateRange } from '../format/dates';
import { listQuerySchema, pageSchema } from '../lists';
import { TIMESHEET_STATUSES } from './timesheet-state';

/** Pending timesheet kinds (spec 8): weeks not submitted yet, and project lines waiting for approval. */
export const PENDING_TIMESHEET_KINDS = ['submission', 'approval'] as const;
export type PendingTimesheetKind = (typeof PENDING_TIMESHEET_KINDS)[number];
export const PENDING_TIMESHEET_KIND_TEXTS: Record<PendingTimesheetKind, string> = {
  submission: 'Submission pending',
  approval: 'Approval pending',
};

/** The Widget Drilldown path of the Pending Timesheets tile (spec 2.7). */
export const PENDING_TIMESHEETS_PATH = '/pending-timesheets';

const DAY_MS = 86_400_000;

/**
 * The Mondays of the four weeks before `today`'s (spec 2.7, 9: timesheet widgets cover the last 4 weeks), oldest
 * first: the window of the Pending Timesheets tile and of its drilldown alike.
 */
export function pendingTimesheetWeeks(today: Date): string[] {
  const monday = Date.parse(
    `${(resolveDatePreset('current_week', today) as DateRange).start_date}T00:00:00Z`,
  );
  return [4, 3, 2, 1].map((weeks) => new Date(monday - weeks * 7 * DAY_MS).toISOString().slice(0, 10));
}

/** The most weeks the Pending Timesheets tile counts over in one call. */
export const MAX_PENDING_TIMESHEET_WEEKS = 26;

/**
 * The Mondays of the weeks that meet `start_date`..`end_date` (both YYYY-MM-DD), oldest first: the tile's window
 * when a call names one. Null when the range ends before it starts or spans more than the most weeks allowed.
 */
export function pendingTimesheetWeeksBetween(startDate: string, endDate: string): string[] | null {
  if (endDate < startDate) return null;
  const start = Date.parse(`${startDate}T00:00:00Z`);
  const end = Date.parse(`${endDate}T00:00:00Z`);
  const firstMonday = start - ((new Date(start).getUTCDay() + 6) % 7) * DAY_MS;
  const mondays: string[] = [];
  for (let monday = firstMonday; monday <= end; monday += 7 * DAY_MS) {
    if (mondays.length === MAX_PENDING_TIMESHEET_WEEKS) return null;
    mondays.push(new Date(monday).toISOString().slice(0, 10));
  }
  return mondays;
}

export const PENDING_TIMESHEET_SORTABLE = ['week_start', 'employee'] as const;
export const PendingTimesheetQuerySchema = listQuerySchema(PENDING_TIMESHEET_SORTABLE).extend({
  kind: z.enum(PENDING_TIMESHEET_KINDS),
  /** One of the four weeks (its Monday); the four when absent. */
  week: z.iso.date().optional(),
  /** The person's name or code. */
  search: z.string().trim().max(100).optional(),
});
export type PendingTimesheetQuery = z.infer<typeof PendingTimesheetQuerySchema>;

/**
 * One pending week: for 'submission' a person's week not submitted yet (its sheet, if any time is saved), for
 * 'approval' one project line of a week waiting for a decision. `id` is the row's place in the list.
 */
export const PendingTimesheetRowSchema = z.object({
  id: z.number().int(),
  timesheet_id: z.number().int().nullable(),
  code: z.string().nullable(),
  employee: z.object({
    id: z.number().int(),
    name: z.string(),
    code: z.string(),
    designation: z.string().nullable(),
  }),
  project: z.object({ id: z.number().int(), code: z.string(), name: z.string() }).nullable(),
  week_start: z.string(),
  /** Time logged: the line's for 'approval'; for 'submission' the week's, on the projects the caller approves. */
  minutes: z.number().int(),
  /** Null when nothing is saved for the week yet. */
  status: z.enum(TIMESHEET_STATUSES).nullable(),
});
export type PendingTimesheetRow = z.infer<typeof PendingTimesheetRowSchema>;
export const PendingTimesheetPageSchema = pageSchema(PendingTimesheetRowSchema).extend({
  /** The four weeks (Mondays, oldest first) the list covers. */
  weeks: z.array(z.string()),
});
export type PendingTimesheetPage = z.infer<typeof PendingTimesheetPageSchema>;
