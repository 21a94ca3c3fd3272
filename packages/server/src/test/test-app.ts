import { randomBytes } from 'node:crypto';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { expect, inject } from 'vitest';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { type AppContext, createAppContext } from '../platform/app-context';
import { type Database, type DatabaseOptions, openDatabase } from '../platform/db/client';
import { queryRows } from '../platform/db/query-rows';
import type { MailMessage } from '../platform/mail/mailer';
import { adminUrl, createDatabase, dropDatabase } from './postgres-admin';

/** The data key of test servers and the processes they start, as a deployment gives every process one. */
export const TEST_DATA_KEY = Buffer.alloc(32, 7).toString('base64');

/** A database of the caller's own, copied from the migrated template. */
export async function openTestDatabase(
  options: Pick<DatabaseOptions, 'logQuery'> = {},
): Promise<{ database: Database; drop: () => Promise<void> }> {
  const template = inject('template');
  if (template.kind === 'postgres') {
    const name = `${template.name}_${randomBytes(6).toString('hex')}`;
    await createDatabase(template.databaseUrl, name, template.name);
    const database = await openDatabase({
      databaseUrl: adminUrl(template.databaseUrl, name),
      poolSize: 4,
      ...options,
    });
    return { database, drop: () => dropDatabase(template.databaseUrl, name) };
  }
  const database = await openDatabase({ loadDataDir: new Blob([await readFile(template.file)]), ...options });
  return { database, drop: async () => undefined };
}

/** Waits for the delivery job to send what was queued since `since` (the app's start): it runs after commit. */
async function mailDelivered(database: Database, since: string) {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const [row] = await queryRows<{ waiting: number }>(
      database.db,
      sql`select count(*)::int as waiting from mail_outbox
        where sent_at is null and last_error is null and created_at >= ${since}::timestamptz`,
    );
    if (!row?.waiting) return;
    if (Date.now() > deadline) throw new Error(`${row.waiting} queued messages were not delivered`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

export interface TestApp {
  app: Awaited<ReturnType<typeof buildApp>>;
  ctx: AppContext;
  /** Messages the app has sent, oldest first, once those queued since it started have left (or failed once). */
  outbox(): Promise<MailMessage[]>;
  close(): Promise<void>;
}

/**
 * The test worker's database: test files run one after another in a worker and share it, each in organisations
 * of its own (the test run drops it at the end). Opening a copy of the template costs more than most files'
 * tests together.
 */
let workerDatabase: Promise<Database> | null = null;

function sharedTestDatabase(): Promise<{ database: Database; drop: () => Promise<void> }> {
  workerDatabase ??= openTestDatabase().then(({ database }) => database);
  return workerDatabase.then((database) => ({ database, drop: async () => undefined }));
}

export interface TestAppOptions {
  /** A database of the file's own, for tests of what an empty database does (the demo seed). */
  freshDatabase?: boolean;
  /** Told every statement the app runs; implies a database of the file's own. */
  logQuery?: DatabaseOptions['logQuery'];
  /** Given every line the app logs (pino's JSON, every level), as the server would print them. */
  log?: (line: string) => void;
}

/**
 * The apps of this worker not yet closed, by the test file that opened them. Files share the worker's database, so
 * an app a file leaves open goes on running jobs: it would take the next files' uploads and mail into its own data
 * folder, and their tests would find neither.
 */
const openApps = new Map<symbol, string>();

export async function createTestApp(
  env: Record<string, string> = {},
  options: TestAppOptions = {},
): Promise<TestApp> {
  const file = expect.getState().testPath ?? '';
  const leftOpen = [...openApps.values()].find((other) => other !== file);
  if (leftOpen) throw new Error(`${leftOpen} left its test app open: close it in afterAll`);
  const opened = Symbol(file);
  openApps.set(opened, file);
  const shared = !options.freshDatabase && !options.logQuery;
  const { database, drop } = await (shared
    ? sharedTestDatabase()
    : openTestDatabase({ logQuery: options.logQuery }));
  const dataDir = await mkdtemp(join(tmpdir(), 'atrium-app-'));
  const config = loadConfig({
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    PUBLIC_URL: 'http://acme.test',
    WEB_DIST: join(dataDir, 'no-web'),
    RESPONSE_CHECKS: '1',
    DATA_KEY: TEST_DATA_KEY,
    ...env,
  });
  const { log } = options;
  const ctx = createAppContext(
    config,
    database,
    log
      ? { info: (message) => app.log.info(message), error: (obj, message) => app.log.error(obj, message) }
      : { info: () => undefined, error: () => undefined },
  );
  const app = await buildApp(ctx, {
    logger: log ? { level: 'trace', stream: { write: (line: string) => log(line) } } : false,
  });
  await app.ready();
  const [{ startedAt } = { startedAt: '' }] = await queryRows<{ startedAt: string }>(
    database.db,
    sql`select now()::text as "startedAt"`,
  );
  return {
    app,
    ctx,
    async outbox() {
      await mailDelivered(database, startedAt);
      const files = (await readdir(config.OUTBOX_DIR).catch(() => []))
        .filter((f) => f.endsWith('.json'))
        .sort();
      return Promise.all(
        files.map(async (f) => JSON.parse(await readFile(join(config.OUTBOX_DIR, f), 'utf8'))),
      );
    },
    async close() {
      openApps.delete(opened);
      await app.close();
      if (!shared) {
        await database.close();
        await drop();
      }
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
