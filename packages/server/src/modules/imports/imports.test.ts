import { ROLES } from '@atrium/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../platform/db/query-rows';
import { withOrg } from '../../platform/db/tenant';
import { withScope } from '../../platform/scope';
import { bearer, buildOrganization, buildSignedInPeople, organizationOf } from '../../test/factories';
import { openTestSocket } from '../../test/sockets';
import { createTestApp, type TestApp } from '../../test/test-app';
import { finishedTask, multipart, rowsOf, workbookOf } from '../../test/uploads';
import { createDepartment, createDesignation } from '../org-setup';

let test: TestApp;
let org: number;
let tokens: Record<string, string>;

const HEADERS = [
  'Employee Code',
  'First Name',
  'Last Name',
  'Email',
  'Department',
  'Designation',
  'Reporting Manager Code',
];

beforeAll(async () => {
  test = await createTestApp();
  org = (await buildOrganization(test.ctx)).id;
  tokens = await buildSignedInPeople(
    test,
    org,
    { admin: [ROLES.ORG_ADMIN], employee: [ROLES.EMPLOYEE], setup: [ROLES.SETUP_MANAGER] },
    'imports.test',
  );
  await withScope(test.ctx, await organizationOf(test.ctx, org), null, async (scope) => {
    await createDepartment(scope, 'Engineering');
    await createDesignation(scope, 'Engineer');
  });
});
afterAll(() => test.close());

const upload = (
  kind: string,
  token: string,
  content: Buffer,
  mode = 'all_or_nothing',
  name = 'people.xlsx',
) => {
  const body = multipart({ mode }, { name, content });
  return test.app.inject({
    method: 'POST',
    url: `/api/${org}/imports/${kind}/`,
    headers: { ...bearer(token), ...body.headers },
    payload: body.payload,
  });
};

async function uploadAndWait(kind: string, content: Buffer, mode = 'all_or_nothing') {
  const response = await upload(kind, tokens.admin as string, content, mode);
  expect(response.statusCode).toBe(202);
  return finishedTask(
    test,
    `/api/${org}/tasks-queue/tasks/${response.json().id}/`,
    bearer(tokens.admin as string),
  );
}

const employeeCount = async () =>
  (
    await withOrg(test.ctx.database.db, org, (tx) =>
      queryRows<{ n: number }>(tx, sql`select count(*)::int as n from employees`),
    )
  )[0]?.n;

