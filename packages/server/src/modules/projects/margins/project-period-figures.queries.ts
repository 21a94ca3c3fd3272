import type { Currency, LeakageLossQuery, ProjectMarginsQuery } from '@atrium/contracts';
import { parseOrderBy } from '@atrium/contracts';
import { type SQL, sql } from 'drizzle-orm';
import type { Queryable } from '../../../platform/db/client';
import { queryRows } from '../../../platform/db/query-rows';
import type { ProjectTime } from '../project-time';
import { projectMatches } from '../projects.queries';
import { ofProjects } from './project-figures.queries';
import { projectFigurePeriods, projectPeriodFigures, projectPeriodTotals } from './project-figures.tables';
import {
  type LeakageLossColumns,
  leakageLossByMonth,
  leakageLossResultOf,
  leakageLossTotalOf,
  type MarginRow,
  type MarginScope,
  type MarginTotalRow,
  marginResultOf,
  moneyByMonth,
  type Period,
  type ProjectColumns,
  scopeCondition,
  scopedProjects,
} from './project-margins.queries';

/** Whether the organisation keeps sums of the period. */
export async function keepsPeriod(db: Queryable, organizationId: number, period: Period) {
  const rows = await queryRows<{ kept: boolean }>(
    db,
    sql`select true as kept from ${projectFigurePeriods} where organization_id = ${organizationId}
          and period_start = ${period.start}::date and period_end = ${period.end}::date`,
  );
  return rows.length > 0;
}

/** Keeps sums of these periods from now on, and of no other. */
export async function setKeptPeriods(db: Queryable, organizationId: number, periods: Period[]) {
  await db.execute(sql`delete from ${projectFigurePeriods} where organization_id = ${organizationId}`);
  await db.execute(sql`delete from ${projectPeriodFigures} where organization_id = ${organizationId}`);
  await db.execute(sql`delete from ${projectPeriodTotals} where organization_id = ${organizationId}`);
  for (const period of periods)
    await db.execute(
      sql`insert into ${projectFigurePeriods} (organization_id, period_start, period_end)
          values (${organizationId}, ${period.start}::date, ${period.end}::date) on conflict do nothing`,
    );
}

/**
 * Rewrites the projects' sums of every kept period from their monthly roll-up (`project_month_figures`, just
 * rewritten), a row per project and period, zeros where nothing is recorded: money of the period's months, leakage
 * and loss of those counted (up to the period's end). The sums per currency are added up again after.
 */
export async function rewritePeriodFigures(
  db: Queryable,
  organizationId: number,
  projectIds: number[] | 'every',
) {
  // Refreshes of other projects rewrite the same totals: one at a time, each reading what the last committed.
  await db.execute(
    sql`select 1 from ${projectFigurePeriods} where organization_id = ${organizationId} for update`,
  );
  await db.execute(
    sql`delete from ${projectPeriodFigures} where organization_id = ${organizationId}
          ${ofProjects(sql`project_id`, projectIds)}`,
  );
  await db.execute(
    sql`insert into ${projectPeriodFigures} (organization_id, period_start, period_end, project_id, status, currency,
          billing, costs, expenses, net_margin, margin_ratio, approved_hours, unbilled_work, unbilled_milestones,
          leakage, unused_hours, loss, unrated_hours, has_money, has_leakage)
        select ${organizationId}, k.period_start, k.period_end, p.id, p.status, p.currency,
          s.billing, s.costs, s.expenses, s.billing - s.costs - s.expenses,
          case when s.billing = 0 then null else ((s.billing - s.costs - s.expenses) / s.billing)::float8 end,
          s.approved_hours, s.unbilled_work, s.unbilled_milestones, s.unbilled_work + s.unbilled_milestones,
          s.unused_hours, s.loss, s.unrated_hours, s.has_money, s.has_leakage
        from projects p
        cross join ${projectFigurePeriods} k
        cross join lateral (
          select coalesce(sum(f.billing), 0) as billing, coalesce(sum(f.costs), 0) as costs,
            coalesce(sum(f.expenses), 0) as expenses, coalesce(sum(f.approved_hours), 0) as approved_hours,
            coalesce(sum(f.unbilled_work), 0) as unbilled_work,
            coalesce(sum(f.unbilled_milestones), 0) as unbilled_milestones,
            coalesce(sum(f.unused_hours), 0) as unused_hours, coalesce(sum(f.loss), 0) as loss,
            coalesce(sum(f.unrated_hours), 0) as unrated_hours,
            coalesce(bool_or(f.billing is not null), false) as has_money,
            coalesce(bool_or(f.approved_hours is not null), false) as has_leakage
          from project_month_figures f
          where f.organization_id = ${organizationId} and f.project_id = p.id
            and f.month between k.period_start and k.period_end) s
        where p.organization_id = ${organizationId} and k.organization_id = ${organizationId}
          ${ofProjects(sql`p.id`, projectIds)}`,
  );
  await db.execute(sql`delete from ${projectPeriodTotals} where organization_id = ${organizationId}`);
  await db.execute(
    sql`insert into ${projectPeriodTotals} (organization_id, period_start, period_end, currency, projects,
          money_projects, leakage_projects, billing, costs, expenses, leakage, loss)
        select ${organizationId}, period_start, period_end, currency, count(*), count(*) filter (where has_money),
          count(*) filter (where has_leakage), sum(billing), sum(costs), sum(expenses), sum(leakage), sum(loss)
        from ${projectPeriodFigures}
        where organization_id = ${organizationId} and status <> 'draft'
        group by period_start, period_end, currency`,
  );
}

