import { ROLES } from '@atrium/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../platform/db/query-rows';
import { bearer, buildEmployee, buildOrganization, buildSignedInPeople, signIn } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { finishedTask, multipart, workbookOf } from '../../test/uploads';

let test: TestApp;
let org: number;
let tokens: Record<string, string>;

const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);

beforeAll(async () => {
  test = await createTestApp();
  org = (await buildOrganization(test.ctx)).id;
  tokens = await buildSignedInPeople(test, org, { hr: [ROLES.EMPLOYEE_MANAGER] }, 'exit-imports.test');
});
afterAll(() => test.close());

async function importRows(kind: string, rows: (string | number | null)[][], mode = 'skip_invalid_rows') {
  const body = multipart({ mode }, { name: `${kind}.xlsx`, content: await workbookOf(rows) });
  const response = await test.app.inject({
    method: 'POST',
    url: `/api/${org}/imports/${kind}/`,
    headers: { ...bearer(tokens.hr as string), ...body.headers },
    payload: body.payload,
  });
  expect(response.statusCode, response.body).toBe(202);
  return finishedTask(
    test,
    `/api/${org}/tasks-queue/tasks/${response.json().id}/`,
    bearer(tokens.hr as string),
  );
}

const periodsOf = (code: string) =>
  queryRows<{ valid_from: string; valid_to: string | null; status: string }>(
    test.ctx.database.db,
    sql`select to_char(p.valid_from, 'YYYY-MM-DD') as valid_from, to_char(p.valid_to, 'YYYY-MM-DD') as valid_to, p.status
        from employee_work_periods p join employees e on e.id = p.employee_id
        where e.organization_id = ${org} and e.code = ${code} order by p.valid_from`,
  );
const exitOf = (code: string) =>
  queryRows<{ status: string; last_working_day: string; exit_type: string }>(
    test.ctx.database.db,
    sql`select x.status, to_char(x.last_working_day, 'YYYY-MM-DD') as last_working_day, x.exit_type
        from employee_exits x join employees e on e.id = x.employee_id
        where e.organization_id = ${org} and e.code = ${code}`,
  );

describe('past employee master', () => {
  const HEADER = [
    'Employee Code',
    'First Name',
    'Last Name',
    'Email',
    'Date of Joining',
    'Last Working Day',
    'Exit Type',
  ];

  it('adds people who left as exited, unable to sign in, with their history and a completed exit', async () => {
    const task = await importRows('past_employee_master', [
      HEADER,
      ['PAST-1', 'Olga', 'Former', 'olga@exit-imports.test', '2019-01-07', '2023-06-30', 'termination'],
      ['PAST-2', 'Ravi', 'Former', 'ravi@exit-imports.test', '2023-06-30', '2023-06-01', null],
      ['PAST-3', 'Tess', 'Former', 'tess@exit-imports.test', '2020-01-01', daysAgo(-3), null],
    ]);
    expect(task).toMatchObject({ status: 'done', result: { records_added: 1, records_skipped: 2 } });
    expect(task.errors.row_errors).toEqual({
      '3': { last_working_day: ['The last working day must be after joining.'] },
      '4': { last_working_day: ['The last working day must be before today.'] },
    });
    expect(await periodsOf('PAST-1')).toEqual([
      { valid_from: '2019-01-07', valid_to: '2023-06-30', status: 'active' },
      { valid_from: '2023-07-01', valid_to: null, status: 'exited' },
    ]);
    expect(await exitOf('PAST-1')).toEqual([
      { status: 'exit-done', last_working_day: '2023-06-30', exit_type: 'termination' },
    ]);
    await expect(signIn(test, org, 'olga@exit-imports.test')).rejects.toThrow();
    const [user] = await queryRows<{ is_active: boolean }>(
      test.ctx.database.db,
      sql`select is_active from users where email = 'olga@exit-imports.test'`,
    );
    expect(user?.is_active).toBe(false);
  });
});

describe('exited employees', () => {
  const HEADER = ['Employee Code', 'Last Working Day', 'Reason'];

  it('exits current employees from the day after their last day, keeps their past and stops their sign-in', async () => {
    const leaving = await buildEmployee(test.ctx, org, {
      email: 'leaving@exit-imports.test',
      dateOfJoining: daysAgo(100),
    });
    const token = await signIn(test, org, 'leaving@exit-imports.test');
    const task = await importRows('exited_employees', [
      HEADER,
      [leaving.employee.code, daysAgo(10), 'Moved abroad'],
      ['NOBODY-9', daysAgo(10), null],
    ]);
    expect(task).toMatchObject({ status: 'done', result: { records_updated: 1, records_skipped: 1 } });
    expect(task.errors.row_errors['3']).toEqual({ code: ['There is no employee with code "NOBODY-9".'] });
    expect(await periodsOf(leaving.employee.code)).toEqual([
      { valid_from: daysAgo(100), valid_to: daysAgo(10), status: 'active' },
      { valid_from: daysAgo(9), valid_to: null, status: 'exited' },
    ]);
    expect((await exitOf(leaving.employee.code))[0]).toMatchObject({
      status: 'exit-done',
      last_working_day: daysAgo(10),
    });
    const me = await test.app.inject({ url: `/api/${org}/org/employee/me/`, headers: bearer(token) });
    expect(me.statusCode).toBe(401);

    const again = await importRows('exited_employees', [HEADER, [leaving.employee.code, daysAgo(5), null]]);
    expect(again.errors.row_errors['2']).toEqual({ code: ['This employee has exited already.'] });
  });
});
