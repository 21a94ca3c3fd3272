import { ROLES } from '@atrium/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../platform/db/query-rows';
import { withOrg } from '../../platform/db/tenant';
import { withScope } from '../../platform/scope';
import {
  bearer,
  buildEmployee,
  buildOrganization,
  buildSignedInPeople,
  changeWork,
  organizationOf,
} from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { finishedTask, multipart, workbookOf } from '../../test/uploads';
import { createDesignation } from '../org-setup';
import { findWorkOn } from './employee-work.service';

let test: TestApp;
let org: number;
let other: number;
let tokens: Record<string, string>;
let seniorId: number;
let leadId: number;

const today = new Date().toISOString().slice(0, 10);
const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);

beforeAll(async () => {
  test = await createTestApp();
  org = (await buildOrganization(test.ctx)).id;
  other = (await buildOrganization(test.ctx)).id;
  tokens = await buildSignedInPeople(
    test,
    org,
    {
      hr: [ROLES.EMPLOYEE_MANAGER],
      ceo: [ROLES.CEO],
      staff: [ROLES.EMPLOYEE],
      exits: [ROLES.EMPLOYEE_EXIT_MANAGER],
    },
    'record.test',
  );
  await withScope(test.ctx, await organizationOf(test.ctx, org), null, async (scope) => {
    seniorId = (await createDesignation(scope, 'Senior Engineer')).id;
    leadId = (await createDesignation(scope, 'Lead Engineer')).id;
  });
});
afterAll(() => test.close());

