import {
  formatReferenceCode,
  isEditable,
  isFinalised,
  type MyWeek,
  type NonProjectTask,
  rollUpStatus,
  type TimesheetRow,
  type TimesheetStatus,
} from '@atrium/contracts';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../platform/db/client';
import { inTurn } from '../../platform/db/in-turn';
import { queryRows } from '../../platform/db/query-rows';
import { findContractWindows } from '../contractors';
import { findDaysOff } from '../leave';
import { weekDays } from './engine/week';
import { isKeepers, type Keeper } from './keeper';
import { loadTimesheetSettings } from './timesheet-settings';

export interface EntryRow {
  id: number;
  project_id: number | null;
  task: NonProjectTask | null;
  work_date: string;
  minutes: number;
  is_billable: boolean;
  status: TimesheetStatus;
  reason: string | null;
  note: string | null;
}

interface AllocationRow {
  project_id: number;
  number: number;
  name: string;
  start_date: string;
  end_date: string;
  percent: number;
  status: string;
}

export const timesheetCode = (number: number) => formatReferenceCode('timesheet', number);

/**
 * The person's sheet of a week, its entries, the allocations that let them log time, their days off (an
 * employee's) and the periods under contract (a contractor's; null for an employee).
 */
export async function loadWeek(tx: Tx, organizationId: number, keeper: Keeper, monday: string) {
  const days = weekDays(monday);
  const sunday = days[6] as string;
  const [[sheet], entries, allocations, daysOff, contracts, settings] = await inTurn(
    () =>
      queryRows<{ id: number; number: number; status: TimesheetStatus }>(
        tx,
        sql`select t.id, t.number, t.status from timesheets t
          where t.organization_id = ${organizationId} and ${isKeepers(keeper, 't')} and t.week_start = ${monday}`,
      ),
    () =>
      queryRows<EntryRow>(
        tx,
        sql`select e.id, e.project_id, e.task, e.work_date::text, e.minutes, e.is_billable, e.status, e.reason,
            e.note
          from timesheet_entries e join timesheets t on t.organization_id = e.organization_id and t.id = e.timesheet_id
          where t.organization_id = ${organizationId} and ${isKeepers(keeper, 't')} and t.week_start = ${monday}
          order by e.work_date, e.id`,
      ),
    () =>
      queryRows<AllocationRow>(
        tx,
        sql`select a.project_id, p.number, p.name, a.start_date::text, a.end_date::text,
            a.allocation_percent::float8 as percent, a.status
          from project_allocations a
          join projects p on p.organization_id = a.organization_id and p.id = a.project_id
          where a.organization_id = ${organizationId} and ${isKeepers(keeper, 'a')} and p.status = 'active'
            and a.start_date <= ${sunday} and a.end_date >= ${monday}
          order by p.number, a.start_date`,
      ),
    () =>
      keeper.employeeId === null ? [] : findDaysOff(tx, organizationId, keeper.employeeId, monday, sunday),
    () =>
      keeper.contractorId === null
        ? null
        : findContractWindows(tx, organizationId, [keeper.contractorId]).then(
            (windows) => windows.get(keeper.contractorId) ?? [],
          ),
    () => loadTimesheetSettings(tx, organizationId),
  );
  return { sheet: sheet ?? null, entries, allocations, daysOff, contracts, settings, days };
}

export type LoadedWeek = Awaited<ReturnType<typeof loadWeek>>;

/** Where the person may log time to each project this week. */
export const allocationWindows = (week: LoadedWeek) => {
  const windows = new Map<number, { startDate: string; endDate: string; percent: number }[]>();
  for (const allocation of week.allocations) {
    const list = windows.get(allocation.project_id) ?? [];
    list.push({
      startDate: allocation.start_date,
      endDate: allocation.end_date,
      percent: allocation.percent,
    });
    windows.set(allocation.project_id, list);
  }
  return windows;
};

const lineKey = (projectId: number | null, task: string | null) => `${projectId ?? ''}:${task ?? ''}`;
const DAY_OF_LEAVE = 8 * 60;

