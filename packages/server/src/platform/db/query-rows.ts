import type { SQL } from 'drizzle-orm';
import type { Queryable } from './client';

/** Rows of a raw SQL statement; both drivers (pg and PGlite) answer `{ rows }`. */
export async function queryRows<T>(db: Queryable, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
