import { ROLES } from '@atrium/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../platform/db/query-rows';
import { withOrg } from '../../platform/db/tenant';
import { bearer, buildEmployee, buildOrganization, buildSignedInPeople } from '../../test/factories';
import { createTestApp } from '../../test/test-app';
import { finishedTask, multipart, rowsOf, workbookOf } from '../../test/uploads';

/**
 * Two server processes on one database, each with a data folder of its own: the first takes the requests but runs
 * no jobs, so every import and export runs on the second.
 */
async function twoProcesses(fileStore: 'disk' | 'database') {
  const front = await createTestApp({ FILE_STORE: fileStore });
  await front.ctx.jobs.stop();
  const worker = await createTestApp({ FILE_STORE: fileStore });
  expect(front.ctx.config.DATA_DIR).not.toBe(worker.ctx.config.DATA_DIR);
  const org = (await buildOrganization(front.ctx)).id;
  const { admin } = await buildSignedInPeople(
    front,
    org,
    { admin: [ROLES.ORG_ADMIN, ROLES.EMPLOYEE_MANAGER] },
    `${fileStore}.shared`,
  );
  const headers = bearer(admin as string);
  const close = async () => {
    await front.close();
    await worker.close();
  };
  return { front, worker, org, headers, close };
}

async function uploadGrades(processes: Awaited<ReturnType<typeof twoProcesses>>, grades: string[][]) {
  const { front, worker, org, headers } = processes;
  const body = multipart(
    { mode: 'all_or_nothing' },
    { name: 'grades.xlsx', content: await workbookOf([['Grade', 'Level'], ...grades]) },
  );
  const received = await front.app.inject({
    method: 'POST',
    url: `/api/${org}/imports/grades/`,
    headers: { ...headers, ...body.headers },
    payload: body.payload,
  });
  expect(received.statusCode).toBe(202);
  return finishedTask(worker, `/api/${org}/tasks-queue/tasks/${received.json().id}/`, headers);
}

describe('files kept in the database', () => {
  let processes: Awaited<ReturnType<typeof twoProcesses>>;
  beforeAll(async () => {
    processes = await twoProcesses('database');
  });
  afterAll(() => processes.close());

  it('imports on one process a spreadsheet uploaded to another', async () => {
    const task = await uploadGrades(processes, [
      ['G7', '7'],
      ['G8', '8'],
    ]);
    expect([task.status, task.errors]).toEqual(['done', null]);
    const grades = await withOrg(processes.worker.ctx.database.db, processes.org, (tx) =>
      queryRows<{ name: string }>(tx, sql`select name from grades where name in ('G7', 'G8') order by name`),
    );
    expect(grades.map((grade) => grade.name)).toEqual(['G7', 'G8']);
  });

  it('downloads from one process the export another made', async () => {
    const { front, worker, org, headers } = processes;
    const started = await front.app.inject({
      method: 'POST',
      url: `/api/${org}/exports/employees/`,
      headers,
      payload: {},
    });
    expect(started.statusCode).toBe(202);
    const url = `/api/${org}/tasks-queue/tasks/${started.json().id}/`;
    const task = await finishedTask(worker, url, headers);
    expect([task.status, task.has_file]).toEqual(['done', true]);
    const file = await front.app.inject({ method: 'GET', url: `${url}file/`, headers });
    expect(file.statusCode).toBe(200);
    const rows = await rowsOf(file.rawPayload);
    expect(rows[0]?.slice(0, 2)).toEqual(['Employee Code', 'First Name']);
    expect(rows.slice(1).map((row) => row[3])).toEqual(['admin@database.shared']);
  });

  it('serves from one process a document uploaded to another, until either removes it', async () => {
    const { front, worker, org, headers } = processes;
    const { employee } = await buildEmployee(front.ctx, org, { email: 'documented@database.shared' });
    const pdf = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(300_000, 7)]);
    const body = multipart({ title: 'Contract' }, { name: 'contract.pdf', content: pdf });
    const added = await front.app.inject({
      method: 'POST',
      url: `/api/${org}/org/employees/${employee.id}/documents/`,
      headers: { ...headers, ...body.headers },
      payload: body.payload,
    });
    expect(added.statusCode, added.body).toBe(201);
    const url = `/api/${org}/org/employees/${employee.id}/documents/${added.json().id}/`;
    const served = await worker.app.inject({ method: 'GET', url: `${url}file/`, headers });
    expect([served.statusCode, served.rawPayload.equals(pdf)]).toEqual([200, true]);
    expect((await worker.app.inject({ method: 'DELETE', url, headers })).statusCode).toBe(204);
    const files = await withOrg(front.ctx.database.db, org, (tx) =>
      queryRows<{ n: number }>(
        tx,
        sql`select count(*)::int as n from stored_files where key like '%/documents/%'`,
      ),
    );
    expect(files[0]?.n).toBe(0);
  });
});

describe('files kept on each process’s disk', () => {
  let processes: Awaited<ReturnType<typeof twoProcesses>>;
  beforeAll(async () => {
    processes = await twoProcesses('disk');
  });
  afterAll(() => processes.close());

  it('are missing on another process, which is why several processes keep them in the database', async () => {
    const task = await uploadGrades(processes, [['G9', '9']]);
    expect(task.status).toBe('failed');
    expect(task.errors.file_error_code).toBe('missing_file');
  });
});
