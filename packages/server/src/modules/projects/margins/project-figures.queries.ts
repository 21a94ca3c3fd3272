import { type SQL, sql } from 'drizzle-orm';
import type { Queryable } from '../../../platform/db/client';
import { queryRows } from '../../../platform/db/query-rows';
import type { ProjectTime } from '../project-time';
import { type FigureSource, leakageLossByMonth, moneyByMonth, type Period } from './project-margins.queries';

/** `and <column> = any(ids)`, or nothing for every project. */
export const ofProjects = (column: SQL, projectIds: number[] | 'every') =>
  projectIds === 'every' ? sql`` : sql`and ${column} = any(${`{${projectIds.join(',')}}`}::int[])`;

const staleIds = (organizationId: number) =>
  sql`select project_id from project_figures_stale where organization_id = ${organizationId}`;

const countedRows = (organizationId: number, projects: SQL, first: SQL, last: SQL, present: SQL) =>
  sql`f.organization_id = ${organizationId} and f.month between ${first} and ${last} and ${present} is not null
      and f.project_id in (select id from (${projects}) p)
      and f.project_id not in (${staleIds(organizationId)})`;

/**
 * The figures of the roll-up (`project_month_figures`), whole months only: the months of a period that starts on
 * a first and ends on a month's last day (for leakage, or today, the roll-up's current month being counted up to
 * the day in `project_figures_counts`). Projects changed since their figures were last refreshed
 * (`project_figures_stale`) are added up live meanwhile.
 */
export const countedFigures = (time: ProjectTime): FigureSource => ({
  money: (organizationId, projects, period) =>
    sql`select f.project_id, f.month, f.billing, f.costs, f.expenses from project_month_figures f
        where ${countedRows(organizationId, projects, sql`${period.start}::date`, sql`${period.end}::date`, sql`f.billing`)}
        union all
        select live.project_id, live.month, live.billing, live.costs, live.expenses
        from (${moneyByMonth(organizationId, period, staleIds(organizationId))}) live`,
  leakage: (organizationId, projects, period, today) =>
    sql`select f.project_id, f.month as month_start, f.approved_hours, f.unbilled_work, f.unbilled_milestones,
          f.unused_hours, f.loss, f.unrated_hours
        from project_month_figures f
        where ${countedRows(organizationId, projects, sql`${period.start}::date`, sql`least(${period.end}::date, ${today}::date)`, sql`f.approved_hours`)}
        union all
        select * from (${leakageLossByMonth(
          time,
          organizationId,
          sql`select * from (${projects}) p where p.id in (${staleIds(organizationId)})`,
          period,
          today,
        )}) live`,
});

/** The day the organisation's figures are counted to, if they ever were. */
export async function findCountedTo(db: Queryable, organizationId: number) {
  const [row] = await queryRows<{ counted_to: string }>(
    db,
    sql`select counted_to::text from project_figures_counts where organization_id = ${organizationId}`,
  );
  return row?.counted_to ?? null;
}

/** Locks the projects against another refresh of their figures, in one order, and answers their ids. */
export async function lockFigures(db: Queryable, organizationId: number, projectIds: number[] | 'every') {
  const rows = await queryRows<{ id: number }>(
    db,
    sql`select id from projects where organization_id = ${organizationId} ${ofProjects(sql`id`, projectIds)}
        order by id for no key update`,
  );
  return rows.map((row) => row.id);
}

/**
 * The whole months holding anything the projects' figures are made of, from the first to the last; null when
 * nothing is recorded. The live computation counts the rate of a month's last day, so the period ends on one.
 */
export async function findFigureMonths(
  db: Queryable,
  time: ProjectTime,
  organizationId: number,
  projectIds: number[] | 'every',
): Promise<Period | null> {
  const of = (table: SQL, first: SQL, last: SQL) =>
    sql`select min(${first}) as first, max(${last}) as last from ${table}
        where organization_id = ${organizationId} ${ofProjects(sql`project_id`, projectIds)}`;
  const [row] = await queryRows<{ start: string | null; end: string | null }>(
    db,
    sql`select date_trunc('month', min(first))::date::text as start,
          (date_trunc('month', max(last)) + interval '1 month' - interval '1 day')::date::text as end
        from (${of(sql`project_allocations`, sql`start_date`, sql`end_date`)}
          union all ${of(sql`project_revenues`, sql`revenue_date`, sql`revenue_date`)}
          union all ${of(sql`project_costs`, sql`cost_date`, sql`cost_date`)}
          union all ${of(sql`project_expenses`, sql`expense_date`, sql`expense_date`)}
          union all ${of(sql`project_milestones`, sql`planned_date`, sql`planned_date`)}
          union all ${of(sql`${time.entriesSql(organizationId)} e`, sql`work_date`, sql`work_date`)}) dates`,
  );
  return row?.start && row.end ? { start: row.start, end: row.end } : null;
}

