import type { ChildProcess } from 'node:child_process';
import { createInterface } from 'node:readline';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../platform/db/query-rows';
import {
  type ChildDatabase,
  killHard,
  openChildDatabase,
  pause,
  randomBetween,
  startChild,
} from './child-processes';

/**
 * `JOBS` jobs on the real queue, each inserting one row under its own key (no unique constraint, so a job run
 * twice shows as two rows), run by a worker process (`job-durability-worker.ts`) that is killed (`kill -9`)
 * `KILLS` times while they run and started again each time. Every job's row must be there exactly once. The
 * queue runs a job at least once; each of these commits its row with the job's completion (`completeJobIn`), so a
 * kill after the row committed cannot run it again.
 */
const JOBS = Number(process.env.WALLS_JOBS ?? 50);
const KILLS = Number(process.env.WALLS_JOB_KILLS ?? 2);

let database: ChildDatabase;

beforeAll(async () => {
  database = await openChildDatabase();
  await database.use((db) =>
    db.runScript('create table walls_job_effects (job_key integer not null, job_id uuid not null)'),
  );
});
afterAll(() => database?.drop());

/** What the workers said: the jobs each started and finished (a job started twice was cut off by a kill). */
interface Progress {
  started: Map<number, number>;
  ran: Set<number>;
}

/**
 * Runs the worker until it has drained the queue, or until it has finished `killAfter` jobs (then kills it a
 * moment later, in the next job or between two). Answers whether it drained.
 */
async function runWorker(env: Record<string, string>, progress: Progress, killAfter: number) {
  const worker: ChildProcess = startChild('src/walls/job-durability-worker.ts', { ...database.env, ...env });
  let errors = '';
  worker.stderr?.on('data', (chunk) => {
    errors = `${errors}${chunk}`.slice(-4_000);
  });
  let drained = false;
  let finished = 0;
  let killing: Promise<void> | null = null;
  const lines = createInterface({ input: worker.stdout as NodeJS.ReadableStream });
  lines.on('line', (line) => {
    if (line === 'drained') drained = true;
    const [, event, key] = /^(started|ran) (\d+)$/.exec(line) ?? [];
    if (event === 'started') progress.started.set(Number(key), (progress.started.get(Number(key)) ?? 0) + 1);
    if (event !== 'ran') return;
    progress.ran.add(Number(key));
    finished += 1;
    if (finished >= killAfter && !killing) killing = pause(randomBetween(0, 20)).then(() => killHard(worker));
  });
  const exited = new Promise<void>((resolve) => worker.once('exit', () => resolve()));
  const timeout = setTimeout(() => void killHard(worker), JOBS * 500 + 60_000);
  await exited;
  clearTimeout(timeout);
  await killing;
  if (!drained && !killing) throw new Error(`the worker stopped (${worker.exitCode}): ${errors}`);
  return drained;
}

describe('jobs whose worker is killed while they run', () => {
  it(
    'all run, and each one’s side effect happens exactly once',
    async () => {
      const progress: Progress = { started: new Map(), ran: new Set() };
      let kills = 0;
      let drained = false;
      for (let start = 0; !drained; start += 1) {
        // Each worker finishes at most a share of the jobs before its kill, so every kill lands while jobs are left.
        const killAfter =
          kills < KILLS
            ? randomBetween(1, Math.max(1, Math.floor(JOBS / (KILLS + 1))))
            : Number.POSITIVE_INFINITY;
        drained = await runWorker({ WALLS_ENQUEUE: start === 0 ? String(JOBS) : '0' }, progress, killAfter);
        if (!drained) kills += 1;
      }

      const { effects, states } = await database.use(async (db) => ({
        effects: await queryRows<{ key: number; count: number }>(
          db.db,
          sql`select job_key as key, count(*)::int as count from walls_job_effects group by job_key`,
        ),
        states: await queryRows<{ state: string; count: number }>(
          db.db,
          sql`select state::text, count(*)::int as count from pgboss.job where name = 'walls.effect' group by state`,
        ),
      }));
      const counted = new Map(effects.map((row) => [row.key, row.count]));
      const lost = Array.from({ length: JOBS }, (_, index) => index + 1).filter((key) => !counted.has(key));
      const duplicated = effects.filter((row) => row.count > 1);
      const cutOff = [...progress.started.values()].filter((count) => count > 1).length;
      console.info(
        `jobs (${database.kind}): ${JOBS} jobs, the worker killed ${kills} times, ${cutOff} jobs cut off by a ` +
          `kill and run again, ${effects.length} side effects, ${lost.length} lost, ${duplicated.length} duplicated`,
      );
      expect(kills).toBe(KILLS);
      expect(lost).toEqual([]);
      expect(duplicated).toEqual([]);
      expect(effects.every((row) => row.key >= 1 && row.key <= JOBS)).toBe(true);
      expect(states).toEqual([{ state: 'completed', count: JOBS }]);
    },
    JOBS * 1_000 + KILLS * 30_000 + 60_000,
  );
});
