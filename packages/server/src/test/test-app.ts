import { randomBytes } from 'node:crypto';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inject } from 'vitest';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { type AppContext, createAppContext } from '../platform/app-context';
import { type Database, openDatabase } from '../platform/db/client';
import type { MailMessage } from '../platform/mail/mailer';
import { adminUrl, createDatabase, dropDatabase } from './postgres-admin';

/** A database of this test file's own, copied from the migrated template. */
export async function openTestDatabase(): Promise<{ database: Database; drop: () => Promise<void> }> {
  const template = inject('template');
  if (template.kind === 'postgres') {
    const name = `atrium_t_${randomBytes(6).toString('hex')}`;
    await createDatabase(template.databaseUrl, name, template.name);
    const database = await openDatabase({ databaseUrl: adminUrl(template.databaseUrl, name), poolSize: 4 });
    return { database, drop: () => dropDatabase(template.databaseUrl, name) };
  }
  const database = await openDatabase({ loadDataDir: new Blob([await readFile(template.file)]) });
  return { database, drop: async () => undefined };
}

export interface TestApp {
  app: Awaited<ReturnType<typeof buildApp>>;
  ctx: AppContext;
  /** Messages the app has sent, oldest first. */
  outbox(): Promise<MailMessage[]>;
  close(): Promise<void>;
}

export async function createTestApp(env: Record<string, string> = {}): Promise<TestApp> {
  const { database, drop } = await openTestDatabase();
  const dataDir = await mkdtemp(join(tmpdir(), 'atrium-app-'));
  const config = loadConfig({
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    PUBLIC_URL: 'http://acme.test',
    WEB_DIST: join(dataDir, 'no-web'),
    ...env,
  });
  const ctx = createAppContext(config, database, { info: () => undefined, error: () => undefined });
  const app = await buildApp(ctx, { logger: false });
  await app.ready();
  return {
    app,
    ctx,
    async outbox() {
      const files = (await readdir(config.OUTBOX_DIR).catch(() => []))
        .filter((f) => f.endsWith('.json'))
        .sort();
      return Promise.all(
        files.map(async (f) => JSON.parse(await readFile(join(config.OUTBOX_DIR, f), 'utf8'))),
      );
    },
    async close() {
      await app.close();
      await database.close();
      await drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
