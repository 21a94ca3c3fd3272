import type { Config } from '../config';
import { createDataSealer, type DataSealer, loadDataKey, loadPreviousDataKeys } from './crypto/data-sealer';
import type { Database, Db } from './db/client';
import { createDatabaseFileStore } from './files/database-file-store';
import { createDiskFileStore } from './files/disk-file-store';
import type { FileStore, FileStoreKind } from './files/file-store';
import { createJobQueue, type JobQueue } from './jobs/job-queue';
import { createMailer, type Mailer } from './mail/mailer';
import { createRealtimeHub, type RealtimeHub } from './realtime/realtime-hub';

/** What every module receives: configuration and the shared platform services. */
export interface AppContext {
  config: Config;
  database: Database;
  mailer: Mailer;
  jobs: JobQueue;
  realtime: RealtimeHub;
  files: FileStore;
  sealer: DataSealer;
}

export interface PlatformLog {
  info(message: string): void;
  error(obj: unknown, message: string): void;
}

/**
 * Files go where `FILE_STORE` says; unset, into the database when it is a server (several processes may share
 * it), on local disk with the embedded database (one process, its own data folder).
 */
export function fileStoreKind(
  config: Pick<Config, 'FILE_STORE'>,
  database: Pick<Database, 'kind'>,
): FileStoreKind {
  return config.FILE_STORE ?? (database.kind === 'postgres' ? 'database' : 'disk');
}

function openFileStore(config: Config, database: Database): FileStore {
  return fileStoreKind(config, database) === 'database'
    ? createDatabaseFileStore(database.db)
    : createDiskFileStore(config.FILES_DIR);
}

/** The platform services on an opened database; jobs and sockets start with the HTTP application. */
export function createAppContext(config: Config, database: Database, log: PlatformLog): AppContext {
  const mailer = createMailer({
    smtpUrl: config.SMTP_URL,
    from: config.MAIL_FROM,
    outboxDir: config.OUTBOX_DIR,
    log: (message) => log.info(message),
  });
  return {
    config,
    database,
    mailer,
    jobs: createJobQueue(database, log, {
      staleAfterSeconds: config.JOB_STALE_AFTER_SECONDS,
      maintenanceIntervalSeconds: Math.min(15, config.JOB_STALE_AFTER_SECONDS),
    }),
    realtime: createRealtimeHub(database, log),
    files: openFileStore(config, database),
    sealer: createDataSealer(
      loadDataKey(config.DATA_KEY, config.DATA_KEY_FILE),
      loadPreviousDataKeys(config.DATA_KEY_PREVIOUS),
    ),
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
    db: Db;
  }
}
