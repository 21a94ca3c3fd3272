import type { Scope } from '../../platform/scope';
import { createUser, createUsersInBulk, type NewUser } from '../accounts';
import { openFirstWorkPeriod, openFirstWorkPeriods } from './employee-work.service';
import { employees } from './people.tables';

export interface NewEmployee {
  user: NewUser;
  code: string;
  employmentType?: string;
  status?: string;
  designationId?: number | null;
  departmentId?: number | null;
  subDepartmentId?: number | null;
  gradeId?: number | null;
  reportingManagerId?: number | null;
  dateOfJoining?: string | null;
  totalExperience?: number | null;
  locationId?: number | null;
  businessUnitId?: number | null;
  businessRegionId?: number | null;
  personalEmail?: string | null;
}

/** The employees row of a new employee whose user is `userId`. */
function employeeRow(organizationId: number, userId: number, input: NewEmployee) {
  return {
    organizationId,
    userId,
    code: input.code,
    employmentType: input.employmentType ?? 'full-time',
    status: input.status ?? 'active',
    designationId: input.designationId ?? null,
    departmentId: input.departmentId ?? null,
    subDepartmentId: input.subDepartmentId ?? null,
    gradeId: input.gradeId ?? null,
    reportingManagerId: input.reportingManagerId ?? null,
    dateOfJoining: input.dateOfJoining ?? null,
    totalExperience: input.totalExperience ?? null,
    locationId: input.locationId ?? null,
    businessUnitId: input.businessUnitId ?? null,
    businessRegionId: input.businessRegionId ?? null,
    personalEmail: input.personalEmail ?? null,
  };
}

/**
 * Many employees at once, as createEmployee adds one (users with their roles, employee rows, first work
 * periods, audit rows), in a statement for each table: demo data. Their managers are among those added before.
 * Gives each one's user and employee id by lower-case email.
 */
export async function createEmployeesInBulk(scope: Scope, inputs: readonly NewEmployee[]) {
  const added = new Map<string, { userId: number; employeeId: number }>();
  if (!inputs.length) return added;
  const userIds = await createUsersInBulk(
    scope,
    inputs.map((input) => input.user),
    'employee',
  );
  const userIdOf = (input: NewEmployee) => userIds.get(input.user.email.trim().toLowerCase()) as number;
  const rows = await scope.tx
    .insert(employees)
    .values(inputs.map((input) => employeeRow(scope.org.id, userIdOf(input), input)))
    .returning();
  await openFirstWorkPeriods(scope, rows);
  await scope.audit(
    rows.map((employee) => ({
      action: 'employee.create',
      entityType: 'employee',
      entityId: employee.id,
      after: employee,
    })),
  );
  const emailOf = new Map([...userIds].map(([email, userId]) => [userId, email]));
  for (const row of rows)
    added.set(emailOf.get(row.userId) as string, { userId: row.userId, employeeId: row.id });
  return added;
}

export async function createEmployee(scope: Scope, input: NewEmployee) {
  const { tx } = scope;
  const organizationId = scope.org.id;
  const user = await createUser(scope, { ...input.user, userType: 'employee' });
  const [employee] = await tx
    .insert(employees)
    .values(employeeRow(organizationId, user.id, input))
    .returning();
  if (!employee) throw new Error('employee insert returned nothing');
  await openFirstWorkPeriod(scope, employee);
  await scope.audit({
    action: 'employee.create',
    entityType: 'employee',
    entityId: employee.id,
    after: employee,
  });
  return { user, employee };
}
