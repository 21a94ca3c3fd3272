import {
  COST_SORTABLE,
  type CostListQuery,
  REVENUE_SORTABLE,
  type RecordChange,
  type RecordHistoryEntry,
  type RevenueListQuery,
} from '@atrium/contracts';
import { sql } from 'drizzle-orm';
import type { Queryable } from '../../../platform/db/client';
import { queryRows } from '../../../platform/db/query-rows';
import { instant, type LedgerView } from './project-ledger.queries';

/** Revenue entries as the screens show them, with the milestone they are for, if it still exists. */
export const revenueView: LedgerView<RevenueListQuery> = {
  table: 'project_revenues',
  alias: 'r',
  columns: sql`r.revenue_date::text as revenue_date, r.amount::float8 as amount, r.revenue_type, r.description,
    case when m.id is null then null else json_build_object('id', m.id, 'name', m.name) end as milestone,
    r.receipt_date::text as receipt_date, r.expected_payment_date::text as expected_payment_date, r.status,
    ${instant('r.updated_at', 'updated')}`,
  joins: sql`left join project_milestones m on m.organization_id = r.organization_id
    and m.project_id = r.project_id and m.id = r.milestone_id`,
  sortable: REVENUE_SORTABLE,
  filter: (query) => (query.status ? sql`and r.status = ${query.status}` : undefined),
};

/** Cost entries as the screens show them; a list may keep one category. */
export const costView: LedgerView<CostListQuery> = {
  table: 'project_costs',
  alias: 'c',
  columns: sql`c.cost_date::text as date, c.category, c.amount::float8 as amount, c.description,
    ${instant('c.updated_at', 'updated')}`,
  sortable: COST_SORTABLE,
  filter: (query) => (query.category ? sql`and c.category = ${query.category}` : undefined),
};

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