/** What one of the kept tables reads: its kept columns, its sorts, and the same columns of a project added up live. */
interface KeptList {
  /** The columns of `project_period_figures` the table shows. */
  columns: readonly string[];
  /** The column each sort reads; `name_key` is the project's name. */
  sorts: Readonly<Record<string, string>>;
  /** The sort without one asked for. */
  fallbackOrder: string;
  /** The flag of a row a currency's totals count (`has_money`, `has_leakage`), and its count in the kept totals. */
  counted: string;
  countedTotal: string;
  /** The columns a currency's totals add up, kept in `project_period_totals`. */
  totalColumns: readonly string[];
  /** A currency's totals, as columns over the rows `x`. */
  totals: SQL;
  /**
   * The stale projects of `projects` (a select of them with their `currency` and `name`) with the columns added up
   * live: `project_id`, `currency`, `name_key`, the columns, and the flag.
   */
  live: (projects: SQL, period: Period, today: string) => SQL;
}

interface KeptListQuery {
  search?: string;
  order_by?: string;
  limit: number;
  offset: number;
}

/** A page of kept rows with the project's own columns, and per currency how many rows and their totals. */
interface KeptListAnswer<Row, Total> {
  rows: (Row & ProjectColumns)[];
  currencies: (Total & { currency: Currency; projects: number; counted: boolean })[];
}

/**
 * A page of one of the kept tables over a kept period, in its order, with what its totals need: the scope's
 * projects past their draft, optionally searched, read from the kept sums by the index of the order, those
 * marked changed added up live and merged in.
 */