const call = (who: string, method: string, path: string, payload?: unknown, orgId = org) =>
  test.app.inject({
    method: method as 'GET',
    url: `/api/${orgId}/org/${path}`,
    headers: bearer(tokens[who] as string),
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

let serial = 0;
const newEmployee = (overrides: Record<string, unknown> = {}) => {
  serial += 1;
  return {
    first_name: 'Asha',
    last_name: `Rao${serial}`,
    email: `asha${serial}@record.test`,
    code: `R${serial}`,
    employment_type: 'full-time',
    date_of_joining: daysAgo(400),
    ...overrides,
  };
};

async function create(overrides: Record<string, unknown> = {}) {
  const response = await call('hr', 'POST', 'employees/', newEmployee(overrides));
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as { id: number; user_id: number };
}

const employeeIdOf = async (email: string) =>
  (
    await queryRows<{ id: number }>(
      test.ctx.database.db,
      sql`select e.id from employees e join users u on u.id = e.user_id where u.email = ${email}`,
    )
  )[0]?.id as number;

describe('creating an employee', () => {
  it('adds the record, opens its first work period and mails a set-password link', async () => {
    const { id } = await create({
      email: 'new.joiner@record.test',
      designation_id: seniorId,
      mobile: '9876543210',
    });
    const detail = (await call('hr', 'GET', `employees/${id}/`)).json();
    expect(detail).toMatchObject({
      email: 'new.joiner@record.test',
      designation: { id: seniorId, name: 'Senior Engineer' },
      mobile: '9876543210',
      status: 'active',
      can_manage: true,
    });
    const history = (await call('hr', 'GET', `employees/${id}/work-history/`)).json();
    expect(history.results).toHaveLength(1);
    expect(history.results[0]).toMatchObject({ valid_from: daysAgo(400), valid_to: null, status: 'active' });
    const mail = (await test.outbox()).find((message) => message.to === 'new.joiner@record.test');
    expect(mail?.text).toContain('is_initial=true');
  });

  it('tells the reporting manager a new joiner reports to them', async () => {
    const hrId = await employeeIdOf('hr@record.test');
    await create({ first_name: 'Joiner', reporting_manager_id: hrId, date_of_joining: '2026-12-01' });
    const rows = await queryRows<{ notification_text: string }>(
      test.ctx.database.db,
      sql`select notification_text from notifications n join users u on u.id = n.recipient_user_id
          where u.email = 'hr@record.test'`,
    );
    expect(rows.map((row) => row.notification_text)).toContainEqual(
      expect.stringMatching(/^Joiner \S+ joins on 01-Dec-2026 and will report to you\.$/),
    );
  });

  it.each([
    [{ dob: daysAgo(365 * 17) }, { dob: ['age_below_18'] }],
    [{ mobile: '12345' }, { mobile: ['invalid_phone'] }],
    [{ pan: 'TOO-LONG-PAN-1' }, { pan: ['invalid_pan'] }],
    [{ designation_id: 999999 }, { designation_id: ['invalid'] }],
  ])('refuses %j', async (overrides, codes) => {
    const response = await call('hr', 'POST', 'employees/', newEmployee(overrides));
    expect(response.statusCode).toBe(400);
    expect(response.json().codes).toEqual(codes);
  });

  it('refuses an email or code already in use', async () => {
    const first = newEmployee();
    await create(first);
    const sameEmail = await call('hr', 'POST', 'employees/', newEmployee({ email: first.email }));
    expect(sameEmail.json().codes).toEqual({ email: ['integrity_error'] });
    const sameCode = await call('hr', 'POST', 'employees/', newEmployee({ code: first.code.toLowerCase() }));
    expect(sameCode.json().codes).toEqual({ code: ['integrity_error'] });
  });

  it('is for employee managers and the CEO only', async () => {
    expect((await call('staff', 'POST', 'employees/', newEmployee())).statusCode).toBe(403);
    expect((await call('exits', 'POST', 'employees/', newEmployee())).statusCode).toBe(403);
    expect((await call('ceo', 'POST', 'employees/', newEmployee())).statusCode).toBe(201);
  });

  it('stops at the organisation’s member limit', async () => {
    const small = (await buildOrganization(test.ctx, { memberLimit: 2 })).id;
    const [hr] = Object.values(
      await buildSignedInPeople(test, small, { boss: [ROLES.EMPLOYEE_MANAGER] }, 'small.test'),
    );
    const add = (n: number) =>
      test.app.inject({
        method: 'POST',
        url: `/api/${small}/org/employees/`,
        headers: bearer(hr as string),
        payload: newEmployee({ email: `member${n}@small.test` }),
      });
    expect((await add(1)).statusCode).toBe(201);
    const refused = await add(2);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().code).toBe('membership_limit_exceed');

    const body = multipart(
      { mode: 'skip_invalid_rows' },
      {
        name: 'more.xlsx',
        content: await workbookOf([
          ['Employee Code', 'First Name', 'Email'],
          ['LIM-1', 'Over', 'over1@small.test'],
        ]),
      },
    );
    const upload = await test.app.inject({
      method: 'POST',
      url: `/api/${small}/imports/employee_master/`,
      headers: { ...bearer(hr as string), ...body.headers },
      payload: body.payload,
    });
    const task = await finishedTask(
      test,
      `/api/${small}/tasks-queue/tasks/${upload.json().id}/`,
      bearer(hr as string),
    );
    expect(task.result).toMatchObject({ records_added: 0, records_skipped: 1 });
    expect(task.errors.row_errors['2']).toEqual({
      code: ['Sorry, you have reached the limit by adding 50 users'],
    });
  });
});

describe('reading a record', () => {
  it('lets an employee read only their own full record', async () => {
    const own = await employeeIdOf('staff@record.test');
    const someone = await employeeIdOf('hr@record.test');
    const mine = await call('staff', 'GET', `employees/${own}/`);
    expect(mine.statusCode).toBe(200);
    expect(mine.json().can_manage).toBe(false);
    expect((await call('staff', 'GET', `employees/${someone}/`)).statusCode).toBe(403);
    expect((await call('staff', 'GET', `employees/${someone}/work-history/`)).statusCode).toBe(403);
    expect((await call('staff', 'GET', `employees/${someone}/bank-details/`)).statusCode).toBe(403);
  });

  it('never shows another organisation’s employee', async () => {
    const outsider = await buildEmployee(test.ctx, other);
    expect((await call('hr', 'GET', `employees/${outsider.employee.id}/`)).statusCode).toBe(404);
    expect(
      (await call('hr', 'PATCH', `employees/${outsider.employee.id}/`, { first_name: 'Mallory' })).statusCode,
    ).toBe(404);
    for (const list of ['work-history', 'bank-details', 'documents']) {
      const response = await call('hr', 'GET', `employees/${outsider.employee.id}/${list}/`);
      expect(response.statusCode, list).toBe(404);
      expect(response.json()).toEqual({ code: 'not_found' });
    }
  });

  it('lets an employee change their own contact details but nothing else', async () => {
    const own = await employeeIdOf('staff@record.test');
    expect(
      (await call('staff', 'PATCH', 'employee/me/profile/', { mobile: '+919876543210' })).statusCode,
    ).toBe(204);
    expect((await call('staff', 'GET', `employees/${own}/`)).json().mobile).toBe('+919876543210');
    expect((await call('staff', 'PATCH', 'employee/me/profile/', { code: 'X1' })).statusCode).toBe(400);
    expect((await call('staff', 'PATCH', `employees/${own}/`, { first_name: 'Me' })).statusCode).toBe(403);
  });
});

describe('identity numbers', () => {
  it('are stored sealed, shown masked, and revealed in full only to employee managers, with an audit row', async () => {
    const { id } = await create({ pan: 'abcde1234f', aadhaar: '123412345678' });
    const stored = await queryRows<{ pan_sealed: string; aadhaar_sealed: string }>(
      test.ctx.database.db,
      sql`select pan_sealed, aadhaar_sealed from employee_identities where employee_id = ${id}`,
    );
    expect(JSON.stringify(stored)).not.toContain('ABCDE1234F');
    expect(JSON.stringify(stored)).not.toContain('123412345678');
    expect((await call('hr', 'GET', `employees/${id}/`)).json().identity).toEqual({
      pan: 'XXXX234F',
      aadhaar: 'XXXX5678',
    });
    const revealed = await call('hr', 'POST', `employees/${id}/identity/reveal/`);
    expect(revealed.json()).toEqual({ pan: 'ABCDE1234F', aadhaar: '123412345678' });
    expect((await call('staff', 'POST', `employees/${id}/identity/reveal/`)).statusCode).toBe(403);
    const audits = await queryRows<{ n: number }>(
      test.ctx.database.db,
      sql`select count(*)::int as n from audit_events where action = 'employee.identity_reveal' and entity_id = ${String(id)}`,
    );
    expect(audits[0]?.n).toBe(1);
  });

  it('can be changed and cleared', async () => {
    const { id } = await create({ pan: 'ABCDE1234F' });
    expect(
      (await call('hr', 'PUT', `employees/${id}/identity/`, { pan: null, aadhaar: '999988887777' }))
        .statusCode,
    ).toBe(204);
    expect((await call('hr', 'GET', `employees/${id}/`)).json().identity).toEqual({
      pan: null,
      aadhaar: 'XXXX7777',
    });
  });
});

describe('effective-dated work changes', () => {
  it('keeps the past: a promotion closes the old period the day before', async () => {
    const managerA = await employeeIdOf('hr@record.test');
    const managerB = await employeeIdOf('ceo@record.test');
    const { id } = await create({ designation_id: seniorId, reporting_manager_id: managerA });
    const change = await call('hr', 'POST', `employees/${id}/work-changes/`, {
      effective_date: daysAgo(30),
      designation_id: leadId,
      reporting_manager_id: managerB,
    });
    expect(change.statusCode, change.body).toBe(200);
    const [current, previous] = change.json().results;
    expect(current).toMatchObject({
      valid_from: daysAgo(30),
      valid_to: null,
      designation: { name: 'Lead Engineer' },
    });
    expect(previous).toMatchObject({ valid_to: daysAgo(31), designation: { name: 'Senior Engineer' } });
    const before = await withOrg(test.ctx.database.db, org, (tx) => findWorkOn(tx, org, id, daysAgo(60)));
    const after = await withOrg(test.ctx.database.db, org, (tx) => findWorkOn(tx, org, id, daysAgo(10)));
    expect([before?.reportingManagerId, after?.reportingManagerId]).toEqual([managerA, managerB]);
    expect((await call('hr', 'GET', `employees/${id}/`)).json().designation.name).toBe('Lead Engineer');
  });

  it('refuses a change dated before the current period or in the future', async () => {
    const { id } = await create();
    await call('hr', 'POST', `employees/${id}/work-changes/`, {
      effective_date: daysAgo(5),
      designation_id: leadId,
    });
    const early = await call('hr', 'POST', `employees/${id}/work-changes/`, {
      effective_date: daysAgo(6),
      designation_id: seniorId,
    });
    expect(early.json().code).toBe('effective_date_before_current');
    const future = await call('hr', 'POST', `employees/${id}/work-changes/`, {
      effective_date: '2999-01-01',
      designation_id: seniorId,
    });
    expect(future.json().code).toBe('effective_date_in_future');
  });

  it('refuses a reporting line that loops', async () => {
    const top = await create();
    const middle = await create({ reporting_manager_id: top.id });
    const loop = await call('hr', 'POST', `employees/${top.id}/work-changes/`, {
      effective_date: today,
      reporting_manager_id: middle.id,
    });
    expect(loop.json().code).toBe('reporting_manager_cycle');
    const self = await call('hr', 'POST', `employees/${top.id}/work-changes/`, {
      effective_date: today,
      reporting_manager_id: top.id,
    });
    expect(self.json().code).toBe('reporting_manager_cycle');
  });
});

describe('activation', () => {
  it('deactivates and activates with audit, and never activates an exited employee', async () => {
    const { id, user_id } = await create();
    expect((await call('hr', 'POST', `employees/${id}/deactivate/`)).statusCode).toBe(204);
    expect((await call('hr', 'GET', `employees/${id}/`)).json().is_active).toBe(false);
    expect((await call('hr', 'POST', `employees/${id}/activate/`)).statusCode).toBe(204);
    // Exited as an exit's completion leaves them, without the completion's deactivating their user itself.
    await changeWork(test.ctx, org, id, { status: 'exited' });
    await call('hr', 'POST', `employees/${id}/deactivate/`);
    const refused = await call('hr', 'POST', `employees/${id}/activate/`);
    expect(refused.json().code).toBe('exited_user_cannot_be_activated');
    const actions = await queryRows<{ action: string }>(
      test.ctx.database.db,
      sql`select action from audit_events where entity_type = 'user' and entity_id = ${String(user_id)} order by id`,
    );
    expect(actions.map((row) => row.action)).toEqual([
      'user.create',
      'user.deactivate',
      'user.activate',
      'user.deactivate',
    ]);
    expect((await call('staff', 'POST', `employees/${id}/deactivate/`)).statusCode).toBe(403);
  });
});

describe('bank details', () => {
  const account = (n: string, extra: Record<string, unknown> = {}) => ({
    bank_name: 'HDFC Bank',
    account_holder: 'Asha Rao',
    account_number: `5010012345${n}`,
    ifsc: 'HDFC0001234',
    ...extra,
  });

  it('keeps exactly one primary account, masked', async () => {
    const { id } = await create();
    const first = (await call('hr', 'POST', `employees/${id}/bank-details/`, account('1'))).json();
    expect(first).toMatchObject({ is_primary: true, account_number: 'XXXX3451' });
    const second = (
      await call('hr', 'POST', `employees/${id}/bank-details/`, account('2', { is_primary: true }))
    ).json();
    const listed = (await call('hr', 'GET', `employees/${id}/bank-details/`)).json().results;
    expect(listed.map((row: { id: number; is_primary: boolean }) => [row.id, row.is_primary])).toEqual([
      [second.id, true],
      [first.id, false],
    ]);
    const unmark = await call('hr', 'PATCH', `employees/${id}/bank-details/${second.id}/`, {
      is_primary: false,
    });
    expect(unmark.json().code).toBe('primary_bank_required');
    const removePrimary = await call('hr', 'DELETE', `employees/${id}/bank-details/${second.id}/`);
    expect(removePrimary.json().code).toBe('primary_bank_required');
    expect((await call('hr', 'DELETE', `employees/${id}/bank-details/${first.id}/`)).statusCode).toBe(204);
    expect((await call('hr', 'DELETE', `employees/${id}/bank-details/${second.id}/`)).statusCode).toBe(204);
    const stored = await queryRows<{ s: string }>(
      test.ctx.database.db,
      sql`select account_number_sealed as s from employee_bank_details where employee_id = ${id}`,
    );
    expect(stored).toEqual([]);
  });
});

describe('skills, documents and photo', () => {
  it('replaces skills from the catalogue only', async () => {
    const { id } = await create();
    const skill = (await call('ceo', 'POST', 'setup/skills/', { name: 'TypeScript' })).json() as {
      id: number;
    };
    expect(
      (await call('hr', 'PUT', `employees/${id}/skills/`, { skills: [{ skill_id: skill?.id, level: 'E' }] }))
        .statusCode,
    ).toBe(204);
    expect((await call('hr', 'GET', `employees/${id}/`)).json().skills).toEqual([
      { skill_id: skill?.id, name: 'TypeScript', level: 'E' },
    ]);
    const unknown = await call('hr', 'PUT', `employees/${id}/skills/`, {
      skills: [{ skill_id: 999999, level: 'I' }],
    });
    expect(unknown.json().codes).toEqual({ skills: ['invalid'] });
  });

  it('uploads, lists, downloads and removes a document; refuses other kinds', async () => {
    const { id } = await create();
    const pdf = Buffer.from('%PDF-1.4\n%test document\n');
    const upload = multipart({ title: 'Offer letter' }, { name: 'offer.pdf', content: pdf });
    const added = await test.app.inject({
      method: 'POST',
      url: `/api/${org}/org/employees/${id}/documents/`,
      headers: { ...bearer(tokens.hr as string), ...upload.headers },
      payload: upload.payload,
    });
    expect(added.statusCode, added.body).toBe(201);
    const document = added.json();
    expect(document).toMatchObject({ title: 'Offer letter', extension: 'pdf', size_bytes: pdf.length });
    const file = await call('hr', 'GET', `employees/${id}/documents/${document.id}/file/`);
    expect(file.rawPayload.equals(pdf)).toBe(true);
    const fake = multipart(
      { title: 'Not a pdf' },
      { name: 'fake.pdf', content: Buffer.from('MZ executable') },
    );
    const refused = await test.app.inject({
      method: 'POST',
      url: `/api/${org}/org/employees/${id}/documents/`,
      headers: { ...bearer(tokens.hr as string), ...fake.headers },
      payload: fake.payload,
    });
    expect(refused.statusCode).toBe(415);
    expect((await call('hr', 'DELETE', `employees/${id}/documents/${document.id}/`)).statusCode).toBe(204);
    expect((await call('hr', 'GET', `employees/${id}/documents/`)).json().results).toEqual([]);
  });

  it('sets a jpg or png photo, served publicly by its unguessable address; refuses other files', async () => {
    const own = await employeeIdOf('staff@record.test');
    const png = Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      Buffer.alloc(32),
    ]);
    const upload = multipart({}, { name: 'me.png', content: png });
    const set = await test.app.inject({
      method: 'PUT',
      url: `/api/${org}/org/employees/${own}/photo/`,
      headers: { ...bearer(tokens.staff as string), ...upload.headers },
      payload: upload.payload,
    });
    expect(set.statusCode, set.body).toBe(200);
    const served = await test.app.inject({ url: set.json().photo });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    const gif = multipart({}, { name: 'me.gif', content: Buffer.from('GIF89a') });
    const refused = await test.app.inject({
      method: 'PUT',
      url: `/api/${org}/org/employees/${own}/photo/`,
      headers: { ...bearer(tokens.staff as string), ...gif.headers },
      payload: gif.payload,
    });
    expect(refused.json()).toMatchObject({
      code: 'invalid_profile_picture',
      codes: { file: ['invalid_profile_picture'] },
    });
  });
});

describe('form options', () => {
  it('lists the organisation’s catalogues by name for any signed-in user', async () => {
    const options = (await call('staff', 'GET', 'employees/form-options/')).json();
    expect(options.designations.map((row: { name: string }) => row.name)).toEqual([
      'Lead Engineer',
      'Senior Engineer',
    ]);
    expect(options).toMatchObject({
      departments: [],
      grades: [],
      employment_types: [],
      skills: expect.any(Array),
    });
    const outsider = (await call('staff', 'GET', 'employees/form-options/', undefined, other)).statusCode;
    expect(outsider).toBe(401);
  });
});
