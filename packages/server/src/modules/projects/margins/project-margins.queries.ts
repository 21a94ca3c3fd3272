import type {
  Currency,
  LeakageLossQuery,
  ProjectBillingType,
  ProjectMarginsQuery,
  ProjectStatus,
} from '@atrium/contracts';
import { parseOrderBy } from '@atrium/contracts';
import { type SQL, sql } from 'drizzle-orm';
import type { Queryable } from '../../../platform/db/client';
import { queryRows } from '../../../platform/db/query-rows';
import { projectCode } from '../project-lookup';
import type { ProjectTime } from '../project-time';
import { projectMatches } from '../projects.queries';

/**
 * Whose projects' money an actor adds up: every project, or those they own or lead, or those owned or led by
 * someone of a sub-department they head.
 */
export type MarginScope =
  | { every: true }
  | { every: false; userId: number; leads: boolean; headsSubDepartments: boolean };

export interface Period {
  start: string;
  end: string;
}

export const scopeCondition = (scope: MarginScope): SQL => {
  if (scope.every) return sql`true`;
  const mine: SQL[] = [];
  if (scope.leads) mine.push(sql`${scope.userId} in (p.project_owner_id, p.delivery_lead_id)`);
  if (scope.headsSubDepartments)
    mine.push(sql`exists (select 1 from employees he
      join sub_departments hs on hs.organization_id = he.organization_id and hs.id = he.sub_department_id
      where he.organization_id = p.organization_id and he.user_id in (p.project_owner_id, p.delivery_lead_id)
        and hs.head_user_id = ${scope.userId})`);
  return mine.length ? sql`(${sql.join(mine, sql` or `)})` : sql`false`;
};

/** The projects counted: the scope's, past their draft, optionally searched. */
export const scopedProjects = (organizationId: number, scope: MarginScope, search?: string) =>
  sql`select p.id, p.number, p.name, p.status, p.billing_type, p.currency, p.client_id, p.organization_id
      from projects p
      where p.organization_id = ${organizationId} and p.status <> 'draft' and ${scopeCondition(scope)}
        ${search ? sql`and ${projectMatches(organizationId, search)}` : sql``}`;

/**
 * Revenue, costs and expenses per project and month of the period, each ledger read by its (organisation,
 * project, date) index; of the projects `projectIds` selects, when given.
 */
export const moneyByMonth = (organizationId: number, period: Period, projectIds?: SQL) => {
  const of = (date: SQL) =>
    sql`organization_id = ${organizationId} and ${date} between ${period.start}::date and ${period.end}::date
      ${projectIds ? sql`and project_id in (${projectIds})` : sql``}`;
  return sql`select project_id, date_trunc('month', revenue_date)::date as month, amount as billing, 0 as costs,
        0 as expenses
      from project_revenues where ${of(sql`revenue_date`)}
      union all
      select project_id, date_trunc('month', cost_date)::date, 0, amount, 0 from project_costs
      where ${of(sql`cost_date`)}
      union all
      select project_id, date_trunc('month', expense_date)::date, 0, 0, amount from project_expenses
      where ${of(sql`expense_date`)}`;
};

/**
 * Where the monthly figures are read from: added up live from the ledgers, allocations and time
 * (`liveFigures`), or from the roll-up kept of them (`countedFigures` in `project-figures.queries.ts`).
 * `money` answers `project_id`, `month`, `billing`, `costs` and `expenses`, any number of rows per project and
 * month; `leakage` one row per project and month, as `leakageLossByMonth` does.
 */
export interface FigureSource {
  money(organizationId: number, projects: SQL, period: Period): SQL;
  leakage(organizationId: number, projects: SQL, period: Period, today: string): SQL;
}

export const liveFigures = (time: ProjectTime): FigureSource => ({
  money: (organizationId, _projects, period) => moneyByMonth(organizationId, period),
  leakage: (organizationId, projects, period, today) =>
    leakageLossByMonth(time, organizationId, projects, period, today),
});

export interface ProjectColumns {
  id: number;
  number: number;
  name: string;
  client: string | null;
  status: ProjectStatus;
  billing_type: ProjectBillingType;
  currency: Currency;
}

