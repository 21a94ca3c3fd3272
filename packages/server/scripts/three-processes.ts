/**
 * The product as an operator runs it at scale: three server processes, each with its own port and data folder,
 * started at the same moment on one empty PostgreSQL database, with one DATA_KEY and the files kept in the
 * database. Run with `npm run test:processes` (PostgreSQL at ADMIN_DATABASE_URL, by default the local server as
 * `postgres`); it makes a database of its own and drops it after.
 */

import assert from 'node:assert/strict';
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import ExcelJS from 'exceljs';
import pg from 'pg';
import WebSocket from 'ws';
import { adminUrl, createDatabase, dropDatabase } from '../src/test/postgres-admin';

const ADMIN_URL = process.env.ADMIN_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const SERVER_DIR = fileURLToPath(new URL('..', import.meta.url));
const PASSWORD = 'Atrium@2026';
const OPERATOR_TOKEN = randomBytes(24).toString('hex');
/** Enough rows that the import is still writing when its process is killed. */
const KILLED_IMPORT_ROWS = 30_000;

const name = `atrium_processes_${Date.now()}_${process.pid}`;
const databaseUrl = adminUrl(ADMIN_URL, name);
const dataKey = randomBytes(32).toString('base64');
let folder: string;
let inspector: pg.Client;

interface Server {
  label: string;
  port: number;
  dataDir: string;
  child: ChildProcess;
  /** The last lines it wrote, shown when it fails. */
  output: string;
}
const servers: Server[] = [];

interface Created {
  id: number;
}
interface Task {
  status: string;
  errors: unknown;
  has_file: boolean;
}
interface Me {
  id: number;
  email: string;
  employee_info: { id: number };
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const seconds = (since: number) => `${((performance.now() - since) / 1000).toFixed(1)} s`;
const ms = (since: number) => `${Math.round(performance.now() - since)} ms`;

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject()));
    });
  });
}

/** `npm start -w @atrium/server` without npm in between, so `kill -9` reaches the server itself. */
function startServer(label: string, port: number, dataDir: string): Server {
  const { DATABASE_URL: _, ...inherited } = process.env;
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: SERVER_DIR,
    env: {
      ...inherited,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      // The same database for all three; the name only labels each process's connections in pg_stat_activity.
      DATABASE_URL: `${databaseUrl}?application_name=${label}`,
      DATA_KEY: dataKey,
      FILE_STORE: 'database',
      OPERATOR_TOKEN,
      DATABASE_POOL_SIZE: '4',
      // The killed import is taken up by the others once unheard from for this long, rather than after 45 s.
      JOB_STALE_AFTER_SECONDS: '10',
      LOG_LEVEL: 'warn',
      WEB_DIST: join(dataDir, 'no-web'),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const server: Server = { label, port, dataDir, child, output: '' };
  const keep = (chunk: Buffer) => {
    server.output = `${server.output}${chunk}`.slice(-4_000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  return server;
}

async function untilReady(server: Server) {
  for (const started = performance.now(); performance.now() - started < 90_000; await pause(200)) {
    if (server.child.exitCode !== null)
      assert.fail(`${server.label} stopped (${server.child.exitCode}):\n${server.output}`);
    const [health, ready] = await Promise.all(
      ['/healthz', '/readyz'].map((path) =>
        fetch(`http://127.0.0.1:${server.port}${path}`).then(
          (response) => response.status,
          () => 0,
        ),
      ),
    );
    if (health === 200 && ready === 200) return;
  }
  assert.fail(`${server.label} was not ready after 90 s:\n${server.output}`);
}

function killHard(server: Server): Promise<void> {
  const { child } = server;
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGKILL');
  });
}

async function call(
  server: Server,
  method: string,
  path: string,
  token: string | null,
  body?: unknown,
): Promise<{ status: number; json: <T>() => T; bytes: Buffer }> {
  const headers: Record<string, string> = {};
  if (token) headers.authorization = `Bearer ${token}`;
  let payload: FormData | string | undefined;
  if (body instanceof FormData) payload = body;
  else if (body !== undefined) {
    headers['content-type'] = 'application/json';
    payload = JSON.stringify(body);
  }
  const response = await fetch(`http://127.0.0.1:${server.port}${path}`, { method, headers, body: payload });
  const bytes = Buffer.from(await response.arrayBuffer());
  return { status: response.status, bytes, json: <T>() => JSON.parse(bytes.toString()) as T };
}

/** Answers `expected`, or fails naming the call, the process and what it answered. */
async function expectCall(
  expected: number,
  server: Server,
  method: string,
  path: string,
  token: string | null,
  body?: unknown,
) {
  const answer = await call(server, method, path, token, body);
  assert.equal(
    answer.status,
    expected,
    `${method} ${path} through ${server.label}: ${answer.status} ${answer.bytes.toString().slice(0, 500)}`,
  );
  return answer;
}

async function workbookOf(rows: string[][]): Promise<Blob> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Sheet1');
  for (const row of rows) sheet.addRow(row);
  return new Blob([await workbook.xlsx.writeBuffer()]);
}

