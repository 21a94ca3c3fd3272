import type {
  DepartmentCreate,
  DepartmentQuery,
  DepartmentUpdate,
  SubDepartmentCreate,
  SubDepartmentQuery,
  SubDepartmentUpdate,
} from '@atrium/contracts';
import { and, eq, sql } from 'drizzle-orm';
import type { Queryable } from '../../platform/db/client';
import { AppError, invalid } from '../../platform/http/app-error';
import {
  assertNameFree,
  deleteRecord,
  findRecordPage,
  insertRecord,
  requireRecord,
  type SetupTable,
  updateRecord,
} from '../../platform/records/org-records';
import type { Scope } from '../../platform/scope';
import { departments, subDepartments } from './org-setup.tables';
import type { SetupPeople } from './setup-people';

/** Departments and sub-departments of the organisation's setup, with their heads and head counts. */

const byId = (table: SetupTable, id: number) => eq(table.id, id);

const departmentOfSubDepartment = sql<{ id: number; name: string }>`(
  select json_build_object('id', d.id, 'name', d.name) from departments d
  where d.organization_id = sub_departments.organization_id and d.id = sub_departments.department_id)`;
const departmentNameOfSubDepartment = sql`(select d.name from departments d
  where d.organization_id = sub_departments.organization_id and d.id = sub_departments.department_id)`;

const departmentColumns = (people: SetupPeople) => ({
  id: departments.id,
  name: departments.name,
  head: people.head('departments').as('head'),
  sub_department_count: sql<number>`(select count(*)::int from sub_departments s
    where s.organization_id = departments.organization_id and s.department_id = departments.id)`.as(
    'sub_department_count',
  ),
  head_count: people.headCount('departments').as('head_count'),
});

const subDepartmentColumns = (people: SetupPeople) => ({
  id: subDepartments.id,
  name: subDepartments.name,
  department: departmentOfSubDepartment.as('department'),
  head: people.head('sub_departments').as('head'),
  head_count: people.headCount('sub_departments').as('head_count'),
});

export function listDepartments(
  db: Queryable,
  people: SetupPeople,
  organizationId: number,
  query: DepartmentQuery,
) {
  return findRecordPage(db, departments, organizationId, query, {
    columns: departmentColumns(people),
    sortable: { head_count: people.headCount('departments') },
    where: query.head ? eq(departments.headUserId, query.head) : undefined,
  });
}

export function listSubDepartments(
  db: Queryable,
  people: SetupPeople,
  organizationId: number,
  query: SubDepartmentQuery,
) {
  return findRecordPage(db, subDepartments, organizationId, query, {
    columns: subDepartmentColumns(people),
    sortable: { head_count: people.headCount('sub_departments'), department: departmentNameOfSubDepartment },
    where: and(
      query.department ? eq(subDepartments.departmentId, query.department) : undefined,
      query.head ? eq(subDepartments.headUserId, query.head) : undefined,
    ),
  });
}

async function findDepartment(scope: Scope, people: SetupPeople, id: number) {
  const page = await findRecordPage(
    scope.tx,
    departments,
    scope.org.id,
    { limit: 1, offset: 0 },
    { columns: departmentColumns(people), where: byId(departments, id) },
  );
  const [department] = page.results;
  if (!department) throw new AppError('not_found');
  return department;
}

async function findSubDepartment(scope: Scope, people: SetupPeople, id: number) {
  const page = await findRecordPage(
    scope.tx,
    subDepartments,
    scope.org.id,
    { limit: 1, offset: 0 },
    { columns: subDepartmentColumns(people), where: byId(subDepartments, id) },
  );
  const [subDepartment] = page.results;
  if (!subDepartment) throw new AppError('not_found');
  return subDepartment;
}

/** The user behind a head picked as an employee: an active user whose employee has not exited. */
async function headUserIdOf(scope: Scope, people: SetupPeople, employeeId: number | null | undefined) {
  if (employeeId == null) return employeeId;
  const userId = await people.activeUserOf(scope.tx, scope.org.id, employeeId);
  if (userId === null) throw invalid({ head_employee_id: ['invalid'] });
  return userId;
}

export async function addDepartment(scope: Scope, people: SetupPeople, input: DepartmentCreate) {
  const { tx } = scope;
  const organizationId = scope.org.id;
  await assertNameFree(tx, departments, organizationId, input.name);
  const headUserId = (await headUserIdOf(scope, people, input.head_employee_id)) ?? null;
  const row = await insertRecord(scope, departments, 'department', { name: input.name, headUserId });
  return findDepartment(scope, people, row.id);
}

export async function changeDepartment(
  scope: Scope,
  people: SetupPeople,
  id: number,
  input: DepartmentUpdate,
) {
  const { tx } = scope;
  const organizationId = scope.org.id;
  const before = await requireRecord(tx, departments, organizationId, id);
  if (input.name !== undefined)
    await assertNameFree(tx, departments, organizationId, input.name, { exceptId: id });
  const headUserId = await headUserIdOf(scope, people, input.head_employee_id);
  await updateRecord(scope, departments, 'department', before, { name: input.name, headUserId });
  return findDepartment(scope, people, id);
}

export async function removeDepartment(scope: Scope, id: number) {
  const before = await requireRecord(scope.tx, departments, scope.org.id, id);
  await deleteRecord(scope, departments, 'department', before);
}

export async function addSubDepartment(scope: Scope, people: SetupPeople, input: SubDepartmentCreate) {
  const { tx } = scope;
  const organizationId = scope.org.id;
  const department = await requireRecord(tx, departments, organizationId, input.department_id).catch(() => {
    throw invalid({ department_id: ['invalid'] });
  });
  await assertNameFree(tx, subDepartments, organizationId, input.name, {
    scope: eq(subDepartments.departmentId, department.id),
  });
  const headUserId = (await headUserIdOf(scope, people, input.head_employee_id)) ?? null;
  const row = await insertRecord(scope, subDepartments, 'sub_department', {
    departmentId: department.id,
    name: input.name,
    headUserId,
  });
  return findSubDepartment(scope, people, row.id);
}

export async function changeSubDepartment(
  scope: Scope,
  people: SetupPeople,
  id: number,
  input: SubDepartmentUpdate,
) {
  const { tx } = scope;
  const organizationId = scope.org.id;
  const before = await requireRecord(tx, subDepartments, organizationId, id);
  if (input.name !== undefined) {
    await assertNameFree(tx, subDepartments, organizationId, input.name, {
      exceptId: id,
      scope: eq(subDepartments.departmentId, before.departmentId),
    });
  }
  const headUserId = await headUserIdOf(scope, people, input.head_employee_id);
  await updateRecord(scope, subDepartments, 'sub_department', before, { name: input.name, headUserId });
  return findSubDepartment(scope, people, id);
}

export async function removeSubDepartment(scope: Scope, id: number) {
  const before = await requireRecord(scope.tx, subDepartments, scope.org.id, id);
  await deleteRecord(scope, subDepartments, 'sub_department', before);
}

export async function requireDepartment(db: Queryable, organizationId: number, id: number) {
  await requireRecord(db, departments, organizationId, id);
}

/** A sub-department's place, for the permission check on its people. */
export async function findSubDepartmentUnit(db: Queryable, organizationId: number, id: number) {
  const row = await requireRecord(db, subDepartments, organizationId, id);
  return { id: row.id, department_id: row.departmentId };
}
