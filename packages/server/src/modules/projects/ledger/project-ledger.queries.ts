import { parseOrderBy } from '@atrium/contracts';
import { type SQL, sql } from 'drizzle-orm';
import type { Queryable } from '../../../platform/db/client';
import { queryRows } from '../../../platform/db/query-rows';
import { AppError } from '../../../platform/http/app-error';

export interface LedgerQuery {
  limit: number;
  offset: number;
  order_by?: string;
}

/**
 * How one of a project's money ledgers (expenses, receipts, revenue, costs) is read: its table under a short
 * alias, the columns its rows show beyond the id, who recorded them and when, and the fields a list sorts by.
 */
export interface LedgerView<Query extends LedgerQuery = LedgerQuery> {
  table: string;
  alias: string;
  /** The ledger's own columns, over `alias`. */
  columns: SQL;
  /** Further joins the columns need. */
  joins?: SQL;
  /** The fields `order_by` may name, each a column of the row; the first, a date, orders newest first by default. */
  sortable: readonly [string, ...string[]];
  /** What narrows a list beyond the project (`and e.category = ...`), from its query. */
  filter?(query: Query): SQL | undefined;
}

/** An instant as ISO 8601 in UTC. */
export const instant = (column: string, name: string) =>
  sql.raw(`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as ${name}`);

function selectRows(view: LedgerView, where: SQL) {
  const { alias } = view;
  return sql`
    select ${sql.raw(`${alias}.id`)}, ${view.columns},
      case when u.id is null then null else json_build_object(
        'id', u.id, 'name', trim(u.first_name || ' ' || u.last_name)) end as recorded_by,
      ${instant(`${alias}.created_at`, 'created')}
    from ${sql.raw(`${view.table} ${alias}`)}
    ${sql.raw(`left join users u on u.organization_id = ${alias}.organization_id and u.id = ${alias}.recorded_by_user_id`)}
    ${view.joins ?? sql``}
    where ${where}`;
}

const ofProject = (view: LedgerView, organizationId: number, projectId: number) =>
  sql`${sql.raw(view.alias)}.organization_id = ${organizationId} and ${sql.raw(view.alias)}.project_id = ${projectId}`;

/** `order_by` among the sortable fields, newest first by default; the id keeps pages stable. */
function orderOf(view: LedgerView, orderBy: string | undefined): SQL {
  const order = parseOrderBy(orderBy);
  if (!order || !view.sortable.includes(order.field)) return sql.raw(`${view.sortable[0]} desc, id desc`);
  const direction = order.isDescending ? 'desc' : 'asc';
  return sql.raw(`${order.field} ${direction} nulls last, id ${direction}`);
}

/** A page of a project's entries in one ledger, with the count and total of every entry the query keeps. */
export async function findLedgerPage<Query extends LedgerQuery>(
  db: Queryable,
  view: LedgerView<Query>,
  organizationId: number,
  projectId: number,
  query: Query,
) {
  const where = sql`${ofProject(view, organizationId, projectId)} ${view.filter?.(query) ?? sql``}`;
  const [summary] = await queryRows<{ count: number; total: number }>(
    db,
    sql`select count(*)::int as count, coalesce(sum(${sql.raw(view.alias)}.amount), 0)::float8 as total
        from ${sql.raw(`${view.table} ${view.alias}`)} where ${where}`,
  );
  const results = await queryRows<{ id: number }>(
    db,
    sql`select * from (${selectRows(view, where)}) rows
        order by ${orderOf(view, query.order_by)}
        limit ${query.limit} offset ${query.offset}`,
  );
  return { count: summary?.count ?? 0, total: summary?.total ?? 0, results };
}

/** One entry of a project's ledger as its list shows it; one of another project is not found. */
export async function findLedgerEntry<Row extends { id: number } = { id: number }>(
  db: Queryable,
  view: LedgerView,
  organizationId: number,
  projectId: number,
  id: number,
) {
  const [row] = await queryRows<Row>(
    db,
    selectRows(
      view,
      sql`${ofProject(view, organizationId, projectId)} and ${sql.raw(view.alias)}.id = ${id}`,
    ),
  );
  if (!row) throw new AppError('not_found');
  return row;
}