async function rowsOf(content: Buffer): Promise<unknown[][]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(content as unknown as ArrayBuffer);
  const rows: unknown[][] = [];
  workbook.worksheets[0]?.eachRow((row) => {
    rows.push((row.values as unknown[]).slice(1));
  });
  return rows;
}

/** Polls the task through `server` until it has finished. */
async function finishedTask(server: Server, org: number, token: string, id: number, timeoutMs: number) {
  const deadline = performance.now() + timeoutMs;
  for (;;) {
    const task = (
      await expectCall(200, server, 'GET', `/api/${org}/tasks-queue/tasks/${id}/`, token)
    ).json<Task>();
    if (['done', 'failed', 'ignored'].includes(task.status)) return task;
    if (performance.now() > deadline)
      assert.fail(`task ${id} still ${task.status} after ${timeoutMs / 1000} s`);
    await pause(250);
  }
}

async function uploadSkills(server: Server, org: number, token: string, skills: string[]) {
  const form = new FormData();
  form.append('mode', 'all_or_nothing');
  form.append('file', await workbookOf([['Skill'], ...skills.map((skill) => [skill])]), 'skills.xlsx');
  const received = await expectCall(
    202,
    server,
    'POST',
    `/api/${org}/imports/organisation_skills/`,
    token,
    form,
  );
  return received.json<Created>().id;
}

/** The personal socket as the web client opens it: the session token in its first frame. */
async function openPersonalSocket(server: Server, org: number, userId: number, token: string) {
  const socket = new WebSocket(`ws://127.0.0.1:${server.port}/ws/${org}/my-general/${userId}/`);
  const frames: { type: string; notification?: { notification_text: string } }[] = [];
  let closedWith: number | null = null;
  socket.on('message', (data) => frames.push(JSON.parse(String(data))));
  socket.on('close', (code) => {
    closedWith = code;
  });
  await new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve());
    socket.once('error', reject);
  });
  socket.send(JSON.stringify({ type: 'auth', token }));
  const until = async <T>(check: () => T | undefined | null, what: string, timeoutMs = 10_000) => {
    const deadline = performance.now() + timeoutMs;
    for (;;) {
      const found = check();
      if (found !== undefined && found !== null) return found;
      if (performance.now() > deadline)
        assert.fail(`the socket on ${server.label}: no ${what} in ${timeoutMs} ms`);
      await pause(10);
    }
  };
  await until(() => frames.find((frame) => frame.type === 'ready'), 'ready frame');
  return {
    notified: (text: string) =>
      until(
        () => frames.find((frame) => frame.notification?.notification_text.includes(text)),
        `notification “${text}”`,
      ),
    closeCode: () => until(() => closedWith, 'closing'),
    close: () => socket.terminate(),
  };
}

let org: number;
/** Tokens of the provisioned demo's people: hr (employee manager), admin (setup manager), manager. */
const tokens: Record<'hr' | 'admin' | 'manager', string> = { hr: '', admin: '', manager: '' };
let manager: { userId: number; employeeId: number };
let employees = 0;

/** Adds an employee reporting to the manager (who is notified), through `server`. */
async function addEmployee(server: Server, extra: Record<string, unknown> = {}) {
  employees += 1;
  const body = {
    first_name: 'Triple',
    last_name: `Process${employees}`,
    email: `triple${employees}@processes.test`,
    code: `TRI${employees}`,
    employment_type: 'full-time',
    date_of_joining: '2030-01-01',
    reporting_manager_id: manager.employeeId,
    ...extra,
  };
  const created = await expectCall(201, server, 'POST', `/api/${org}/org/employees/`, tokens.hr, body);
  return { id: created.json<Created>().id, text: `Triple Process${employees} joins` };
}

before(async () => {
  await createDatabase(ADMIN_URL, name);
  inspector = new pg.Client({ connectionString: `${databaseUrl}?application_name=three-processes-test` });
  await inspector.connect();
  folder = await mkdtemp(join(tmpdir(), 'atrium-processes-'));
});

