import { LIVE_LEAVE_STATUSES, TEXT_LIMITS } from '@atrium/contracts';
import { and, eq, inArray, isNull, type SQLWrapper, sql } from 'drizzle-orm';
import { recordAudits } from '../../platform/audit/record-audit';
import type { Tx } from '../../platform/db/client';
import { queryRows } from '../../platform/db/query-rows';
import { inTextSet } from '../../platform/db/value-set';
import type { FieldErrors, ImportHandler } from '../imports/import-handler';
import { rowReader } from '../imports/row-values';
import { employees } from '../people/people.tables';
import { countLeaveDays, type WorkCalendar } from './engine';
import { earlierOf, laterOf } from './engine/iso-date';
import { leaveConfigurations } from './leave.tables';
import { findActiveLeaveYear, type LeaveYearRow } from './leave-configuration.service';
import { postLedgerEntries } from './leave-ledger.service';
import { leaveTypes } from './leave-policy.tables';
import { nextRequestNumber, todayIso, workCalendar } from './leave-request.service';
import { leaveLedgerEntries, leaveRequests } from './leave-request.tables';

type LeaveTypeRow = typeof leaveTypes.$inferSelect;

/** Employee and leave type codes are matched as people type them: surrounding spaces and case do not matter. */
const codeKey = (code: string) => code.trim().toUpperCase();

const BALANCE_REASON = 'Balance set by upload';
const PAST_LEAVE_REASON = 'Past leave';
const PAST_LEAVE_DECISION = 'Recorded by upload';

interface EmployeeRef {
  id: number;
  managerUserId: number | null;
  /** Whose holidays count for the employee: those of every location and those of this one. */
  locationId: number | null;
}

/** The organisation's employees with the given codes (any status: past leave may be an exited person's), by code. */
async function employeesByCode(tx: Tx, organizationId: number, codes: string[]) {
  if (!codes.length) return new Map<string, EmployeeRef>();
  const rows = await queryRows<{
    id: number;
    code: string;
    manager_user_id: number | null;
    location_id: number | null;
  }>(
    tx,
    sql`select e.id, e.code, m.user_id as manager_user_id, e.location_id
        from ${employees} e
        left join ${employees} m on m.organization_id = e.organization_id and m.id = e.reporting_manager_id
        where e.organization_id = ${organizationId}
          and ${inTextSet(sql`upper(e.code)`, [...new Set(codes.map(codeKey))])}`,
  );
  return new Map(
    rows.map((row) => [
      codeKey(row.code),
      { id: row.id, managerUserId: row.manager_user_id, locationId: row.location_id },
    ]),
  );
}

/** The organisation's leave types by code: the exact code first, else the only one matching ignoring case. */
async function leaveTypeFinder(tx: Tx, organizationId: number) {
  const types = await tx.select().from(leaveTypes).where(eq(leaveTypes.organizationId, organizationId));
  const exact = new Map(types.map((type) => [type.code, type]));
  const folded = new Map<string, LeaveTypeRow | null>();
  for (const type of types) {
    const key = codeKey(type.code);
    folded.set(key, folded.has(key) ? null : type);
  }
  return (code: string): LeaveTypeRow | undefined =>
    exact.get(code.trim()) ?? folded.get(codeKey(code)) ?? undefined;
}

/** `column = any(ids)`, bound as one parameter however many ids a file holds. */
const inIds = (column: SQLWrapper, ids: readonly number[]) =>
  sql`${column} = any(${`{${ids.join(',')}}`}::int[])`;

/** Locks the employees' rows, as applying for leave does, so postings for one person are judged one at a time. */
async function lockEmployees(tx: Tx, organizationId: number, employeeIds: number[]) {
  if (!employeeIds.length) return;
  await tx.execute(
    sql`select id from ${employees}
        where organization_id = ${organizationId} and ${inIds(employees.id, employeeIds)}
        order by id for update`,
  );
}

function addError(errors: Map<number, FieldErrors>, rowNumber: number, field: string, message: string) {
  const row = errors.get(rowNumber) ?? {};
  row[field] = [...(row[field] ?? []), message];
  errors.set(rowNumber, row);
}

const round2 = (value: number) => Math.round(value * 100) / 100;

interface BalanceRow {
  code: string;
  leaveType: string;
  balance: number;
  reason: string | null;
}

/**
 * Leave balances by employee code and leave type: each row sets that balance in the active leave year with one
 * `adjustment` entry of the difference to the ledger's balance, none when it already holds, so the same file
 * uploaded again changes nothing.
 */
