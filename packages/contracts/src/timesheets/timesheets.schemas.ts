import { z } from 'zod';
import { CommentTextSchema } from '../format/patterns';
import { IdParamSchema, IdSchema } from '../ids';
import { listQuerySchema, pageSchema } from '../lists';
import { TIMESHEET_DECISIONS, TIMESHEET_STATUSES } from './timesheet-state';

const isoDate = z.iso.date();

/** Time that belongs to no project: on the bench, in training, other work, or on leave. */
export const NON_PROJECT_TASKS = ['bench', 'training', 'internal', 'leave'] as const;
export type NonProjectTask = (typeof NON_PROJECT_TASKS)[number];
/** Time on no project, as a line of an approver's list holds it: every task of the week. */
export const NON_PROJECT_WORK_TEXT = 'Other work';
export const NON_PROJECT_TASK_TEXTS: Record<NonProjectTask, string> = {
  bench: 'Bench',
  training: 'Training',
  internal: NON_PROJECT_WORK_TEXT,
  leave: 'Leave',
};
/** A line of time on no project named by its tasks ("Bench, Training"), or "Other work" where none is told. */
export const nonProjectWorkText = (tasks: readonly { task: NonProjectTask }[]) =>
  tasks.length ? tasks.map(({ task }) => NON_PROJECT_TASK_TEXTS[task]).join(', ') : NON_PROJECT_WORK_TEXT;

export const WeekQuerySchema = z.object({ week: isoDate.optional() });

const Status = z.enum(TIMESHEET_STATUSES);

export const TimesheetDaySchema = z.object({
  date: z.string(),
  /** The holiday or approved leave on that day, shown in the grid. */
  holiday: z.string().nullable(),
  leave: z.string().nullable(),
});

export const TimesheetRowSchema = z.object({
  project: z.object({ id: z.number().int(), code: z.string(), name: z.string() }).nullable(),
  task: z.enum(NON_PROJECT_TASKS).nullable(),
  is_billable: z.boolean(),
  /** The allocation that lets the person log time to the project: the days outside it are closed. */
  allocation: z
    .object({ start_date: z.string(), end_date: z.string(), percent: z.number(), status: z.string() })
    .nullable(),
  minutes: z.array(z.number().int()).length(7),
  /** What the person says of the line's work that week. */
  note: z.string().nullable(),
  status: Status,
  /** Why an approver rejected or reopened it. */
  reason: z.string().nullable(),
  /** Monday to Sunday: whether the day's time is with an approver or closed, so it cannot be changed. */
  locked: z.array(z.boolean()).length(7),
});
export type TimesheetRow = z.infer<typeof TimesheetRowSchema>;

/**
 * What happens to time above a person's share of a project on a day (their allocation % of an 8-hour day): it is
 * flagged in the week, or refused when saved. The organisation's timesheet manager chooses.
 */
export const OVER_ALLOCATION_POLICIES = ['flag', 'refuse'] as const;
export type OverAllocationPolicy = (typeof OVER_ALLOCATION_POLICIES)[number];
export const TimesheetSettingsSchema = z.object({ over_allocation: z.enum(OVER_ALLOCATION_POLICIES) });
export type TimesheetSettings = z.infer<typeof TimesheetSettingsSchema>;
export const TimesheetSettingsUpdateSchema = TimesheetSettingsSchema.strict();

/** A day's share of a project, in minutes: the allocation's per cent of an 8-hour day. */
export const shareOfDayMinutes = (percent: number) => Math.round((percent / 100) * 8 * 60);

export const MyWeekSchema = z.object({
  /** TS-0007, once the week has time saved. */
  code: z.string().nullable(),
  week_start: z.string(),
  status: Status,
  can_edit: z.boolean(),
  /** Whether time above the allocation's share is only flagged or refused on save. */
  over_allocation: z.enum(OVER_ALLOCATION_POLICIES),
  days: z.array(TimesheetDaySchema).length(7),
  rows: z.array(TimesheetRowSchema),
});
export type MyWeek = z.infer<typeof MyWeekSchema>;

