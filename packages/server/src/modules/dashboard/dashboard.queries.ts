import { and, count, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Queryable } from '../../platform/db/client';
import { departments, employees, subDepartments } from '../people/people.tables';

/** The people who count as staff on a head count: working, serving notice or not. */
export const COUNTED_STATUSES = ['active', 'in-notice'];

export async function countEmployees(db: Queryable, organizationId: number, statuses: string[]) {
  const [row] = await db
    .select({ value: count() })
    .from(employees)
    .where(and(eq(employees.organizationId, organizationId), inArray(employees.status, statuses)));
  return row?.value ?? 0;
}

/** Staff in the departments (or sub-departments) `userId` heads. */
export async function countHeadedStaff(
  db: Queryable,
  organizationId: number,
  userId: number,
  level: 'department' | 'sub_department',
) {
  const unit = level === 'department' ? departments : subDepartments;
  const column = level === 'department' ? employees.departmentId : employees.subDepartmentId;
  const [row] = await db
    .select({ value: count() })
    .from(employees)
    .innerJoin(unit, and(eq(unit.organizationId, employees.organizationId), eq(unit.id, column)))
    .where(
      and(
        eq(employees.organizationId, organizationId),
        eq(unit.headUserId, userId),
        inArray(employees.status, COUNTED_STATUSES),
      ),
    );
  return row?.value ?? 0;
}

/** Staff by years of experience, counted per bracket start in one pass. */
export async function countByExperience(
  db: Queryable,
  organizationId: number,
  bracketStarts: readonly number[],
) {
  const starts = sql.raw(`array[${bracketStarts.map((start) => Number(start)).join(',')}]::numeric[]`);
  const rows = await db
    .select({
      bracket: sql<number>`width_bucket(${employees.totalExperience}, ${starts})`.mapWith(Number),
      value: count(),
    })
    .from(employees)
    .where(
      and(
        eq(employees.organizationId, organizationId),
        inArray(employees.status, COUNTED_STATUSES),
        isNotNull(employees.totalExperience),
      ),
    )
    .groupBy(sql`1`);
  return new Map(rows.map((row) => [row.bracket, row.value]));
}
