import {
  type Expense,
  type ExpenseListQuery,
  parseOrderBy,
  type Receipt,
  type ReceiptListQuery,
} from '@atrium/contracts';
import { type SQL, sql } from 'drizzle-orm';
import type { Queryable } from '../../platform/db/client';
import { queryRows } from '../../platform/db/query-rows';

const created = (alias: string) =>
  sql.raw(`to_char(${alias}.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as created`);

/** The user who recorded a row, named; null once unknown. */
const recordedBy = sql.raw(`case when u.id is null then null else json_build_object(
    'id', u.id, 'name', trim(u.first_name || ' ' || u.last_name)) end as recorded_by`);
const joinRecorder = (alias: string) =>
  sql.raw(
    `left join users u on u.organization_id = ${alias}.organization_id and u.id = ${alias}.recorded_by_user_id`,
  );

/** Expenses as the list shows them, each with its attachments. */
const expenseSelect = (where: SQL) => sql`
  select e.id, e.expense_date::text as date, e.category, e.description, e.amount::float8 as amount,
    ${created('e')}, ${recordedBy},
    coalesce((select json_agg(json_build_object('id', f.id, 'file_name', f.file_name,
        'extension', f.extension, 'size_bytes', f.size_bytes) order by f.id)
      from project_expense_attachments f
      where f.organization_id = e.organization_id and f.expense_id = e.id), '[]'::json) as attachments
  from project_expenses e ${joinRecorder('e')}
  where ${where}`;

/** `order_by` among the sortable fields, newest first by default; the id keeps pages stable. */
function orderOf(orderBy: string | undefined, columns: Record<string, string>, fallback: string): SQL {
  const order = parseOrderBy(orderBy);
  const column = order && columns[order.field];
  if (!order || !column) return sql.raw(`${fallback} desc, id desc`);
  const direction = order.isDescending ? 'desc' : 'asc';
  return sql.raw(`${column} ${direction}, id ${direction}`);
}

const EXPENSE_ORDER: Record<string, string> = { date: 'date', amount: 'amount', category: 'category' };

/** A page of a project's expenses with their attachments, and the count and total of every match. */
export async function findExpenses(
  db: Queryable,
  organizationId: number,
  projectId: number,
  query: ExpenseListQuery,
) {
  const where = sql`e.organization_id = ${organizationId} and e.project_id = ${projectId}
    ${query.category ? sql`and e.category = ${query.category}` : sql``}`;
  const [summary] = await queryRows<{ count: number; total: number }>(
    db,
    sql`select count(*)::int as count, coalesce(sum(e.amount), 0)::float8 as total
        from project_expenses e where ${where}`,
  );
  const results = await queryRows<Expense>(
    db,
    sql`select * from (${expenseSelect(where)}) rows
        order by ${orderOf(query.order_by, EXPENSE_ORDER, 'date')}
        limit ${query.limit} offset ${query.offset}`,
  );
  return { count: summary?.count ?? 0, total: summary?.total ?? 0, results };
}

/** One expense as the list shows it. */
export async function findExpense(db: Queryable, organizationId: number, projectId: number, id: number) {
  const page = await queryRows<Expense>(
    db,
    expenseSelect(
      sql`e.organization_id = ${organizationId} and e.project_id = ${projectId} and e.id = ${id}`,
    ),
  );
  return page[0] ?? null;
}

/** Receipts as the list shows them. */
const receiptSelect = (where: SQL) => sql`
  select r.id, r.received_on::text as received_on, r.amount::float8 as amount, r.mode, r.reference, r.note,
    ${created('r')}, ${recordedBy}
  from project_receipts r ${joinRecorder('r')}
  where ${where}`;

const RECEIPT_ORDER: Record<string, string> = { received_on: 'received_on', amount: 'amount' };

/** A page of a project's receipts, and the count and total of them all. */
export async function findReceipts(
  db: Queryable,
  organizationId: number,
  projectId: number,
  query: ReceiptListQuery,
) {
  const where = sql`r.organization_id = ${organizationId} and r.project_id = ${projectId}`;
  const [summary] = await queryRows<{ count: number; total: number }>(
    db,
    sql`select count(*)::int as count, coalesce(sum(r.amount), 0)::float8 as total
        from project_receipts r where ${where}`,
  );
  const results = await queryRows<Receipt>(
    db,
    sql`select * from (${receiptSelect(where)}) rows
        order by ${orderOf(query.order_by, RECEIPT_ORDER, 'received_on')}
        limit ${query.limit} offset ${query.offset}`,
  );
  return { count: summary?.count ?? 0, total: summary?.total ?? 0, results };
}

/** One receipt as the list shows it. */
export async function findReceipt(db: Queryable, organizationId: number, projectId: number, id: number) {
  const rows = await queryRows<Receipt>(
    db,
    receiptSelect(
      sql`r.organization_id = ${organizationId} and r.project_id = ${projectId} and r.id = ${id}`,
    ),
  );
  return rows[0] ?? null;
}