after(async () => {
  await Promise.all(servers.map(killHard));
  await inspector?.end();
  await dropDatabase(ADMIN_URL, name);
  if (folder) await rm(folder, { recursive: true, force: true });
});

describe('three server processes on one database', () => {
  const nth = (n: number) => {
    const server = servers[n];
    assert.ok(server, `server ${n + 1} was started`);
    return server;
  };
  const [a, b, c] = [() => nth(0), () => nth(1), () => nth(2)];

  it('come up together on the empty database', async () => {
    const ports = await Promise.all([freePort(), freePort(), freePort()]);
    const started = performance.now();
    for (const [n, port] of ports.entries()) {
      servers.push(startServer(`atrium-${'abc'[n]}`, port, join(folder, `data-${'abc'[n]}`)));
    }
    await Promise.all(servers.map(untilReady));
    console.log(`three processes migrated one empty database and answered ready in ${seconds(started)}`);

    const provisioned = performance.now();
    const created = await expectCall(201, a(), 'POST', '/api/operator/organizations/', OPERATOR_TOKEN, {
      name: 'Triple Corporation',
      slug: 'triple',
      hosts: ['triple.localhost'],
      admin_email: 'operator@triple.localhost',
      sample: 'demo',
    });
    org = created.json<Created>().id;
    console.log(`the demo organisation was provisioned through ${a().label} in ${seconds(provisioned)}`);
  });

  it('share sign-ins: signed in through one, used through another, signed out through a third', async () => {
    for (const [who, server] of [
      ['hr', a()],
      ['admin', b()],
      ['manager', c()],
    ] as const) {
      const login = { email: `${who}@acme.example`, password: PASSWORD };
      tokens[who] = (
        await expectCall(200, server, 'POST', `/api/${org}/org/account/login/`, null, login)
      ).json<{ access: string }>().access;
    }
    const me = (await expectCall(200, b(), 'GET', `/api/${org}/org/employee/me/`, tokens.manager)).json<Me>();
    assert.equal(me.email, 'manager@acme.example');
    manager = { userId: me.id, employeeId: me.employee_info.id };

    const login = { email: 'employee@acme.example', password: PASSWORD };
    const session = (await expectCall(200, a(), 'POST', `/api/${org}/org/account/login/`, null, login)).json<{
      access: string;
    }>().access;
    await expectCall(200, b(), 'GET', `/api/${org}/org/employee/me/`, session);
    await call(c(), 'POST', `/api/${org}/org/account/logout/`, session, {});
    await expectCall(401, a(), 'GET', `/api/${org}/org/employee/me/`, session);
  });

  it('seal a PAN through one and reveal it through another', async () => {
    const { id } = await addEmployee(b(), { pan: 'ABCPT1234Q' });
    const revealed = await expectCall(
      200,
      c(),
      'POST',
      `/api/${org}/org/employees/${id}/identity/reveal/`,
      tokens.hr,
    );
    assert.equal(revealed.json<{ pan: string | null }>().pan, 'ABCPT1234Q');
  });

  it('import a spreadsheet uploaded through one, and serve through a third an export made by a second', async () => {
    const started = performance.now();
    const id = await uploadSkills(a(), org, tokens.admin, ['Triple Skill A', 'Triple Skill B']);
    const imported = await finishedTask(b(), org, tokens.admin, id, 30_000);
    assert.deepEqual([imported.status, imported.errors], ['done', null], JSON.stringify(imported));
    const skills = await inspector.query(
      "select name from skills where organization_id = $1 and name like 'Triple Skill %' order by name",
      [org],
    );
    assert.deepEqual(
      skills.rows.map((row) => row.name),
      ['Triple Skill A', 'Triple Skill B'],
    );

    const exportId = (
      await expectCall(202, b(), 'POST', `/api/${org}/exports/employees/`, tokens.hr, {})
    ).json<Created>().id;
    const exported = await finishedTask(b(), org, tokens.hr, exportId, 30_000);
    assert.deepEqual([exported.status, exported.has_file], ['done', true], JSON.stringify(exported));
    const file = await expectCall(
      200,
      c(),
      'GET',
      `/api/${org}/tasks-queue/tasks/${exportId}/file/`,
      tokens.hr,
    );
    const emails = (await rowsOf(file.bytes)).map((row) => row[3]);
    assert.ok(
      emails.includes('manager@acme.example'),
      `the export lists ${emails.length} rows without the manager`,
    );
    console.log(`import and export across processes in ${seconds(started)}`);
  });

  it('deliver a notification made through one to a socket on another, also once its listener dropped', async () => {
    const socket = await openPersonalSocket(c(), org, manager.userId, tokens.manager);
    const sent = performance.now();
    const first = await addEmployee(b());
    await socket.notified(first.text);
    console.log(
      `a notification made on ${b().label} reached ${c().label}'s socket ${ms(sent)} after it was sent`,
    );

    const dropped = await inspector.query(
      `select pg_terminate_backend(pid) from pg_stat_activity
        where datname = current_database() and application_name = $1 and query = 'LISTEN "atrium_realtime"'`,
      [c().label],
    );
    assert.equal(dropped.rowCount, 1, `${c().label} listens for live updates on one connection`);
    const missed = await addEmployee(a());
    assert.equal(await socket.closeCode(), 1012, 'the socket is asked to reopen and read again');

    const reopened = await openPersonalSocket(c(), org, manager.userId, tokens.manager);
    const read = await expectCall(
      200,
      c(),
      'GET',
      `/api/${org}/notifications/my-notifications/`,
      tokens.manager,
    );
    assert.ok(
      read.bytes.toString().includes(missed.text),
      'what was sent while the listener was down is read again',
    );
    const live = await addEmployee(a());
    await reopened.notified(live.text);
    reopened.close();
  });

  it('answer the employee list through all three at once, without an error', async () => {
    const measured = await Promise.all(
      [a(), b(), c()].map((server) =>
        autocannon({
          url: `http://127.0.0.1:${server.port}/api/${org}/org/employees/?page=1&page_size=50`,
          headers: { authorization: `Bearer ${tokens.hr}` },
          connections: 4,
          duration: 5,
        }),
      ),
    );
    const rows = measured.map((result, n) => ({
      process: nth(n).label,
      'req/s': Math.round(result.requests.average),
      'p50 ms': result.latency.p50,
      'p99 ms': result.latency.p99,
      'non-2xx': result.non2xx + result.errors + result.timeouts,
    }));
    console.table(rows);
    const total = rows.reduce((sum, row) => sum + row['req/s'], 0);
    console.log(`the employee list through three processes at once: ${total} req/s in all`);
    assert.deepEqual(
      rows.map((row) => row['non-2xx']),
      [0, 0, 0],
      'every request answered 200',
    );
    assert.ok(measured.every((result) => result.requests.total > 0));
  });

  it('finish on the others an import whose process was killed (kill -9) while running it', async () => {
    const started = performance.now();
    const skills = Array.from({ length: KILLED_IMPORT_ROWS }, (_, n) => `Killed Import ${n + 1}`);
    const id = await uploadSkills(a(), org, tokens.admin, skills);

    let holder: Server | undefined;
    for (
      const deadline = performance.now() + 60_000;
      !holder && performance.now() < deadline;
      await pause(20)
    ) {
      const busy = await inspector.query(
        `select application_name from pg_stat_activity
          where datname = current_database() and state <> 'idle' and query ilike '%"skills"%'
            and application_name like 'atrium-%'`,
      );
      holder = servers.find((server) => server.label === busy.rows[0]?.application_name);
    }
    assert.ok(holder, 'no process was seen writing the import');
    const task = (
      await expectCall(200, a(), 'GET', `/api/${org}/tasks-queue/tasks/${id}/`, tokens.admin)
    ).json<Task>();
    assert.equal(task.status, 'processing', `the import was ${task.status} before its process was killed`);
    await killHard(holder);
    console.log(`${holder.label} was killed ${seconds(started)} after the upload, while importing`);

    // An import's outcome commits with its job's completion: still processing now, it was not finished before.
    const survivor = servers.find((server) => server !== holder && server !== a()) ?? a();
    const cutOff = await expectCall(
      200,
      survivor,
      'GET',
      `/api/${org}/tasks-queue/tasks/${id}/`,
      tokens.admin,
    );
    assert.equal(cutOff.json<Task>().status, 'processing', 'the import was cut off by the kill');
    const finished = await finishedTask(survivor, org, tokens.admin, id, 100_000);
    assert.deepEqual([finished.status, finished.errors], ['done', null], JSON.stringify(finished));
    const count = await inspector.query(
      "select count(*)::int as n from skills where organization_id = $1 and name like 'Killed Import %'",
      [org],
    );
    assert.equal(count.rows[0].n, KILLED_IMPORT_ROWS);
    console.log(`the others finished it ${seconds(started)} after the upload`);
  });
});
