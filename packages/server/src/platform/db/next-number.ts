import { getTableName, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Tx } from './client';
import { queryRows } from './query-rows';

/**
 * The next reference number (`LR-`, `PR-`) of the organisation in a table with a `number` column. Records made
 * at once (or by an upload) take numbers one at a time, under a lock held until the caller's transaction ends.
 */
export async function nextNumber(tx: Tx, table: PgTable, organizationId: number): Promise<number> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${getTableName(table)}), ${organizationId})`);
  const [next] = await queryRows<{ number: number }>(
    tx,
    sql`select coalesce(max(number), 0) + 1 as number from ${table} where organization_id = ${organizationId}`,
  );
  return next?.number ?? 1;
}
