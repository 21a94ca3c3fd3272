import { rollUpStatus, type TimesheetStatus } from '@atrium/contracts';
import { expect } from 'vitest';
import { timesheetEntries, timesheets } from '../modules/timesheets';
import type { AppContext } from '../platform/app-context';
import { nextNumber } from '../platform/db/next-number';
import { withOrg } from '../platform/db/tenant';
import type { as } from './factories';

export interface LoggedLine {
  /** A project's time, or other work's (`task`: bench, training, leave…) when null. */
  project_id: number | null;
  task?: string;
  is_billable?: boolean;
  /** Monday to Sunday. */
  minutes: number[];
}

/**
 * A week of time saved through the API by the one who keeps it, and submitted unless told; the week as it was
 * saved (its `code` among the rest).
 */
export async function logWeek(
  person: ReturnType<typeof as>,
  monday: string,
  lines: readonly LoggedLine[],
  { submit = true } = {},
) {
  const saved = await person.put('/timesheets/my-week/', {
    week_start: monday,
    rows: lines.map((line) => ({
      project_id: line.project_id,
      task: line.project_id === null ? (line.task ?? 'bench') : null,
      is_billable: line.is_billable ?? line.project_id !== null,
      minutes: line.minutes,
    })),
  });
  expect(saved.statusCode, saved.body).toBe(200);
  if (submit) {
    const submitted = await person.post('/timesheets/my-week/submit/', { week_start: monday });
    expect(submitted.statusCode, submitted.body).toBe(200);
  }
  return saved.json() as { code: string };
}

export interface TimesheetDay {
  /** A project's time, or other work's (`task`: bench, training…) when null. */
  projectId?: number | null;
  task?: string | null;
  workDate: string;
  /** A working day's 480 unless told. */
  minutes?: number;
  /** Billable when on a project, unless told. */
  isBillable?: boolean;
  status: TimesheetStatus;
}

export interface BuildTimesheet {
  /** An employee's or a contractor's id. */
  person: { employeeId: number } | { contractorId: number };
  /** The Monday the week starts on. */
  weekStart: string;
  /** Its days, each in its own state: approved, submitted, rejected or frozen days may sit side by side. */
  days: readonly TimesheetDay[];
}

/**
 * A week of time as it stands on record, written whole into timesheets' own tables: its sheet (the next `TS-`
 * number, its status the roll-up of its days') and its days, in one transaction. For weeks whose days no one
 * decision leaves in their states; a week saved, submitted and decided as people do it is `logWeek`'s.
 */
export async function buildTimesheet(ctx: AppContext, organizationId: number, input: BuildTimesheet) {
  const status = rollUpStatus(input.days.map((day) => day.status));
  return withOrg(ctx.database.db, organizationId, async (tx) => {
    const [sheet] = await tx
      .insert(timesheets)
      .values({
        organizationId,
        number: await nextNumber(tx, timesheets, organizationId),
        employeeId: 'employeeId' in input.person ? input.person.employeeId : null,
        contractorId: 'contractorId' in input.person ? input.person.contractorId : null,
        weekStart: input.weekStart,
        status,
        submittedAt: status === 'draft' ? null : new Date(),
      })
      .returning();
    if (!sheet) throw new Error('timesheet not written');
    if (input.days.length)
      await tx.insert(timesheetEntries).values(
        input.days.map((day) => ({
          organizationId,
          timesheetId: sheet.id,
          projectId: day.projectId ?? null,
          task: day.projectId ? null : (day.task ?? 'bench'),
          workDate: day.workDate,
          minutes: day.minutes ?? 480,
          isBillable: day.isBillable ?? Boolean(day.projectId),
          status: day.status,
        })),
      );
    return sheet;
  });
}
