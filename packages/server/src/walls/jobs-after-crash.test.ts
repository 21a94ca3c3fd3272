import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { createAppContext } from '../platform/app-context';
import type { Database } from '../platform/db/client';
import { withOrg } from '../platform/db/tenant';
import { createJobQueue, type JobDefinition } from '../platform/jobs/job-queue';
import { buildOrganization } from '../test/factories';
import { openTestDatabase } from '../test/test-app';

let database: Database;
let drop: () => Promise<void>;
let org: number;
const quiet = { info: () => undefined, error: () => undefined };

beforeAll(async () => {
  ({ database, drop } = await openTestDatabase());
  org = (await buildOrganization(createAppContext(loadConfig({}), database, quiet))).id;
});
afterAll(async () => {
  await database.close();
  await drop();
});

const job = (run: JobDefinition<{ value: number }>['run']) =>
  ({ name: 'walls.crash', retryLimit: 2, run }) as unknown as JobDefinition<never>;

describe('a job whose worker died', () => {
  it('is picked up again once its heartbeats stop, and finishes', async () => {
    let started = false;
    // The first process takes the job and never finishes it; then it stops vouching for it, as a killed one would.
    const first = createJobQueue(database, quiet, {
      maintenanceIntervalSeconds: 1,
      staleAfterSeconds: 2,
      stopTimeoutMs: 200,
    });
    await first.start([
      job(async () => {
        started = true;
        await new Promise(() => undefined);
      }),
    ]);
    await withOrg(database.db, org, (tx) => first.enqueue(tx, 'walls.crash', { value: 7 }));
    while (!started) await new Promise((resolve) => setTimeout(resolve, 20));
    await first.stop();

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
});
