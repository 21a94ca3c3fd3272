import type { ResourceForecast } from '@atrium/contracts';
import { sql } from 'drizzle-orm';
import { addDays, mondayOf } from '../../platform/clock';
import type { Queryable } from '../../platform/db/client';
import { queryRows } from '../../platform/db/query-rows';
import { lastWorkingDaysSql } from '../exits';
import { approvedLeaveDatesSql } from '../leave';
import { designations } from '../org-setup';
import { employees } from '../people';
import { forecastOf, type RoleFacts, type WeekFacts } from './engine/forecast';
import { rmgForecastLoad } from './forecast-load.tables';
import { pipelineDemand, resourceRequests } from './resources.tables';

/** Statuses of a request still looking for people. */
export const OPEN_STATUSES = ['pending', 'open', 'in-progress'];

interface FactRow extends WeekFacts {
  designation_id: number | null;
  designation: string | null;
  week_start: string;
}

/**
 * The approved leave days of each employee in each of the weeks (consecutive Mondays), as rows of (week_start,
 * employee_id, leave_days): the weeks' leave read once and counted by the Monday of each day.
 */
export function leaveByWeekSql(organizationId: number, weeks: readonly string[]) {
  return sql`select l.day - (extract(isodow from l.day)::int - 1) as week_start, l.employee_id, count(*)::int as leave_days
    from ${approvedLeaveDatesSql(organizationId, weeks[0] as string, addDays(weeks.at(-1) as string, 4))} l
    group by 1, 2`;
}

/** The people the forecast counts (active or serving notice), with their role, joining date and last working day. */
export function forecastStaffSql(organizationId: number, lastFriday: string) {
  return sql`select e.id, e.designation_id, e.date_of_joining, x.last_day
    from ${employees} e
    left join (${lastWorkingDaysSql(organizationId, addDays(lastFriday, 3650))}) x on x.employee_id = e.id
    where e.organization_id = ${organizationId} and e.status in ('active', 'in-notice')`;
}

/**
 * Each role's facts in each week, in one statement: who is employed (joined by the week's Friday, leaving no earlier
 * than its Monday, counted by role and span before they meet the weeks), their approved leave, their allocations
 * (the load kept by role and span, `rmg_forecast_load`, cut to the weeks), the open requests for the role and the pipeline's
 * demand weighted by its chance, the last three as FTE (share × weekdays in the week ÷ 5).
 */
