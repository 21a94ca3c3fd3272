import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { inject } from 'vitest';
import { type Database, openDatabase } from '../platform/db/client';
import { adminUrl, createDatabase, dropDatabase } from '../test/postgres-admin';
import { TEST_DATA_KEY } from '../test/test-app';

/** The server package, where `node --import tsx src/…` finds its files. */
export const SERVER_DIR = fileURLToPath(new URL('../..', import.meta.url));

/**
 * A copy of the migrated template that another process can open: a data folder of its own on the embedded
 * database, a database of its own on PostgreSQL.
 */
export interface ChildDatabase {
  kind: 'pglite' | 'postgres';
  /** Files the child keeps beside the database (outbox, keys); on the embedded database, the database too. */
  dataDir: string;
  /** What a child process is given to open it (`DATA_DIR` or `DATABASE_URL`). */
  env: Record<string, string>;
  /** Runs `work` on the database from this process; on the embedded database only while no child holds it. */
  use<T>(work: (database: Database) => Promise<T>): Promise<T>;
  drop(): Promise<void>;
}

export async function openChildDatabase(): Promise<ChildDatabase> {
  const template = inject('template');
  const dataDir = await mkdtemp(join(tmpdir(), 'atrium-child-'));
  if (template.kind === 'postgres') {
    const name = `${template.name}_${randomBytes(6).toString('hex')}`;
    await createDatabase(template.databaseUrl, name, template.name);
    const databaseUrl = adminUrl(template.databaseUrl, name);
    const database = await openDatabase({ databaseUrl, poolSize: 2 });
    return {
      kind: 'postgres',
      dataDir,
      env: { DATA_DIR: dataDir, DATABASE_URL: databaseUrl, DATA_KEY: TEST_DATA_KEY },
      use: (work) => work(database),
      async drop() {
        await database.close();
        await dropDatabase(template.databaseUrl, name);
        await rm(dataDir, { recursive: true, force: true });
      },
    };
  }
  const first = await openDatabase({ dataDir, loadDataDir: new Blob([await readFile(template.file)]) });
  await first.close();
  return {
    kind: 'pglite',
    dataDir,
    env: { DATA_DIR: dataDir },
    async use(work) {
      const database = await openDatabase({ dataDir });
      try {
        return await work(database);
      } finally {
        await database.close();
      }
    },
    drop: () => rm(dataDir, { recursive: true, force: true }),
  };
}

/** A port nothing listens on now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject()));
    });
  });
}

/** `node --import tsx <script>` in the server package, with `env` over this process's environment. */
export function startChild(script: string, env: Record<string, string>): ChildProcess {
  const { DATABASE_URL: _, ...inherited } = process.env;
  return spawn(process.execPath, ['--import', 'tsx', script], {
    cwd: SERVER_DIR,
    env: { ...inherited, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
}

/** Kills the child at once (`kill -9`), and waits until it is gone. */
export function killHard(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGKILL');
  });
}

/** Waits `ms` milliseconds. */
export const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A whole number from `min` to `max`, both included. */
export const randomBetween = (min: number, max: number) => min + Math.floor(Math.random() * (max - min + 1));