const minutes = z
  .number()
  .int()
  .min(0)
  .max(24 * 60);

export const WeekSaveSchema = z.strictObject({
  week_start: isoDate,
  rows: z
    .array(
      z.strictObject({
        project_id: IdSchema.nullable(),
        task: z.enum(NON_PROJECT_TASKS).nullable(),
        is_billable: z.boolean(),
        minutes: z.array(minutes).length(7),
        note: CommentTextSchema.nullable().optional(),
      }),
    )
    .max(50),
});
export type WeekSave = z.infer<typeof WeekSaveSchema>;
export const WeekSubmitSchema = z.strictObject({ week_start: isoDate });

/* One sheet by id: what a search result or a notification needs to open its week. */

export const TimesheetIdParamsSchema = z.object({ id: IdParamSchema });

/** A sheet the caller may see: its week, whose it is, and whether it is the caller's own (else they approve it). */
export const TimesheetSummarySchema = z.object({
  id: z.number().int(),
  /** TS-0007 */
  code: z.string(),
  week_start: z.string(),
  status: Status,
  employee: z.object({ id: z.number().int(), name: z.string(), code: z.string() }),
  is_own: z.boolean(),
});
export type TimesheetSummary = z.infer<typeof TimesheetSummarySchema>;

/* Approvals: one row per person, week and project. */

const month = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'invalid');

export const APPROVAL_SORTABLE = ['week_start', 'employee'] as const;
/**
 * The lines of the weeks a period meets: one week (its Monday), a month (YYYY-MM), from `start_date` to `end_date`
 * (either end open), or every week; periods given together narrow each other.
 */
export const ApprovalQuerySchema = listQuerySchema(APPROVAL_SORTABLE)
  .extend({
    status: Status.optional(),
    project_id: IdParamSchema.optional(),
    week: isoDate.optional(),
    month: month.optional(),
    start_date: isoDate.optional(),
    end_date: isoDate.optional(),
    search: z.string().trim().max(100).optional(),
  })
  .refine((query) => !query.start_date || !query.end_date || query.start_date <= query.end_date, {
    message: 'invalid_date_order',
    path: ['end_date'],
  });
export type ApprovalQuery = z.infer<typeof ApprovalQuerySchema>;

export const ApprovalRowSchema = z.object({
  timesheet_id: z.number().int(),
  code: z.string(),
  employee: z.object({ id: z.number().int(), name: z.string(), code: z.string() }),
  project: z.object({ id: z.number().int(), code: z.string(), name: z.string() }).nullable(),
  week_start: z.string(),
  /** The person's note on the line. */
  note: z.string().nullable(),
  minutes: z.number().int(),
  billable_minutes: z.number().int(),
  status: Status,
  /** Why the line's time was last rejected, reopened or skipped, when the approver said. */
  reason: z.string().nullable(),
  /** The line's entries, a day each: each is decided on its own, or with the line, and keeps its reason. */
  days: z.array(
    z.object({
      date: z.string(),
      minutes: z.number().int(),
      status: Status,
      reason: z.string().nullable(),
      /** The day's task, for time on no project. */
      task: z.enum(NON_PROJECT_TASKS).nullable(),
    }),
  ),
  /** For time on no project, each task's time in the week (bench, training, other work, leave). */
  tasks: z.array(z.object({ task: z.enum(NON_PROJECT_TASKS), minutes: z.number().int() })),
});
export type ApprovalRow = z.infer<typeof ApprovalRowSchema>;
/** The page, with the time of every line the filters match (not only the page's). */
export const ApprovalPageSchema = pageSchema(ApprovalRowSchema).extend({
  totals: z.object({ minutes: z.number().int(), billable_minutes: z.number().int() }),
});
export type ApprovalPage = z.infer<typeof ApprovalPageSchema>;

