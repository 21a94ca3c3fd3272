import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import { addDays } from '../../platform/clock';
import type { Queryable } from '../../platform/db/client';
import { AppError } from '../../platform/http/app-error';
import type { Scope } from '../../platform/scope';
import { employeeWorkPeriods } from './employee-record.tables';
import { findManagerChain } from './hierarchy.queries';
import { employees } from './people.tables';

/** The effective-dated part of an employee's record. */
export interface WorkAssignment {
  designationId: number | null;
  departmentId: number | null;
  subDepartmentId: number | null;
  gradeId: number | null;
  reportingManagerId: number | null;
  status: string;
}

export type WorkChange = Partial<WorkAssignment>;

const ASSIGNMENT_KEYS = [
  'designationId',
  'departmentId',
  'subDepartmentId',
  'gradeId',
  'reportingManagerId',
  'status',
] as const satisfies readonly (keyof WorkAssignment)[];

function assignmentOf(row: WorkAssignment): WorkAssignment {
  return Object.fromEntries(ASSIGNMENT_KEYS.map((key) => [key, row[key]])) as unknown as WorkAssignment;
}

type NewlyJoined = WorkAssignment & { id: number; dateOfJoining: string | null };

/** Opens the first work period of a new employee, from the day they join (or today). */
export async function openFirstWorkPeriod(scope: Scope, employee: NewlyJoined) {
  await openFirstWorkPeriods(scope, [employee]);
}

/** Opens the first work periods of many new employees in one statement. */
export async function openFirstWorkPeriods(scope: Scope, joined: readonly NewlyJoined[]) {
  if (!joined.length) return;
  await scope.tx.insert(employeeWorkPeriods).values(
    joined.map((employee) => ({
      organizationId: scope.org.id,
      employeeId: employee.id,
      validFrom: employee.dateOfJoining ?? scope.clock.today(),
      ...assignmentOf(employee),
      changedByUserId: scope.by.actorUserId,
    })),
  );
}

/** Refuses a manager who is the employee or anyone below them. */
export async function assertNoManagerCycle(
  db: Queryable,
  organizationId: number,
  employeeId: number,
  managerId: number | null,
) {
  if (managerId === null) return;
  if (managerId === employeeId) throw new AppError('reporting_manager_cycle');
  const chainAboveManager = await findManagerChain(db, organizationId, managerId);
  if (chainAboveManager.includes(employeeId)) throw new AppError('reporting_manager_cycle');
}

/**
 * Changes designation, department, grade, manager or status from `effectiveDate` on: the open period ends the
 * day before and a new one starts, so what was true before that day stays on record. A change dated the day
 * the open period starts corrects that period instead. Dates before the open period or in the future are
 * refused; the employees row always holds the open period's values.
 */
export async function changeEmployeeWork(
  scope: Scope,
  employeeId: number,
  change: WorkChange,
  effectiveDate: string,
) {
  const { tx, by: audit } = scope;
  const organizationId = scope.org.id;
  const [open] = await tx
    .select()
    .from(employeeWorkPeriods)
    .where(
      and(
        eq(employeeWorkPeriods.organizationId, organizationId),
        eq(employeeWorkPeriods.employeeId, employeeId),
        isNull(employeeWorkPeriods.validTo),
      ),
    )
    .for('update');
  if (!open) throw new AppError('not_found');
  if (effectiveDate < open.validFrom) throw new AppError('effective_date_before_current');
  if (effectiveDate > scope.clock.today()) throw new AppError('effective_date_in_future');
  if (change.reportingManagerId !== undefined)
    await assertNoManagerCycle(tx, organizationId, employeeId, change.reportingManagerId);

  const before = assignmentOf(open);
  const after: WorkAssignment = { ...before };
  for (const key of ASSIGNMENT_KEYS) {
    const value = change[key];
    if (value !== undefined) (after as unknown as Record<string, unknown>)[key] = value;
  }
  if (ASSIGNMENT_KEYS.every((key) => before[key] === after[key])) return after;

  if (effectiveDate === open.validFrom) {
    await tx
      .update(employeeWorkPeriods)
      .set({ ...after, changedByUserId: audit.actorUserId })
      .where(
        and(eq(employeeWorkPeriods.organizationId, organizationId), eq(employeeWorkPeriods.id, open.id)),
      );
  } else {
    await tx
      .update(employeeWorkPeriods)
      .set({ validTo: addDays(effectiveDate, -1) })
      .where(
        and(eq(employeeWorkPeriods.organizationId, organizationId), eq(employeeWorkPeriods.id, open.id)),
      );
    await tx.insert(employeeWorkPeriods).values({
      organizationId,
      employeeId,
      validFrom: effectiveDate,
      ...after,
      changedByUserId: audit.actorUserId,
    });
  }
  await tx
    .update(employees)
    .set({ ...after, updatedAt: sql`now()` })
    .where(and(eq(employees.organizationId, organizationId), eq(employees.id, employeeId)));
  await scope.audit({
    action: 'employee.work_change',
    entityType: 'employee',
    entityId: employeeId,
    before,
    after: { ...after, effective_date: effectiveDate },
  });
  return after;
}

/** Every work period of an employee, newest first. */
export function findWorkPeriods(db: Queryable, organizationId: number, employeeId: number) {
  return db
    .select()
    .from(employeeWorkPeriods)
    .where(
      and(
        eq(employeeWorkPeriods.organizationId, organizationId),
        eq(employeeWorkPeriods.employeeId, employeeId),
      ),
    )
    .orderBy(desc(employeeWorkPeriods.validFrom));
}

/** What was true of an employee's work on a given day, or null before they joined. */
export async function findWorkOn(db: Queryable, organizationId: number, employeeId: number, onDate: string) {
  const [row] = await db
    .select()
    .from(employeeWorkPeriods)
    .where(
      and(
        eq(employeeWorkPeriods.organizationId, organizationId),
        eq(employeeWorkPeriods.employeeId, employeeId),
        sql`${employeeWorkPeriods.validFrom} <= ${onDate}`,
        sql`(${employeeWorkPeriods.validTo} is null or ${employeeWorkPeriods.validTo} >= ${onDate})`,
      ),
    )
    .limit(1);
  return row ?? null;
}
