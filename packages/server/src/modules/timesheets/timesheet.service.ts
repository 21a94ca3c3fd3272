import {
  type Decision,
  formatDisplayDate,
  isEditable,
  isFinalised,
  lineDecisionRefusal,
  nextTimesheetStatus,
  parseApiDate,
  REASONED_ACTIONS,
  rollUpStatus,
  type TimesheetStatus,
  type WeekSave,
} from '@atrium/contracts';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Tx } from '../../platform/db/client';
import { nextNumber } from '../../platform/db/next-number';
import { queryRows } from '../../platform/db/query-rows';
import { inIds } from '../../platform/db/value-set';
import { AppError } from '../../platform/http/app-error';
import type { Scope } from '../../platform/scope';
import { notifyUsers } from '../notifications';
import { markFiguresChanged } from '../projects';
import { daysAboveShare, weekProblems } from './engine/time-rules';
import { mondayOf } from './engine/week';
import { type Keeper, personJoinsSql, personUserId } from './keeper';
import { allocationWindows, type EntryRow, loadWeek, timesheetCode } from './timesheet.queries';
import { timesheetEntries, timesheets } from './timesheets.tables';

const lineKey = (projectId: number | null, task: string | null) => `${projectId ?? ''}:${task ?? ''}`;

/** The person's sheet of the week, made on first save with the next `TS-` number; locked for the change. */
export async function sheetOf(tx: Tx, organizationId: number, keeper: Keeper, monday: string) {
  const find = () =>
    tx
      .select()
      .from(timesheets)
      .where(
        and(
          eq(timesheets.organizationId, organizationId),
          keeper.employeeId === null
            ? eq(timesheets.contractorId, keeper.contractorId)
            : eq(timesheets.employeeId, keeper.employeeId),
          eq(timesheets.weekStart, monday),
        ),
      )
      .for('update');
  const [existing] = await find();
  if (existing) return existing;
  const number = await nextNumber(tx, timesheets, organizationId);
  await tx
    .insert(timesheets)
    .values({ organizationId, ...keeper, weekStart: monday, number })
    .onConflictDoNothing();
  const [sheet] = await find();
  if (!sheet) throw new Error('timesheet not found after insert');
  return sheet;
}

/** Writes the week's status as the roll-up of its entries'. */
export async function rollUp(tx: Tx, organizationId: number, timesheetId: number) {
  const entries = await tx
    .select({ status: timesheetEntries.status })
    .from(timesheetEntries)
    .where(
      and(eq(timesheetEntries.organizationId, organizationId), eq(timesheetEntries.timesheetId, timesheetId)),
    );
  const status = rollUpStatus(entries.map((entry) => entry.status as TimesheetStatus));
  await tx
    .update(timesheets)
    .set({ status, updatedAt: sql`now()` })
    .where(and(eq(timesheets.organizationId, organizationId), eq(timesheets.id, timesheetId)));
  return status;
}

/**
 * Saves a week of time as drafts (spec 5): lines already submitted, approved or frozen must come back unchanged;
 * no day over 24 hours, billable time at least an hour a day, project time only within an allocation, a
 * contractor's time only within a contract.
 */
