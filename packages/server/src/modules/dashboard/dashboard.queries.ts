import { type AttritionExit, type AttritionExitQuery, parseOrderBy } from '@atrium/contracts';
import { and, asc, between, count, desc, eq, inArray, isNotNull, type SQLWrapper, sql } from 'drizzle-orm';
import type { Queryable } from '../../platform/db/client';
import { queryRows } from '../../platform/db/query-rows';
import { users } from '../accounts';
import { employeeExits } from '../exits';
import { departments, designations, subDepartments } from '../org-setup';
import { employees, joinedBy } from '../people';

/** The people who count as staff on a head count: working, serving notice or not. */
export const COUNTED_STATUSES = ['active', 'in-notice'];

/** Employees in `statuses` who have joined by `today` (YYYY-MM-DD). */
export async function countEmployees(
  db: Queryable,
  organizationId: number,
  statuses: string[],
  today: string,
) {
  const [row] = await db
    .select({ value: count() })
    .from(employees)
    .where(
      and(eq(employees.organizationId, organizationId), inArray(employees.status, statuses), joinedBy(today)),
    );
  return row?.value ?? 0;
}

/** Staff in the departments (or sub-departments) `userId` heads. */
export async function countHeadedStaff(
  db: Queryable,
  organizationId: number,
  userId: number,
  level: 'department' | 'sub_department',
  today: string,
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
        joinedBy(today),
      ),
    );
  return row?.value ?? 0;
}

/** Staff by years of experience, counted per bracket start in one pass. */
export async function countByExperience(
  db: Queryable,
  organizationId: number,
  bracketStarts: readonly number[],
  today: string,
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
        joinedBy(today),
        isNotNull(employees.totalExperience),
      ),
    )
    .groupBy(sql`1`);
  return new Map(rows.map((row) => [row.bracket, row.value]));
}

/** Exits that happen: open (serving notice) or completed, not withdrawn. */
const LEAVING_EXIT_STATUSES = ['in-notice', 'exit-done'];

/** Per week from `firstDay` (YYYY-MM-DD), `weeks` of them, zero weeks included: people joining and leaving. */
export function countJoinersAndExitsPerWeek(
  db: Queryable,
  organizationId: number,
  firstDay: string,
  weeks: number,
) {
  return queryRows<{ week_start: string; joiners: number; exits: number }>(
    db,
    sql`select to_char(w.week_start, 'YYYY-MM-DD') as week_start,
          (select count(*)::int from employees e
            where e.organization_id = ${organizationId}
              and e.date_of_joining between w.week_start and w.week_start + 6) as joiners,
          (select count(*)::int from employee_exits x
            where x.organization_id = ${organizationId} and ${inArray(sql`x.status`, LEAVING_EXIT_STATUSES)}
              and x.last_working_day between w.week_start and w.week_start + 6) as exits
        from (select day::date as week_start
              from generate_series(${firstDay}::date, ${firstDay}::date + ${(weeks - 1) * 7}::int,
                                   interval '1 week') day) w
        order by w.week_start`,
  );
}

/** The first and last day of every calendar month from `startDate`'s to `endDate`'s (YYYY-MM-DD). */
function monthsBetween(startDate: string, endDate: string) {
  const months: { year: number; month: number; first: string; last: string }[] = [];
  const cursor = new Date(`${startDate.slice(0, 7)}-01T00:00:00Z`);
  const stop = `${endDate.slice(0, 7)}-01`;
  while (cursor.toISOString().slice(0, 10) <= stop) {
    const year = cursor.getUTCFullYear();
    const month = cursor.getUTCMonth() + 1;
    const last = new Date(Date.UTC(year, month, 0)).toISOString().slice(0, 10);
    months.push({ year, month, first: cursor.toISOString().slice(0, 10), last });
    cursor.setUTCMonth(cursor.getUTCMonth() + 1);
  }
  return months;
}

/**
 * Per calendar month from `startDate`'s to `endDate`'s: exits completed with their last working day in the
 * month, and the head count (staff per the effective-dated work history) on its first and on its last day.
 * Every head count comes from one pass over the work periods, each day a filtered count.
 */