export const leaveBalanceImport: ImportHandler<BalanceRow> = {
  kind: 'leave_balances',
  parseRow(values) {
    const read = rowReader(values);
    const code = read.text('code', { required: true, max: TEXT_LIMITS.short });
    const leaveType = read.text('leave_type', { required: true, max: TEXT_LIMITS.short });
    const balance = read.number('balance', { required: true, min: -9999.5, max: 9999.5 });
    if (balance !== null && !Number.isInteger(balance * 2))
      read.fail('balance', 'Enter the balance in halves, e.g. 7.5.');
    const reason = read.text('reason', { max: TEXT_LIMITS.long });
    const errors = read.errors();
    return errors || !code || !leaveType || balance === null
      ? { errors: errors ?? {} }
      : { row: { code, leaveType, balance, reason: reason || null } };
  },
  keyOf: (row) => `${codeKey(row.code)} · ${codeKey(row.leaveType)}`,
  async prepare(tx, organizationId, rows, audit) {
    const known = await employeesByCode(
      tx,
      organizationId,
      rows.map(({ row }) => row.code),
    );
    const typeOf = await leaveTypeFinder(tx, organizationId);
    const year = await findActiveLeaveYear(tx, organizationId);
    const rowErrors = new Map<number, FieldErrors>();
    for (const { rowNumber, row } of rows) {
      if (!known.has(codeKey(row.code)))
        addError(rowErrors, rowNumber, 'code', `There is no employee with code "${row.code}".`);
      const type = typeOf(row.leaveType);
      if (!type)
        addError(rowErrors, rowNumber, 'leave_type', `There is no leave type with code "${row.leaveType}".`);
      else if (row.balance < 0 && !type.allowNegative)
        addError(rowErrors, rowNumber, 'balance', `${type.code} balances cannot be below 0.`);
      if (!year) addError(rowErrors, rowNumber, 'balance', 'No leave year is active to set the balance in.');
    }
    return {
      rowErrors,
      async write(writeTx, batch) {
        if (!year) return { added: 0, updated: 0 };
        const targets = batch.map(({ row }) => ({
          row,
          employeeId: (known.get(codeKey(row.code)) as EmployeeRef).id,
          leaveTypeId: (typeOf(row.leaveType) as LeaveTypeRow).id,
        }));
        const employeeIds = [...new Set(targets.map((target) => target.employeeId))].sort((a, b) => a - b);
        await lockEmployees(writeTx, organizationId, employeeIds);
        const sums = await writeTx
          .select({
            employeeId: leaveLedgerEntries.employeeId,
            leaveTypeId: leaveLedgerEntries.leaveTypeId,
            balance: sql<number>`sum(${leaveLedgerEntries.quantity})::float8`,
          })
          .from(leaveLedgerEntries)
          .where(
            and(
              eq(leaveLedgerEntries.organizationId, organizationId),
              eq(leaveLedgerEntries.leaveYearId, year.id),
              inIds(leaveLedgerEntries.employeeId, employeeIds),
            ),
          )
          .groupBy(leaveLedgerEntries.employeeId, leaveLedgerEntries.leaveTypeId);
        const current = new Map(
          sums.map((sum) => [`${sum.employeeId}:${sum.leaveTypeId}`, round2(sum.balance)]),
        );
        const effectiveDate = earlierOf(laterOf(todayIso(), year.startDate), year.endDate);
        const changes = targets.flatMap((target) => {
          const before = current.get(`${target.employeeId}:${target.leaveTypeId}`);
          const difference = round2(target.row.balance - (before ?? 0));
          return difference === 0 ? [] : [{ ...target, before, difference }];
        });
        await postLedgerEntries(
          writeTx,
          organizationId,
          changes.map((change) => ({
            employeeId: change.employeeId,
            leaveTypeId: change.leaveTypeId,
            leaveYearId: year.id,
            kind: 'adjustment',
            quantity: change.difference,
            effectiveDate,
            reason: change.row.reason ?? BALANCE_REASON,
            createdByUserId: audit.actorUserId,
          })),
        );
        await recordAudits(
          writeTx,
          changes.map((change) => ({
            organizationId,
            actorUserId: audit.actorUserId,
            action: 'leave_balance.upload',
            entityType: 'employee',
            entityId: change.employeeId,
            before: {
              leave_type_id: change.leaveTypeId,
              leave_year_id: year.id,
              balance: change.before ?? 0,
            },
            after: {
              leave_type_id: change.leaveTypeId,
              leave_year_id: year.id,
              balance: change.row.balance,
              adjustment: change.difference,
              reason: change.row.reason ?? BALANCE_REASON,
            },
          })),
        );
        // A balance the ledger held nothing for is added; one it held is updated; an unchanged one is neither.
        const added = changes.filter((change) => change.before === undefined).length;
        return { added, updated: changes.length - added };
      },
    };
  },
};