const projectOf = (row: ProjectColumns) => ({
  id: row.id,
  code: projectCode(row),
  name: row.name,
  client: row.client,
  status: row.status,
  billing_type: row.billing_type,
  currency: row.currency,
});

const round = (value: number) => Math.round(value * 100) / 100;

// A project with nothing recorded sorts as the zeros it shows.
const netMarginSql = sql`coalesce(m.billing, 0) - coalesce(m.costs, 0) - coalesce(m.expenses, 0)`;
const MARGIN_SORTS: Record<string, SQL> = {
  name: sql`lower(s.name)`,
  billing: sql`coalesce(m.billing, 0)`,
  net_margin: netMarginSql,
  margin_percent: sql`case when coalesce(m.billing, 0) = 0 then null else (${netMarginSql}) / m.billing end`,
};

const orderOf = (sorts: Record<string, SQL>, orderBy: string | undefined, fallback: string) => {
  const order = parseOrderBy(orderBy) ?? parseOrderBy(fallback);
  const column = (order && sorts[order.field]) ?? sorts.name;
  return sql`${column} ${order?.isDescending ? sql`desc nulls last` : sql`asc nulls last`}, s.id`;
};

export interface MarginRow extends ProjectColumns {
  billing: number;
  costs: number;
  expenses: number;
}

/** A currency's sums over the projects of a margin page's scope and period. */
export interface MarginTotalRow {
  currency: Currency;
  billing: number;
  costs: number;
  expenses: number;
}

/**
 * A page of projects with their billing, costs, expenses and net margin over the period, worst margin first, and
 * the sums per currency of every project the page is one of (none when the page is past the last project): each
 * project's money added up once for both.
 */
export async function findMarginPage(
  db: Queryable,
  figures: FigureSource,
  organizationId: number,
  scope: MarginScope,
  period: Period,
  query: ProjectMarginsQuery,
) {
  const rows = await queryRows<MarginRow & { total: number; totals: MarginTotalRow[] }>(
    db,
    sql`with s as (${scopedProjects(organizationId, scope, query.search)}),
          m as (select project_id, sum(billing) as billing, sum(costs) as costs, sum(expenses) as expenses
                from (${figures.money(organizationId, scopedProjects(organizationId, scope, query.search), period)}) money
                group by project_id)
        select s.id, s.number, s.name, s.status, s.billing_type, s.currency, c.name as client,
          coalesce(m.billing, 0)::float8 as billing, coalesce(m.costs, 0)::float8 as costs,
          coalesce(m.expenses, 0)::float8 as expenses,
          count(*) over ()::int as total,
          (select coalesce(json_agg(json_build_object('currency', t.currency, 'billing', t.billing::float8,
              'costs', t.costs::float8, 'expenses', t.expenses::float8) order by t.currency), '[]')
            from (select s.currency, sum(m.billing) as billing, sum(m.costs) as costs, sum(m.expenses) as expenses
                  from s join m on m.project_id = s.id group by s.currency) t) as totals
        from s left join m on m.project_id = s.id
        left join clients c on c.organization_id = s.organization_id and c.id = s.client_id
        order by ${orderOf(MARGIN_SORTS, query.order_by, 'net_margin')}
        limit ${query.limit} offset ${query.offset}`,
  );
  return {
    count: rows[0]?.total ?? (await countScoped(db, organizationId, scope, query.search)),
    totals: rows[0]?.totals ?? null,
    results: rows.map(marginResultOf),
  };
}

/** A row of the Net Margins table. */
export function marginResultOf(row: MarginRow) {
  const netMargin = round(row.billing - row.costs - row.expenses);
  return {
    project: projectOf(row),
    billing: row.billing,
    costs: row.costs,
    expenses: row.expenses,
    net_margin: netMargin,
    margin_percent: row.billing === 0 ? null : round((netMargin / row.billing) * 100),
  };
}

/** How many projects a page past the last one would have counted. */
async function countScoped(db: Queryable, organizationId: number, scope: MarginScope, search?: string) {
  const [row] = await queryRows<{ total: number }>(
    db,
    sql`select count(*)::int as total from (${scopedProjects(organizationId, scope, search)}) s`,
  );
  return row?.total ?? 0;
}

