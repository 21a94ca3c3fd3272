import { sql } from 'drizzle-orm';
import type { Db, Tx } from './client';

export const APP_ROLE = 'atrium_app';

/**
 * Runs `work` in a transaction as the application role with `app.org_id` set for this transaction only
 * (`set_config(..., true)` is `SET LOCAL`), so row-level security confines every statement to one organisation
 * and nothing lingers on a pooled connection.
 */
export function withOrg<T>(db: Db, organizationId: number, work: (tx: Tx) => Promise<T>): Promise<T> {
  if (!Number.isSafeInteger(organizationId) || organizationId <= 0) {
    throw new TypeError(`invalid organization id ${organizationId}`);
  }
  return db.transaction(async (tx) => {
    await tx.execute(
      sql`select set_config('app.org_id', ${String(organizationId)}, true), set_config('role', ${APP_ROLE}, true)`,
    );
    return work(tx as Tx);
  });
}

/** Runs `work` as the application role with no organisation: only public rows (organisation lookup) are visible. */
export function withoutOrg<T>(db: Db, work: (tx: Tx) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select set_config('role', ${APP_ROLE}, true)`);
    return work(tx as Tx);
  });
}
