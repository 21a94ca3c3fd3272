import {
  type LeaveRequestCreateSchema,
  type LeaveRequestPreview,
  type LeaveRequestTermsSchema,
  LIVE_LEAVE_STATUSES,
} from '@atrium/contracts';
import { and, eq, gte, lte, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Queryable, Tx } from '../../platform/db/client';
import { nextNumber } from '../../platform/db/next-number';
import { queryRows } from '../../platform/db/query-rows';
import { AppError } from '../../platform/http/app-error';
import { assertAllowed } from '../../platform/http/policy-answer';
import type { Scope } from '../../platform/scope';
import { employees } from '../people';
import { countLeaveDays, validateLeaveRequest, type WorkCalendar } from './engine';
import { addDays } from './engine/iso-date';
import { organizationHolidays } from './leave.tables';
import { findBalances, findEmployeeForLeave, requestCode } from './leave-balance.queries';
import { findOpenLeaveYear, type LeaveYearRow } from './leave-configuration.service';
import { eligibleLeaveTypes } from './leave-eligibility';
import { leaveRequests } from './leave-request.tables';
import { audited, leaveAdminUserIds, notifyAbout } from './leave-request-events';

export type LeaveRequestInput = z.output<typeof LeaveRequestCreateSchema>;
export type LeaveRequestTermsInput = z.output<typeof LeaveRequestTermsSchema>;
export type LeaveRequestRow = typeof leaveRequests.$inferSelect;

/** Hourly leave converts to days at this rate for the day-based rules. */
export const HOURS_PER_DAY = 8;

/**
 * The working calendar of a leave year at a location: its weekend days and the organisation's holidays that
 * everyone there gets (those for every location and those for this one).
 */
export async function workCalendar(
  db: Queryable,
  organizationId: number,
  year: LeaveYearRow,
  locationId: number | null,
): Promise<WorkCalendar> {
  const holidays = await db
    .select({ date: organizationHolidays.holidayDate })
    .from(organizationHolidays)
    .where(
      and(
        eq(organizationHolidays.organizationId, organizationId),
        eq(organizationHolidays.isOptional, false),
        gte(organizationHolidays.holidayDate, addDays(year.startDate, -31)),
        lte(organizationHolidays.holidayDate, addDays(year.endDate, 31)),
        sql`(cardinality(${organizationHolidays.locationIds}) = 0
          or ${locationId ?? -1}::int = any(${organizationHolidays.locationIds}))`,
      ),
    );
  return { weekendDays: year.weekendDays, holidays: new Set(holidays.map((row) => row.date)) };
}

/** What a request would take and which rules it breaks, without saving anything. */
export async function previewLeaveRequest(
  scope: Scope,
  employeeId: number,
  input: LeaveRequestTermsInput,
  options: { exceptRequestId?: number } = {},
) {
  const db = scope.tx;
  const organizationId = scope.org.id;
  const employee = await findEmployeeForLeave(db, organizationId, employeeId);
  if (!employee) throw new AppError('not_found');
  const eligible = await eligibleLeaveTypes(db, organizationId, employee);
  const chosen = eligible.find((entry) => entry.type.id === input.leave_type_id);
  if (!chosen) {
    throw new AppError('leave_type_not_applicable', {
      codes: { leave_type_id: ['leave_type_not_applicable'] },
    });
  }
  const year = await findOpenLeaveYear(db, organizationId, input.start_date);
  if (!year || input.end_date > year.endDate) {
    throw new AppError('leave_year_not_open', { codes: { start_date: ['leave_year_not_open'] } });
  }
  const type = chosen.type;
  const calendar = await workCalendar(db, organizationId, year, employee.location_id);
  const hourly = type.unit === 'hours';
  const counted = countLeaveDays({
    start: input.start_date,
    end: input.end_date,
    startHalf: input.start_half,
    endHalf: input.end_half,
    calendar,
    sandwich: { weekends: type.sandwichWeekends, holidays: type.sandwichHolidays },
  });
  const existing = await queryRows<{ start: string; end: string; days: number }>(
    db,
    sql`select r.start_date::text as start, r.end_date::text as "end",
          case when t.unit = 'hours' then r.quantity / ${HOURS_PER_DAY} else r.quantity end::float8 as days
        from ${leaveRequests} r
        join leave_types t on t.organization_id = r.organization_id and t.id = r.leave_type_id
        where r.organization_id = ${organizationId} and r.employee_id = ${employeeId}
          and r.status = any(${`{${LIVE_LEAVE_STATUSES.join(',')}}`}::text[])
          and r.end_date >= ${addDays(year.startDate, -62)} and r.start_date <= ${addDays(year.endDate, 62)}
          ${options.exceptRequestId ? sql`and r.id <> ${options.exceptRequestId}` : sql``}`,
  );
  const balance = (
    await findBalances(
      db,
      organizationId,
      { id: employee.id, dateOfJoining: employee.date_of_joining },
      year,
      [chosen],
    )
  ).find((row) => row.leave_type.id === type.id);
  const available = balance?.available ?? 0;
  const problems = validateLeaveRequest({
    request: {
      start: input.start_date,
      end: input.end_date,
      startHalf: input.start_half,
      endHalf: input.end_half,
      hours: input.hours,
      hasAttachment: input.attachment_key !== null,
    },
    type: {
      unit: type.unit as 'days' | 'hours',
      allowHalfDay: type.allowHalfDay,
      maxConsecutiveDays: type.maxConsecutiveDays,
      noticeDays: type.noticeDays,
      applicableAfterDays: type.applicableAfterDays,
      attachmentAboveDays: type.attachmentAboveDays,
      allowNegative: type.allowNegative,
      hoursPerDay: HOURS_PER_DAY,
    },
    days: counted.days,
    calendar,
    existing,
    available,
    today: scope.clock.today(),
    joiningDate: employee.date_of_joining,
  });
  const preview: LeaveRequestPreview = {
    quantity: hourly ? (input.hours ?? 0) : counted.days,
    unit: type.unit as 'days' | 'hours',
    dates: counted.dates,
    available,
    problems,
  };
  return { preview, employee, year, type, requiresSecondApproval: chosen.requiresSecondApproval };
}

