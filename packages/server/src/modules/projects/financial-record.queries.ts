import {
  type Cost,
  type CostListQuery,
  parseOrderBy,
  type RecordChange,
  type RecordHistoryEntry,
  type Revenue,
  type RevenueListQuery,
} from '@atrium/contracts';
import { type SQL, sql } from 'drizzle-orm';
import type { Queryable } from '../../platform/db/client';
import { queryRows } from '../../platform/db/query-rows';

const instant = (column: string, name: string) =>
  sql.raw(`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as ${name}`);

/** The user who recorded a row, named; null once unknown. */
const recordedBy = sql.raw(`case when u.id is null then null else json_build_object(
    'id', u.id, 'name', trim(u.first_name || ' ' || u.last_name)) end as recorded_by`);
const joinRecorder = (alias: string) =>
  sql.raw(
    `left join users u on u.organization_id = ${alias}.organization_id and u.id = ${alias}.recorded_by_user_id`,
  );

/** Revenue entries as the screens show them, with the milestone they are for, if it still exists. */
const revenueSelect = (where: SQL) => sql`
  select r.id, r.revenue_date::text as revenue_date, r.amount::float8 as amount, r.revenue_type, r.description,
    case when m.id is null then null else json_build_object('id', m.id, 'name', m.name) end as milestone,
    r.receipt_date::text as receipt_date, r.expected_payment_date::text as expected_payment_date, r.status,
    ${recordedBy}, ${instant('r.created_at', 'created')}, ${instant('r.updated_at', 'updated')}
  from project_revenues r ${joinRecorder('r')}
  left join project_milestones m on m.organization_id = r.organization_id and m.project_id = r.project_id
    and m.id = r.milestone_id
  where ${where}`;

const costSelect = (where: SQL) => sql`
  select c.id, c.cost_date::text as date, c.category, c.amount::float8 as amount, c.description,
    ${recordedBy}, ${instant('c.created_at', 'created')}, ${instant('c.updated_at', 'updated')}
  from project_costs c ${joinRecorder('c')}
  where ${where}`;

/** `order_by` among the sortable fields, newest first by default; the id keeps pages stable. */
function orderOf(orderBy: string | undefined, columns: Record<string, string>, fallback: string): SQL {
  const order = parseOrderBy(orderBy);
  const column = order && columns[order.field];
  if (!order || !column) return sql.raw(`${fallback} desc, id desc`);
  const direction = order.isDescending ? 'desc' : 'asc';
  return sql.raw(`${column} ${direction} nulls last, id ${direction}`);
}

const REVENUE_ORDER: Record<string, string> = {
  revenue_date: 'revenue_date',
  amount: 'amount',
  receipt_date: 'receipt_date',
  expected_payment_date: 'expected_payment_date',
};
const COST_ORDER: Record<string, string> = { date: 'date', amount: 'amount', category: 'category' };

/** A page of a project's revenue, and the count and total of every entry that matches. */
export async function findRevenues(
  db: Queryable,
  organizationId: number,
  projectId: number,
  query: RevenueListQuery,
) {
  const where = sql`r.organization_id = ${organizationId} and r.project_id = ${projectId}
    ${query.status ? sql`and r.status = ${query.status}` : sql``}`;
  const [summary] = await queryRows<{ count: number; total: number }>(
    db,
    sql`select count(*)::int as count, coalesce(sum(r.amount), 0)::float8 as total
        from project_revenues r where ${where}`,
  );
  const results = await queryRows<Revenue>(
    db,
    sql`select * from (${revenueSelect(where)}) rows
        order by ${orderOf(query.order_by, REVENUE_ORDER, 'revenue_date')}
        limit ${query.limit} offset ${query.offset}`,
  );
  return { count: summary?.count ?? 0, total: summary?.total ?? 0, results };
}

export async function findRevenue(db: Queryable, organizationId: number, projectId: number, id: number) {
  const rows = await queryRows<Revenue>(
    db,
    revenueSelect(
      sql`r.organization_id = ${organizationId} and r.project_id = ${projectId} and r.id = ${id}`,
    ),
  );
  return rows[0] ?? null;
}

