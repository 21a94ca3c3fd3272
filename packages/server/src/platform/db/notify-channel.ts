import { sql } from 'drizzle-orm';
import pg from 'pg';
import type { Database, Queryable } from './client';

export type Unlisten = () => Promise<void>;

/** Sends `payload` to every process listening on `channel` when the caller's transaction commits. */
export async function notifyChannel(tx: Queryable, channel: string, payload: string): Promise<void> {
  await tx.execute(sql`select pg_notify(${channel}, ${payload})`);
}

/**
 * Listens on a PostgreSQL channel: on the embedded engine through its own `listen`, on a server through one
 * dedicated connection that reconnects after a second when it drops. What was sent while it was down is not
 * heard: `onReconnect` is told once it listens again, for the listener to catch up from the database.
 */
export async function listenToChannel(
  database: Database,
  channel: string,
  onPayload: (payload: string) => void,
  onError: (error: unknown) => void,
  onReconnect: () => void = () => undefined,
): Promise<Unlisten> {
  if (database.pglite) return database.pglite.listen(channel, onPayload);
  if (!database.databaseUrl) throw new Error('a PostgreSQL database needs its URL to listen');
  const databaseUrl = database.databaseUrl;
  let client: pg.Client | null = null;
  let isClosed = false;
  let retry: NodeJS.Timeout | undefined;

  const connect = async () => {
    const next = new pg.Client({ connectionString: databaseUrl });
    next.on('notification', (message) => {
      if (message.channel === channel) onPayload(message.payload ?? '');
    });
    next.on('error', (error) => {
      onError(error);
      next.end().catch(() => undefined);
      if (!isClosed) retry = setTimeout(() => void connect().then(onReconnect, onError), 1000);
    });
    await next.connect();
    await next.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
    client = next;
  };
  await connect();
  return async () => {
    isClosed = true;
    clearTimeout(retry);
    await client?.end();
  };
}
