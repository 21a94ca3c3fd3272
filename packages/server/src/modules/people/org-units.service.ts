import type {
  DepartmentCreate,
  DepartmentQuery,
  DepartmentUpdate,
  SubDepartmentCreate,
  SubDepartmentQuery,
  SubDepartmentUpdate,
} from '@atrium/contracts';
import { and, eq, ne, sql } from 'drizzle-orm';
import type { AuditBy } from '../../platform/audit/record-audit';
import type { Queryable, Tx } from '../../platform/db/client';
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
import { users } from '../accounts';
import { departments, employees, subDepartments } from './people.tables';

/** Departments and sub-departments of the organisation's setup, with their heads and head counts. */

const byId = (table: SetupTable, id: number) => eq(table.id, id);

/**
 * The head of a unit as the API shows it: the user, their employee record if any, and their name. Drizzle
 * leaves columns of a one-table select unqualified, so the correlated subqueries name the outer table.
 */
const headOf = (unit: 'departments' | 'sub_departments') =>
  sql<{ user_id: number; employee_id: number | null; name: string } | null>`(
    select json_build_object('user_id', u.id, 'employee_id', e.id,
      'name', trim(concat_ws(' ', u.first_name, u.last_name)))
    from users u left join employees e on e.organization_id = u.organization_id and e.user_id = u.id
    where u.organization_id = ${sql.raw(unit)}.organization_id and u.id = ${sql.raw(unit)}.head_user_id)`;

const departmentHeadCount = sql<number>`(select count(*)::int from employees e
  where e.organization_id = departments.organization_id and e.department_id = departments.id
    and e.status <> 'exited')`;
const subDepartmentHeadCount = sql<number>`(select count(*)::int from employees e
  where e.organization_id = sub_departments.organization_id and e.sub_department_id = sub_departments.id
    and e.status <> 'exited')`;
const departmentOfSubDepartment = sql<{ id: number; name: string }>`(
  select json_build_object('id', d.id, 'name', d.name) from departments d
  where d.organization_id = sub_departments.organization_id and d.id = sub_departments.department_id)`;
const departmentNameOfSubDepartment = sql`(select d.name from departments d
  where d.organization_id = sub_departments.organization_id and d.id = sub_departments.department_id)`;

const departmentColumns = {
  id: departments.id,
  name: departments.name,
  head: headOf('departments').as('head'),
  sub_department_count: sql<number>`(select count(*)::int from sub_departments s
    where s.organization_id = departments.organization_id and s.department_id = departments.id)`.as(
    'sub_department_count',
  ),
  head_count: departmentHeadCount.as('head_count'),
};

const subDepartmentColumns = {
  id: subDepartments.id,
  name: subDepartments.name,
  department: departmentOfSubDepartment.as('department'),
  head: headOf('sub_departments').as('head'),
  head_count: subDepartmentHeadCount.as('head_count'),
};

export function listDepartments(db: Queryable, organizationId: number, query: DepartmentQuery) {
  return findRecordPage(db, departments, organizationId, query, {
    columns: departmentColumns,
    sortable: { head_count: departmentHeadCount },
    where: query.head ? eq(departments.headUserId, query.head) : undefined,
  });
}

export function listSubDepartments(db: Queryable, organizationId: number, query: SubDepartmentQuery) {
  return findRecordPage(db, subDepartments, organizationId, query, {
    columns: subDepartmentColumns,
    sortable: { head_count: subDepartmentHeadCount, department: departmentNameOfSubDepartment },
    where: and(
      query.department ? eq(subDepartments.departmentId, query.department) : undefined,
      query.head ? eq(subDepartments.headUserId, query.head) : undefined,
    ),
  });
}

async function findDepartment(db: Queryable, organizationId: number, id: number) {
  const page = await findRecordPage(
    db,
    departments,
    organizationId,
    { limit: 1, offset: 0 },
    {
      columns: departmentColumns,
      where: byId(departments, id),
    },
  );
  const [department] = page.results;
  if (!department) throw new AppError('not_found');
  return department;
}

async function findSubDepartment(db: Queryable, organizationId: number, id: number) {
  const page = await findRecordPage(
    db,
    subDepartments,
    organizationId,
    { limit: 1, offset: 0 },
    {
      columns: subDepartmentColumns,
      where: byId(subDepartments, id),
    },
  );
  const [subDepartment] = page.results;
  if (!subDepartment) throw new AppError('not_found');
  return subDepartment;
}

