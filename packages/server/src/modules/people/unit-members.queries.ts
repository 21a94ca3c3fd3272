import { parseOrderBy, type UnitMember, type UnitMemberQuery } from '@atrium/contracts';
import { and, asc, count, desc, eq, ne, type SQL, sql } from 'drizzle-orm';
import type { Queryable } from '../../platform/db/client';
import { foldSearchWords, userMatches, users } from '../accounts';
import { designations, subDepartments } from '../org-setup';
import { employees } from './people.tables';

export type Unit = { kind: 'department' | 'sub_department'; id: number };

const sortColumns = {
  name: [users.firstName, users.lastName],
  code: [employees.code],
} as const;

/** The people of a department or sub-department who have not left, for its head: searched, sorted, paged in SQL. */
export async function findUnitMembers(
  db: Queryable,
  organizationId: number,
  unit: Unit,
  query: UnitMemberQuery,
): Promise<{ count: number; results: UnitMember[] }> {
  const conditions: (SQL | undefined)[] = [
    eq(employees.organizationId, organizationId),
    unit.kind === 'department' ? eq(employees.departmentId, unit.id) : eq(employees.subDepartmentId, unit.id),
    ne(employees.status, 'exited'),
  ];
  if (query.search) {
    conditions.push(
      userMatches(organizationId, sql`${employees.userId}`, await foldSearchWords(db, query.search)),
    );
  }
  const where = and(...conditions);
  const joinUser = and(eq(users.organizationId, employees.organizationId), eq(users.id, employees.userId));
  const order = parseOrderBy(query.order_by) ?? { field: 'name', isDescending: false };
  const direction = order.isDescending ? desc : asc;
  const columns = sortColumns[order.field as keyof typeof sortColumns] ?? sortColumns.name;

  const results = await db
    .select({
      id: employees.id,
      code: employees.code,
      first_name: users.firstName,
      last_name: users.lastName,
      email: users.email,
      status: employees.status,
      designation: designations.name,
      sub_department: subDepartments.name,
    })
    .from(employees)
    .innerJoin(users, joinUser)
    .leftJoin(
      designations,
      and(
        eq(designations.organizationId, employees.organizationId),
        eq(designations.id, employees.designationId),
      ),
    )
    .leftJoin(
      subDepartments,
      and(
        eq(subDepartments.organizationId, employees.organizationId),
        eq(subDepartments.id, employees.subDepartmentId),
      ),
    )
    .where(where)
    .orderBy(...columns.map((column) => direction(column)), asc(employees.id))
    .limit(query.limit)
    .offset(query.offset);
  const [total] = await db.select({ value: count() }).from(employees).innerJoin(users, joinUser).where(where);
  return { count: total?.value ?? 0, results };
}