interface PastLeaveRow {
  code: string;
  leaveType: string;
  start: string;
  end: string;
  startHalf: boolean;
  endHalf: boolean;
  reason: string | null;
}

interface PlannedLeave {
  employee: EmployeeRef;
  type: LeaveTypeRow;
  year: LeaveYearRow;
  quantity: number;
}

interface DatedRequest {
  employeeId: number;
  leaveTypeId: number;
  startDate: string;
  endDate: string;
}

const pastLeaveKey = (employeeId: number, leaveTypeId: number, startDate: string) =>
  `${employeeId}:${leaveTypeId}:${startDate}`;

/** The employees' requests still on record as leave: pending, approved, or asked to be cancelled. */
async function liveRequests(tx: Tx, organizationId: number, employeeIds: number[]): Promise<DatedRequest[]> {
  if (!employeeIds.length) return [];
  return tx
    .select({
      employeeId: leaveRequests.employeeId,
      leaveTypeId: leaveRequests.leaveTypeId,
      startDate: leaveRequests.startDate,
      endDate: leaveRequests.endDate,
    })
    .from(leaveRequests)
    .where(
      and(
        eq(leaveRequests.organizationId, organizationId),
        inIds(leaveRequests.employeeId, employeeIds),
        inArray(leaveRequests.status, [...LIVE_LEAVE_STATUSES]),
      ),
    );
}

/**
 * Leave taken before Atrium, by employee code, leave type and start date: each row becomes an approved leave
 * request counted on its leave year's calendar, with its `leave_taken` ledger entry. A row whose request is on
 * record already is skipped, so the same file uploaded again adds nothing.
 */
