import { ROLES } from '@atrium/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../platform/db/query-rows';
import { withOrg } from '../../platform/db/tenant';
import { bearer, buildOrganization, buildSignedInPeople, signIn } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { uploadRows } from '../../test/uploads';

let test: TestApp;
let org: number;
let tokens: Record<string, string>;

beforeAll(async () => {
  test = await createTestApp();
  org = (await buildOrganization(test.ctx)).id;
  tokens = await buildSignedInPeople(
    test,
    org,
    { hr: [ROLES.EMPLOYEE_MANAGER], staff: [ROLES.EMPLOYEE] },
    'approver-flag.test',
  );
});
afterAll(() => test.close());

const call = (who: string, method: 'GET' | 'POST' | 'PATCH', path: string, payload?: object) =>
  test.app.inject({
    method,
    url: `/api/${org}/org/${path}`,
    headers: bearer(tokens[who] as string),
    ...(payload === undefined ? {} : { payload }),
  });

describe('the timesheet approver flag', () => {
  it('is set on an employee by an employee manager, shown on the record, audited, and makes them an approver', async () => {
    const created = await call('hr', 'POST', 'employees/', {
      first_name: 'Tara',
      last_name: 'Approver',
      email: 'tara@approver-flag.test',
      code: 'TA1',
      employment_type: 'full-time',
      date_of_joining: '2024-01-01',
      is_timesheet_approver: true,
    });
    expect(created.statusCode, created.body).toBe(201);
    const { id, user_id: userId } = created.json();
    expect((await call('hr', 'GET', `employees/${id}/`)).json().is_timesheet_approver).toBe(true);

    const changed = await call('hr', 'PATCH', `employees/${id}/`, { is_timesheet_approver: false });
    expect(changed.statusCode, changed.body).toBe(204);
    expect((await call('hr', 'GET', `employees/${id}/`)).json().is_timesheet_approver).toBe(false);
    await call('hr', 'PATCH', `employees/${id}/`, { is_timesheet_approver: true });
    expect(
      (await call('staff', 'PATCH', `employees/${id}/`, { is_timesheet_approver: false })).statusCode,
    ).toBe(403);

    const audits = await withOrg(test.ctx.database.db, org, (tx) =>
      queryRows<{ before: Record<string, unknown>; after: Record<string, unknown> }>(
        tx,
        sql`select before, after from audit_events where organization_id = ${org} and action = 'employee.update'
            and entity_id = ${String(id)} order by id`,
      ),
    );
    expect(audits[0]).toMatchObject({
      before: { isTimesheetApprover: true },
      after: { isTimesheetApprover: false },
    });

    await withOrg(test.ctx.database.db, org, (tx) =>
      tx.execute(sql`update users set password_hash = (select password_hash from users where organization_id = ${org}
        and email = 'staff@approver-flag.test') where organization_id = ${org} and id = ${userId}`),
    );
    const token = await signIn(test, org, 'tara@approver-flag.test');
    const me = await test.app.inject({
      url: `/api/${org}/org/employee/me/?roles=true`,
      headers: bearer(token),
    });
    expect(me.json()).toMatchObject({ is_timesheet_approver: true, is_approver: true });
    expect(me.json().roles).toContain(ROLES.TIMESHEET_APPROVER);
  });

  it('comes in with the employee master: Yes or No sets it, an empty cell leaves it as it is', async () => {
    const headers = ['Employee Code', 'First Name', 'Email', 'Timesheet Approver'];
    const flagOf = async (code: string) =>
      (
        await withOrg(test.ctx.database.db, org, (tx) =>
          queryRows<{ flag: boolean }>(
            tx,
            sql`select u.is_timesheet_approver as flag from employees e join users u
                on u.organization_id = e.organization_id and u.id = e.user_id
                where e.organization_id = ${org} and e.code = ${code}`,
          ),
        )
      )[0]?.flag;
    const upload = (rows: (string | null)[][]) =>
      uploadRows(test, { orgId: org, token: tokens.hr as string, kind: 'employee_master' }, [
        headers,
        ...rows,
      ]);

    const added = await upload([
      ['IMP-1', 'Isha', 'isha@approver-flag.test', 'Yes'],
      ['IMP-2', 'Ivan', 'ivan@approver-flag.test', null],
    ]);
    expect(added).toMatchObject({ status: 'done', result: { records_added: 2 } });
    expect([await flagOf('IMP-1'), await flagOf('IMP-2')]).toEqual([true, false]);

    const updated = await upload([
      ['IMP-1', 'Isha', 'isha@approver-flag.test', null],
      ['IMP-2', 'Ivan', 'ivan@approver-flag.test', 'Yes'],
    ]);
    expect(updated).toMatchObject({ status: 'done', result: { records_updated: 2 } });
    expect([await flagOf('IMP-1'), await flagOf('IMP-2')]).toEqual([true, true]);
    await upload([['IMP-1', 'Isha', 'isha@approver-flag.test', 'No']]);
    expect(await flagOf('IMP-1')).toBe(false);
  });
});
