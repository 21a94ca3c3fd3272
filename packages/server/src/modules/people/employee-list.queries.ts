import { type EmployeeListItem, type EmployeeListQuery, parseOrderBy } from '@atrium/contracts';
import { and, asc, count, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Queryable } from '../../platform/db/client';
import { foldSearchWords, userMatches, users } from '../accounts';
import { departments, designations, employees, subDepartments } from './people.tables';

/** Each ordering ends on a unique column of the same table, so a page can be read from one index in order. */
const sortColumns = {
  name: [users.firstName, users.lastName, users.id],
  code: [employees.code, employees.id],
  date_of_joining: [employees.dateOfJoining, employees.id],
  designation: [designations.name, employees.id],
  department: [departments.name, employees.id],
} as const;
type SortField = keyof typeof sortColumns;

/**
 * The list's conditions, on `employees` alone, for the list and its export: organisation, statuses, department,
 * employment type, and a search by the start of any word of the name, the email or the code.
 */
export async function filtersOf(db: Queryable, organizationId: number, query: EmployeeListQuery) {
  const conditions: Array<SQL | undefined> = [eq(employees.organizationId, organizationId)];
  if (query.status) conditions.push(inArray(employees.status, query.status.split(',')));
  if (query.department) conditions.push(eq(employees.departmentId, query.department));
  if (query.employment_type) conditions.push(eq(employees.employmentType, query.employment_type));
  if (query.search) {
    conditions.push(
      userMatches(organizationId, sql`${employees.userId}`, await foldSearchWords(db, query.search)),
    );
  }
  return and(...conditions);
}

/**
 * One page of the employee directory and the total matching, with filters, search, sorting and paging in SQL,
 * in one statement: the page read in index order and the total a subquery (an index-only count).
 */
export async function findEmployeePage(
  db: Queryable,
  organizationId: number,
  query: EmployeeListQuery,
): Promise<{ count: number; results: EmployeeListItem[] }> {
  const order = parseOrderBy(query.order_by) ?? { field: 'name', isDescending: false };
  const field: SortField = order.field in sortColumns ? (order.field as SortField) : 'name';
  const where = await filtersOf(db, organizationId, query);
  const joinUser = and(eq(users.organizationId, employees.organizationId), eq(users.id, employees.userId));
  const joinDesignation = and(
    eq(designations.organizationId, employees.organizationId),
    eq(designations.id, employees.designationId),
  );
  const joinDepartment = and(
    eq(departments.organizationId, employees.organizationId),
    eq(departments.id, employees.departmentId),
  );
  const joinSubDepartment = and(
    eq(subDepartments.organizationId, employees.organizationId),
    eq(subDepartments.id, employees.subDepartmentId),
  );
  const direction = order.isDescending ? desc : asc;
  // Inside the subquery `employees` names its own scan, so the very same conditions count the matching rows.
  const total = sql<number>`(select count(*)::int from ${employees} where ${where})`;

  const page = db
    .select({
      id: employees.id,
      user_id: employees.userId,
      code: employees.code,
      first_name: users.firstName,
      last_name: users.lastName,
      email: users.email,
      photo: users.photo,
      status: employees.status,
      employment_type: employees.employmentType,
      date_of_joining: employees.dateOfJoining,
      designationId: designations.id,
      designationName: designations.name,
      departmentId: departments.id,
      departmentName: departments.name,
      subDepartmentId: subDepartments.id,
      subDepartmentName: subDepartments.name,
      total,
    })
    .from(employees)
    .innerJoin(users, joinUser)
    .leftJoin(designations, joinDesignation)
    .leftJoin(departments, joinDepartment)
    .leftJoin(subDepartments, joinSubDepartment)
    .where(where)
    .orderBy(...sortColumns[field].map((column) => direction(column)));
  const rows = await page.limit(query.limit).offset(query.offset);

  // A page past the end has no row to carry the total: count alone then (an empty first page counts none).
  const counted =
    rows[0]?.total ??
    (query.offset > 0
      ? ((await db.select({ value: count() }).from(employees).where(where))[0]?.value ?? 0)
      : 0);

  const named = (id: number | null, name: string | null) => (id === null ? null : { id, name: name ?? '' });
  return {
    count: counted,
    results: rows.map((row) => ({
      id: row.id,
      user_id: row.user_id,
      code: row.code,
      first_name: row.first_name,
      last_name: row.last_name,
      email: row.email,
      photo: row.photo,
      status: row.status,
      employment_type: row.employment_type,
      date_of_joining: row.date_of_joining,
      designation: named(row.designationId, row.designationName),
      department: named(row.departmentId, row.departmentName),
      sub_department: named(row.subDepartmentId, row.subDepartmentName),
    })),
  };
}
