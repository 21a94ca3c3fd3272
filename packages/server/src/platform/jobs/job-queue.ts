import PgBoss from 'pg-boss';
import type { Database, Queryable } from '../db/client';
import { listenToChannel, notifyChannel, type Unlisten } from '../db/notify-channel';
import { pgliteJobDatabase, transactionJobDatabase } from './job-database';
import { JOB_SCHEMA } from './job-schema';

export interface JobDefinition<Data extends object = object> {
  name: string;
  /** One attempt; throwing fails it, and it is retried up to `retryLimit` times with backoff. */
  run(data: Data, attempt: { jobId: string; isLastAttempt: boolean }): Promise<void>;
  retryLimit?: number;
  expireInSeconds?: number;
  /** A cron expression (UTC): the job is also queued on this schedule, once across all server processes. */
  cron?: string;
}

export interface JobQueue {
  /** Queues a job in the caller's transaction: the job exists exactly when the change that asked for it commits. */
  enqueue<Data extends object>(tx: Queryable, name: string, data: Data): Promise<void>;
  start(definitions: JobDefinition<never>[]): Promise<void>;
  stop(): Promise<void>;
}

/** Wakes the workers of every process as soon as a transaction that queued a job commits. */
const WAKE_CHANNEL = 'atrium_jobs';
const POLLING_SECONDS = 2;

export function createJobQueue(
  database: Database,
  log: { error(obj: unknown, msg: string): void },
): JobQueue {
  const boss = new PgBoss({
    schema: JOB_SCHEMA,
    ...(database.pglite
      ? { db: pgliteJobDatabase(database.pglite) }
      : { connectionString: database.databaseUrl, max: 4 }),
    migrate: false,
    schedule: true,
    retryBackoff: true,
  });
  boss.on('error', (error) => log.error({ err: error }, 'job queue error'));
  const workerIds = new Map<string, string>();
  let unlisten: Unlisten | null = null;

  return {
    async enqueue(tx, name, data) {
      await boss.send(name, data, { db: transactionJobDatabase(tx) });
      await notifyChannel(tx, WAKE_CHANNEL, name);
    },

    async start(definitions) {
      await boss.start();
      for (const definition of definitions as JobDefinition[]) {
        await boss.createQueue(definition.name, {
          name: definition.name,
          retryLimit: definition.retryLimit ?? 2,
          expireInSeconds: definition.expireInSeconds ?? 15 * 60,
        });
        const workerId = await boss.work<object>(
          definition.name,
          { pollingIntervalSeconds: POLLING_SECONDS, includeMetadata: true, batchSize: 1 },
          async ([job]) => {
            if (!job) return;
            await definition.run(job.data, {
              jobId: job.id,
              isLastAttempt: job.retryCount >= job.retryLimit,
            });
          },
        );
        workerIds.set(definition.name, workerId);
        if (definition.cron) await boss.schedule(definition.name, definition.cron);
      }
      unlisten = await listenToChannel(
        database,
        WAKE_CHANNEL,
        (name) => {
          const workerId = workerIds.get(name);
          if (workerId) boss.notifyWorker(workerId);
        },
        (error) => log.error({ err: error }, 'job wake-up channel error'),
      );
    },

    async stop() {
      await unlisten?.();
      await boss.stop({ graceful: true, close: true, timeout: 10_000 });
    },
  };
}