export async function saveWeek(scope: Scope, keeper: Keeper, input: WeekSave) {
  const { tx, org } = scope;
  const monday = mondayOf(input.week_start);
  const sheet = await sheetOf(tx, org.id, keeper, monday);
  const week = await loadWeek(tx, org.id, keeper, monday);
  if (week.entries.some((entry) => isFinalised(entry.status))) throw new AppError('timesheet_not_editable');
  // Days with an approver or decided stay as they are; the rest of their line may change (a day sent back).
  const locked = new Map<string, EntryRow[]>();
  for (const entry of week.entries.filter((e) => !isEditable(e.status))) {
    const key = lineKey(entry.project_id, entry.task);
    locked.set(key, [...(locked.get(key) ?? []), entry]);
  }
  const isLocked = (key: string, day: string) => locked.get(key)?.some((entry) => entry.work_date === day);
  for (const row of input.rows) {
    const kept = locked.get(lineKey(row.project_id, row.task)) ?? [];
    const changed = kept.some((entry) => row.minutes[week.days.indexOf(entry.work_date)] !== entry.minutes);
    if (changed) throw new AppError('timesheet_not_editable');
  }
  const lines = input.rows.map((row) => ({
    projectId: row.project_id,
    isBillable: row.is_billable,
    minutes: row.minutes,
  }));
  const windows = allocationWindows(week);
  const problems = weekProblems(week.days, lines, windows, week.contracts);
  if (week.settings.over_allocation === 'refuse' && daysAboveShare(week.days, lines, windows).size)
    problems.push('time_above_allocation');
  if (problems.length) throw new AppError(problems[0] as string, { codes: { rows: problems } });

  const editable = week.entries.filter((entry) => isEditable(entry.status));
  if (editable.length)
    await tx.delete(timesheetEntries).where(
      and(
        eq(timesheetEntries.organizationId, org.id),
        inArray(
          timesheetEntries.id,
          editable.map((entry) => entry.id),
        ),
      ),
    );
  const fresh = input.rows.flatMap((row) =>
    week.days.flatMap((day, index) =>
      (row.minutes[index] ?? 0) > 0 && !isLocked(lineKey(row.project_id, row.task), day)
        ? [
            {
              organizationId: org.id,
              timesheetId: sheet.id,
              projectId: row.project_id,
              task: row.project_id === null ? (row.task ?? 'internal') : null,
              workDate: day,
              minutes: row.minutes[index] as number,
              isBillable: row.project_id !== null && row.is_billable,
              note: row.note || null,
            },
          ]
        : [],
    ),
  );
  if (fresh.length) await tx.insert(timesheetEntries).values(fresh);
  await markFiguresChanged(scope, [
    ...editable.map((entry) => entry.project_id),
    ...fresh.map((entry) => entry.projectId),
  ]);
  const status = await rollUp(tx, org.id, sheet.id);
  await scope.audit({
    action: 'timesheet.save',
    entityType: 'timesheet',
    entityId: sheet.id,
    after: { week_start: monday, entries: fresh.length, status },
  });
  return sheet;
}

/**
 * Who approves a line: the project's delivery lead and owner, or for other work the reporting manager (a
 * contractor has none: the timesheet manager decides it).
 */
async function approversOf(tx: Tx, organizationId: number, keeper: Keeper, projectIds: (number | null)[]) {
  const projectIdsOnly = projectIds.filter((id): id is number => id !== null);
  const rows = await queryRows<{ user_id: number | null }>(
    tx,
    sql`select unnest(array[p.delivery_lead_id, p.project_owner_id]) as user_id from projects p
        where p.organization_id = ${organizationId} and p.id = any(${`{${projectIdsOnly.join(',')}}`}::int[])
        union
        select m.user_id from employees e join employees m on m.organization_id = e.organization_id
          and m.id = e.reporting_manager_id
        where e.organization_id = ${organizationId} and e.id = ${keeper.employeeId}
          and ${projectIds.includes(null)}`,
  );
  return [...new Set(rows.map((row) => row.user_id).filter((id): id is number => id !== null))];
}

/**
 * Submits the week's drafts (and what was sent back) for approval; their approvers are told, unless the week is
 * history being recorded (demo data approved at once).
 */
