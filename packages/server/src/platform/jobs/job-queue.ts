import { sql } from 'drizzle-orm';
import PgBoss from 'pg-boss';
import type { Database, Queryable } from '../db/client';
import { listenToChannel, notifyChannel, type Unlisten } from '../db/notify-channel';
import { queryRows } from '../db/query-rows';
import { pgliteJobDatabase, transactionJobDatabase } from './job-database';
import { JOB_SCHEMA } from './job-schema';

/** One attempt at a job. */
export interface JobAttempt {
  jobId: string;
  isLastAttempt: boolean;
  /** Marks the job done in `tx`, the transaction of its last change, which then happens exactly once. */
  completeIn?(tx: Queryable): Promise<void>;
}

export interface JobDefinition<Data extends object = object> {
  name: string;
  /** One attempt; throwing fails it, and it is retried up to `retryLimit` times with backoff. */
  run(data: Data, attempt: JobAttempt): Promise<void>;
  retryLimit?: number;
  /** The longest one attempt may run before it is failed (15 minutes unless given). */
  expireInSeconds?: number;
  /** A cron expression (UTC): the job is also queued on this schedule, once across all server processes. */
  cron?: string;
  /**
   * Called once the job will not be tried again: its last attempt threw, or the process running it died. The
   * one place that can tell the user (a task still "in progress" would wait forever otherwise).
   */
  onGaveUp?(data: Data): Promise<void>;
}

/** Where the queue puts the jobs of `name` it gave up on, for its `onGaveUp`. */
const gaveUpQueueOf = (name: string) => `${name}.gave-up`;

export interface JobQueue {
  /**
   * Queues a job in the caller's transaction: the job exists exactly when the change that asked for it commits. It
   * runs at once, or not before `startAfter`.
   */
  enqueue<Data extends object>(
    tx: Queryable,
    name: string,
    data: Data,
    options?: { startAfter?: Date },
  ): Promise<void>;
  start(definitions: JobDefinition<never>[]): Promise<void>;
  stop(): Promise<void>;
}

/**
 * Marks job `jobId` done in `tx`, the transaction of its last change. The queue runs a job at least once: one
 * whose process dies after its work committed but before the queue heard it finished is run again. Work that
 * commits with this is done exactly once; a job no longer active (done already, or given up) throws, rolling the
 * work back.
 */
export async function completeJobIn(tx: Queryable, jobId: string): Promise<void> {
  const done = await queryRows(
    tx,
    sql`update ${sql.raw(`${JOB_SCHEMA}.job`)} set state = 'completed', completed_on = now()
      where id = ${jobId} and state = 'active' returning id`,
  );
  if (!done.length) throw new Error(`job ${jobId} is no longer running`);
}

/** Wakes the workers of every process as soon as a transaction that queued a job commits. */
const WAKE_CHANNEL = 'atrium_jobs';
const POLLING_SECONDS = 2;
const HEARTBEAT_SECONDS = 15;
/** A running job whose worker has not been heard from for this long was left by a process that died. */
const STALE_AFTER_SECONDS = 45;
/** How often abandoned jobs are looked for (and pg-boss's other upkeep is done). */
const MAINTENANCE_SECONDS = 15;
const queueOptionsOf = (definition: JobDefinition) => ({
  retryLimit: definition.retryLimit ?? 2,
  expireInSeconds: definition.expireInSeconds ?? 15 * 60,
  deadLetter: definition.onGaveUp ? gaveUpQueueOf(definition.name) : null,
  cron: definition.cron ?? null,
});

