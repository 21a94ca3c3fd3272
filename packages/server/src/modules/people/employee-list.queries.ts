import { type EmployeeListItem, type EmployeeListQuery, parseOrderBy } from '@atrium/contracts';
import { and, asc, count, desc, eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { Queryable } from '../../platform/db/client';
import { escapeLike } from '../../platform/db/like-pattern';
import { users } from '../accounts/accounts.tables';
import { departments, designations, employees, subDepartments } from './people.tables';

/** Each ordering ends on a unique column of the same table, so a page can be read from one index in order. */
const sortColumns = {
  name: [users.firstName, users.lastName, users.id],
  code: [employees.code, employees.id],
  date_of_joining: [employees.dateOfJoining, employees.id],
  designation: [designations.name, employees.id],
  department: [departments.name, employees.id],
} as const;

export function filtersOf(organizationId: number, query: EmployeeListQuery): SQL | undefined {
  const conditions: Array<SQL | undefined> = [eq(employees.organizationId, organizationId)];
  if (query.search) {
    // Names and email through the trigram index on that very expression; codes are short, so a scan is cheap.
    const pattern = `%${escapeLike(query.search.toLowerCase())}%`;
    conditions.push(
      or(
        sql`lower(${users.firstName} || ' ' || ${users.lastName} || ' ' || ${users.email}) like ${pattern}`,
        sql`lower(${employees.code}) like ${pattern}`,
      ),
    );
  }
  if (query.status) conditions.push(inArray(employees.status, query.status.split(',')));
  if (query.department) conditions.push(eq(employees.departmentId, query.department));
  if (query.employment_type) conditions.push(eq(employees.employmentType, query.employment_type));
  return and(...conditions);
}

/** One page of the employee directory and the total matching, with filters, sorting and paging in SQL. */
export async function findEmployeePage(
  db: Queryable,
  organizationId: number,
  query: EmployeeListQuery,
): Promise<{ count: number; results: EmployeeListItem[] }> {
  const where = filtersOf(organizationId, query);
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
  const order = parseOrderBy(query.order_by) ?? { field: 'name', isDescending: false };
  const direction = order.isDescending ? desc : asc;
  const columns = sortColumns[order.field as keyof typeof sortColumns] ?? sortColumns.name;

  const rows = await db
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
    })
    .from(employees)
    .innerJoin(users, joinUser)
    .leftJoin(designations, joinDesignation)
    .leftJoin(departments, joinDepartment)
    .leftJoin(subDepartments, joinSubDepartment)
    .where(where)
    .orderBy(...columns.map((column) => direction(column)))
    .limit(query.limit)
    .offset(query.offset);

  const needsJoins = Boolean(query.search);
  const countQuery = db.select({ value: count() }).from(employees);
  const [total] = await (needsJoins ? countQuery.innerJoin(users, joinUser) : countQuery).where(where);

  const named = (id: number | null, name: string | null) => (id === null ? null : { id, name: name ?? '' });
  return {
    count: total?.value ?? 0,
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