/** The projects an approver's lines may be filtered by: those they decide with time on them, searched. */
export const ApprovalProjectQuerySchema = z.object({ search: z.string().trim().max(100).optional() });
export type ApprovalProjectQuery = z.infer<typeof ApprovalProjectQuerySchema>;
export const ApprovalProjectsSchema = z.object({
  results: z.array(z.object({ id: z.number().int(), code: z.string(), name: z.string() })),
});

/** Lines one decision may take: a thousand weeks approved in one action (they are changed in bulk). */
export const MAX_DECIDED_LINES = 1000;

export const DecisionSchema = z.strictObject({
  items: z
    .array(
      z.strictObject({
        timesheet_id: IdSchema,
        project_id: IdSchema.nullable(),
        /** One day's entry of the line; the whole line when absent. */
        work_date: isoDate.optional(),
      }),
    )
    .min(1)
    .max(MAX_DECIDED_LINES),
  decision: z.enum(TIMESHEET_DECISIONS),
  reason: CommentTextSchema.optional(),
});
export type Decision = z.infer<typeof DecisionSchema>;
/** What a decision did: the entries it changed, and the timesheets (weeks) it decided, which its message counts. */
export const DecisionResultSchema = z.object({ changed: z.number().int(), timesheets: z.number().int() });
export type DecisionResult = z.infer<typeof DecisionResultSchema>;

/* Bulk timesheets: the timesheet manager closes (freezes) a month's approved time, or opens it again. */

/** A month of the organisation's time, or of one project's, or of one department's people. */
export const MonthQuerySchema = z.object({
  month,
  project_id: IdParamSchema.optional(),
  department_id: IdParamSchema.optional(),
});
export type MonthQuery = z.infer<typeof MonthQuerySchema>;
export const MonthSummarySchema = z.object({
  month: z.string(),
  /** Entries of the month by status, with their time. */
  statuses: z.array(z.object({ status: Status, entries: z.number().int(), minutes: z.number().int() })),
});
export type MonthSummary = z.infer<typeof MonthSummarySchema>;
const monthScope = {
  month,
  project_id: IdSchema.nullable().optional(),
  department_id: IdSchema.nullable().optional(),
};
const oneScope = {
  check: (input: { project_id?: number | null; department_id?: number | null }) =>
    !(input.project_id && input.department_id),
  params: { message: 'invalid', path: ['department_id'] },
};

/**
 * Closing a month for the organisation, a project or a department: freeze its approved time (final), or (for a
 * project) mark its frozen time billed by an invoice, which locks it for good.
 */
export const FreezeSchema = z
  .strictObject({
    ...monthScope,
    action: z.enum(['freeze', 'bill']),
    /** The invoice that bills the time (bill only). */
    invoice_reference: z.string().trim().min(1).max(64).optional(),
  })
  .refine(oneScope.check, oneScope.params)
  .refine((input) => input.action !== 'bill' || (input.project_id && input.invoice_reference), {
    message: 'required',
    path: ['invoice_reference'],
  });
export type Freeze = z.infer<typeof FreezeSchema>;

/**
 * Opening a month closed by mistake, for the organisation, a project or a department: its frozen time that no
 * invoice references goes back to approved. The timesheet manager's own action, with the reason on the audit trail.
 */
export const UnfreezeSchema = z
  .strictObject({ ...monthScope, reason: CommentTextSchema.optional() })
  .refine(oneScope.check, oneScope.params);
export type Unfreeze = z.infer<typeof UnfreezeSchema>;
/** The entries a month's closing (or unfreezing) changed. */
export const MonthChangeSchema = z.object({ changed: z.number().int() });

/** What a month can be closed for: the organisation's projects and departments. */
export const MonthScopesSchema = z.object({
  projects: z.array(z.object({ id: z.number().int(), code: z.string(), name: z.string() })),
  departments: z.array(z.object({ id: z.number().int(), name: z.string() })),
});
export type MonthScopes = z.infer<typeof MonthScopesSchema>;
