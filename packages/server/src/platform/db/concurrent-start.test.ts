import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { describe, expect, inject, it } from 'vitest';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';
import { adminUrl, createDatabase, dropDatabase } from '../../test/postgres-admin';
import { createAppContext } from '../app-context';
import { openDatabase } from './client';
import { queryRows } from './query-rows';

const template = inject('template');
const quiet = { info: () => undefined, error: () => undefined };
const migrationCount = (
  JSON.parse(readFileSync(new URL('../../../drizzle/meta/_journal.json', import.meta.url), 'utf8')) as {
    entries: unknown[];
  }
).entries.length;

/** One server process: its own pool on the database, migrating it, then starting its jobs and listeners. */
async function startProcess(databaseUrl: string) {
  const database = await openDatabase({ databaseUrl, poolSize: 2 });
  const dataDir = await mkdtemp(join(tmpdir(), 'atrium-start-'));
  try {
    await database.migrate();
    const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', WEB_DIST: join(dataDir, 'no-web') });
    const app = await buildApp(createAppContext(config, database, quiet), { logger: false });
    await app.ready();
    return { app, database, dataDir };
  } catch (error) {
    await database.close();
    throw error;
  }
}

describe.runIf(template.kind === 'postgres')(
  'ten server processes started together on an empty database',
  () => {
    it('all come up, and each migration and job queue is made once', async () => {
      if (template.kind !== 'postgres') return;
      const name = `${template.name}_${randomBytes(6).toString('hex')}`;
      await createDatabase(template.databaseUrl, name);
      const databaseUrl = adminUrl(template.databaseUrl, name);
      const started = await Promise.allSettled(Array.from({ length: 10 }, () => startProcess(databaseUrl)));
      const processes = started.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
      try {
        expect(
          started.flatMap((result) => (result.status === 'rejected' ? [String(result.reason)] : [])),
        ).toEqual([]);
        for (const { app } of processes) expect((await app.inject('/readyz')).statusCode).toBe(200);
        const [first] = processes;
        if (!first) throw new Error('no process started');
        const [applied] = await queryRows<{ count: number }>(
          first.database.db,
          sql`select count(*)::int as count from drizzle.__drizzle_migrations`,
        );
        expect(applied?.count).toBe(migrationCount);
        const [queues] = await queryRows<{ queues: number; partitions: number }>(
          first.database.db,
          sql`select (select count(*)::int from pgboss.queue) as queues,
          (select count(*)::int from pg_inherits where inhparent = 'pgboss.job'::regclass) as partitions`,
        );
        expect(queues?.queues).toBeGreaterThan(1);
        expect(queues?.partitions).toBe(queues?.queues);
      } finally {
        for (const { app, database, dataDir } of processes) {
          await app.close();
          await database.close();
          await rm(dataDir, { recursive: true, force: true });
        }
        await dropDatabase(template.databaseUrl, name);
      }
    }, 120_000);
  },
);
