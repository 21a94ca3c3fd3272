import type { ChildProcess } from 'node:child_process';
import { ROLES } from '@atrium/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { openSession } from '../modules/accounts';
import { createAppContext } from '../platform/app-context';
import { queryRows } from '../platform/db/query-rows';
import { withOrg } from '../platform/db/tenant';
import { buildEmployee, buildOrganization } from '../test/factories';
import {
  type ChildDatabase,
  freePort,
  killHard,
  openChildDatabase,
  pause,
  randomBetween,
  startChild,
} from './child-processes';

/**
 * The real server in a child process takes creating writes from a few clients, each with an Idempotency-Key,
 * and is killed (`kill -9`) at a random moment, then started again on the same database, `KILLS` times. What
 * the database promises across a killed process, on PostgreSQL and on the embedded database alike: every
 * write a client saw acknowledged is there exactly once, and a write cut off by the kill is either wholly there
 * or wholly absent, so sending it again with its key creates it once or answers it as it was first answered.
 * The embedded database runs with fsync off (PGlite starts PostgreSQL with `-F`; its Node file system has no
 * fsync): a commit reaches the operating system before it is acknowledged, so it outlives the process, though
 * not a crash of the machine.
 */
const KILLS = Number(process.env.WALLS_KILLS ?? 2);
/** How long writes run before each kill, in milliseconds (drawn at random between the two). */
const WRITING_MS = [300, 1_500] as const;
const CLIENTS = 4;

type Kind = 'holiday' | 'employee';
interface Write {
  n: number;
  kind: Kind;
  key: string;
  body: Record<string, unknown>;
  /** The first 2xx answer the client saw, once it saw one. */
  answer?: { status: number; id: number };
}

let database: ChildDatabase;
let org: number;
let token: string;
let port: number;

beforeAll(async () => {
  database = await openChildDatabase();
  ({ org, token } = await database.use(async (db) => {
    const ctx = createAppContext(loadConfig({ DATA_DIR: database.dataDir }), db, {
      info: () => undefined,
      error: () => undefined,
    });
    const id = (await buildOrganization(ctx, { memberLimit: null })).id;
    const { user } = await buildEmployee(ctx, id, {
      email: 'writer@durability.test',
      roles: [ROLES.EMPLOYEE_MANAGER, ROLES.SETUP_MANAGER],
      password: null,
    });
    const { access } = await withOrg(db.db, id, (tx) =>
      openSession({
        ctx,
        tx,
        user,
        method: 'password',
        origin: { address: '10.0.0.1', requestId: 'kill-durability' },
      }),
    );
    return { org: id, token: access };
  }));
  port = await freePort();
});
afterAll(() => database?.drop());

async function startServer(): Promise<ChildProcess> {
  const server = startChild('src/main.ts', {
    ...database.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    PUBLIC_URL: 'http://acme.test',
    WEB_DIST: `${database.dataDir}/no-web`,
  });
  let errors = '';
  server.stdout?.resume();
  server.stderr?.on('data', (chunk) => {
    errors = `${errors}${chunk}`.slice(-4_000);
  });
  for (const started = Date.now(); Date.now() - started < 60_000; await pause(100)) {
    if (server.exitCode !== null) throw new Error(`the server stopped (${server.exitCode}): ${errors}`);
    const ready = await fetch(`http://127.0.0.1:${port}/readyz`).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) return server;
  }
  await killHard(server);
  throw new Error(`the server did not become ready: ${errors}`);
}

const dayAfter = (n: number) => new Date(Date.UTC(2040, 0, 1) + n * 86_400_000).toISOString().slice(0, 10);

function newWrite(n: number): Write {
  const kind: Kind = n % 2 ? 'holiday' : 'employee';
  const body =
    kind === 'holiday'
      ? { date: dayAfter(n), name: `Durability ${n}` }
      : {
          first_name: 'Dura',
          last_name: `Ble${n}`,
          email: `dur${n}@durability.test`,
          code: `DUR${n}`,
          employment_type: 'full-time',
          date_of_joining: '2024-01-01',
        };
  return { n, kind, key: `durability-${n}`, body };
}

const pathOf = (kind: Kind) => (kind === 'holiday' ? '/leave-portal/holidays/' : '/org/employees/');

