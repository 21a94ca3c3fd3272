import {
  formatReferenceCode,
  MISSING_ACTUALS_SHOWN,
  type MissingActual,
  RMG_TREND_WEEKS,
  type RmgStats,
} from '@atrium/contracts';
import { sql } from 'drizzle-orm';
import { addDays, mondayOf } from '../../platform/clock';
import type { Queryable } from '../../platform/db/client';
import { queryRows } from '../../platform/db/query-rows';
import { users } from '../accounts';
import { approvedLeaveDaysSql } from '../leave';
import { employees } from '../people';
import { billableCapacitySql, hundredths, projectAllocations } from '../projects';
import { projectTime } from '../timesheets';
import { figuresOf, findFiguresByEvery } from './rmg-figures.queries';

/**
 * Each week's figures on its Monday, the last `weeks` weeks up to `date`'s: who was active and joined by then, and
 * their allocations that day. One pass sums each person's allocations (in hundredths) on every Monday (those covering none of them
 * left unread), and one pass over the people sums every Monday's figures, each Monday in columns of its own.
 */
async function findTrend(db: Queryable, organizationId: number, date: string, weeks: number) {
  const last = mondayOf(date);
  const days = Array.from({ length: weeks }, (_, index) => addDays(last, -7 * (weeks - 1 - index)));
  const loads = days.map((day, index) => {
    const covers = sql`a.start_date <= ${day}::date and a.end_date >= ${day}::date`;
    return sql`coalesce(sum(${hundredths}) filter (where ${covers}), 0) as allocated_${sql.raw(String(index))},
      coalesce(sum(${hundredths}) filter (where ${covers} and a.status = 'billable'), 0) as billable_${sql.raw(String(index))}`;
  });
  const sums = days.map((day, index) => {
    const column = (name: string) => sql.raw(`${name}_${index}`);
    const joined = sql`(e.date_of_joining is null or e.date_of_joining <= ${day}::date)`;
    return sql`count(*) filter (where ${joined}) as ${column('headcount')},
      coalesce(sum(least(coalesce(l.${column('allocated')}, 0), 10000)) filter (where ${joined}) / 100.0, 0)::float8 as ${column('allocated')},
      coalesce(sum(least(coalesce(l.${column('billable')}, 0), 10000)) filter (where ${joined}) / 100.0, 0)::float8 as ${column('billable')},
      count(*) filter (where ${joined} and coalesce(l.${column('allocated')}, 0) = 0) as ${column('bench')}`;
  });
  const [row] = await queryRows<Record<string, number | string>>(
    db,
    sql`with loads as (
          select a.employee_id, ${sql.join(loads, sql`, `)}
          from ${projectAllocations} a
          where a.organization_id = ${organizationId} and a.employee_id is not null
            and a.start_date <= ${last}::date and a.end_date >= ${days[0]}::date
          group by a.employee_id)
        select ${sql.join(sums, sql`, `)}
        from ${employees} e
        left join loads l on l.employee_id = e.id
        where e.organization_id = ${organizationId} and e.status = 'active'`,
  );
  return days.map((week_start, index) => {
    const figure = (name: string) => Number(row?.[`${name}_${index}`] ?? 0);
    return {
      week_start,
      ...figuresOf({
        headcount: figure('headcount'),
        allocated: figure('allocated'),
        billable: figure('billable'),
        bench_count: figure('bench'),
      }),
    };
  });
}

/**
 * The last full week before `date`'s: active employees whose billable allocations asked for more hours than they
 * logged on the project (rejected time apart), less their approved leave, valued at their billing rate. The
 * MISSING_ACTUALS_SHOWN largest gaps by value (then hours) are listed; their number and totals are of all of them.
 */
async function findMissingActuals(db: Queryable, organizationId: number, date: string) {
  const weekStart = addDays(mondayOf(date), -7);
  const weekEnd = addDays(weekStart, 6);
  const rows = await queryRows<
    Omit<MissingActual, 'project_code'> & {
      project_number: number;
      count: number;
      total_hours: number;
      totals: { currency: MissingActual['currency']; value: number }[];
    }
  >(
    db,
    sql`with logged as (
          select t.project_id, t.employee_id, sum(t.minutes) / 60.0 as hours
          from ${projectTime.entriesSql(organizationId)} t
          where t.logged and t.employee_id is not null and t.work_date between ${weekStart}::date and ${weekEnd}::date
          group by t.project_id, t.employee_id),
        asked as (
          select c.employee_id, e.user_id, e.code, c.project_id, c.project_number, c.project_name, c.currency,
            round((c.hours * greatest(5 - coalesce(lv.leave_days, 0), 0) / 5.0)::numeric, 2) as allocated_hours,
            round(coalesce(l.hours, 0)::numeric, 2) as logged_hours, c.rate
          from ${billableCapacitySql(organizationId, weekStart, weekEnd)} c
          join ${employees} e on e.organization_id = ${organizationId} and e.id = c.employee_id and e.status = 'active'
          left join logged l on l.project_id = c.project_id and l.employee_id = c.employee_id
          left join ${approvedLeaveDaysSql(organizationId, weekStart, weekEnd)} lv on lv.employee_id = c.employee_id
          where coalesce(l.hours, 0) < c.hours * greatest(5 - coalesce(lv.leave_days, 0), 0) / 5.0 - 0.005),
        missing as materialized (
          select a.*, a.allocated_hours - a.logged_hours as missing_hours,
            round(((a.allocated_hours - a.logged_hours) * a.rate)::numeric, 2) as missing_value
          from asked a)
        select m.employee_id, trim(u.first_name || ' ' || u.last_name) as name, m.code,
          m.project_id, m.project_number, m.project_name, m.currency,
          m.allocated_hours::float8, m.logged_hours::float8, m.rate::float8 as billing_rate,
          m.missing_hours::float8, m.missing_value::float8,
          (select count(*) from missing)::int as count,
          (select coalesce(sum(missing_hours), 0) from missing)::float8 as total_hours,
          (select coalesce(json_agg(json_build_object('currency', currency, 'value', value::float8) order by currency), '[]')
            from (select currency, sum(missing_value) as value from missing where missing_value is not null
                  group by currency) t) as totals
        from (select * from missing
              order by missing_value desc nulls last, missing_hours desc, employee_id, project_number
              limit ${MISSING_ACTUALS_SHOWN}) m
        join ${users} u on u.organization_id = ${organizationId} and u.id = m.user_id
        order by m.missing_value desc nulls last, m.missing_hours desc, name, m.project_number`,
  );
  const [first] = rows;
  return {
    week_start: weekStart,
    week_end: weekEnd,
    people: rows.map(({ project_number, count, total_hours, totals, ...row }) => ({
      ...row,
      project_code: formatReferenceCode('project', project_number),
    })),
    count: first?.count ?? 0,
    total_hours: first?.total_hours ?? 0,
    totals: first?.totals ?? [],
  };
}

/** RMG Statistics on `date` (see RmgStatsSchema). */
export async function findRmgStats(
  db: Queryable,
  organizationId: number,
  date: string,
  weeks: number = RMG_TREND_WEEKS,
): Promise<RmgStats> {
  const figures = await findFiguresByEvery(db, organizationId, date);
  return {
    date,
    ...figures.total,
    by_department: figures.department,
    by_skill: figures.skill,
    by_location: figures.location,
    trend: await findTrend(db, organizationId, date, weeks),
    missing_actuals: await findMissingActuals(db, organizationId, date),
  };
}
