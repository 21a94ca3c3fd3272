import { formatReferenceCode, type MissingActual, RMG_TREND_WEEKS, type RmgStats } from '@atrium/contracts';
import { sql } from 'drizzle-orm';
import { addDays, mondayOf } from '../../platform/clock';
import type { Queryable } from '../../platform/db/client';
import { queryRows } from '../../platform/db/query-rows';
import { users } from '../accounts';
import { approvedLeaveDaysSql } from '../leave';
import { employees } from '../people';
import { billableCapacitySql, projectAllocations } from '../projects';
import { projectTime } from '../timesheets';
import { figuresOf, findFigures, findFiguresBy } from './rmg-figures.queries';

/**
 * Each week's figures on its Monday, the last `weeks` weeks up to `date`'s: who was active and joined by then, and
 * their allocations that day, summed in one statement.
 */
async function findTrend(db: Queryable, organizationId: number, date: string, weeks: number) {
  const last = mondayOf(date);
  const rows = await queryRows<{
    week_start: string;
    headcount: number;
    allocated: number;
    billable: number;
    bench_count: number;
  }>(
    db,
    sql`with days as (
          select d::date as day from generate_series(${addDays(last, -7 * (weeks - 1))}::date, ${last}::date, interval '1 week') d),
        loads as (
          select days.day, e.id,
            coalesce(sum(a.allocation_percent), 0) as allocated,
            coalesce(sum(a.allocation_percent) filter (where a.status = 'billable'), 0) as billable
          from days
          join ${employees} e on e.organization_id = ${organizationId} and e.status = 'active'
            and (e.date_of_joining is null or e.date_of_joining <= days.day)
          left join ${projectAllocations} a on a.organization_id = e.organization_id and a.employee_id = e.id
            and a.start_date <= days.day and a.end_date >= days.day
          group by days.day, e.id)
        select days.day::text as week_start, count(loads.id)::int as headcount,
          coalesce(sum(least(loads.allocated, 100)), 0)::float8 as allocated,
          coalesce(sum(least(loads.billable, 100)), 0)::float8 as billable,
          (count(loads.id) filter (where loads.allocated = 0))::int as bench_count
        from days left join loads on loads.day = days.day
        group by days.day
        order by days.day`,
  );
  return rows.map(({ week_start, ...sums }) => ({ week_start, ...figuresOf(sums) }));
}

/**
 * The last full week before `date`'s: active employees whose billable allocations asked for more hours than they
 * logged on the project (rejected time apart), less their approved leave, valued at their billing rate.
 */
async function findMissingActuals(db: Queryable, organizationId: number, date: string) {
  const weekStart = addDays(mondayOf(date), -7);
  const weekEnd = addDays(weekStart, 6);
  const rows = await queryRows<Omit<MissingActual, 'project_code'> & { project_number: number }>(
    db,
    sql`with logged as (
          select t.project_id, t.employee_id, sum(t.minutes) / 60.0 as hours
          from ${projectTime.entriesSql(organizationId)} t
          where t.logged and t.employee_id is not null and t.work_date between ${weekStart}::date and ${weekEnd}::date
          group by t.project_id, t.employee_id)
        select c.employee_id, trim(u.first_name || ' ' || u.last_name) as name, e.code,
          c.project_id, c.project_number, c.project_name, c.currency,
          round((c.hours * greatest(5 - coalesce(lv.leave_days, 0), 0) / 5.0)::numeric, 2)::float8 as allocated_hours,
          round(coalesce(l.hours, 0)::numeric, 2)::float8 as logged_hours,
          c.rate as billing_rate
        from ${billableCapacitySql(organizationId, weekStart, weekEnd)} c
        join ${employees} e on e.organization_id = ${organizationId} and e.id = c.employee_id and e.status = 'active'
        join ${users} u on u.organization_id = e.organization_id and u.id = e.user_id
        left join logged l on l.project_id = c.project_id and l.employee_id = c.employee_id
        left join ${approvedLeaveDaysSql(organizationId, weekStart, weekEnd)} lv on lv.employee_id = c.employee_id
        where coalesce(l.hours, 0) < c.hours * greatest(5 - coalesce(lv.leave_days, 0), 0) / 5.0 - 0.005
        order by name, c.project_number`,
  );
  const people = rows.map(({ project_number, ...row }) => {
    const missing = Math.round((row.allocated_hours - row.logged_hours) * 100) / 100;
    return {
      ...row,
      project_code: formatReferenceCode('project', project_number),
      missing_hours: missing,
      missing_value: row.billing_rate === null ? null : Math.round(missing * row.billing_rate * 100) / 100,
    };
  });
  const totals = new Map<MissingActual['currency'], number>();
  for (const person of people)
    if (person.missing_value !== null)
      totals.set(person.currency, (totals.get(person.currency) ?? 0) + person.missing_value);
  return {
    week_start: weekStart,
    week_end: weekEnd,
    people,
    total_hours: Math.round(people.reduce((sum, person) => sum + person.missing_hours, 0) * 100) / 100,
    totals: [...totals].map(([currency, value]) => ({ currency, value: Math.round(value * 100) / 100 })),
  };
}

/** RMG Statistics on `date` (see RmgStatsSchema). */
export async function findRmgStats(
  db: Queryable,
  organizationId: number,
  date: string,
  weeks: number = RMG_TREND_WEEKS,
): Promise<RmgStats> {
  return {
    date,
    ...(await findFigures(db, organizationId, date)),
    by_department: await findFiguresBy(db, organizationId, date, 'department'),
    by_skill: await findFiguresBy(db, organizationId, date, 'skill'),
    by_location: await findFiguresBy(db, organizationId, date, 'location'),
    trend: await findTrend(db, organizationId, date, weeks),
    missing_actuals: await findMissingActuals(db, organizationId, date),
  };
}
