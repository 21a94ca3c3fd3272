import { sql } from 'drizzle-orm';
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
 * Each allocated employee's load on `today`: `(employee_id, allocated_percent, billable_percent, release_date,
 * last_project_id, last_end_date)`: the share allocated today (and of it, billable), the first end within 30 days
 * of a current allocation, and the project of their latest allocation, with the day it ends or ended.
 */
export const employeeLoadSql = (organizationId: number, today: string) =>
  sql`(select a.employee_id,
          coalesce(sum(a.allocation_percent) filter (where a.start_date <= ${today}::date and a.end_date >= ${today}::date), 0)::float8 as allocated_percent,
          coalesce(sum(a.allocation_percent) filter (where a.start_date <= ${today}::date and a.end_date >= ${today}::date
              and a.status = 'billable'), 0)::float8 as billable_percent,
          (min(a.end_date) filter (where a.start_date <= ${today}::date and a.end_date >= ${today}::date
              and a.end_date <= ${today}::date + 30))::text as release_date,
          (array_agg(a.project_id order by a.end_date desc, a.id desc))[1] as last_project_id,
          max(a.end_date) filter (where a.start_date <= ${today}::date)::text as last_end_date
        from ${projectAllocations} a
        where a.organization_id = ${organizationId} and a.employee_id is not null
        group by a.employee_id)`;
