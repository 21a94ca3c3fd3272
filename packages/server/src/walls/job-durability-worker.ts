import { sql } from 'drizzle-orm';
import { openDatabase } from '../platform/db/client';
import { queryRows } from '../platform/db/query-rows';
import { completeJobIn, createJobQueue, type JobDefinition } from '../platform/jobs/job-queue';

/**
 * The worker `job-durability.test.ts` kills. It runs the `walls.effect` jobs on the real queue, each inserting
 * its one row into `walls_job_effects` in the transaction that marks it done, prints `started <key>` and
 * `ran <key>` around each, and prints `drained` and leaves once no job is left to run. Given WALLS_ENQUEUE=n, it
 * first queues jobs 1 to n in one transaction (`queued`).
 */
const database = await openDatabase(
  process.env.DATABASE_URL
    ? { databaseUrl: process.env.DATABASE_URL, poolSize: 2 }
    : { dataDir: process.env.DATA_DIR as string },
);
const queue = createJobQueue(
  database,
  { error: (obj, message) => console.error(message, obj) },
  { maintenanceIntervalSeconds: 1, staleAfterSeconds: 2, stopTimeoutMs: 200 },
);
const effect: JobDefinition<{ key: number }> = {
  name: 'walls.effect',
  // Each kill may cost the job it interrupts one attempt.
  retryLimit: 100,
  async run({ key }, attempt) {
    process.stdout.write(`started ${key}\n`);
    await database.db.transaction(async (tx) => {
      await tx.execute(
        sql`insert into walls_job_effects (job_key, job_id) values (${key}, ${attempt.jobId})`,
      );
      await completeJobIn(tx, attempt.jobId);
    });
    process.stdout.write(`ran ${key}\n`);
  },
};
await queue.start([effect as unknown as JobDefinition<never>]);

const toQueue = Number(process.env.WALLS_ENQUEUE ?? 0);
if (toQueue) {
  await database.db.transaction(async (tx) => {
    for (let key = 1; key <= toQueue; key += 1) await queue.enqueue(tx, effect.name, { key });
  });
  process.stdout.write('queued\n');
}

for (;;) {
  const [left] = await queryRows<{ count: number }>(
    database.db,
    sql`select count(*)::int as count from pgboss.job where name = ${effect.name} and state < 'completed'`,
  );
  if (!left?.count) break;
  await new Promise((resolve) => setTimeout(resolve, 200));
}
await queue.stop();
await database.close();
process.stdout.write('drained\n');
