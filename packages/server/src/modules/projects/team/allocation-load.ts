import { type Placeholder, type SQL, sql } from 'drizzle-orm';
import { projectAllocations } from '../projects.tables';

/**
 * What higher modules (resources) join on to know how busy people are, without reading the allocation tables
 * themselves. Each is a subquery keyed by `employee_id`, filtered by the organisation first.
 */

/** Each employee's summed allocation share on any day from `from` to `to`: `(employee_id, booked_percent)`. */
export const bookedPercentSql = (organizationId: number, from: string, to: string) =>
  sql`(select a.employee_id, sum(a.allocation_percent)::float8 as booked_percent
        from ${projectAllocations} a
        where a.organization_id = ${organizationId} and a.employee_id is not null
          and a.start_date <= ${to}::date and a.end_date >= ${from}::date
        group by a.employee_id)`;

/**
 * An allocation's share in hundredths of a percent, exactly: summed as integers, a group's running sum stays small
 * where a numeric one grows with every row, so summing a hundred thousand people's stays in memory.
 */
export const hundredths = sql`(a.allocation_percent * 100)::int`;

/**
 * Each employee's load on `day`, from the allocations covering it only: `(employee_id, allocated_percent,
 * billable_percent, release_date)`: the share allocated that day, of it the billable share, and the first end of
 * those allocations within 30 days. Someone with no allocation that day has no row.
 */
export const dayLoadSql = (organizationId: number, day: string) =>
  sql`(select a.employee_id, (sum(${hundredths}) / 100.0)::float8 as allocated_percent,
          coalesce(sum(${hundredths}) filter (where a.status = 'billable') / 100.0, 0)::float8 as billable_percent,
          (min(a.end_date) filter (where a.end_date <= ${day}::date + 30))::text as release_date
        from ${projectAllocations} a
        where a.organization_id = ${organizationId} and a.employee_id is not null
          and a.start_date <= ${day}::date and a.end_date >= ${day}::date
        group by a.employee_id)`;

/** The day the latest of an employee's allocations started by `day` ends or ended (a scalar subquery). */
export const lastAllocationEndSql = (organizationId: number, employeeId: SQL, day: string) =>
  sql`(select max(a.end_date) from ${projectAllocations} a
        where a.organization_id = ${organizationId} and a.employee_id = ${employeeId} and a.start_date <= ${day}::date)`;

/** The project of an employee's latest allocation, by its end (a scalar subquery); the organisation may be bound later. */
export const lastAllocatedProjectSql = (organizationId: number | Placeholder, employeeId: SQL) =>
  sql`(select a.project_id from ${projectAllocations} a
        where a.organization_id = ${organizationId} and a.employee_id = ${employeeId}
        order by a.end_date desc, a.id desc limit 1)`;