export const pastLeaveImport: ImportHandler<PastLeaveRow> = {
  kind: 'past_leaves',
  parseRow(values) {
    const read = rowReader(values);
    const code = read.text('code', { required: true, max: TEXT_LIMITS.short });
    const leaveType = read.text('leave_type', { required: true, max: TEXT_LIMITS.short });
    const start = read.date('start_date', { required: true });
    const end = read.date('end_date', { required: true });
    const startHalf = read.yesNo('start_half');
    const endHalf = read.yesNo('end_half');
    const reason = read.text('reason', { max: TEXT_LIMITS.long });
    if (start && end && end < start) read.fail('end_date', 'The end date must not be before the start date.');
    const errors = read.errors();
    return errors || !code || !leaveType || !start || !end || startHalf === null || endHalf === null
      ? { errors: errors ?? {} }
      : { row: { code, leaveType, start, end, startHalf, endHalf, reason: reason || null } };
  },
  keyOf: (row) => `${codeKey(row.code)} · ${codeKey(row.leaveType)} · ${row.start}`,
  async prepare(tx, organizationId, rows, audit) {
    const known = await employeesByCode(
      tx,
      organizationId,
      rows.map(({ row }) => row.code),
    );
    const typeOf = await leaveTypeFinder(tx, organizationId);
    const openYears = await tx
      .select()
      .from(leaveConfigurations)
      .where(
        and(eq(leaveConfigurations.organizationId, organizationId), isNull(leaveConfigurations.closedAt)),
      );
    // One working calendar per leave year and location: holidays may be kept for chosen locations only.
    const calendars = new Map<string, WorkCalendar>();
    const calendarOf = async (year: LeaveYearRow, locationId: number | null) => {
      const key = `${year.id}:${locationId}`;
      const cached = calendars.get(key);
      if (cached) return cached;
      const calendar = await workCalendar(tx, organizationId, year, locationId);
      calendars.set(key, calendar);
      return calendar;
    };
    const onRecord = await liveRequests(
      tx,
      organizationId,
      [...known.values()].map((employee) => employee.id),
    );
    const recordedKeys = new Set(onRecord.map((r) => pastLeaveKey(r.employeeId, r.leaveTypeId, r.startDate)));
    // Leave on record, then each accepted row of the file in turn, per employee: a row may overlap neither.
    const taken = new Map<number, { start: string; end: string }[]>();
    for (const r of onRecord) {
      const dates = taken.get(r.employeeId) ?? [];
      dates.push({ start: r.startDate, end: r.endDate });
      taken.set(r.employeeId, dates);
    }

    const rowErrors = new Map<number, FieldErrors>();
    const planned = new Map<number, PlannedLeave>();
    for (const { rowNumber, row } of rows) {
      const employee = known.get(codeKey(row.code));
      if (!employee) addError(rowErrors, rowNumber, 'code', `There is no employee with code "${row.code}".`);
      const type = typeOf(row.leaveType);
      if (!type)
        addError(rowErrors, rowNumber, 'leave_type', `There is no leave type with code "${row.leaveType}".`);
      else if (type.unit === 'hours')
        addError(
          rowErrors,
          rowNumber,
          'leave_type',
          `${type.code} is taken in hours; past leave is in days.`,
        );
      if (rowErrors.has(rowNumber) || !employee || !type) continue;
      // Already on record (an earlier upload of the same file, say): skipped, not added twice.
      if (recordedKeys.has(pastLeaveKey(employee.id, type.id, row.start))) continue;
      const year = openYears.find((y) => y.startDate <= row.start && row.start <= y.endDate);
      if (!year || row.end > year.endDate) {
        addError(rowErrors, rowNumber, 'start_date', 'No open leave year holds these dates.');
        continue;
      }
      const others = taken.get(employee.id) ?? [];
      if (others.some((other) => other.start <= row.end && other.end >= row.start))
        addError(
          rowErrors,
          rowNumber,
          'start_date',
          'The employee is already on leave on some of these dates.',
        );
      if (!type.allowHalfDay) {
        if (row.startHalf)
          addError(rowErrors, rowNumber, 'start_half', `${type.code} cannot be taken in half days.`);
        if (row.endHalf)
          addError(rowErrors, rowNumber, 'end_half', `${type.code} cannot be taken in half days.`);
      }
      const counted = countLeaveDays({
        start: row.start,
        end: row.end,
        startHalf: row.startHalf,
        endHalf: row.endHalf,
        calendar: await calendarOf(year, employee.locationId),
        sandwich: { weekends: type.sandwichWeekends, holidays: type.sandwichHolidays },
      });
      if (counted.days <= 0)
        addError(rowErrors, rowNumber, 'start_date', 'These dates hold no working day to take leave on.');
      if (rowErrors.has(rowNumber)) continue;
      planned.set(rowNumber, { employee, type, year, quantity: counted.days });
      others.push({ start: row.start, end: row.end });
      taken.set(employee.id, others);
    }

    return {
      rowErrors,
      async write(writeTx, batch) {
        const due = batch.flatMap(({ rowNumber, row }) => {
          const plan = planned.get(rowNumber);
          return plan ? [{ row, ...plan }] : [];
        });
        const employeeIds = [...new Set(due.map((leave) => leave.employee.id))].sort((a, b) => a - b);
        await lockEmployees(writeTx, organizationId, employeeIds);
        // Checked again under the lock: an upload running at the same time may have recorded the same leave.
        const recorded = new Set(
          (await liveRequests(writeTx, organizationId, employeeIds)).map((r) =>
            pastLeaveKey(r.employeeId, r.leaveTypeId, r.startDate),
          ),
        );
        const fresh = due.filter(
          (leave) => !recorded.has(pastLeaveKey(leave.employee.id, leave.type.id, leave.row.start)),
        );
        if (!fresh.length) return { added: 0, updated: 0 };
        const first = await nextRequestNumber(writeTx, organizationId);
        const decidedAt = new Date();
        const inserted = await writeTx
          .insert(leaveRequests)
          .values(
            fresh.map((leave, index) => ({
              organizationId,
              number: first + index,
              employeeId: leave.employee.id,
              leaveTypeId: leave.type.id,
              leaveYearId: leave.year.id,
              startDate: leave.row.start,
              endDate: leave.row.end,
              startHalf: leave.row.startHalf,
              endHalf: leave.row.endHalf,
              quantity: leave.quantity,
              reason: leave.row.reason ?? PAST_LEAVE_REASON,
              status: 'approved',
              approvalStage: null,
              managerUserId: leave.employee.managerUserId,
              decisionComment: PAST_LEAVE_DECISION,
              decidedByUserId: audit.actorUserId,
              decidedAt,
              createdByUserId: audit.actorUserId,
            })),
          )
          .returning();
        await postLedgerEntries(
          writeTx,
          organizationId,
          inserted.map((request) => ({
            employeeId: request.employeeId,
            leaveTypeId: request.leaveTypeId,
            leaveYearId: request.leaveYearId,
            kind: 'leave_taken',
            quantity: -request.quantity,
            effectiveDate: request.startDate,
            requestId: request.id,
            dedupeKey: `past:${request.id}`,
            createdByUserId: audit.actorUserId,
          })),
        );
        await recordAudits(
          writeTx,
          inserted.map((request) => ({
            organizationId,
            actorUserId: audit.actorUserId,
            action: 'leave_request.upload',
            entityType: 'leave_request',
            entityId: request.id,
            after: request,
          })),
        );
        return { added: inserted.length, updated: 0 };
      },
    };
  },
};