/** Sends the write; a network error (the server was killed under it) answers null. */
async function send(write: Write) {
  try {
    const response = await fetch(`http://127.0.0.1:${port}/api/${org}${pathOf(write.kind)}`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${token}`,
        'content-type': 'application/json',
        'idempotency-key': write.key,
      },
      body: JSON.stringify(write.body),
    });
    const body = await response.text();
    return {
      status: response.status,
      body,
      replayed: response.headers.get('idempotent-replayed') === 'true',
    };
  } catch {
    return null;
  }
}

const idOf = (body: string) => (JSON.parse(body) as { id: number }).id;

describe('the server killed during writes', () => {
  it(
    'keeps every acknowledged write exactly once, and none half-written',
    async () => {
      const writes: Write[] = [];
      const refused: string[] = [];
      let retriedAfterKill = 0;
      let committedUnseen = 0;
      let replayedAfterRestart = 0;
      let unacknowledged: Write[] = [];
      let lastCycle: Write[] = [];

      for (let cycle = 0; cycle <= KILLS; cycle += 1) {
        const server = await startServer();

        // Writes cut off by the kill are sent again with their key: each is created now or was already.
        for (const write of unacknowledged) {
          const outcome = await send(write);
          if (outcome?.status !== 201)
            refused.push(`retry ${write.key}: ${outcome?.status} ${outcome?.body}`);
          else write.answer = { status: outcome.status, id: idOf(outcome.body) };
          retriedAfterKill += 1;
          if (outcome?.replayed) committedUnseen += 1;
        }
        unacknowledged = [];
        // Writes acknowledged before the kill are answered as they were first answered.
        for (const write of lastCycle) {
          const outcome = await send(write);
          if (
            outcome?.status !== write.answer?.status ||
            !outcome?.replayed ||
            idOf(outcome.body) !== write.answer?.id
          ) {
            refused.push(`replay ${write.key}: ${outcome?.status} ${outcome?.body}`);
          }
          replayedAfterRestart += 1;
        }
        if (cycle === KILLS) {
          await killHard(server);
          break;
        }

        let writing = true;
        const sentThisCycle: Write[] = [];
        const client = async () => {
          while (writing) {
            const write = newWrite(writes.length + 1);
            writes.push(write);
            sentThisCycle.push(write);
            const outcome = await send(write);
            if (!outcome) return;
            if (outcome.status === 201) write.answer = { status: outcome.status, id: idOf(outcome.body) };
            else refused.push(`${write.key}: ${outcome.status} ${outcome.body}`);
          }
        };
        const clients = Array.from({ length: CLIENTS }, client);
        await pause(randomBetween(...WRITING_MS));
        await killHard(server);
        writing = false;
        await Promise.all(clients);
        unacknowledged = sentThisCycle.filter((write) => !write.answer);
        lastCycle = sentThisCycle.filter((write) => write.answer);
      }

      // Every write, acknowledged before a kill or created by its retry after one, is there once with the id
      // it was answered with; no record is there that no client asked for, and none is half there.
      const found = await database.use((db) =>
        withOrg(db.db, org, async (tx) => ({
          holidays: await queryRows<{ name: string; id: number }>(
            tx,
            sql`select name, id from organization_holidays where name like 'Durability %'`,
          ),
          employees: await queryRows<{ email: string; id: number }>(
            tx,
            sql`select u.email, e.id from employees e join users u on u.id = e.user_id
                where u.email like 'dur%@durability.test'`,
          ),
          users: await queryRows<{ count: number }>(
            tx,
            sql`select count(*)::int as count from users where email like 'dur%@durability.test'`,
          ),
        })),
      );
      const ids = new Map<string, number[]>();
      for (const { name, id } of found.holidays) ids.set(name, [...(ids.get(name) ?? []), id]);
      for (const { email, id } of found.employees) ids.set(email, [...(ids.get(email) ?? []), id]);
      const nameOf = (write: Write) =>
        write.kind === 'holiday' ? `Durability ${write.n}` : `dur${write.n}@durability.test`;
      const acknowledged = writes.filter((write) => write.answer);
      const lost = acknowledged.filter(
        (write) => !ids.get(nameOf(write))?.includes(write.answer?.id as number),
      );
      const duplicated = [...ids.values()].filter((list) => list.length > 1);
      const asked = new Set(writes.map(nameOf));
      const unasked = [...ids.keys()].filter((name) => !asked.has(name));

      console.info(
        `durability (${database.kind}): ${KILLS} kills survived, ${acknowledged.length} writes acknowledged ` +
          `(${retriedAfterKill} cut off by a kill and sent again, ${committedUnseen} of those committed ` +
          `before it; ${replayedAfterRestart} replayed after a restart), ${lost.length} lost, ` +
          `${duplicated.length} duplicated`,
      );
      expect(refused).toEqual([]);
      expect(acknowledged.length).toBe(writes.length);
      expect(lost.map(nameOf)).toEqual([]);
      expect(duplicated).toEqual([]);
      expect(unasked).toEqual([]);
      expect(found.users[0]?.count).toBe(found.employees.length);
      expect(acknowledged.length).toBeGreaterThan(KILLS * CLIENTS);
    },
    KILLS * 30_000 + 60_000,
  );
});