interface MonthMoneyRow {
  year: number;
  month: number;
  currency: Currency;
  billing: number;
  costs: number;
  expenses: number;
}

/** Billing, costs and expenses per month and currency over the period, for the scope's projects. */
export function sumMarginsByMonth(
  db: Queryable,
  figures: FigureSource,
  organizationId: number,
  scope: MarginScope,
  period: Period,
  search?: string,
) {
  return queryRows<MonthMoneyRow>(
    db,
    sql`with s as (${scopedProjects(organizationId, scope, search)})
        select extract(year from money.month)::int as year, extract(month from money.month)::int as month,
          s.currency, sum(money.billing)::float8 as billing, sum(money.costs)::float8 as costs,
          sum(money.expenses)::float8 as expenses
        from (${figures.money(organizationId, scopedProjects(organizationId, scope, search), period)}) money
        join s on s.id = money.project_id
        group by 1, 2, 3 order by 1, 2, 3`,
  );
}

/**
 * Leakage and loss per project and month of the period (see `ProjectLeakageLossSchema` in contracts), counted up
 * to `today`, from the time the timesheets module provides (`ProjectTime`), for `projects` (a select of their
 * `id`, `currency` and `billing_type`).
 * - `worked`: each person's billable hours per project and month, approved ones apart.
 * - `capacity`: the working hours of billable allocations per person, project and month.
 * - `rated`: the two side by side, with the rate of the billing role of the person's resource group in force on
 *   the month's last day counted (`month_rates`, one lookup per role, currency and month), in the project's currency.
 */