describe('templates', () => {
  it('are served without signing in, with the kind’s headers', async () => {
    const response = await test.app.inject({
      method: 'GET',
      url: '/api/public/templates/grades-template.xlsx',
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('spreadsheetml');
    expect(await rowsOf(response.rawPayload)).toEqual([['Grade', 'Level']]);
  });

  it('answer 404 for a template that does not exist', async () => {
    const response = await test.app.inject({ method: 'GET', url: '/api/public/templates/../../etc/passwd' });
    expect(response.statusCode).toBe(404);
  });
});

describe('uploading', () => {
  it('is refused to people without the kind’s role', async () => {
    const response = await upload('employee_master', tokens.employee as string, await workbookOf([HEADERS]));
    expect(response.statusCode).toBe(403);
    expect(
      (
        await upload(
          'grades',
          tokens.setup as string,
          await workbookOf([
            ['Grade', 'Level'],
            ['G1', 1],
          ]),
        )
      ).statusCode,
    ).toBe(202);
  });

  it('refuses files that are not .xlsx workbooks, and files over 10 MB', async () => {
    const notXlsx = await upload(
      'grades',
      tokens.admin as string,
      Buffer.from('a,b\n1,2\n'),
      'all_or_nothing',
      'grades.csv',
    );
    expect(notXlsx.statusCode).toBe(415);
    const disguised = await upload(
      'grades',
      tokens.admin as string,
      Buffer.from('plain text'),
      'all_or_nothing',
      'grades.xlsx',
    );
    expect(disguised.statusCode).toBe(415);
    const huge = await upload('grades', tokens.admin as string, Buffer.alloc(10 * 1024 * 1024 + 10, 1));
    expect([huge.statusCode, huge.json().code]).toEqual([413, 'payload_too_large']);
    const badMode = await upload(
      'grades',
      tokens.admin as string,
      await workbookOf([['Grade', 'Level']]),
      'sometimes',
    );
    expect(badMode.statusCode).toBe(400);
  });

  it('reports unknown, duplicate and missing required columns and writes nothing', async () => {
    const task = await uploadAndWait(
      'employee_master',
      await workbookOf([
        ['Employee Code', 'First Name', 'first name', 'Shoe Size'],
        ['E-1', 'Ann', 'Ann', 42],
      ]),
    );
    expect(task.status).toBe('failed');
    expect(task.errors.column_errors).toEqual({
      duplicate_columns: ['first name'],
      unknown_columns: ['Shoe Size'],
      required_columns: ['Email'],
    });
  });

  it('with all-or-nothing, writes nothing when any row is bad and reports every problem', async () => {
    const before = await employeeCount();
    const task = await uploadAndWait(
      'employee_master',
      await workbookOf([
        HEADERS,
        ['N-1', 'Nia', 'Okafor', 'nia@imports.test', 'Engineering', 'Engineer', null],
        ['N-2', 'Raj', 'Iyer', 'not-an-email', 'Marketing', null, 'N-9'],
        ['N-1', 'Nia', 'Again', 'nia2@imports.test', null, null, null],
        ['N-3', null, 'Lee', 'admin@imports.test', null, null, null],
      ]),
    );
    expect(task.status).toBe('failed');
    expect(task.result).toEqual({ records_added: 0, records_updated: 0, records_skipped: 4 });
    expect(task.errors.duplicate_rows).toEqual([{ column: 'Employee Code', value: 'N-1', rows: [2, 4] }]);
    expect(task.errors.row_errors).toEqual({
      '3': { email: ['Enter a valid email address.'] },
      '5': { first_name: ['This field is required.'] },
    });
    expect(await employeeCount()).toBe(before);
  });

  it('checks rows against the organisation: unknown names, taken emails, unknown managers', async () => {
    const task = await uploadAndWait(
      'employee_master',
      await workbookOf([
        HEADERS,
        ['Q-1', 'Raj', 'Iyer', 'raj@imports.test', 'Marketing', null, 'Q-9'],
        ['Q-2', 'Ann', 'Lee', 'admin@imports.test', null, null, null],
      ]),
    );
    expect(task.errors.row_errors).toEqual({
      '2': {
        department: ['There is no department named "Marketing".'],
        reporting_manager_code: ['There is no employee with code "Q-9".'],
      },
      '3': { email: ['This email belongs to another person.'] },
    });
  });

  it('adds employees with their manager even when the manager comes later in the file, and audits each', async () => {
    const before = await employeeCount();
    const task = await uploadAndWait(
      'employee_master',
      await workbookOf([
        HEADERS,
        ['M-2', 'Bo', 'Chen', 'bo@imports.test', 'engineering', 'Engineer', 'M-1'],
        ['M-1', 'Ada', 'Mensah', 'ada@imports.test', 'Engineering', null, null],
      ]),
    );
    expect(task).toMatchObject({ status: 'done' });
    expect(task.result).toEqual({ records_added: 2, records_updated: 0, records_skipped: 0 });
    expect(task.errors).toBeNull();
    expect(await employeeCount()).toBe((before ?? 0) + 2);
    const [link] = await withOrg(test.ctx.database.db, org, (tx) =>
      queryRows<{ manager: string; department: string }>(
        tx,
        sql`select m.code as manager, d.name as department from employees e join employees m on m.id = e.reporting_manager_id join departments d on d.id = e.department_id where e.code = 'M-2'`,
      ),
    );
    expect(link).toEqual({ manager: 'M-1', department: 'Engineering' });
    const audits = await withOrg(test.ctx.database.db, org, (tx) =>
      queryRows<{ action: string }>(
        tx,
        sql`select action from audit_events where action like 'employee.%' and actor_user_id is not null order by id`,
      ),
    );
    expect(audits.map((a) => a.action)).toEqual(['employee.create', 'employee.create', 'employee.update']);
  });

  it('updates known codes on a second upload', async () => {
    const task = await uploadAndWait(
      'employee_master',
      await workbookOf([
        HEADERS,
        ['M-1', 'Ada', 'Mensah-Owusu', 'ada@imports.test', 'Engineering', 'Engineer', null],
      ]),
    );
    expect(task.result).toEqual({ records_added: 0, records_updated: 1, records_skipped: 0 });
  });

  it('with skip-bad-rows, writes the good rows and counts the rest as skipped', async () => {
    const task = await uploadAndWait(
      'organisation_holidays',
      await workbookOf([
        ['Date', 'Holiday', 'Optional'],
        ['2026-12-25', 'Christmas', 'No'],
        ['2026-02-30', 'Nonsense', null],
        [new Date(Date.UTC(2027, 0, 1)), 'New Year', 'Yes'],
      ]),
      'skip_invalid_rows',
    );
    expect(task).toMatchObject({ status: 'done' });
    expect(task.result).toEqual({ records_added: 2, records_updated: 0, records_skipped: 1 });
    expect(task.errors.row_errors).toEqual({ '3': { date: ['Enter a date as YYYY-MM-DD.'] } });
  });

  it('fails a workbook with no rows below its header with a clear message', async () => {
    const task = await uploadAndWait('designations', await workbookOf([['Designation']]));
    expect([task.status, task.errors.file_error]).toEqual([
      'failed',
      'The file has no rows below its header.',
    ]);
  });

  it('keeps each person’s tasks to themselves', async () => {
    const response = await upload(
      'designations',
      tokens.admin as string,
      await workbookOf([['Designation'], ['Analyst']]),
    );
    const other = await test.app.inject({
      method: 'GET',
      url: `/api/${org}/tasks-queue/tasks/${response.json().id}/`,
      headers: bearer(tokens.setup as string),
    });
    expect(other.statusCode).toBe(404);
    const mine = await test.app.inject({
      method: 'GET',
      url: `/api/${org}/tasks-queue/tasks/?task_type=upload&limit=100`,
      headers: bearer(tokens.admin as string),
    });
    expect(mine.json().results.every((task: { task_type: string }) => task.task_type === 'upload')).toBe(
      true,
    );
    expect(mine.json().results[0].id).toBe(response.json().id);
  });
});

describe('following a task live', () => {
  it('sends the owner’s socket the task’s progress and the spec’s success message', async () => {
    const me = (
      await test.app.inject({
        method: 'GET',
        url: `/api/${org}/org/employee/me/`,
        headers: bearer(tokens.admin as string),
      })
    ).json();
    const socket = await openTestSocket(test, `/ws/${org}/my-general/${me.id}/`);
    socket.send({ type: 'auth', token: tokens.admin });
    await socket.frame((f) => f.type === 'ready');
    const response = await upload(
      'designations',
      tokens.admin as string,
      await workbookOf([['Designation'], ['Architect']]),
    );
    const id = response.json().id;
    type TaskFrame = { event: string; task: { id: number; status: string; result: unknown } };
    const done = await socket.frame<TaskFrame>(
      (f) => f.type === 'task' && f.event === 'success' && (f as unknown as TaskFrame).task.id === id,
    );
    expect(done.task).toMatchObject({
      status: 'done',
      result: { records_added: 1, records_updated: 0, records_skipped: 0 },
    });
    const events = socket.frames
      .filter((f) => (f as TaskFrame).task?.id === id)
      .map((f) => (f as TaskFrame).event);
    expect(events.at(0)).toBe('progress');
    expect(events.at(-1)).toBe('success');
    socket.close();
  });
});

describe('exporting', () => {
  it('writes employees to a spreadsheet with formulas neutralised, then emails its owner', async () => {
    await uploadAndWait(
      'employee_master',
      await workbookOf([
        HEADERS,
        ['X-1', '=HYPERLINK("http://evil.test","click")', 'Doe', 'x1@imports.test', null, null, null],
      ]),
    );
    const started = await test.app.inject({
      method: 'POST',
      url: `/api/${org}/exports/employees/`,
      headers: bearer(tokens.admin as string),
      payload: { search: 'X-1' },
    });
    expect(started.statusCode).toBe(202);
    const url = `/api/${org}/tasks-queue/tasks/${started.json().id}/`;
    const task = await finishedTask(test, url, bearer(tokens.admin as string));
    expect([task.status, task.has_file, task.task_type]).toEqual(['done', true, 'download']);
    const file = await test.app.inject({
      method: 'GET',
      url: `${url}file/`,
      headers: bearer(tokens.admin as string),
    });
    const rows = await rowsOf(file.rawPayload);
    expect(rows[0]?.slice(0, 4)).toEqual(['Employee Code', 'First Name', 'Last Name', 'Email']);
    expect(rows.slice(1).map((row) => row.slice(0, 2))).toEqual([
      ['X-1', `'=HYPERLINK("http://evil.test","click")`],
    ]);
    const mail = (await test.outbox()).find((m) => m.subject === 'Employees export is ready');
    expect(mail?.to).toBe('admin@imports.test');
  });

  it('holds only the rows the employee list’s department and employment-type filters select', async () => {
    const [exportsDepartment, financeDepartment] = await withScope(
      test.ctx,
      await organizationOf(test.ctx, org),
      null,
      async (scope) => [await createDepartment(scope, 'Exports'), await createDepartment(scope, 'Finance')],
    );
    const headers = ['Employee Code', 'First Name', 'Email', 'Employment Type', 'Department'];
    await uploadAndWait(
      'employee_master',
      await workbookOf([
        headers,
        ['EXP-1', 'Ira', 'exp1@imports.test', 'full-time', 'Exports'],
        ['EXP-2', 'Jai', 'exp2@imports.test', 'intern', 'Exports'],
        ['EXP-3', 'Kia', 'exp3@imports.test', 'full-time', 'Finance'],
      ]),
    );
    const exported = async (filters: object) => {
      const started = await test.app.inject({
        method: 'POST',
        url: `/api/${org}/exports/employees/`,
        headers: bearer(tokens.admin as string),
        payload: filters,
      });
      expect(started.statusCode).toBe(202);
      const url = `/api/${org}/tasks-queue/tasks/${started.json().id}/`;
      const task = await finishedTask(test, url, bearer(tokens.admin as string));
      expect(task).toMatchObject({ status: 'done' });
      const file = await test.app.inject({ url: `${url}file/`, headers: bearer(tokens.admin as string) });
      const [header, ...rows] = await rowsOf(file.rawPayload);
      const column = (name: string) => (header as unknown[]).indexOf(name);
      return rows.map((row) => [row[column('Employee Code')], row[column('Department')]]);
    };

    expect(await exported({ department: exportsDepartment?.id })).toEqual([
      ['EXP-1', 'Exports'],
      ['EXP-2', 'Exports'],
    ]);
    expect(await exported({ department: exportsDepartment?.id, employment_type: 'intern' })).toEqual([
      ['EXP-2', 'Exports'],
    ]);
    expect(await exported({ department: financeDepartment?.id, search: 'kia' })).toEqual([
      ['EXP-3', 'Finance'],
    ]);
    expect(await exported({ department: financeDepartment?.id, status: 'exited' })).toEqual([]);
  });

  it('refuses filters the employee list does not offer', async () => {
    const response = await test.app.inject({
      method: 'POST',
      url: `/api/${org}/exports/employees/`,
      headers: bearer(tokens.admin as string),
      payload: { department: 'Exports', order_by: 'name' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().codes).toEqual({ department: ['invalid'], order_by: ['unknown_field'] });
  });

  it('is refused to people without the role', async () => {
    const response = await test.app.inject({
      method: 'POST',
      url: `/api/${org}/exports/employees/`,
      headers: bearer(tokens.employee as string),
      payload: {},
    });
    expect(response.statusCode).toBe(403);
  });
});
