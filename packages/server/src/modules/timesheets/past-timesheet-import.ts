import {
  isFinalised,
  type NonProjectTask,
  TIMESHEET_STATUSES,
  type TimesheetStatus,
} from '@atrium/contracts';
import { sql } from 'drizzle-orm';
import { uploadAudits } from '../../platform/audit/record-audit';
import type { Tx } from '../../platform/db/client';
import { inTurn } from '../../platform/db/in-turn';
import { queryRows } from '../../platform/db/query-rows';
import { inIds, inTextSet } from '../../platform/db/value-set';
import { rowParser } from '../../platform/imports/column-reader';
import type { FieldErrors, ImportHandler } from '../../platform/imports/import-handler';
import { addRowError, nameKey, plannedRows } from '../../platform/imports/row-values';
import { scopeOn } from '../../platform/scope';
import type { SheetValue } from '../../platform/spreadsheets/cell-values';
import { findContractWindows } from '../contractors';
import { markFiguresChanged, projectCode, projectFinder } from '../projects';
import { mondayOf } from './engine/week';
import type { Keeper } from './keeper';
import { rollUp, sheetOf } from './timesheet.service';

const DAY_MINUTES = 24 * 60;
const MIN_BILLABLE_MINUTES = 60;
/** Frozen and billed time, which no upload changes. */
const FINAL_STATUSES = TIMESHEET_STATUSES.filter(isFinalised);

interface PastTimeRow {
  code: string;
  project: string | null;
  task: NonProjectTask | null;
  workDate: string;
  minutes: number;
  /** Null: as the allocation that day. */
  isBillable: boolean | null;
}

interface PlannedTime {
  keeper: Keeper;
  projectId: number | null;
  task: NonProjectTask | null;
  isBillable: boolean;
}

interface EntryOnRecord {
  id: number;
  person: string;
  project_id: number | null;
  task: string | null;
  work_date: string;
  minutes: number;
  is_billable: boolean;
  status: string;
}

const personKey = (keeper: Keeper) =>
  keeper.employeeId === null ? `c${keeper.contractorId}` : `e${keeper.employeeId}`;
const lineDayKey = (person: string, projectId: number | null, task: string | null, day: string) =>
  `${person}:${projectId ?? ''}:${task ?? ''}:${day}`;

/** Employees and contractors by code (upper-cased); an employee wins a code both use. */
async function findKeepersByCode(tx: Tx, organizationId: number, codes: string[]) {
  const keys = [...new Set(codes.map((code) => code.trim().toUpperCase()))];
  const rows = await queryRows<{ key: string; employee_id: number | null; contractor_id: number | null }>(
    tx,
    sql`select upper(code) as key, null::int as contractor_id, id as employee_id from employees
        where organization_id = ${organizationId} and ${inTextSet(sql`upper(code)`, keys)}
        union all
        select upper(code), id, null from contractors
        where organization_id = ${organizationId} and ${inTextSet(sql`upper(code)`, keys)}`,
  );
  const found = new Map<string, Keeper>();
  for (const row of rows) {
    if (found.get(row.key)?.employeeId) continue;
    found.set(
      row.key,
      row.employee_id === null
        ? { employeeId: null, contractorId: row.contractor_id as number }
        : { employeeId: row.employee_id, contractorId: null },
    );
  }
  return found;
}

const readTimeRow = rowParser('past_timesheets', {
  check: (cells, fail) => {
    if (cells.is_billable && !cells.project) fail('is_billable', 'Only time on a project can be billable.');
  },
  shape: (row): PastTimeRow => ({
    code: row.code,
    project: row.project,
    task: row.project ? null : row.task,
    workDate: row.work_date,
    minutes: row.hours,
    isBillable: row.is_billable,
  }),
});

/**
 * A row of past time on a project or a task: who, where, which day, how long, and whether billable. The task is
 * read only for time without a project; beside a project it is left out.
 */
const parseTimeRow = (values: Record<string, SheetValue>) =>
  readTimeRow(values.project == null ? values : { ...values, task: null });

/** A row of past leave: who, which day, and how long (a working day of 8 hours unless told). */
const parseLeaveRow = rowParser('past_timesheet_leave', {
  shape: (row): PastTimeRow => ({
    code: row.code,
    project: null,
    task: 'leave',
    workDate: row.work_date,
    minutes: row.hours,
    isBillable: false,
  }),
});

/**
 * Time recorded before Atrium (spec: bulk upload of past timesheets, and of past timesheet leave), by person code,
 * project or task, and day: each row becomes an approved entry of the person's week, a row for a line and day on
 * record replaces it. The rules of My timesheet hold: weeks before this one only; project time only on days of an
 * allocation; a contractor's time only under a contract; at most 24 hours a day, billable time at least an hour a
 * day (counting the time on record); a frozen or billed entry stays as it is.
 */