const OPEN_WEEK = [false, false, false, false, false, false, false];

/** The week as the grid shows it: a line per allocated project and per task with time, days off marked. */
export function toMyWeek(week: LoadedWeek): MyWeek {
  const lines = new Map<string, TimesheetRow>();
  const names = new Map<number, { code: string; name: string }>();
  for (const allocation of week.allocations) {
    names.set(allocation.project_id, {
      code: formatReferenceCode('project', allocation.number),
      name: allocation.name,
    });
    const key = lineKey(allocation.project_id, null);
    const current = lines.get(key);
    const window = {
      start_date: current?.allocation
        ? [current.allocation.start_date, allocation.start_date].sort()[0]
        : allocation.start_date,
      end_date: current?.allocation
        ? [current.allocation.end_date, allocation.end_date].sort()[1]
        : allocation.end_date,
      percent: allocation.percent,
      status: allocation.status,
    } as NonNullable<TimesheetRow['allocation']>;
    lines.set(key, {
      project: {
        id: allocation.project_id,
        ...(names.get(allocation.project_id) as { code: string; name: string }),
      },
      task: null,
      is_billable: allocation.status === 'billable',
      allocation: window,
      minutes: [0, 0, 0, 0, 0, 0, 0],
      note: null,
      status: 'draft',
      reason: null,
      locked: [...OPEN_WEEK],
    });
  }
  const statuses = new Map<string, TimesheetStatus[]>();
  for (const entry of week.entries) {
    const key = lineKey(entry.project_id, entry.task);
    const line =
      lines.get(key) ??
      ({
        project:
          entry.project_id === null
            ? null
            : { id: entry.project_id, code: '', name: 'A project you are no longer on' },
        task: entry.task,
        is_billable: entry.is_billable,
        allocation: null,
        minutes: [0, 0, 0, 0, 0, 0, 0],
        note: null,
        status: 'draft',
        reason: null,
        locked: [...OPEN_WEEK],
      } satisfies TimesheetRow);
    const day = week.days.indexOf(entry.work_date);
    if (day >= 0) {
      line.minutes[day] = entry.minutes;
      line.locked[day] = !isEditable(entry.status);
    }
    line.is_billable = entry.is_billable;
    line.reason = entry.reason ?? line.reason;
    line.note = entry.note ?? line.note;
    lines.set(key, line);
    statuses.set(key, [...(statuses.get(key) ?? []), entry.status]);
  }
  for (const [key, list] of statuses) {
    const line = lines.get(key);
    if (line) line.status = rollUpStatus(list);
  }
  // A week with no time yet starts with its weekdays of approved leave as a leave line, a working day each.
  const leaveDays = week.days.map((date, index) =>
    index < 5 && week.daysOff.some((off) => off.date === date && off.kind === 'leave') ? DAY_OF_LEAVE : 0,
  );
  if (!week.entries.length && leaveDays.some(Boolean))
    lines.set(lineKey(null, 'leave'), {
      project: null,
      task: 'leave',
      is_billable: false,
      allocation: null,
      minutes: leaveDays,
      note: null,
      status: 'draft',
      reason: null,
      locked: [...OPEN_WEEK],
    });
  const status = rollUpStatus(week.entries.map((entry) => entry.status));
  const rows = [...lines.values()];
  return {
    code: week.sheet ? timesheetCode(week.sheet.number) : null,
    week_start: week.days[0] as string,
    status,
    // A frozen or billed week is closed whole: no line of it takes time any more.
    over_allocation: week.settings.over_allocation,
    can_edit:
      !week.entries.some((entry) => isFinalised(entry.status)) &&
      (rows.length === 0 || rows.some((row) => isEditable(row.status))),
    days: week.days.map((date) => ({
      date,
      holiday: week.daysOff.find((off) => off.date === date && off.kind === 'holiday')?.name ?? null,
      leave: week.daysOff.find((off) => off.date === date && off.kind === 'leave')?.name ?? null,
    })),
    rows,
  };
}