function findFacts(db: Queryable, organizationId: number, weeks: readonly string[]) {
  const first = weeks[0] as string;
  const lastFriday = addDays(weeks.at(-1) as string, 4);
  return queryRows<FactRow>(
    db,
    sql`with weeks as (
          select w::date as week_start, (w + interval '4 days')::date as week_end
          from generate_series(${first}::date, ${lastFriday}::date, interval '1 week') w),
        staff as not materialized (${forecastStaffSql(organizationId, lastFriday)}),
        spans as (
          select s.designation_id,
            least(greatest(coalesce(s.date_of_joining, ${first}::date), ${first}::date), ${lastFriday}::date + 1) as joined,
            greatest(least(coalesce(s.last_day, ${lastFriday}::date), ${lastFriday}::date), ${first}::date - 1) as last_day,
            count(*)::int as people
          from staff s
          group by 1, 2, 3),
        people as (
          select s.designation_id, w.week_start, sum(s.people)::int as people
          from weeks w
          join spans s on s.joined <= w.week_end and s.last_day >= w.week_start
          group by 1, 2),
        leave as (
          select s.designation_id, l.week_start, sum(l.leave_days)::float8 as leave_days
          from (${leaveByWeekSql(organizationId, weeks)}) l join staff s on s.id = l.employee_id
          group by 1, 2),
        booked as (
          select k.designation_id, greatest(k.start_date, ${first}::date) as start_date,
            least(k.end_date, ${lastFriday}::date) as end_date, sum(k.percent) as percent
          from ${rmgForecastLoad} k
          where k.organization_id = ${organizationId}
            and k.start_date <= ${lastFriday}::date and k.end_date >= ${first}::date
          group by 1, 2, 3),
        allocated as (
          select b.designation_id, w.week_start,
            sum(b.percent / 100.0 * atrium_weekdays(greatest(b.start_date, w.week_start), least(b.end_date, w.week_end)) / 5.0)::float8 as fte
          from weeks w
          join booked b on b.start_date <= w.week_end and b.end_date >= w.week_start
          group by 1, 2),
        requested as (
          select r.designation_id, w.week_start,
            sum((r.count - r.filled_count) * r.allocation_percent / 100.0
              * atrium_weekdays(greatest(r.start_date, w.week_start), least(r.end_date, w.week_end)) / 5.0)::float8 as fte
          from weeks w
          join ${resourceRequests} r on r.organization_id = ${organizationId}
            and r.status in (${sql.join(
              OPEN_STATUSES.map((status) => sql`${status}`),
              sql`, `,
            )})
            and r.count > r.filled_count and r.start_date <= w.week_end and r.end_date >= w.week_start
          group by 1, 2),
        pipeline as (
          select p.designation_id, w.week_start,
            sum(p.count * p.probability / 100.0
              * atrium_weekdays(greatest(p.start_date, w.week_start), least(p.end_date, w.week_end)) / 5.0)::float8 as fte
          from weeks w
          join ${pipelineDemand} p on p.organization_id = ${organizationId}
            and p.start_date <= w.week_end and p.end_date >= w.week_start
          group by 1, 2),
        keys as (
          select designation_id, week_start from people
          union select designation_id, week_start from allocated
          union select designation_id, week_start from requested
          union select designation_id, week_start from pipeline)
        select k.designation_id, d.name as designation, k.week_start::text as week_start,
          coalesce(p.people, 0) as people, coalesce(lv.leave_days, 0) as leave_days,
          coalesce(al.fte, 0) as allocated, coalesce(rq.fte, 0) as requested, coalesce(pl.fte, 0) as pipeline
        from keys k
        left join people p on p.designation_id is not distinct from k.designation_id and p.week_start = k.week_start
        left join leave lv on lv.designation_id is not distinct from k.designation_id and lv.week_start = k.week_start
        left join allocated al on al.designation_id is not distinct from k.designation_id and al.week_start = k.week_start
        left join requested rq on rq.designation_id is not distinct from k.designation_id and rq.week_start = k.week_start
        left join pipeline pl on pl.designation_id is not distinct from k.designation_id and pl.week_start = k.week_start
        left join ${designations} d on d.organization_id = ${organizationId} and d.id = k.designation_id
        order by d.name nulls last, k.week_start`,
  );
}

/** The Mondays of `weekCount` weeks from the week of `date`. */
export function forecastWeeks(date: string, weekCount: number) {
  const first = mondayOf(date);
  return Array.from({ length: weekCount }, (_, index) => addDays(first, 7 * index));
}

/** Every role's facts for each of the weeks, the roles in the order the forecast shows them (by name). */
export async function findRoleFacts(
  db: Queryable,
  organizationId: number,
  weeks: readonly string[],
): Promise<RoleFacts[]> {
  const rows = await findFacts(db, organizationId, weeks);
  const none: WeekFacts = { people: 0, leave_days: 0, allocated: 0, requested: 0, pipeline: 0 };
  const roles = new Map<number | null, { designation: string | null; facts: Map<string, WeekFacts> }>();
  for (const row of rows) {
    const role = roles.get(row.designation_id) ?? { designation: row.designation, facts: new Map() };
    role.facts.set(row.week_start, row);
    roles.set(row.designation_id, role);
  }
  return [...roles].map(([designation_id, role]) => ({
    designation_id,
    designation: role.designation,
    facts: weeks.map((week) => role.facts.get(week) ?? none),
  }));
}

/** The forecast of `weekCount` weeks from the week of `date`: every role's cells and the organisation's. */
export async function findResourceForecast(
  db: Queryable,
  organizationId: number,
  date: string,
  weekCount: number,
): Promise<ResourceForecast> {
  const weeks = forecastWeeks(date, weekCount);
  return forecastOf(weeks, await findRoleFacts(db, organizationId, weeks));
}