export async function submitWeek(
  scope: Scope,
  keeper: Keeper,
  weekStart: string,
  { tellApprovers = true } = {},
) {
  const { tx, org } = scope;
  const monday = mondayOf(weekStart);
  const sheet = await sheetOf(tx, org.id, keeper, monday);
  const submitted = await tx
    .update(timesheetEntries)
    .set({ status: 'submitted', updatedAt: sql`now()` })
    .where(
      and(
        eq(timesheetEntries.organizationId, org.id),
        eq(timesheetEntries.timesheetId, sheet.id),
        inArray(timesheetEntries.status, ['draft', 'rejected', 'reopened']),
      ),
    )
    .returning();
  if (!submitted.length) throw new AppError('timesheet_nothing_to_submit');
  // Time rejected and sent again stands as logged once more.
  await markFiguresChanged(
    scope,
    submitted.map((entry) => entry.projectId),
  );
  await tx
    .update(timesheets)
    .set({ submittedAt: sql`now()` })
    .where(and(eq(timesheets.organizationId, org.id), eq(timesheets.id, sheet.id)));
  const status = await rollUp(tx, org.id, sheet.id);
  await scope.audit({
    action: 'timesheet.submit',
    entityType: 'timesheet',
    entityId: sheet.id,
    after: { status },
  });
  if (!tellApprovers) return sheet;
  const code = timesheetCode(sheet.number);
  const approvers = await approversOf(tx, org.id, keeper, [
    ...new Set(submitted.map((entry) => entry.projectId)),
  ]);
  const to = approvers.filter((id) => id !== scope.by.actorUserId);
  if (to.length)
    await notifyUsers(scope, {
      recipientUserIds: to,
      text: `Timesheet ${code} awaits your approval`,
      data: { request_id: sheet.id, request_type: 'timesheet', display_id: code },
      action: 'timesheet:submitted',
      recipientType: 'approver',
    });
  return sheet;
}

const displayDay = (day: string) => formatDisplayDate(parseApiDate(day) as Date);

/**
 * What a decision did to one week, for its person: ' (its 23-Nov-2026 entry)', ' (its 23-Nov-2026 and 24-Nov-2026
 * entries)' when only days of it were decided, nothing when whole lines were.
 */
function daysOf(lines: DecidedLine[]) {
  if (lines.some((line) => !line.workDate)) return '';
  const days = [...new Set(lines.map((line) => line.workDate as string))].sort().map(displayDay);
  const listed = days.length === 1 ? days[0] : `${days.slice(0, -1).join(', ')} and ${days.at(-1)}`;
  return ` (its ${listed} ${days.length === 1 ? 'entry' : 'entries'})`;
}

const DECISION_TEXTS = {
  approve: 'approved',
  reject: 'rejected',
  reopen: 'reopened',
  skip: 'skipped',
} as const;

/**
 * One line of a timesheet an approver decides: its project's time, or its other work's (no project); one day's
 * entry of it when `workDate` is given.
 */
export interface DecidedLine {
  timesheetId: number;
  projectId: number | null;
  workDate?: string;
}

/**
 * An approver's decision on lines of timesheets (one person, week and project each): approve, reject or reopen
 * with a reason, or skip (with a reason if given). `mayDecide` says whether the approver decides every one of the
 * lines. However many lines, the sheets are locked, read, changed, rolled up and audited (a row per week) in a
 * fixed number of statements; only the owners' notifications go one week at a time, one each. Answers the entries
 * changed and the timesheets (weeks) decided.
 */