/** The user behind a head picked as an employee: an active user whose employee has not exited. */
async function headUserIdOf(db: Queryable, organizationId: number, employeeId: number | null | undefined) {
  if (employeeId == null) return employeeId;
  const [row] = await db
    .select({ userId: employees.userId })
    .from(employees)
    .innerJoin(users, and(eq(users.organizationId, employees.organizationId), eq(users.id, employees.userId)))
    .where(
      and(
        eq(employees.organizationId, organizationId),
        eq(employees.id, employeeId),
        ne(employees.status, 'exited'),
        eq(users.isActive, true),
      ),
    )
    .limit(1);
  if (!row) throw invalid({ head_employee_id: ['invalid'] });
  return row.userId;
}

export async function addDepartment(tx: Tx, organizationId: number, input: DepartmentCreate, audit: AuditBy) {
  await assertNameFree(tx, departments, organizationId, input.name);
  const headUserId = (await headUserIdOf(tx, organizationId, input.head_employee_id)) ?? null;
  const row = await insertRecord(
    tx,
    departments,
    'department',
    organizationId,
    { name: input.name, headUserId },
    audit,
  );
  return findDepartment(tx, organizationId, row.id);
}

export async function changeDepartment(
  tx: Tx,
  organizationId: number,
  id: number,
  input: DepartmentUpdate,
  audit: AuditBy,
) {
  const before = await requireRecord(tx, departments, organizationId, id);
  if (input.name !== undefined)
    await assertNameFree(tx, departments, organizationId, input.name, { exceptId: id });
  const headUserId = await headUserIdOf(tx, organizationId, input.head_employee_id);
  await updateRecord(
    tx,
    departments,
    'department',
    organizationId,
    before,
    { name: input.name, headUserId },
    audit,
  );
  return findDepartment(tx, organizationId, id);
}

export async function removeDepartment(tx: Tx, organizationId: number, id: number, audit: AuditBy) {
  const before = await requireRecord(tx, departments, organizationId, id);
  await deleteRecord(tx, departments, 'department', organizationId, before, audit);
}

export async function addSubDepartment(
  tx: Tx,
  organizationId: number,
  input: SubDepartmentCreate,
  audit: AuditBy,
) {
  const department = await requireRecord(tx, departments, organizationId, input.department_id).catch(() => {
    throw invalid({ department_id: ['invalid'] });
  });
  await assertNameFree(tx, subDepartments, organizationId, input.name, {
    scope: eq(subDepartments.departmentId, department.id),
  });
  const headUserId = (await headUserIdOf(tx, organizationId, input.head_employee_id)) ?? null;
  const row = await insertRecord(
    tx,
    subDepartments,
    'sub_department',
    organizationId,
    { departmentId: department.id, name: input.name, headUserId },
    audit,
  );
  return findSubDepartment(tx, organizationId, row.id);
}

export async function changeSubDepartment(
  tx: Tx,
  organizationId: number,
  id: number,
  input: SubDepartmentUpdate,
  audit: AuditBy,
) {
  const before = await requireRecord(tx, subDepartments, organizationId, id);
  if (input.name !== undefined) {
    await assertNameFree(tx, subDepartments, organizationId, input.name, {
      exceptId: id,
      scope: eq(subDepartments.departmentId, before.departmentId),
    });
  }
  const headUserId = await headUserIdOf(tx, organizationId, input.head_employee_id);
  await updateRecord(
    tx,
    subDepartments,
    'sub_department',
    organizationId,
    before,
    { name: input.name, headUserId },
    audit,
  );
  return findSubDepartment(tx, organizationId, id);
}

export async function removeSubDepartment(tx: Tx, organizationId: number, id: number, audit: AuditBy) {
  const before = await requireRecord(tx, subDepartments, organizationId, id);
  await deleteRecord(tx, subDepartments, 'sub_department', organizationId, before, audit);
}

export async function requireDepartment(db: Queryable, organizationId: number, id: number) {
  await requireRecord(db, departments, organizationId, id);
}

/** A sub-department's place, for the permission check on its people. */
export async function findSubDepartmentUnit(db: Queryable, organizationId: number, id: number) {
  const row = await requireRecord(db, subDepartments, organizationId, id);
  return { id: row.id, department_id: row.departmentId };
}