function pastTimeImport(
  kind: 'past_timesheets' | 'past_timesheet_leave',
  parseRow: ImportHandler<PastTimeRow>['parseRow'],
): ImportHandler<PastTimeRow> {
  return {
    kind,
    parseRow,
    keyOf: (row) =>
      `${row.code.trim().toUpperCase()} · ${row.project ? nameKey(row.project) : row.task} · ${row.workDate}`,
    async prepare(scope, rows) {
      const { tx } = scope;
      const organizationId = scope.org.id;
      const thisMonday = mondayOf(scope.clock.today());
      const keepers = await findKeepersByCode(
        tx,
        organizationId,
        rows.map(({ row }) => row.code),
      );
      const employeeIds = [...keepers.values()].flatMap((k) => (k.employeeId === null ? [] : [k.employeeId]));
      const contractorIds = [...keepers.values()].flatMap((k) =>
        k.contractorId === null ? [] : [k.contractorId],
      );
      const days = rows.map(({ row }) => row.workDate).sort();
      const [findProject, allocations, contracts, onRecord] = await inTurn(
        () => projectFinder(tx, organizationId),
        () =>
          queryRows<{
            person: string;
            project_id: number;
            start_date: string;
            end_date: string;
            status: string;
          }>(
            tx,
            sql`select coalesce('e' || employee_id, 'c' || contractor_id) as person, project_id,
              start_date::text, end_date::text, status
            from project_allocations
            where organization_id = ${organizationId}
              and (${inIds(sql`employee_id`, employeeIds)} or ${inIds(sql`contractor_id`, contractorIds)})`,
          ),
        () => findContractWindows(tx, organizationId, contractorIds),
        () =>
          queryRows<EntryOnRecord>(
            tx,
            sql`select e.id, coalesce('e' || t.employee_id, 'c' || t.contractor_id) as person, e.project_id, e.task,
              e.work_date::text, e.minutes, e.is_billable, e.status
            from timesheet_entries e
            join timesheets t on t.organization_id = e.organization_id and t.id = e.timesheet_id
            where e.organization_id = ${organizationId}
              and (${inIds(sql`t.employee_id`, employeeIds)} or ${inIds(sql`t.contractor_id`, contractorIds)})
              and e.work_date between ${days[0] ?? thisMonday} and ${days[days.length - 1] ?? thisMonday}`,
          ),
      );
      const recorded = new Map(
        onRecord.map((entry) => [
          lineDayKey(entry.person, entry.project_id, entry.task, entry.work_date),
          entry,
        ]),
      );

      const rowErrors = new Map<number, FieldErrors>();
      const planned = new Map<number, PlannedTime & { minutes: number; day: string; person: string }>();
      for (const { rowNumber, row } of rows) {
        const keeper = keepers.get(row.code.trim().toUpperCase());
        if (!keeper) {
          addRowError(
            rowErrors,
            rowNumber,
            'code',
            `There is no employee or contractor with code "${row.code}".`,
          );
          continue;
        }
        const person = personKey(keeper);
        if (row.workDate >= thisMonday)
          addRowError(
            rowErrors,
            rowNumber,
            'work_date',
            'Only weeks before this one are recorded by upload.',
          );
        const project = row.project ? findProject(row.project) : null;
        if (row.project && !project)
          addRowError(rowErrors, rowNumber, 'project', `There is no project "${row.project}".`);
        const allocation = project
          ? allocations.find(
              (a) =>
                a.person === person &&
                a.project_id === project.id &&
                a.start_date <= row.workDate &&
                row.workDate <= a.end_date,
            )
          : undefined;
        if (project && !allocation)
          addRowError(
            rowErrors,
            rowNumber,
            'project',
            `They were not allocated to ${projectCode(project)} that day.`,
          );
        const windows = keeper.contractorId === null ? null : (contracts.get(keeper.contractorId) ?? []);
        if (windows && !windows.some((w) => w.startDate <= row.workDate && row.workDate <= w.endDate))
          addRowError(rowErrors, rowNumber, 'work_date', 'The contractor was under no contract that day.');
        const projectId = project?.id ?? null;
        const current = recorded.get(lineDayKey(person, projectId, row.task, row.workDate));
        if (current && isFinalised(current.status as TimesheetStatus))
          addRowError(
            rowErrors,
            rowNumber,
            'work_date',
            'That day is frozen for this line and cannot change.',
          );
        if (rowErrors.has(rowNumber)) continue;
        planned.set(rowNumber, {
          keeper,
          person,
          projectId,
          task: row.task,
          day: row.workDate,
          minutes: row.minutes,
          isBillable: project ? (row.isBillable ?? allocation?.status === 'billable') : false,
        });
      }

      // A person's day as it will stand: the time on record that no row replaces, and the rows.
      const dayTotals = new Map<string, { total: number; billable: number }>();
      const add = (key: string, minutes: number, billable: boolean) => {
        const day = dayTotals.get(key) ?? { total: 0, billable: 0 };
        day.total += minutes;
        if (billable) day.billable += minutes;
        dayTotals.set(key, day);
      };
      const replaced = new Set(
        [...planned.values()].map((time) => lineDayKey(time.person, time.projectId, time.task, time.day)),
      );
      for (const entry of onRecord)
        if (
          entry.status !== 'rejected' &&
          !replaced.has(lineDayKey(entry.person, entry.project_id, entry.task, entry.work_date))
        )
          add(`${entry.person}:${entry.work_date}`, entry.minutes, entry.is_billable);
      for (const time of planned.values()) add(`${time.person}:${time.day}`, time.minutes, time.isBillable);
      for (const [rowNumber, time] of planned) {
        const day = dayTotals.get(`${time.person}:${time.day}`);
        if (day && day.total > DAY_MINUTES)
          addRowError(rowErrors, rowNumber, 'hours', 'That day would hold more than 24 hours.');
        if (day && time.isBillable && day.billable < MIN_BILLABLE_MINUTES)
          addRowError(rowErrors, rowNumber, 'hours', 'Billable time must be at least an hour on a day.');
        if (rowErrors.has(rowNumber)) planned.delete(rowNumber);
      }

      return {
        rowErrors,
        async write(writeTx, batch) {
          const due = plannedRows(batch, planned);
          const weeks = new Map<string, { keeper: Keeper; monday: string; times: typeof due }>();
          for (const time of due) {
            const monday = mondayOf(time.day);
            const key = `${time.person}:${monday}`;
            const week = weeks.get(key) ?? { keeper: time.keeper, monday, times: [] };
            week.times.push(time);
            weeks.set(key, week);
          }
          const added: EntryOnRecord[] = [];
          const changed: { before: EntryOnRecord; after: EntryOnRecord }[] = [];
          for (const { keeper, monday, times } of weeks.values()) {
            const sheet = await sheetOf(writeTx, organizationId, keeper, monday);
            const written = await queryRows<EntryOnRecord & { inserted: boolean }>(
              writeTx,
              sql`insert into timesheet_entries (organization_id, timesheet_id, project_id, task, work_date, minutes,
                  is_billable, status, decided_by_user_id, decided_at)
                select ${organizationId}, ${sheet.id}, x.project_id, x.task, x.work_date, x.minutes, x.is_billable,
                  'approved', ${scope.by.actorUserId}, now()
                from jsonb_to_recordset(${JSON.stringify(
                  times.map((time) => ({
                    project_id: time.projectId,
                    task: time.projectId === null ? time.task : null,
                    work_date: time.day,
                    minutes: time.minutes,
                    is_billable: time.isBillable,
                  })),
                )}::jsonb) as x(project_id int, task text, work_date date, minutes int, is_billable boolean)
                on conflict (organization_id, timesheet_id, coalesce(project_id, 0), coalesce(task, ''), work_date)
                do update set minutes = excluded.minutes, is_billable = excluded.is_billable, status = 'approved',
                  reason = null, decided_by_user_id = excluded.decided_by_user_id, decided_at = now(),
                  updated_at = now()
                -- A day frozen or billed since the rows were checked stays as it is.
                where not ${inTextSet(sql`timesheet_entries.status`, FINAL_STATUSES)}
                returning id, ${personKey(keeper)} as person, project_id, task, work_date::text, minutes,
                  is_billable, status, (xmax = 0) as inserted`,
            );
            for (const { inserted, ...entry } of written) {
              const before = recorded.get(
                lineDayKey(entry.person, entry.project_id, entry.task, entry.work_date),
              );
              if (inserted || !before) added.push(entry);
              else changed.push({ before, after: entry });
            }
            await writeTx.execute(sql`update timesheets set submitted_at = coalesce(submitted_at, now())
            where organization_id = ${organizationId} and id = ${sheet.id}`);
            await rollUp(writeTx, organizationId, sheet.id);
          }
          const batchScope = scopeOn(scope, writeTx);
          await batchScope.audit(uploadAudits('timesheet_entry', added, changed));
          await markFiguresChanged(batchScope, [
            ...added.map((entry) => entry.project_id),
            ...changed.map(({ after }) => after.project_id),
          ]);
          return { added: added.length, updated: changed.length };
        },
      };
    },
  };
}

export const pastTimesheetImport = pastTimeImport('past_timesheets', parseTimeRow);
export const pastTimesheetLeaveImport = pastTimeImport('past_timesheet_leave', parseLeaveRow);