export const leakageLossByMonth = (
  time: ProjectTime,
  organizationId: number,
  projects: SQL,
  period: Period,
  today: string,
) => {
  const last = sql`least(${period.end}::date, ${today}::date)`;
  return sql`with s as (${projects}),
      months as (
        select m::date as month_start, (m + interval '1 month' - interval '1 day')::date as month_end
        from generate_series(date_trunc('month', ${period.start}::date), ${last}, interval '1 month') m),
      -- A person is an employee (their id) or a contractor (the id negated): one hashable key for the full join.
      worked as (
        select e.project_id, coalesce(e.employee_id, -e.contractor_id) as person, date_trunc('month', e.work_date)::date as month_start,
          coalesce(sum(e.minutes) filter (where e.approved), 0) / 60.0 as approved,
          sum(e.minutes) filter (where e.logged) / 60.0 as logged,
          max(e.work_date) as last_day
        from ${time.entriesSql(organizationId)} e
        where e.is_billable
          and e.work_date between ${period.start}::date and ${last}
          and e.project_id in (select id from s)
        group by 1, 2, 3),
      capacity as (
        select a.project_id, coalesce(a.employee_id, -a.contractor_id) as person, m.month_start, max(a.resource_group_id) as resource_group_id,
          sum(8 * a.allocation_percent / 100.0 * atrium_weekdays(
            greatest(a.start_date, m.month_start, ${period.start}::date), least(a.end_date, m.month_end, ${last})
          )) as hours
        from project_allocations a
        join months m on a.start_date <= m.month_end and a.end_date >= m.month_start
        where a.organization_id = ${organizationId} and a.status = 'billable'
          and a.project_id in (select id from s) and a.start_date <= ${last}
        group by 1, 2, 3),
      people as (
        select coalesce(c.project_id, w.project_id) as project_id,
          coalesce(c.person, w.person) as person,
          coalesce(c.month_start, w.month_start) as month_start,
          coalesce(c.hours, 0) as capacity, coalesce(w.approved, 0) as approved, coalesce(w.logged, 0) as logged,
          coalesce(c.resource_group_id, (
            select a.resource_group_id from project_allocations a
            where a.organization_id = ${organizationId} and a.project_id = w.project_id
              and coalesce(a.employee_id, -a.contractor_id) = w.person and a.start_date <= w.last_day and a.end_date >= w.last_day
            order by a.start_date desc limit 1)) as resource_group_id
        from capacity c full join worked w
          on w.project_id = c.project_id and w.person = c.person and w.month_start = c.month_start),
      month_rates as (
        select k.billing_role_id, k.currency, k.month_start, (
            select br.rate::float8 from billing_role_rates br
            where br.organization_id = ${organizationId} and br.billing_role_id = k.billing_role_id
              and br.currency = k.currency and br.effective_from <= k.rate_day
            order by br.effective_from desc limit 1) as rate
        from (select roles.billing_role_id, currencies.currency, months.month_start,
                least(months.month_end, ${last}) as rate_day
              from (select distinct billing_role_id from billing_role_rates
                    where organization_id = ${organizationId}) roles
              cross join (select distinct currency from s) currencies
              cross join months) k),
      rated as (
        select people.*, s.billing_type, r.rate
        from people join s on s.id = people.project_id
        left join resource_groups g on g.organization_id = ${organizationId} and g.id = people.resource_group_id
        left join month_rates r on r.billing_role_id = g.billing_role_id and r.currency = s.currency
          and r.month_start = people.month_start
        where s.billing_type = 'time-and-material'),
      hours as (
        select project_id, month_start, sum(approved) as approved_hours,
          sum(approved * rate) as approved_value,
          sum(greatest(capacity - logged, 0)) as unused_hours,
          sum(greatest(capacity - logged, 0) * rate) as loss,
          coalesce(sum(approved + greatest(capacity - logged, 0)) filter (where rate is null), 0) as unrated_hours
        from rated group by 1, 2),
      billed as (
        select project_id, date_trunc('month', revenue_date)::date as month_start, sum(amount) as amount
        from project_revenues
        where organization_id = ${organizationId} and revenue_date between ${period.start}::date and ${last}
          and project_id in (select project_id from hours)
        group by 1, 2),
      milestones as (
        select ms.project_id, date_trunc('month', ms.planned_date)::date as month_start,
          sum(coalesce(ms.actual_amount, ms.planned_amount)) as amount
        from project_milestones ms
        where ms.organization_id = ${organizationId} and ms.project_id in (select id from s)
          and ms.planned_date between ${period.start}::date and ${last}
          and not exists (select 1 from project_revenues pr
            where pr.organization_id = ms.organization_id and pr.milestone_id = ms.id)
        group by 1, 2)
    select coalesce(h.project_id, ms.project_id) as project_id,
      coalesce(h.month_start, ms.month_start) as month_start,
      coalesce(h.approved_hours, 0)::float8 as approved_hours,
      greatest(coalesce(h.approved_value, 0) - coalesce(b.amount, 0), 0)::float8 as unbilled_work,
      coalesce(ms.amount, 0)::float8 as unbilled_milestones,
      coalesce(h.unused_hours, 0)::float8 as unused_hours,
      coalesce(h.loss, 0)::float8 as loss,
      coalesce(h.unrated_hours, 0)::float8 as unrated_hours
    from hours h
    left join billed b on b.project_id = h.project_id and b.month_start = h.month_start
    full join milestones ms on ms.project_id = h.project_id and ms.month_start = h.month_start`;
};

const LEAKAGE_LOSS_SORTS: Record<string, SQL> = {
  name: sql`lower(s.name)`,
  revenue_leakage: sql`coalesce(l.unbilled_work, 0) + coalesce(l.unbilled_milestones, 0)`,
  revenue_loss: sql`coalesce(l.loss, 0)`,
};

export interface LeakageLossColumns {
  approved_hours: number;
  unbilled_work: number;
  unbilled_milestones: number;
  unused_hours: number;
  loss: number;
  unrated_hours: number;
}

interface LeakageLossRow extends ProjectColumns, LeakageLossColumns {
  total: number;
  totals: { currency: Currency; revenue_leakage: number; revenue_loss: number }[];
}

/**
 * A page of projects with their revenue leakage and loss over the period, most leaked first, and the sums per
 * currency of all of them: one statement, so the months are added up once.
 */
