import { sql } from 'drizzle-orm';
import { NodePgSession, NodePgTransaction } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import type { Db, Tx } from './client';
import { type OpeningRead, openingReadSql } from './opening-read';
import { areNamedStatementsUsed, queryBuiltRows } from './prepared-statements';

export const APP_ROLE = 'atrium_app';

interface DrizzleInternals {
  $client: unknown;
  dialect: ConstructorParameters<typeof NodePgSession>[1];
  session: { schema: undefined; options: ConstructorParameters<typeof NodePgSession>[3] };
}

/**
 * A transaction on a pooled PostgreSQL connection that begins with `opening` in the same message as `begin`: one
 * round trip where drizzle's own transaction takes two. `opening` is sent as text, so it holds no value from a
 * caller; `read`, when given, is run in the same message (see `OpeningRead`) and its rows handed to `work`. The
 * connection goes back to the pool after `commit`, or is closed when not even `rollback` got through.
 */
async function pooledTransaction<T>(
  db: Db,
  opening: string,
  work: (tx: Tx, rows: unknown[]) => Promise<T>,
  read?: OpeningRead,
): Promise<T> {
  const { $client: pool, dialect, session } = db as unknown as DrizzleInternals;
  const client = await (pool as pg.Pool).connect();
  const tx = new NodePgTransaction(
    dialect,
    new NodePgSession(client, dialect, session.schema, session.options),
    session.schema,
  ) as unknown as Tx;
  let broken: Error | undefined;
  try {
    let rows: unknown[] = [];
    // Behind a transaction-pooling proxy (no named statements) a statement prepared on one transaction's
    // connection may be missing on the next one's: `read` then takes a round trip of its own.
    if (read && areNamedStatementsUsed()) {
      const statement = openingReadSql(client, (query) => dialect.sqlToQuery(query), read);
      const results = (await client.query(
        `${statement.before}begin; ${opening}; ${statement.execute}`,
      )) as unknown as pg.QueryResult[];
      statement.prepared();
      rows = results.at(-1)?.rows ?? [];
    } else {
      await client.query(`begin; ${opening}`);
      if (read) rows = await queryBuiltRows(tx, read.name, read.build, read.values);
    }
    const result = await work(tx, rows);
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

/** Runs `work` in a transaction that first runs `opening` (a statement of constants only), then `read`. */
function transactionOpenedWith<T>(
  db: Db,
  opening: string,
  work: (tx: Tx, rows: unknown[]) => Promise<T>,
  read?: OpeningRead,
): Promise<T> {
  if ((db as unknown as DrizzleInternals).$client instanceof pg.Pool) {
    return pooledTransaction(db, opening, work, read);
  }
  return db.transaction(async (tx) => {
    await tx.execute(sql.raw(opening));
    return work(tx as Tx, read ? await queryBuiltRows(tx, read.name, read.build, read.values) : []);
  });
}

const checkedOrganization = (organizationId: number) => {
  if (!Number.isSafeInteger(organizationId) || organizationId <= 0) {
    throw new TypeError(`invalid organization id ${organizationId}`);
  }
  return `select set_config('app.org_id', '${organizationId}', true), set_config('role', '${APP_ROLE}', true)`;
};

/**
 * Runs `work` in a transaction as the application role with `app.org_id` set for this transaction only
 * (`set_config(..., true)` is `SET LOCAL`), so row-level security confines every statement to one organisation
 * and nothing lingers on a pooled connection.
 */
export function withOrg<T>(db: Db, organizationId: number, work: (tx: Tx) => Promise<T>): Promise<T> {
  return transactionOpenedWith(db, checkedOrganization(organizationId), (tx) => work(tx));
}

/**
 * `withOrg` whose first statement is `read`, sent with the opening on PostgreSQL (one round trip fewer, for what
 * every request reads first); `work` gets its rows.
 */
export function withOrgReading<T, Row>(
  db: Db,
  organizationId: number,
  read: OpeningRead,
  work: (tx: Tx, rows: Row[]) => Promise<T>,
): Promise<T> {
  return transactionOpenedWith(
    db,
    checkedOrganization(organizationId),
    (tx, rows) => work(tx, rows as Row[]),
    read,
  );
}

/** Runs `work` as the application role with no organisation: only public rows (organisation lookup) are visible. */
export function withoutOrg<T>(db: Db, work: (tx: Tx) => Promise<T>): Promise<T> {
  return transactionOpenedWith(db, `select set_config('role', '${APP_ROLE}', true)`, (tx) => work(tx));
}
