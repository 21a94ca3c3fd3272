import type { PGlite } from '@electric-sql/pglite';
import type PgBoss from 'pg-boss';
import type { Queryable } from '../db/client';

interface SqlClient {
  query(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
}

/** The embedded engine as pg-boss's `db`: parameterised statements through `query`, scripts through `exec`. */
export function pgliteJobDatabase(pglite: PGlite): PgBoss.Db {
  return {
    async executeSql(text, values) {
      if (values?.length) return pglite.query(text, values);
      const results = await pglite.exec(text);
      return { rows: results.at(-1)?.rows ?? [] };
    },
  };
}

/**
 * A Drizzle transaction as pg-boss's `db`, so a job is queued in the same transaction as the change that asks
 * for it: both commit, or neither. Both drivers keep their connection (a pg client or a PGlite transaction) on
 * the session, and both answer `query(text, values)` with `{ rows }`.
 */
export function transactionJobDatabase(tx: Queryable): PgBoss.Db {
  const client = (tx as unknown as { session: { client: SqlClient } }).session.client;
  return { executeSql: (text, values) => client.query(text, values) as Promise<{ rows: unknown[] }> };
}