export async function findLeakageLossPage(
  db: Queryable,
  figures: FigureSource,
  organizationId: number,
  scope: MarginScope,
  period: Period,
  today: string,
  query: LeakageLossQuery,
) {
  const rows = await queryRows<LeakageLossRow>(
    db,
    sql`with s as (${scopedProjects(organizationId, scope, query.search)}),
          l as (select project_id, sum(approved_hours) as approved_hours, sum(unbilled_work) as unbilled_work,
                  sum(unbilled_milestones) as unbilled_milestones, sum(unused_hours) as unused_hours,
                  sum(loss) as loss, sum(unrated_hours) as unrated_hours
                from (${figures.leakage(organizationId, scopedProjects(organizationId, scope, query.search), period, today)}) monthly
                group by project_id),
          t as (select s.currency, sum(l.unbilled_work + l.unbilled_milestones)::float8 as revenue_leakage,
                  sum(l.loss)::float8 as revenue_loss
                from l join s on s.id = l.project_id group by s.currency)
        select s.id, s.number, s.name, s.status, s.billing_type, s.currency, c.name as client,
          coalesce(l.approved_hours, 0)::float8 as approved_hours,
          coalesce(l.unbilled_work, 0)::float8 as unbilled_work,
          coalesce(l.unbilled_milestones, 0)::float8 as unbilled_milestones,
          coalesce(l.unused_hours, 0)::float8 as unused_hours, coalesce(l.loss, 0)::float8 as loss,
          coalesce(l.unrated_hours, 0)::float8 as unrated_hours, count(*) over ()::int as total,
          (select coalesce(json_agg(t order by t.currency), '[]'::json) from t) as totals
        from s left join l on l.project_id = s.id
        left join clients c on c.organization_id = s.organization_id and c.id = s.client_id
        order by ${orderOf(LEAKAGE_LOSS_SORTS, query.order_by, '-revenue_leakage')}
        limit ${query.limit} offset ${query.offset}`,
  );
  const first = rows[0];
  return {
    count: first?.total ?? (await countScoped(db, organizationId, scope, query.search)),
    /** Past the last page there is no row to carry them: null, and the caller adds them up apart. */
    totals: first ? first.totals.map(leakageLossTotalOf) : null,
    results: rows.map(leakageLossResultOf),
  };
}

/** A row of the Revenue Leakages and Losses table. */
export const leakageLossResultOf = (row: LeakageLossColumns & ProjectColumns) => ({
  project: projectOf(row),
  approved_billable_hours: round(row.approved_hours),
  unbilled_work: round(row.unbilled_work),
  unbilled_milestones: round(row.unbilled_milestones),
  revenue_leakage: round(row.unbilled_work + row.unbilled_milestones),
  unused_billable_hours: round(row.unused_hours),
  revenue_loss: round(row.loss),
  hours_without_rate: round(row.unrated_hours),
});

/** A currency's leakage and loss totals, rounded. */
export const leakageLossTotalOf = (total: {
  currency: Currency;
  revenue_leakage: number;
  revenue_loss: number;
}) => ({
  currency: total.currency,
  revenue_leakage: round(total.revenue_leakage),
  revenue_loss: round(total.revenue_loss),
});

interface MonthLeakageRow {
  year: number;
  month: number;
  currency: Currency;
  leakage: number;
  loss: number;
}

/** Revenue leakage and loss per month and currency over the period, for the scope's projects. */
export async function sumLeakageLossByMonth(
  db: Queryable,
  figures: FigureSource,
  organizationId: number,
  scope: MarginScope,
  period: Period,
  today: string,
  search?: string,
) {
  return queryRows<MonthLeakageRow>(
    db,
    sql`with s as (${scopedProjects(organizationId, scope, search)})
        select extract(year from monthly.month_start)::int as year,
          extract(month from monthly.month_start)::int as month, s.currency,
          sum(monthly.unbilled_work + monthly.unbilled_milestones)::float8 as leakage,
          sum(monthly.loss)::float8 as loss
        from (${figures.leakage(organizationId, scopedProjects(organizationId, scope, search), period, today)}) monthly
        join s on s.id = monthly.project_id
        group by 1, 2, 3 order by 1, 2, 3`,
  );
}