async function findKeptList<Row, Total>(
  db: Queryable,
  list: KeptList,
  organizationId: number,
  scope: MarginScope,
  period: Period,
  today: string,
  query: KeptListQuery,
): Promise<KeptListAnswer<Row, Total>> {
  const staleIds = (
    await queryRows<{ project_id: number }>(
      db,
      sql`select project_id from project_figures_stale where organization_id = ${organizationId}`,
    )
  ).map((row) => row.project_id);
  const stale = sql`${`{${staleIds.join(',')}}`}::int[]`;
  const scoped = scopedProjects(organizationId, scope, query.search);
  // The projects marked changed, added up live; none most of the time, and then nothing is planned for them.
  const live = staleIds.length
    ? sql`with live as (${list.live(sql`select * from (${scoped}) p where p.id = any(${stale})`, period, today)})`
    : sql`with live as (select * from (values (0)) none where false)`;
  const alsoLive = (columns: string) =>
    staleIds.length ? sql`union all select ${sql.raw(columns)} from live` : sql``;
  const of = (alias: string, columns: readonly string[]) =>
    columns.map((column) => `${alias}.${column}`).join(', ');
  const kept = (project: boolean) => sql`
    from ${projectPeriodFigures} f
    ${project ? sql`join projects p on p.organization_id = f.organization_id and p.id = f.project_id` : sql``}
    where f.organization_id = ${organizationId} and f.period_start = ${period.start}::date
      and f.period_end = ${period.end}::date and f.status <> 'draft' and f.project_id <> all(${stale})
      ${project ? sql`and ${scopeCondition(scope)} ${query.search ? sql`and ${projectMatches(organizationId, query.search)}` : sql``}` : sql``}`;
  const order = parseOrderBy(query.order_by) ?? parseOrderBy(list.fallbackOrder);
  const sort = (order && list.sorts[order.field]) ?? 'name_key';
  const direction = order?.isDescending ? sql`desc nulls last` : sql`asc nulls last`;
  const keptSort = sort === 'name_key' ? sql`lower(p.name)` : sql`f.${sql.identifier(sort)}`;
  const rows = await queryRows<Row & ProjectColumns>(
    db,
    sql`${live},
          listed as (
            (select f.project_id, f.currency, lower(p.name) as name_key, ${sql.raw(of('f', list.columns))}
             ${kept(true)}
             order by ${keptSort} ${direction}, f.project_id
             limit ${query.offset + query.limit})
            ${alsoLive(`project_id, currency, name_key, ${list.columns.join(', ')}`)})
        select ${sql.raw(list.columns.map((column) => `l.${column}::float8 as ${column}`).join(', '))},
          p.id, p.number, p.name, p.status, p.billing_type, p.currency, c.name as client
        from listed l
        join projects p on p.organization_id = ${organizationId} and p.id = l.project_id
        left join clients c on c.organization_id = p.organization_id and c.id = p.client_id
        order by l.${sql.identifier(sort)} ${direction}, l.project_id
        limit ${query.limit} offset ${query.offset}`,
  );
  // Every project's totals are kept, less those marked changed; a scope's or a search's are added up.
  const totalled = list.totalColumns.join(', ');
  const flag = sql.identifier(list.counted);
  const parts =
    scope.every && !query.search
      ? sql`select t.currency, t.projects, t.${sql.identifier(list.countedTotal)}, ${sql.raw(of('t', list.totalColumns))}
            from ${projectPeriodTotals} t
            where t.organization_id = ${organizationId} and t.period_start = ${period.start}::date
              and t.period_end = ${period.end}::date
            union all
            select f.currency, -1, -(f.${flag}::int), ${sql.raw(list.totalColumns.map((column) => `-f.${column}`).join(', '))}
            from ${projectPeriodFigures} f
            where f.organization_id = ${organizationId} and f.period_start = ${period.start}::date
              and f.period_end = ${period.end}::date and f.status <> 'draft' and f.project_id = any(${stale})`
      : sql`select f.currency, 1, f.${flag}::int, ${sql.raw(of('f', list.totalColumns))} ${kept(true)}`;
  const currencies = await queryRows<KeptListAnswer<Row, Total>['currencies'][number]>(
    db,
    sql`${live}
        select x.currency, sum(x.projects)::int as projects, sum(x.counted) > 0 as counted, ${list.totals}
        from (${parts} ${alsoLive(`currency, 1, ${list.counted}::int, ${totalled}`)})
          x (currency, projects, counted, ${sql.raw(totalled)})
        group by x.currency order by x.currency`,
  );
  return { rows, currencies };
}