export async function decide(
  scope: Scope,
  input: Decision,
  mayDecide: (lines: DecidedLine[]) => Promise<boolean>,
) {
  const { tx, org } = scope;
  if (REASONED_ACTIONS.includes(input.decision) && !input.reason)
    throw new AppError('timesheet_reason_required');
  const lines: DecidedLine[] = input.items.map((item) => ({
    timesheetId: item.timesheet_id,
    projectId: item.project_id,
    workDate: item.work_date,
  }));
  if (!(await mayDecide(lines))) throw new AppError('not_found');
  const sheetIds = [...new Set(lines.map((line) => line.timesheetId))].sort((a, b) => a - b);
  const sheets = await tx
    .select()
    .from(timesheets)
    .where(and(eq(timesheets.organizationId, org.id), inArray(timesheets.id, sheetIds)))
    .orderBy(timesheets.id)
    .for('update');
  if (sheets.length !== sheetIds.length) throw new AppError('not_found');
  const entries = await tx
    .select()
    .from(timesheetEntries)
    .where(and(eq(timesheetEntries.organizationId, org.id), inArray(timesheetEntries.timesheetId, sheetIds)));

  const moves = new Map<TimesheetStatus, number[]>();
  const statusOf = new Map(entries.map((entry) => [entry.id, entry.status as TimesheetStatus]));
  const decided: { line: DecidedLine; count: number }[] = [];
  for (const line of lines) {
    const ofLine = entries.filter(
      (entry) =>
        entry.timesheetId === line.timesheetId &&
        entry.projectId === line.projectId &&
        (line.workDate === undefined || entry.workDate === line.workDate),
    );
    // As decided so far: a line named twice finds nothing left to move the second time.
    const current = (entry: { id: number }) => statusOf.get(entry.id) as TimesheetStatus;
    const refusal = lineDecisionRefusal(ofLine.map(current), input.decision);
    if (refusal) throw new AppError(refusal);
    const movable = ofLine.filter((entry) => nextTimesheetStatus(current(entry), input.decision));
    for (const entry of movable) {
      const to = nextTimesheetStatus(current(entry), input.decision) as TimesheetStatus;
      moves.set(to, [...(moves.get(to) ?? []), entry.id]);
      statusOf.set(entry.id, to);
    }
    decided.push({ line, count: movable.length });
  }
  const moved = new Set([...moves.values()].flat());
  await markFiguresChanged(
    scope,
    entries.filter((entry) => moved.has(entry.id)).map((entry) => entry.projectId),
  );
  for (const [to, ids] of moves) {
    await tx
      .update(timesheetEntries)
      .set({
        status: to,
        reason: input.decision === 'approve' ? null : (input.reason ?? null),
        decidedByUserId: scope.by.actorUserId,
        decidedAt: sql`now()`,
        updatedAt: sql`now()`,
      })
      .where(and(eq(timesheetEntries.organizationId, org.id), inArray(timesheetEntries.id, ids)));
  }

  const rolledUp = new Map(
    sheets.map((sheet) => [
      sheet.id,
      rollUpStatus(
        entries
          .filter((entry) => entry.timesheetId === sheet.id)
          .map((entry) => statusOf.get(entry.id) as TimesheetStatus),
      ),
    ]),
  );
  for (const status of new Set(rolledUp.values())) {
    const ids = [...rolledUp].filter(([, rolled]) => rolled === status).map(([id]) => id);
    await tx
      .update(timesheets)
      .set({ status, updatedAt: sql`now()` })
      .where(and(eq(timesheets.organizationId, org.id), inArray(timesheets.id, ids)));
  }
  const decidedSheets = sheets.filter((sheet) => decided.some(({ line }) => line.timesheetId === sheet.id));
  const ofSheet = (sheetId: number) => decided.filter(({ line }) => line.timesheetId === sheetId);
  const total = (of: { count: number }[]) => of.reduce((sum, { count }) => sum + count, 0);
  await scope.audit(
    decidedSheets.map((sheet) => ({
      action: `timesheet.${input.decision}`,
      entityType: 'timesheet',
      entityId: sheet.id,
      after: {
        lines: ofSheet(sheet.id).map(({ line, count }) => ({
          project_id: line.projectId,
          work_date: line.workDate ?? null,
          entries: count,
        })),
        entries: total(ofSheet(sheet.id)),
        reason: input.reason ?? null,
        status: rolledUp.get(sheet.id),
      },
    })),
  );

  const owners = await queryRows<{ timesheet_id: number; user_id: number }>(
    tx,
    sql`select t.id as timesheet_id, ${personUserId} as user_id from timesheets t ${personJoinsSql('t')}
        where t.organization_id = ${org.id} and ${inIds(sql`t.id`, sheetIds)}`,
  );
  const ownerOf = new Map(owners.map((owner) => [owner.timesheet_id, owner.user_id]));
  for (const sheet of decidedSheets) {
    const owner = ownerOf.get(sheet.id);
    if (owner === undefined || owner === scope.by.actorUserId) continue;
    const code = timesheetCode(sheet.number);
    const days = daysOf(ofSheet(sheet.id).map(({ line }) => line));
    await notifyUsers(scope, {
      recipientUserIds: [owner],
      text: `Timesheet ${code} of the week of ${displayDay(sheet.weekStart)}${days} was ${DECISION_TEXTS[input.decision]}${input.reason ? `: ${input.reason}` : ''}`,
      data: { request_id: sheet.id, request_type: 'timesheet', display_id: code },
      action: `timesheet:${DECISION_TEXTS[input.decision]}`,
      recipientType: 'requester',
    });
  }
  return { changed: total(decided), timesheets: decidedSheets.length };
}