/**
 * Rewrites the projects' figures of the period's months (whole months) as the live computation adds them up on
 * `today`: money for every month, leakage and loss up to today's.
 */
export async function rewriteFigures(
  db: Queryable,
  time: ProjectTime,
  organizationId: number,
  projectIds: number[] | 'every',
  period: Period,
  today: string,
) {
  const projects = sql`select p.id, p.currency, p.billing_type from projects p
    where p.organization_id = ${organizationId} ${ofProjects(sql`p.id`, projectIds)}`;
  await db.execute(
    sql`delete from project_month_figures f
        where f.organization_id = ${organizationId} and f.month between ${period.start}::date and ${period.end}::date
          and f.project_id in (select id from (${projects}) p)`,
  );
  await db.execute(
    sql`insert into project_month_figures (organization_id, month, project_id, billing, costs, expenses,
          approved_hours, unbilled_work, unbilled_milestones, unused_hours, loss, unrated_hours)
        select ${organizationId}, coalesce(m.month, l.month_start), coalesce(m.project_id, l.project_id),
          m.billing, m.costs, m.expenses, l.approved_hours, l.unbilled_work, l.unbilled_milestones,
          l.unused_hours, l.loss, l.unrated_hours
        from (select project_id, month, sum(billing) as billing, sum(costs) as costs, sum(expenses) as expenses
              from (${moneyByMonth(organizationId, period, sql`select id from (${projects}) p`)}) money
              group by 1, 2) m
        full join (${leakageLossByMonth(time, organizationId, projects, period, today)}) l
          on l.project_id = m.project_id and l.month_start = m.month`,
  );
}

/** Clears the projects' figures of every month, before they are rewritten from what is recorded now. */
export const clearFigures = (db: Queryable, organizationId: number, projectIds: number[] | 'every') =>
  db.execute(
    sql`delete from project_month_figures where organization_id = ${organizationId}
          ${ofProjects(sql`project_id`, projectIds)}`,
  );

/** The projects marked changed. */
export async function findStaleProjects(db: Queryable, organizationId: number) {
  const rows = await queryRows<{ project_id: number }>(
    db,
    sql`select project_id from project_figures_stale where organization_id = ${organizationId}`,
  );
  return rows.map((row) => row.project_id);
}

/** Takes the marks of the projects, answering the ids of those that were marked. */
export async function takeStaleProjects(db: Queryable, organizationId: number, projectIds: number[]) {
  const rows = await queryRows<{ project_id: number }>(
    db,
    sql`delete from project_figures_stale where organization_id = ${organizationId}
          ${ofProjects(sql`project_id`, projectIds)}
        returning project_id`,
  );
  return rows.map((row) => row.project_id);
}

/** The projects with a resource group of one of the billing roles. */
export async function findProjectsOfRoles(db: Queryable, organizationId: number, billingRoleIds: number[]) {
  const rows = await queryRows<{ project_id: number }>(
    db,
    sql`select distinct project_id from resource_groups where organization_id = ${organizationId}
          and billing_role_id = any(${`{${billingRoleIds.join(',')}}`}::int[])`,
  );
  return rows.map((row) => row.project_id);
}

/** Marks the projects changed. */
export const markStale = (db: Queryable, organizationId: number, projectIds: number[]) =>
  db.execute(
    sql`insert into project_figures_stale (organization_id, project_id)
        select ${organizationId}, unnest(${`{${projectIds.join(',')}}`}::int[]) on conflict do nothing`,
  );

/** Marks the figures counted up to `today` for every project. */
export const setCountedTo = (db: Queryable, organizationId: number, today: string) =>
  db.execute(
    sql`insert into project_figures_counts (organization_id, counted_to) values (${organizationId}, ${today}::date)
        on conflict (organization_id) do update set counted_to = excluded.counted_to`,
  );
