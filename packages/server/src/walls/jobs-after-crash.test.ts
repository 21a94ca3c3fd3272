import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { FILE_PROCESSING_FAILED, giveUpTask, type TaskJobData } from '../modules/tasks';
import { type AppContext, createAppContext } from '../platform/app-context';
import type { Database } from '../platform/db/client';
import { queryRows } from '../platform/db/query-rows';
import { withOrg } from '../platform/db/tenant';
import { createJobQueue, type JobDefinition } from '../platform/jobs/job-queue';
import { buildEmployee, buildOrganization } from '../test/factories';
import { openTestDatabase } from '../test/test-app';

let database: Database;
let drop: () => Promise<void>;
let org: number;
let ctx: AppContext;
let userId: number;
const quiet = { info: () => undefined, error: () => undefined };

beforeAll(async () => {
  ({ database, drop } = await openTestDatabase());
  ctx = createAppContext(loadConfig({}), database, quiet);
  org = (await buildOrganization(ctx)).id;
  userId = (await buildEmployee(ctx, org, { email: 'owner@crash.test' })).user.id;
});
afterAll(async () => {
  await database.close();
  await drop();
});

const job = (run: JobDefinition<{ value: number }>['run']) =>
  ({ name: 'walls.crash', retryLimit: 2, run }) as unknown as JobDefinition<never>;

/**
 * A process takes one job of `name` and never finishes it, then stops vouching for it, as a killed one would.
 * `define` turns a run into the job's definition.
 */
async function dieWhileRunning<Data extends object>(
  define: (run: JobDefinition<Data>['run']) => JobDefinition<never>,
  name: string,
  data: Data,
) {
  let started = false;
  const first = createJobQueue(database, quiet, {
    maintenanceIntervalSeconds: 1,
    staleAfterSeconds: 2,
    stopTimeoutMs: 200,
  });
  await first.start([
    define(async () => {
      started = true;
      await new Promise(() => undefined);
    }),
  ]);
  await withOrg(database.db, org, (tx) => first.enqueue<Data>(tx, name, data));
  while (!started) await new Promise((resolve) => setTimeout(resolve, 20));
  await first.stop();
}

describe('a job whose worker died', () => {
  it('is picked up again once its heartbeats stop, and finishes', async () => {
    await dieWhileRunning(job, 'walls.crash', { value: 7 });

    const finished: number[] = [];
    const second = createJobQueue(database, quiet, { maintenanceIntervalSeconds: 1, staleAfterSeconds: 2 });
    const restartedAt = Date.now();
    await second.start([
      job(async (data) => {
        finished.push(data.value);
      }),
    ]);
    while (!finished.length && Date.now() - restartedAt < 30_000)
      await new Promise((resolve) => setTimeout(resolve, 50));
    await second.stop();
    expect(finished).toEqual([7]);
    expect(Date.now() - restartedAt).toBeLessThan(30_000);
  }, 60_000);

  it('is not taken from a live worker that runs past the grace', async () => {
    const runs: number[] = [];
    const queue = createJobQueue(database, quiet, { maintenanceIntervalSeconds: 1, staleAfterSeconds: 2 });
    await queue.start([
      job(async (data) => {
        runs.push(data.value);
        await new Promise((resolve) => setTimeout(resolve, 7_000));
      }),
    ]);
    await withOrg(database.db, org, (tx) => queue.enqueue(tx, 'walls.crash', { value: 8 }));
    await new Promise((resolve) => setTimeout(resolve, 9_000));
    await queue.stop();
    expect(runs).toEqual([8]);
  }, 60_000);

  it('is given up after its last attempt dies, and the task it ran is shown failed', async () => {
    const [task] = await withOrg(database.db, org, (tx) =>
      queryRows<{ id: number }>(
        tx,
        sql`insert into background_tasks (organization_id, user_id, task_type, kind, filename, display_name, status)
            values (${org}, ${userId}, 'upload', 'employee_master', 'people.xlsx', 'People', 'processing')
            returning id`,
      ),
    );
    const taskId = task?.id as number;
    const lastOnly = (run: JobDefinition<TaskJobData>['run']) =>
      ({
        name: 'walls.crash-once',
        retryLimit: 0,
        run,
        onGaveUp: (data: TaskJobData) => giveUpTask(ctx, data),
      }) as unknown as JobDefinition<never>;
    await dieWhileRunning<TaskJobData>(lastOnly, 'walls.crash-once', { organizationId: org, taskId });

    let reruns = 0;
    const second = createJobQueue(database, quiet, { maintenanceIntervalSeconds: 1, staleAfterSeconds: 2 });
    await second.start([
      lastOnly(async () => {
        reruns += 1;
      }),
    ]);
    const statusOf = async () =>
      (
        await withOrg(database.db, org, (tx) =>
          queryRows<{ status: string; errors: unknown }>(
            tx,
            sql`select status, errors from background_tasks where id = ${taskId}`,
          ),
        )
      )[0];
    const restartedAt = Date.now();
    while ((await statusOf())?.status === 'processing' && Date.now() - restartedAt < 40_000)
      await new Promise((resolve) => setTimeout(resolve, 100));
    await second.stop();
    expect(await statusOf()).toMatchObject({
      status: 'failed',
      errors: { file_error: FILE_PROCESSING_FAILED },
    });
    expect(reruns).toBe(0);
  }, 90_000);
});
