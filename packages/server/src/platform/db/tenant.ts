import { sql } from 'drizzle-orm';
import { NodePgSession, NodePgTransaction } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import type { Db, Tx } from './client';

export const APP_ROLE = 'atrium_app';

interface DrizzleInternals {
  $client: unknown;
  dialect: ConstructorParameters<typeof NodePgSession>[1];
  session: { schema: undefined; options: ConstructorParameters<typeof NodePgSession>[3] };
}

/**
 * A transaction on a pooled PostgreSQL connection that begins with `opening` in the same message as `begin`: one
 * round trip where drizzle's own transaction takes two. `opening` is sent as text, so it holds no value from a
 * caller. The connection goes back to the pool after `commit`, or is closed when not even `rollback` got through.
 */
async function pooledTransaction<T>(db: Db, opening: string, work: (tx: Tx) => Promise<T>): Promise<T> {
  const { $client: pool, dialect, session } = db as unknown as DrizzleInternals;
  const client = await (pool as pg.Pool).connect();
  const tx = new NodePgTransaction(
    dialect,
    new NodePgSession(client, dialect, session.schema, session.options),
    session.schema,
  ) as unknown as Tx;
  let broken: Error | undefined;
  try {
    await client.query(`begin; ${opening}`);
    const result = await work(tx);
    await client.query('commit');
    return result;
  } catch (error) {
    await client.query('rollback').catch((rollbackError: Error) => {
      broken = rollbackError;
    });
    throw error;
  } finally {
    client.release(broken);
  }
}

/** Runs `work` in a transaction that first runs `opening` (a statement of constants only). */
function transactionOpenedWith<T>(db: Db, opening: string, work: (tx: Tx) => Promise<T>): Promise<T> {
  if ((db as unknown as DrizzleInternals).$client instanceof pg.Pool) {
    return pooledTransaction(db, opening, work);
  }
  return db.transaction(async (tx) => {
    await tx.execute(sql.raw(opening));
    return work(tx as Tx);
  });
}

/**
 * Runs `work` in a transaction as the application role with `app.org_id` set for this transaction only
 * (`set_config(..., true)` is `SET LOCAL`), so row-level security confines every statement to one organisation
 * and nothing lingers on a pooled connection.
 */
export function withOrg<T>(db: Db, organizationId: number, work: (tx: Tx) => Promise<T>): Promise<T> {
  if (!Number.isSafeInteger(organizationId) || organizationId <= 0) {
    throw new TypeError(`invalid organization id ${organizationId}`);
  }
  return transactionOpenedWith(
    db,
    `select set_config('app.org_id', '${organizationId}', true), set_config('role', '${APP_ROLE}', true)`,
    work,
  );
}

/** Runs `work` as the application role with no organisation: only public rows (organisation lookup) are visible. */
export function withoutOrg<T>(db: Db, work: (tx: Tx) => Promise<T>): Promise<T> {
  return transactionOpenedWith(db, `select set_config('role', '${APP_ROLE}', true)`, work);
}
