import { sql } from 'drizzle-orm';
import type { Queryable } from '../../../platform/db/client';
import { queryRows } from '../../../platform/db/query-rows';

interface NumbersRow {
  revenue_total: number;
  recorded: number;
  invoiced: number;
  partial_paid: number;
  paid: number;
  costs: number;
  expenses: number;
  received: number;
  milestone_count: number;
  milestones_completed: number;
  planned: number;
  actual: number;
  people: number;
  billable: number;
}

/** Sums a project's ledger, each read by its (organisation, project) index; money as float8 of two decimals. */
const totalOf = (table: string, organizationId: number, projectId: number) =>
  sql`(select coalesce(sum(amount), 0)::float8 from ${sql.identifier(table)}
        where organization_id = ${organizationId} and project_id = ${projectId})`;

/**
 * A project's numbers in one statement: revenue by status, costs, expenses and receipts, milestones planned and
 * actual, and the people allocated on `today` (billable ones apart).
 */
export async function findProjectNumbers(
  db: Queryable,
  organizationId: number,
  projectId: number,
  today: string,
) {
  const [row] = await queryRows<NumbersRow>(
    db,
    sql`select r.*, m.*, t.*,
          ${totalOf('project_costs', organizationId, projectId)} as costs,
          ${totalOf('project_expenses', organizationId, projectId)} as expenses,
          ${totalOf('project_receipts', organizationId, projectId)} as received
        from (select coalesce(sum(amount), 0)::float8 as revenue_total,
                coalesce(sum(amount) filter (where status = 'recorded'), 0)::float8 as recorded,
                coalesce(sum(amount) filter (where status = 'invoiced'), 0)::float8 as invoiced,
                coalesce(sum(amount) filter (where status = 'partial_paid'), 0)::float8 as partial_paid,
                coalesce(sum(amount) filter (where status = 'paid'), 0)::float8 as paid
              from project_revenues where organization_id = ${organizationId} and project_id = ${projectId}) r,
             (select count(*)::int as milestone_count,
                count(*) filter (where status = 'completed')::int as milestones_completed,
                coalesce(sum(planned_amount), 0)::float8 as planned,
                coalesce(sum(actual_amount), 0)::float8 as actual
              from project_milestones where organization_id = ${organizationId} and project_id = ${projectId}) m,
             (select count(distinct coalesce(employee_id, -contractor_id))::int as people,
                count(distinct coalesce(employee_id, -contractor_id)) filter (where status = 'billable')::int as billable
              from project_allocations
              where organization_id = ${organizationId} and project_id = ${projectId}
                and start_date <= ${today}::date and end_date >= ${today}::date) t`,
  );
  if (!row) throw new Error('project numbers returned nothing');
  const margin = round(row.revenue_total - row.costs - row.expenses);
  return {
    as_of: today,
    revenue: {
      total: row.revenue_total,
      recorded: row.recorded,
      invoiced: row.invoiced,
      partial_paid: row.partial_paid,
      paid: row.paid,
    },
    costs: row.costs,
    expenses: row.expenses,
    received: row.received,
    margin,
    margin_percent: row.revenue_total === 0 ? null : round((margin / row.revenue_total) * 100),
    outstanding: round(row.revenue_total - row.received),
    milestones: {
      count: row.milestone_count,
      completed: row.milestones_completed,
      planned: row.planned,
      actual: row.actual,
    },
    team: { people: row.people, billable: row.billable },
  };
}

/** To the cent: sums of two-decimal amounts in floating point can end in …0000001. */
const round = (value: number) => Math.round(value * 100) / 100;