export function createJobQueue(
  database: Database,
  log: { error(obj: unknown, msg: string): void },
  options: { maintenanceIntervalSeconds?: number; staleAfterSeconds?: number; stopTimeoutMs?: number } = {},
): JobQueue {
  const staleAfterSeconds = options.staleAfterSeconds ?? STALE_AFTER_SECONDS;
  const maintenanceSeconds = options.maintenanceIntervalSeconds ?? MAINTENANCE_SECONDS;
  const boss = new PgBoss({
    maintenanceIntervalSeconds: maintenanceSeconds,
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
  const heartbeats = new Set<NodeJS.Timeout>();

  const jobTable = sql.raw(`${JOB_SCHEMA}.job`);
  /** While a job runs, its worker says so in the job's row (pg-boss reads `output` only once a job is done). */
  const keepAlive = (jobId: string) => {
    const beat = () =>
      database.db
        .execute(
          sql`update ${jobTable} set output = jsonb_build_object('heartbeat_at', now())
            where id = ${jobId} and state = 'active'`,
        )
        .catch((error: unknown) => log.error({ err: error }, 'job heartbeat failed'));
    const timer = setInterval(beat, Math.min(HEARTBEAT_SECONDS, staleAfterSeconds / 3) * 1000);
    heartbeats.add(timer);
    return () => {
      clearInterval(timer);
      heartbeats.delete(timer);
    };
  };
  /**
   * A running job that no worker has vouched for lately was left by a process that died (kill -9, a crash):
   * its expiry is brought forward to now, and pg-boss's upkeep retries it (or fails it after its last attempt)
   * as it does any expired job, instead of after its full expiry.
   */
  const releaseAbandoned = () =>
    database.db
      .execute(
        sql`update ${jobTable} set expire_in = least(expire_in, now() - started_on)
          where state = 'active'
            and coalesce((output->>'heartbeat_at')::timestamptz, started_on)
              < now() - make_interval(secs => ${staleAfterSeconds})`,
      )
      .catch((error: unknown) => log.error({ err: error }, 'releasing abandoned jobs failed'));
  /** Makes the job's queue (and the one of jobs given up on) or brings its options up to date, and its schedule. */
  const declareQueue = async (definition: JobDefinition) => {
    const { retryLimit, expireInSeconds, deadLetter, cron } = queueOptionsOf(definition);
    if (deadLetter) await boss.createQueue(deadLetter, { name: deadLetter, retryLimit: 5 });
    const queue = {
      name: definition.name,
      retryLimit,
      expireInSeconds,
      ...(deadLetter ? { deadLetter } : {}),
    };
    await boss.createQueue(definition.name, queue);
    // A queue made by an earlier release keeps its old options unless they are set again.
    await boss.updateQueue(definition.name, queue);
    if (cron) await boss.schedule(definition.name, cron);
  };
  /**
   * The queues whose options (or schedule) differ from `definitions`, or that are missing: an earlier process
   * declared the rest already, and the ones starting beside it wait on the lock only for what changed.
   */
  const undeclared = async (definitions: JobDefinition[]) => {
    const declared = await queryRows<{
      name: string;
      retry_limit: number;
      expire_seconds: number;
      dead_letter: string | null;
      cron: string | null;
    }>(
      database.db,
      sql`select q.name, q.retry_limit, q.expire_seconds, q.dead_letter, s.cron
        from ${sql.raw(`${JOB_SCHEMA}.queue`)} q left join ${sql.raw(`${JOB_SCHEMA}.schedule`)} s on s.name = q.name`,
    );
    const byName = new Map(declared.map((queue) => [queue.name, queue]));
    return definitions.filter((definition) => {
      const queue = byName.get(definition.name);
      const wanted = queueOptionsOf(definition);
      return (
        !queue ||
        (wanted.deadLetter !== null && !byName.has(wanted.deadLetter)) ||
        queue.retry_limit !== wanted.retryLimit ||
        queue.expire_seconds !== wanted.expireInSeconds ||
        queue.dead_letter !== wanted.deadLetter ||
        queue.cron !== wanted.cron
      );
    });
  };
  let sweeper: NodeJS.Timeout | undefined;
  let unlisten: Unlisten | null = null;

  return {
    async enqueue(tx, name, data, options = {}) {
      const { startAfter } = options;
      await boss.send(name, data, { db: transactionJobDatabase(tx), ...(startAfter ? { startAfter } : {}) });
      // A job for later is found by the workers' polling; waking them now would find nothing to run.
      if (!startAfter) await notifyChannel(tx, WAKE_CHANNEL, name);
    },

    async start(definitions) {
      const all = definitions as JobDefinition[];
      // pg-boss makes a queue in steps that deadlock against another process making its own at the same time.
      await database.exclusively(async () => {
        await boss.start();
        for (const definition of await undeclared(all)) await declareQueue(definition);
      });
      await releaseAbandoned();
      sweeper = setInterval(releaseAbandoned, maintenanceSeconds * 1000);
      for (const definition of all) {
        const { onGaveUp } = definition;
        if (onGaveUp) {
          await boss.work<object>(
            gaveUpQueueOf(definition.name),
            { pollingIntervalSeconds: POLLING_SECONDS },
            async ([job]) => {
              if (job) await onGaveUp(job.data);
            },
          );
        }
        const workerId = await boss.work<object>(
          definition.name,
          { pollingIntervalSeconds: POLLING_SECONDS, includeMetadata: true, batchSize: 1 },
          async ([job]) => {
            if (!job) return;
            const stopBeating = keepAlive(job.id);
            try {
              await definition.run(job.data, {
                jobId: job.id,
                isLastAttempt: job.retryCount >= job.retryLimit,
                completeIn: (tx) => completeJobIn(tx, job.id),
              });
            } finally {
              stopBeating();
              // The worker fetches again at once rather than after its polling interval, so jobs waiting in
              // the queue (a backlog after a restart, many queued in one transaction) run one after another.
              const self = workerIds.get(definition.name);
              if (self) boss.notifyWorker(self);
            }
          },
        );
        workerIds.set(definition.name, workerId);
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
      clearInterval(sweeper);
      await boss.stop({ graceful: true, close: true, timeout: options.stopTimeoutMs ?? 10_000 });
      // Jobs still running past the timeout are no longer vouched for: they are retried after their grace.
      for (const timer of heartbeats) clearInterval(timer);
      heartbeats.clear();
    },
  };
}