const moneyList = (organizationId: number): KeptList => ({
  columns: ['billing', 'costs', 'expenses', 'net_margin', 'margin_ratio'],
  sorts: { name: 'name_key', billing: 'billing', net_margin: 'net_margin', margin_percent: 'margin_ratio' },
  fallbackOrder: 'net_margin',
  counted: 'has_money',
  countedTotal: 'money_projects',
  totalColumns: ['billing', 'costs', 'expenses'],
  totals: sql`sum(x.billing)::float8 as billing, sum(x.costs)::float8 as costs, sum(x.expenses)::float8 as expenses`,
  live: (projects, period) => sql`
    select s.id as project_id, s.currency, lower(s.name) as name_key, m.billing, m.costs, m.expenses,
      m.billing - m.costs - m.expenses as net_margin,
      case when m.billing = 0 then null else ((m.billing - m.costs - m.expenses) / m.billing)::float8 end as margin_ratio,
      m.has_money
    from (${projects}) s
    cross join lateral (
      select coalesce(sum(money.billing), 0) as billing, coalesce(sum(money.costs), 0) as costs,
        coalesce(sum(money.expenses), 0) as expenses, count(money.project_id) > 0 as has_money
      from (${moneyByMonth(organizationId, period, sql`select s.id`)}) money) m`,
});

/**
 * A page of the Net Margins table over a kept period (`keepsPeriod`), as `findMarginPage` answers it: each project's
 * money read from its kept sums, the totals per currency of those with any.
 */
export async function findKeptMarginPage(
  db: Queryable,
  organizationId: number,
  scope: MarginScope,
  period: Period,
  query: ProjectMarginsQuery,
) {
  const { rows, currencies } = await findKeptList<MarginRow, MarginTotalRow>(
    db,
    moneyList(organizationId),
    organizationId,
    scope,
    period,
    period.end,
    query,
  );
  return {
    count: currencies.reduce((sum, row) => sum + row.projects, 0),
    totals: currencies.filter((row) => row.counted),
    results: rows.map(marginResultOf),
  };
}

const leakageList = (time: ProjectTime, organizationId: number): KeptList => ({
  columns: [
    'approved_hours',
    'unbilled_work',
    'unbilled_milestones',
    'leakage',
    'unused_hours',
    'loss',
    'unrated_hours',
  ],
  sorts: { name: 'name_key', revenue_leakage: 'leakage', revenue_loss: 'loss' },
  fallbackOrder: '-revenue_leakage',
  counted: 'has_leakage',
  countedTotal: 'leakage_projects',
  totalColumns: ['leakage', 'loss'],
  totals: sql`sum(x.leakage)::float8 as revenue_leakage, sum(x.loss)::float8 as revenue_loss`,
  live: (projects, period, today) => sql`
    select s.id as project_id, s.currency, lower(s.name) as name_key,
      coalesce(l.approved_hours, 0) as approved_hours, coalesce(l.unbilled_work, 0) as unbilled_work,
      coalesce(l.unbilled_milestones, 0) as unbilled_milestones,
      coalesce(l.unbilled_work, 0) + coalesce(l.unbilled_milestones, 0) as leakage,
      coalesce(l.unused_hours, 0) as unused_hours, coalesce(l.loss, 0) as loss,
      coalesce(l.unrated_hours, 0) as unrated_hours, l.project_id is not null as has_leakage
    from (${projects}) s
    left join (
      select project_id, sum(approved_hours) as approved_hours, sum(unbilled_work) as unbilled_work,
        sum(unbilled_milestones) as unbilled_milestones, sum(unused_hours) as unused_hours, sum(loss) as loss,
        sum(unrated_hours) as unrated_hours
      from (${leakageLossByMonth(time, organizationId, projects, period, today)}) monthly
      group by project_id) l on l.project_id = s.id`,
});

/**
 * A page of the Revenue Leakages and Losses table over a kept period counted up to today, as
 * `findLeakageLossPage` answers it, from the kept sums.
 */
export async function findKeptLeakageLossPage(
  db: Queryable,
  time: ProjectTime,
  organizationId: number,
  scope: MarginScope,
  period: Period,
  today: string,
  query: LeakageLossQuery,
) {
  const { rows, currencies } = await findKeptList<
    LeakageLossColumns,
    { revenue_leakage: number; revenue_loss: number }
  >(db, leakageList(time, organizationId), organizationId, scope, period, today, query);
  return {
    count: currencies.reduce((sum, row) => sum + row.projects, 0),
    totals: currencies.filter((row) => row.counted).map(leakageLossTotalOf),
    results: rows.map(leakageLossResultOf),
  };
}
