import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { buildOrganization } from '../../test/factories';
import { openTestDatabase } from '../../test/test-app';
import { createAppContext } from '../app-context';
import type { Database } from '../db/client';
import { queryRows } from '../db/query-rows';
import { withOrg } from '../db/tenant';
import { completeJobIn, createJobQueue, type JobDefinition } from './job-queue';

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

const eventually = async <T>(check: () => T | undefined, timeoutMs = 8000): Promise<T> => {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = check();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
};

function recorder(name: string, behaviour: (attempt: number, isLast: boolean) => void = () => undefined) {
  const runs: { value: number; isLastAttempt: boolean }[] = [];
  const definition: JobDefinition<{ value: number }> = {
    name,
    retryLimit: 1,
    async run(data, attempt) {
      runs.push({ value: data.value, isLastAttempt: attempt.isLastAttempt });
      behaviour(runs.length, attempt.isLastAttempt);
    },
  };
  return { runs, definition: definition as unknown as JobDefinition<never> };
}

describe('the job queue', () => {
  it('runs a job once the transaction that queued it commits, without waiting for the next poll', async () => {
    const jobs = createJobQueue(database, quiet);
    const { runs, definition } = recorder('test.commit');
    await jobs.start([definition]);
    const queuedAt = Date.now();
    await withOrg(database.db, org, (tx) => jobs.enqueue(tx, 'test.commit', { value: 1 }));
    await eventually(() => runs[0]);
    expect(Date.now() - queuedAt).toBeLessThan(1500);
    expect(runs).toEqual([{ value: 1, isLastAttempt: false }]);
    await jobs.stop();
  });

  it('never runs a job whose transaction rolled back', async () => {
    const jobs = createJobQueue(database, quiet);
    const { runs, definition } = recorder('test.rollback');
    await jobs.start([definition]);
    await expect(
      withOrg(database.db, org, async (tx) => {
        await jobs.enqueue(tx, 'test.rollback', { value: 2 });
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    await withOrg(database.db, org, (tx) => jobs.enqueue(tx, 'test.rollback', { value: 3 }));
    await eventually(() => runs[0]);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(runs.map((run) => run.value)).toEqual([3]);
    await jobs.stop();
  });

  it('retries a failed attempt and tells the job when it is the last one', async () => {
    const jobs = createJobQueue(database, quiet);
    const { runs, definition } = recorder('test.retry', (attempt) => {
      if (attempt === 1) throw new Error('mail server away');
    });
    await jobs.start([definition]);
    await withOrg(database.db, org, (tx) => jobs.enqueue(tx, 'test.retry', { value: 4 }));
    await eventually(() => runs[1], 15_000);
    expect(runs).toEqual([
      { value: 4, isLastAttempt: false },
      { value: 4, isLastAttempt: true },
    ]);
    await jobs.stop();
  });

  it('runs jobs queued together one after another, not one per polling interval', async () => {
    const jobs = createJobQueue(database, quiet);
    const { runs, definition } = recorder('test.backlog');
    await jobs.start([definition]);
    const queuedAt = Date.now();
    await withOrg(database.db, org, async (tx) => {
      for (let value = 1; value <= 5; value += 1) await jobs.enqueue(tx, 'test.backlog', { value });
    });
    await eventually(() => runs[4], 15_000);
    expect(Date.now() - queuedAt).toBeLessThan(2_000);
    expect(runs.map((run) => run.value).sort()).toEqual([1, 2, 3, 4, 5]);
    await jobs.stop();
  });

  it('marks a job done in the transaction of its last change, once', async () => {
    const jobs = createJobQueue(database, quiet);
    const seen: string[] = [];
    const definition: JobDefinition<{ value: number }> = {
      name: 'test.complete-in',
      retryLimit: 0,
      async run(_data, attempt) {
        await withOrg(database.db, org, (tx) => completeJobIn(tx, attempt.jobId));
        const [row] = await queryRows<{ state: string }>(
          database.db,
          sql`select state::text from pgboss.job where id = ${attempt.jobId}`,
        );
        seen.push(row?.state as string);
        await withOrg(database.db, org, (tx) => completeJobIn(tx, attempt.jobId)).catch((error: Error) =>
          seen.push(error.message.replace(attempt.jobId, '<id>')),
        );
      },
    };
    await jobs.start([definition as unknown as JobDefinition<never>]);
    await withOrg(database.db, org, (tx) => jobs.enqueue(tx, 'test.complete-in', { value: 6 }));
    await eventually(() => seen[1]);
    expect(seen).toEqual(['completed', 'job <id> is no longer running']);
    await jobs.stop();
  });

  it('keeps a job queued while no server works on it, and runs it when one starts', async () => {
    const first = createJobQueue(database, quiet);
    const { runs: firstRuns, definition: firstDefinition } = recorder('test.restart');
    await first.start([firstDefinition]);
    await first.stop();
    await withOrg(database.db, org, (tx) => first.enqueue(tx, 'test.restart', { value: 5 }));

    const second = createJobQueue(database, quiet);
    const { runs, definition } = recorder('test.restart');
    await second.start([definition]);
    await eventually(() => runs[0]);
    expect([runs, firstRuns]).toEqual([[{ value: 5, isLastAttempt: false }], []]);
    await second.stop();
  });

  it('schedules a job that has a cron expression', async () => {
    const jobs = createJobQueue(database, quiet);
    const { definition } = recorder('test.cron');
    await jobs.start([{ ...definition, cron: '15 0 * * *' }]);
    const rows = await queryRows<{ name: string; cron: string }>(
      database.db,
      sql`select name, cron from pgboss.schedule where name = 'test.cron'`,
    );
    expect(rows).toEqual([{ name: 'test.cron', cron: '15 0 * * *' }]);
    await jobs.stop();
  });
});