/** A page of a project's costs, and the count and total of every entry that matches. */
export async function findCosts(
  db: Queryable,
  organizationId: number,
  projectId: number,
  query: CostListQuery,
) {
  const where = sql`c.organization_id = ${organizationId} and c.project_id = ${projectId}
    ${query.category ? sql`and c.category = ${query.category}` : sql``}`;
  const [summary] = await queryRows<{ count: number; total: number }>(
    db,
    sql`select count(*)::int as count, coalesce(sum(c.amount), 0)::float8 as total
        from project_costs c where ${where}`,
  );
  const results = await queryRows<Cost>(
    db,
    sql`select * from (${costSelect(where)}) rows
        order by ${orderOf(query.order_by, COST_ORDER, 'date')}
        limit ${query.limit} offset ${query.offset}`,
  );
  return { count: summary?.count ?? 0, total: summary?.total ?? 0, results };
}

export async function findCost(db: Queryable, organizationId: number, projectId: number, id: number) {
  const rows = await queryRows<Cost>(
    db,
    costSelect(sql`c.organization_id = ${organizationId} and c.project_id = ${projectId} and c.id = ${id}`),
  );
  return rows[0] ?? null;
}

/** The stored columns a record's history names, as the screens call them; others (ids, stamps) stay out. */
export const HISTORY_FIELDS: Record<'project_revenue' | 'project_cost', Record<string, string>> = {
  project_revenue: {
    revenueDate: 'revenue_date',
    amount: 'amount',
    revenueType: 'revenue_type',
    description: 'description',
    milestoneId: 'milestone_id',
    receiptDate: 'receipt_date',
    expectedPaymentDate: 'expected_payment_date',
    status: 'status',
  },
  project_cost: {
    costDate: 'date',
    category: 'category',
    amount: 'amount',
    description: 'description',
  },
};

/** A stored value as the history shows it: text, amounts as plain numbers ('13000', '12500.5'). */
const shown = (value: unknown): string | null =>
  value === undefined || value === null ? null : String(value);

/** What an event changed, field by field: every named field for a creation, the differing ones for an update. */
function changesOf(
  entityType: keyof typeof HISTORY_FIELDS,
  before: Record<string, unknown> | null,
  after: Record<string, unknown> | null,
): RecordChange[] {
  const changes: RecordChange[] = [];
  for (const [column, field] of Object.entries(HISTORY_FIELDS[entityType])) {
    const was = shown(before?.[column]);
    const is = shown(after?.[column]);
    if (before && after && was === is) continue;
    if (!before && is === null) continue;
    changes.push({ field, before: before ? was : null, after: after ? is : null });
  }
  return changes;
}

/** The audited events of one revenue or cost entry, oldest first, with who made them and what they changed. */
export async function findRecordHistory(
  db: Queryable,
  organizationId: number,
  entityType: keyof typeof HISTORY_FIELDS,
  id: number,
): Promise<RecordHistoryEntry[]> {
  const rows = await queryRows<{
    id: number;
    created: string;
    action: string;
    actor: { id: number; name: string } | null;
    before: Record<string, unknown> | null;
    after: Record<string, unknown> | null;
  }>(
    db,
    sql`select a.id::int as id, ${instant('a.created_at', 'created')}, a.action,
          case when u.id is null then null
            else json_build_object('id', u.id, 'name', trim(u.first_name || ' ' || u.last_name)) end as actor,
          a.before, a.after
        from audit_events a
        left join users u on u.organization_id = a.organization_id and u.id = a.actor_user_id
        where a.organization_id = ${organizationId} and a.entity_type = ${entityType}
          and a.entity_id = ${String(id)}
        order by a.created_at, a.id`,
  );
  return rows.map((row) => {
    const action = row.action.slice(row.action.lastIndexOf('.') + 1);
    return {
      id: row.id,
      created: row.created,
      action: action === 'create' || action === 'delete' ? action : 'update',
      actor: row.actor,
      changes: changesOf(entityType, row.before, row.after),
    };
  });
}
