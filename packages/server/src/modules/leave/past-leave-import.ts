import { LIVE_LEAVE_STATUSES } from '@atrium/contracts';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Tx } from '../../platform/db/client';
import { inIds } from '../../platform/db/value-set';
import { endNotBeforeStart, type ImportRow, rowParser } from '../../platform/imports/column-reader';
import type { FieldErrors, ImportHandler } from '../../platform/imports/import-handler';
import { addRowError, plannedRows } from '../../platform/imports/row-values';
import { scopeOn } from '../../platform/scope';
import { codeKey, type EmployeeByCode, findEmployeesByCode } from '../people';
import { allocationsOf, type ProjectRow, projectCode, projectFinder } from '../projects';
import { countLeaveDays, type WorkCalendar } from './engine';
import { leaveConfigurations } from './leave.tables';
import type { LeaveYearRow } from './leave-configuration.service';
import { leaveTypeFinder, lockEmployees } from './leave-imports';
import { postLedgerEntries } from './leave-ledger.service';
import type { leaveTypes } from './leave-policy.tables';
import { nextRequestNumber, workCalendar } from './leave-request.service';
import { leaveRequests } from './leave-request.tables';

type LeaveTypeRow = typeof leaveTypes.$inferSelect;

const PAST_LEAVE_REASON = 'Past leave';
const PAST_LEAVE_DECISION = 'Recorded by upload';

interface PastLeaveRow {
  code: string;
  /** The project the leave was taken in, as the file names it (code or name); only for leave in a project. */
  project: string | null;
  leaveType: string;
  start: string;
  end: string;
  startHalf: boolean;
  endHalf: boolean;
  reason: string | null;
}

interface PlannedLeave {
  employee: EmployeeByCode;
  project: ProjectRow | undefined;
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
 * For leave taken in a project: the project a row names (by code or name), and why it cannot hold the leave: it
 * does not exist, or the employee was not allocated to it on every day of the leave.
 */
async function projectPlacer(tx: Tx, organizationId: number, employeeIds: number[]) {
  const findProject = await projectFinder(tx, organizationId);
  const allocations = await allocationsOf(tx, organizationId, { employeeIds });
  return (reference: string, employeeId: number, start: string, end: string) => {
    const project = findProject(reference);
    if (!project) return { problem: `There is no project "${reference}".` };
    const allocated = allocations.some(
      (a) =>
        a.projectId === project.id && a.employeeId === employeeId && a.startDate <= start && a.endDate >= end,
    );
    return allocated
      ? { project }
      : {
          project,
          problem: `The employee was not allocated to ${projectCode(project)} on all of these dates.`,
        };
  };
}

const datesInOrder = endNotBeforeStart('The end date must not be before the start date.');

const pastLeave = (row: ImportRow<'past_leaves'>, project: string | null): PastLeaveRow => ({
  code: row.code,
  project,
  leaveType: row.leave_type,
  start: row.start_date,
  end: row.end_date,
  startHalf: row.start_half,
  endHalf: row.end_half,
  reason: row.reason,
});

/**
 * Leave taken before Atrium, by employee code, leave type and start date: each row becomes an approved leave
 * request counted on its leave year's calendar, with its `leave_taken` ledger entry. A row whose request is on
 * record already is skipped, so the same file uploaded again adds nothing. Leave taken in a project also names
 * the project, which the employee must have been allocated to on those dates, and the request records it.
 */
function recordedLeaveImport(kind: 'past_leaves' | 'leave_taken_in_project'): ImportHandler<PastLeaveRow> {
  const inProject = kind === 'leave_taken_in_project';
  return {
    kind,
    parseRow: inProject
      ? rowParser('leave_taken_in_project', {
          check: datesInOrder,
          shape: (row) => pastLeave(row, row.project),
        })
      : rowParser('past_leaves', { check: datesInOrder, shape: (row) => pastLeave(row, null) }),
    keyOf: (row) => `${codeKey(row.code)} · ${codeKey(row.leaveType)} · ${row.start}`,
    async prepare(scope, rows) {
      const { tx } = scope;
      const organizationId = scope.org.id;
      const audit = scope.by;
      const known = await findEmployeesByCode(
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
      const employeeIds = [...known.values()].map((employee) => employee.id);
      const onRecord = await liveRequests(tx, organizationId, employeeIds);
      const placeIn = inProject ? await projectPlacer(tx, organizationId, employeeIds) : undefined;
      const recordedKeys = new Set(
        onRecord.map((r) => pastLeaveKey(r.employeeId, r.leaveTypeId, r.startDate)),
      );
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
        if (!employee)
          addRowError(rowErrors, rowNumber, 'code', `There is no employee with code "${row.code}".`);
        const type = typeOf(row.leaveType);
        if (!type)
          addRowError(
            rowErrors,
            rowNumber,
            'leave_type',
            `There is no leave type with code "${row.leaveType}".`,
          );
        else if (type.unit === 'hours')
          addRowError(
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
          addRowError(rowErrors, rowNumber, 'start_date', 'No open leave year holds these dates.');
          continue;
        }
        const place: { project?: ProjectRow; problem?: string } =
          placeIn && row.project ? placeIn(row.project, employee.id, row.start, row.end) : {};
        if (place.problem) addRowError(rowErrors, rowNumber, 'project', place.problem);
        const others = taken.get(employee.id) ?? [];
        if (others.some((other) => other.start <= row.end && other.end >= row.start))
          addRowError(
            rowErrors,
            rowNumber,
            'start_date',
            'The employee is already on leave on some of these dates.',
          );
        if (!type.allowHalfDay) {
          if (row.startHalf)
            addRowError(rowErrors, rowNumber, 'start_half', `${type.code} cannot be taken in half days.`);
          if (row.endHalf)
            addRowError(rowErrors, rowNumber, 'end_half', `${type.code} cannot be taken in half days.`);
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
          addRowError(
            rowErrors,
            rowNumber,
            'start_date',
            'These dates hold no working day to take leave on.',
          );
        if (rowErrors.has(rowNumber)) continue;
        planned.set(rowNumber, { employee, project: place.project, type, year, quantity: counted.days });
        others.push({ start: row.start, end: row.end });
        taken.set(employee.id, others);
      }

      return {
        rowErrors,
        async write(writeTx, batch) {
          const due = plannedRows(batch, planned);
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
                projectId: leave.project?.id ?? null,
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
          await scopeOn(scope, writeTx).audit(
            inserted.map((request) => ({
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
}

export const pastLeaveImport = recordedLeaveImport('past_leaves');
export const leaveInProjectImport = recordedLeaveImport('leave_taken_in_project');
