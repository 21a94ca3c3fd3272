import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { installJobSchema } from '../jobs/job-schema';
import { useNamedStatements } from './prepared-statements';

export type Db = PgDatabase<PgQueryResultHKT>;
export type Tx = PgTransaction<
  PgQueryResultHKT,
  Record<string, never>,
  ExtractTablesWithRelations<Record<string, never>>
>;
export type Queryable = Db | Tx;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Applies the migrations, then installs the job tables, one process at a time (`exclusively`). */
  migrate(): Promise<void>;
  /**
   * Runs `work` while no other process on the database runs its own: what changes the schema (migrations, the
   * job tables, job queues) when several processes start at once.
   */
  exclusively<T>(work: () => Promise<T>): Promise<T>;
  /** Runs a multi-statement script without parameters, outside any organisation. */
  runScript(script: string): Promise<void>;
  close(): Promise<void>;
  /** The server's address, when running on PostgreSQL. */
  databaseUrl?: string;
  /** The embedded engine, when running on PGlite (used to dump a migrated template for tests). */
  pglite?: PGlite;
}

export interface DatabaseOptions {
  databaseUrl?: string;
  /** Directory of the embedded database; omitted means in memory. */
  dataDir?: string;
  /** A dumped data directory to start the embedded database from. */
  loadDataDir?: Blob;
  poolSize?: number;
  /** Prepare the hot statements under names (see `prepared-statements.ts`); on unless turned off. */
  namedStatements?: boolean;
  /** Told when an idle pooled connection fails. */
  onIdleError?: (error: Error) => void;
  /** Told each statement's text and parameters before it runs (query plans in tests, statement tracing). */
  logQuery?: (query: string, params: unknown[]) => void;
}

const migrationsFolder = fileURLToPath(new URL('../../../drizzle', import.meta.url));

/**
 * Settings of every PostgreSQL session the application opens. JIT compilation off: the planner's cost of a walk
 * stopped by a limit, or of a join of allocations to months, counts every row it will never read, so it compiled
 * statements that run in milliseconds for a quarter of a second, and no statement here scans enough to gain from it.
 */
export const POSTGRES_SESSION_OPTIONS = '-c jit=off';

/** The advisory lock `exclusively` holds, the same in every process on the database. */
const SCHEMA_LOCK = "hashtext('atrium.schema')";

const loggerOf = ({ logQuery }: DatabaseOptions) => (logQuery ? { logger: { logQuery } } : {});

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.databaseUrl) {
    useNamedStatements(options.namedStatements ?? true);
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: options.poolSize ?? 10,
      options: POSTGRES_SESSION_OPTIONS,
    });
    // An idle connection the server closes (a restart, a failover) is dropped and replaced on the next query;
    // without a listener its error would end the process.
    pool.on('error', (error) => options.onIdleError?.(error));
    const db = drizzlePostgres(pool, loggerOf(options)) as unknown as Db;
    const runScript = async (script: string) => {
      await pool.query(script);
    };
    // The lock is held by a connection of its own, the pool's being free for the work; a process that dies
    // holding it loses its connection, and the lock with it.
    const exclusively = async <T>(work: () => Promise<T>): Promise<T> => {
      const holder = new pg.Client({ connectionString: options.databaseUrl });
      await holder.connect();
      try {
        await holder.query(`select pg_advisory_lock(${SCHEMA_LOCK})`);
        return await work();
      } finally {
        await holder.end();
      }
    };
    return {
      db,
      kind: 'postgres',
      databaseUrl: options.databaseUrl,
      migrate: () =>
        exclusively(async () => {
          await migratePostgres(drizzlePostgres(pool), { migrationsFolder });
          await installJobSchema(db, runScript);
        }),
      exclusively,
      runScript,
      close: () => pool.end(),
    };
  }
  if (options.dataDir) mkdirSync(options.dataDir, { recursive: true });
  const pglite = await PGlite.create({
    extensions: { pg_trgm, unaccent },
    ...(options.dataDir ? { dataDir: options.dataDir } : {}),
    ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
  });
  // A new write-ahead log segment is zero-filled by default: 16 MB written in 8 KB pieces into the engine's
  // in-memory files held the event loop for a quarter of a second at each switch. Unfilled, it costs nothing.
  await pglite.exec('set wal_init_zero = off');
  const db = drizzlePglite(pglite, loggerOf(options)) as unknown as Db;
  const runScript = async (script: string) => {
    await pglite.exec(script);
  };
  return {
    db,
    kind: 'pglite',
    pglite,
    async migrate() {
      await migratePglite(drizzlePglite(pglite), { migrationsFolder });
      await installJobSchema(db, runScript);
    },
    // One process holds the embedded database.
    exclusively: (work) => work(),
    runScript,
    close: () => pglite.close(),
  };
}
