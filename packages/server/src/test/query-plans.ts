import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../platform/db/client';
import { queryRows } from '../platform/db/query-rows';
import { withOrg } from '../platform/db/tenant';

/** A statement as the database ran it, recorded through the `logQuery` database option. */
export interface LoggedStatement {
  query: string;
  params: unknown[];
}

/** The statement as drizzle ran it, its `$n` placeholders bound again to the values it was given. */
function rebuilt(query: string, params: unknown[]): SQL {
  const parts = query.split(/\$(\d+)\b/);
  return sql.join(
    parts.map((part, index) => (index % 2 ? sql`${params[Number(part) - 1]}` : sql.raw(part))),
    sql``,
  );
}

export interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  Plans?: PlanNode[];
}

/** The statement's plan, explained as the application role inside the organisation. */
export async function planOf(db: Db, organizationId: number, { query, params }: LoggedStatement) {
  const [row] = await withOrg(db, organizationId, (tx) =>
    queryRows<{ 'QUERY PLAN': Array<{ Plan: PlanNode }> }>(
      tx,
      sql`explain (format json) ${rebuilt(query, params)}`,
    ),
  );
  const plan = row?.['QUERY PLAN'][0]?.Plan;
  if (!plan) throw new Error('no plan');
  return plan;
}

const tablesReadWhole = (node: PlanNode, large: ReadonlySet<string>): string[] => [
  ...(node['Node Type'] === 'Seq Scan' && node['Relation Name'] && large.has(node['Relation Name'])
    ? [node['Relation Name']]
    : []),
  ...(node.Plans ?? []).flatMap((child) => tablesReadWhole(child, large)),
];

/**
 * Each statement explained as the application role inside the organisation, with those of the `large` tables its
 * plan reads whole; statements whose plans read none are left out.
 */
export async function wholeTableReadsOf(
  db: Db,
  organizationId: number,
  statements: readonly LoggedStatement[],
  large: ReadonlySet<string>,
) {
  const found: Array<{ query: string; tables: string[] }> = [];
  for (const { query, params } of statements) {
    const [row] = await withOrg(db, organizationId, (tx) =>
      queryRows<{ 'QUERY PLAN': Array<{ Plan: PlanNode }> }>(
        tx,
        sql`explain (format json) ${rebuilt(query, params)}`,
      ),
    );
    const plan = row?.['QUERY PLAN'][0]?.Plan;
    const tables = plan ? tablesReadWhole(plan, large) : [];
    if (tables.length) found.push({ query, tables });
  }
  return found;
}