const problemError = (problems: LeaveRequestPreview['problems']) => {
  const [first] = problems;
  if (!first) return null;
  const field =
    first.field === 'leave_type'
      ? 'leave_type_id'
      : first.field === 'attachment'
        ? 'attachment_key'
        : first.field;
  return new AppError(first.code, { codes: { [field]: [first.code] } });
};

/**
 * Applies for leave. The employee's row is locked first, so two requests sent at once are judged one after the
 * other and cannot both take the same days or the same balance.
 */
export async function applyForLeave(scope: Scope, employeeId: number, input: LeaveRequestInput) {
  const { tx } = scope;
  const organizationId = scope.org.id;
  const applicant = scope.by.actorUserId;
  assertAllowed(applicant !== null);
  await tx.execute(
    sql`select id from ${employees} where organization_id = ${organizationId} and id = ${employeeId} for update`,
  );
  if (input.attachment_key && !input.attachment_key.startsWith(attachmentFolder(organizationId, applicant))) {
    throw new AppError('invalid', { codes: { attachment_key: ['invalid'] } });
  }
  const { preview, employee, year, requiresSecondApproval } = await previewLeaveRequest(
    scope,
    employeeId,
    input,
  );
  const error = problemError(preview.problems);
  if (error) throw error;
  const number = await nextRequestNumber(tx, organizationId);
  const [row] = await tx
    .insert(leaveRequests)
    .values({
      organizationId,
      number,
      employeeId,
      leaveTypeId: input.leave_type_id,
      leaveYearId: year.id,
      startDate: input.start_date,
      endDate: input.end_date,
      startHalf: input.start_half,
      endHalf: input.end_half,
      hours: input.hours,
      quantity: preview.quantity,
      reason: input.reason,
      attachmentKey: input.attachment_key,
      status: 'pending',
      approvalStage: employee.manager_user_id ? 'manager' : 'hr',
      requiresSecondApproval,
      managerUserId: employee.manager_user_id,
      createdByUserId: applicant,
    })
    .returning();
  if (!row) throw new Error('leave request insert returned nothing');
  await audited(scope, 'create', null, row);
  const approvers =
    row.approvalStage === 'manager' && employee.manager_user_id
      ? [employee.manager_user_id]
      : await leaveAdminUserIds(tx, organizationId);
  await notifyAbout(scope, row, {
    to: approvers.filter((id) => id !== applicant),
    text: `Leave request ${requestCode(row.number)} of ${employee.name} awaits your approval`,
    action: 'lms:leave-requested',
    recipientType: 'approver',
  });
  return row;
}

/** The next `LR-` number of the organisation. */
export const nextRequestNumber = (tx: Tx, organizationId: number) =>
  nextNumber(tx, leaveRequests, organizationId);

/** Where an employee's leave attachments are stored; a request may only point at the applicant's own uploads. */
export const attachmentFolder = (organizationId: number, userId: number) =>
  `${organizationId}/leave-attachments/u${userId}/`;

export async function requireLeaveRequest(db: Queryable, organizationId: number, id: number) {
  const [row] = await db
    .select()
    .from(leaveRequests)
    .where(and(eq(leaveRequests.organizationId, organizationId), eq(leaveRequests.id, id)))
    .limit(1);
  if (!row) throw new AppError('not_found');
  return row;
}
