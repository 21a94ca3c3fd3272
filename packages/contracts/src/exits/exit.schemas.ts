import { z } from 'zod';
import { IdParamSchema, IdSchema } from '../ids';
import { listQuerySchema, pageSchema } from '../lists';

export const EXIT_TYPES = ['resignation', 'termination'] as const;
/** in-notice (serving notice, the only open state) → exit-done, or withdrawn. */
export const EXIT_STATUSES = ['in-notice', 'exit-done', 'withdrawn'] as const;
/** Each department signs its no-dues clearance once (PEERS 3.3). */
export const CLEARANCE_AREAS = ['it', 'admin', 'finance', 'manager'] as const;
export const EXIT_LETTER_KINDS = ['relieving', 'experience'] as const;
/** Notice days when the employee's employment type has none configured. */
export const DEFAULT_NOTICE_PERIOD_DAYS = 30;

export type ExitType = (typeof EXIT_TYPES)[number];
export type ExitStatus = (typeof EXIT_STATUSES)[number];
export type ClearanceArea = (typeof CLEARANCE_AREAS)[number];
export type ExitLetterKind = (typeof EXIT_LETTER_KINDS)[number];

export const CLEARANCE_AREA_LABELS: Readonly<Record<ClearanceArea, string>> = {
  it: 'IT',
  admin: 'Admin',
  finance: 'Finance',
  manager: 'Manager',
};

export const EXIT_TYPE_LABELS: Readonly<Record<ExitType, string>> = {
  resignation: 'Resignation',
  termination: 'Termination',
};

/** What the clearance list shows for each exit status. */
export const EXIT_STATUS_LABELS: Readonly<Record<ExitStatus, string>> = {
  'in-notice': 'On notice',
  'exit-done': 'Exit Done',
  withdrawn: 'Withdrawn',
};

const isoDate = z.iso.date();
const id = IdSchema;
const queryFlag = z
  .enum(['true', 'false'])
  .transform((value) => value === 'true')
  .optional();

const DAY_MS = 86_400_000;
const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);

/** Days of notice not served: notice days − (last working day − notice date), never below zero. */
export function noticeShortfallDays(
  noticeDate: string,
  lastWorkingDay: string,
  noticePeriodDays: number,
): number {
  return Math.max(0, noticePeriodDays - daysBetween(noticeDate, lastWorkingDay));
}

/** "Date ordering rules for ... joining and last working day" (spec 5): strictly after joining. */
export function isLastWorkingDayAfterJoining(dateOfJoining: string | null, lastWorkingDay: string): boolean {
  return dateOfJoining === null || lastWorkingDay > dateOfJoining;
}

export const ExitStartSchema = z
  .strictObject({
    employee_id: id,
    exit_type: z.enum(EXIT_TYPES),
    notice_date: isoDate,
    last_working_day: isoDate,
    reason: z.string().trim().max(1000).nullable().optional(),
  })
  .superRefine((value, ctx) => {
    if (value.last_working_day < value.notice_date) {
      ctx.addIssue({ code: 'custom', path: ['last_working_day'], message: 'invalid' });
    }
  });
export type ExitStart = z.infer<typeof ExitStartSchema>;

export const ClearanceSignSchema = z.strictObject({
  area: z.enum(CLEARANCE_AREAS),
  note: z.string().trim().max(1000).nullable().optional(),
});
export type ClearanceSign = z.infer<typeof ClearanceSignSchema>;

const Person = z.object({ id: z.number().int(), name: z.string() });

export const ExitEmployeeSchema = z.object({
  id: z.number().int(),
  user_id: z.number().int(),
  code: z.string(),
  name: z.string(),
  designation: z.string().nullable(),
  department: z.string().nullable(),
  date_of_joining: z.string().nullable(),
  /** The user who signs the manager clearance besides exit managers. */
  reporting_manager_user_id: z.number().int().nullable(),
});

export const ClearanceSchema = z.object({
  area: z.enum(CLEARANCE_AREAS),
  cleared_by: Person,
  cleared_at: z.string(),
  note: z.string().nullable(),
});
export type Clearance = z.infer<typeof ClearanceSchema>;

export const ExitSchema = z.object({
  id: z.number().int(),
  employee: ExitEmployeeSchema,
  exit_type: z.enum(EXIT_TYPES),
  notice_date: z.string(),
  last_working_day: z.string(),
  notice_period_days: z.number().int(),
  notice_shortfall_days: z.number().int(),
  reason: z.string().nullable(),
  status: z.enum(EXIT_STATUSES),
  is_exit_clearance_done: z.boolean(),
  is_exit_final_done: z.boolean(),
  exit_done_at: z.string().nullable(),
  cleared_areas: z.array(z.enum(CLEARANCE_AREAS)),
  created: z.string(),
});
export type Exit = z.infer<typeof ExitSchema>;
/** The caller's own exit, if they are leaving or have left (a withdrawn one is no longer theirs to see). */
export const OwnExitSchema = z.object({ exit: ExitSchema.nullable() });
export type OwnExit = z.infer<typeof OwnExitSchema>;
export const ExitPageSchema = pageSchema(ExitSchema);
export type ExitPage = z.infer<typeof ExitPageSchema>;

export const ExitDetailSchema = ExitSchema.extend({ clearances: z.array(ClearanceSchema) });
export type ExitDetail = z.infer<typeof ExitDetailSchema>;

export const EXIT_SORTABLE = ['last_working_day', 'notice_date', 'name', 'code', 'created'] as const;
export const ExitListQuerySchema = listQuerySchema(EXIT_SORTABLE).extend({
  status: z.enum(EXIT_STATUSES).optional(),
  is_exit_clearance_done: queryFlag,
  is_exit_final_done: queryFlag,
  search: z.string().trim().max(100).optional(),
});
export type ExitListQuery = z.infer<typeof ExitListQuerySchema>;

export const ExitIdParamsSchema = z.object({ id: IdParamSchema });
/** One file of an exit's interview answer. */
export const ExitInterviewFileParamsSchema = ExitIdParamsSchema.extend({ fileId: IdParamSchema });
export const ExitLetterParamsSchema = ExitIdParamsSchema.extend({ kind: z.enum(EXIT_LETTER_KINDS) });