export async function countAttritionPerMonth(
  db: Queryable,
  organizationId: number,
  startDate: string,
  endDate: string,
) {
  const months = monthsBetween(startDate, endDate);
  if (!months.length) return [];
  const days = [...new Set(months.flatMap((month) => [month.first, month.last]))];
  const onDay = (day: string) =>
    sql`count(*) filter (where p.valid_from <= ${day}::date and (p.valid_to is null or p.valid_to >= ${day}::date))::int`;
  const [counts] = await queryRows<{ counts: number[] }>(
    db,
    sql`select array[${sql.join(days.map(onDay), sql`, `)}] as counts
        from employee_work_periods p
        where p.organization_id = ${organizationId} and ${inArray(sql`p.status`, COUNTED_STATUSES)}
          and p.valid_from <= ${days.at(-1)}::date and (p.valid_to is null or p.valid_to >= ${days[0]}::date)`,
  );
  const headCount = new Map(days.map((day, index) => [day, counts?.counts[index] ?? 0]));
  const exits = await queryRows<{ month: string; exit_count: number }>(
    db,
    sql`select to_char(date_trunc('month', x.last_working_day), 'YYYY-MM') as month, count(*)::int as exit_count
        from employee_exits x
        where x.organization_id = ${organizationId} and x.status = 'exit-done'
          and x.last_working_day between ${months[0]?.first}::date and ${months.at(-1)?.last}::date
        group by 1`,
  );
  const exitCount = new Map(exits.map((row) => [row.month, row.exit_count]));
  return months.map(({ year, month, first, last }) => ({
    year,
    month,
    exit_count: exitCount.get(first.slice(0, 7)) ?? 0,
    opening: headCount.get(first) ?? 0,
    closing: headCount.get(last) ?? 0,
  }));
}

/** Open exits still waiting for clearance, and for the full-and-final settlement. */
export async function countPendingExitSettlements(db: Queryable, organizationId: number) {
  const pending = (done: SQLWrapper) => sql<number>`count(*) filter (where not ${done})`.mapWith(Number);
  const [row] = await db
    .select({
      clearance: pending(employeeExits.isExitClearanceDone),
      final: pending(employeeExits.isExitFinalDone),
    })
    .from(employeeExits)
    .where(and(eq(employeeExits.organizationId, organizationId), eq(employeeExits.status, 'in-notice')));
  return row ?? { clearance: 0, final: 0 };
}

const attritionExitOrder = {
  name: [users.firstName, users.lastName],
  code: [employees.code],
  designation: [designations.name],
  department: [departments.name],
  last_working_day: [employeeExits.lastWorkingDay],
} as const;

/** One page of the exits completed in a month (the attrition drill-down), sorted and paged in SQL. */
export async function findAttritionExitPage(
  db: Queryable,
  organizationId: number,
  query: AttritionExitQuery,
  month: { first: string; last: string },
): Promise<{ count: number; results: AttritionExit[] }> {
  const where = and(
    eq(employeeExits.organizationId, organizationId),
    eq(employeeExits.status, 'exit-done'),
    between(employeeExits.lastWorkingDay, month.first, month.last),
  );
  const order = parseOrderBy(query.order_by) ?? { field: 'last_working_day', isDescending: false };
  const direction = order.isDescending ? desc : asc;
  const columns = attritionExitOrder[order.field as keyof typeof attritionExitOrder];
  const results = await db
    .select({
      id: employeeExits.id,
      employee_id: employees.id,
      first_name: users.firstName,
      last_name: users.lastName,
      code: employees.code,
      designation: designations.name,
      department: departments.name,
      last_working_day: employeeExits.lastWorkingDay,
    })
    .from(employeeExits)
    .innerJoin(
      employees,
      and(
        eq(employees.organizationId, employeeExits.organizationId),
        eq(employees.id, employeeExits.employeeId),
      ),
    )
    .innerJoin(users, and(eq(users.organizationId, employees.organizationId), eq(users.id, employees.userId)))
    .leftJoin(
      designations,
      and(
        eq(designations.organizationId, employees.organizationId),
        eq(designations.id, employees.designationId),
      ),
    )
    .leftJoin(
      departments,
      and(
        eq(departments.organizationId, employees.organizationId),
        eq(departments.id, employees.departmentId),
      ),
    )
    .where(where)
    .orderBy(...columns.map((column) => direction(column)), asc(employeeExits.id))
    .limit(query.limit)
    .offset(query.offset);
  const [total] = await db.select({ value: count() }).from(employeeExits).where(where);
  return { count: total?.value ?? 0, results };
}
