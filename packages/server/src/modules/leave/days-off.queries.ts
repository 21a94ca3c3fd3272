import { type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../platform/db/client';
import { queryRows } from '../../platform/db/query-rows';

export interface DayOff {
  date: string;
  kind: 'holiday' | 'leave';
  /** The holiday's name, or the leave type's. */
  name: string;
}

/**
 * An employee's days off between two dates: the holidays of their location (or of every location) that are not
 * optional, and the days of their approved leave. For timesheets, which prefill and close them.
 */
export function findDaysOff(tx: Tx, organizationId: number, employeeId: number, from: string, to: string) {
  return queryRows<DayOff>(
    tx,
    sql`select h.holiday_date::text as date, 'holiday' as kind, h.name
        from organization_holidays h
        join employees e on e.organization_id = h.organization_id and e.id = ${employeeId}
        where h.organization_id = ${organizationId} and h.holiday_date between ${from} and ${to}
          and not h.is_optional
          and (cardinality(h.location_ids) = 0 or e.location_id = any(h.location_ids))
        union all
        select d::date::text as date, 'leave' as kind, t.name
        from leave_requests r
        join leave_types t on t.organization_id = r.organization_id and t.id = r.leave_type_id
        cross join generate_series(greatest(r.start_date, ${from}::date), least(r.end_date, ${to}::date), interval '1 day') d
        where r.organization_id = ${organizationId} and r.employee_id = ${employeeId} and r.status = 'approved'
          and r.start_date <= ${to} and r.end_date >= ${from}
        order by date`,
  );
}

/**
 * A condition: the employee (`employeeId`, a column of the outer query) has no working day from `from` to `to`:
 * each weekday is a holiday of their location (not an optional one) or a day of their approved leave. For
 * scheduled reminders, which leave alone people who had nothing to work.
 */
export const offEveryWorkingDaySql = (organizationId: number, employeeId: SQL, from: string, to: string) =>
  sql`not exists (select 1 from generate_series(${from}::date, ${to}::date, interval '1 day') wd
        where extract(isodow from wd) < 6
          and not exists (select 1 from organization_holidays oh
            join employees he on he.organization_id = oh.organization_id and he.id = ${employeeId}
            where oh.organization_id = ${organizationId} and oh.holiday_date = wd::date and not oh.is_optional
              and (cardinality(oh.location_ids) = 0 or he.location_id = any(oh.location_ids)))
          and not exists (select 1 from leave_requests lr where lr.organization_id = ${organizationId}
            and lr.employee_id = ${employeeId} and lr.status = 'approved'
            and lr.start_date <= wd::date and lr.end_date >= wd::date))`;

/**
 * The weekdays of approved leave from `from` to `to`, a row per employee and day: a subquery `(employee_id, day)`
 * that higher modules count by week (the resource forecast).
 */
export const approvedLeaveDatesSql = (organizationId: number, from: string, to: string) =>
  sql`(select distinct r.employee_id, d::date as day
        from leave_requests r
        cross join generate_series(greatest(r.start_date, ${from}::date), least(r.end_date, ${to}::date), interval '1 day') d
        where r.organization_id = ${organizationId} and r.status = 'approved'
          and r.start_date <= ${to}::date and r.end_date >= ${from}::date and extract(isodow from d) < 6)`;

/**
 * Each employee's weekdays of approved leave from `from` to `to`: a subquery `(employee_id, leave_days)` that
 * higher modules join on (resources ranks people for a request by how free they are over its dates).
 */
export const approvedLeaveDaysSql = (organizationId: number, from: string, to: string) =>
  sql`(select l.employee_id, count(*)::int as leave_days
        from ${approvedLeaveDatesSql(organizationId, from, to)} l
        group by l.employee_id)`;
