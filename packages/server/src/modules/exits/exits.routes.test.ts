import { ROLES } from '@atrium/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../platform/db/query-rows';
import { withOrg } from '../../platform/db/tenant';
import { buildExit, clearExit, settleExit } from '../../test/exit-factories';
import {
  bearer,
  buildEmployee,
  buildOrganization,
  buildSignedInPeople,
  inScope,
  signIn,
} from '../../test/factories';
import { pdfText } from '../../test/pdf-text';
import { buildTemplate } from '../../test/templates-factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { recordCompletedExits } from './exit.service';

let test: TestApp;
let org: number;
let other: number;
let tokens: Record<string, string>;
let managerEmployeeId: number;
let managerUserId: number;
let exitManagerUserId: number;
let financeUserId: number;

const daysFromToday = (days: number) => {
  const date = new Date();
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
};
const today = daysFromToday(0);

beforeAll(async () => {
  test = await createTestApp();
  org = (await buildOrganization(test.ctx, { name: 'Exit Test Org' })).id;
  other = (await buildOrganization(test.ctx)).id;
  tokens = await buildSignedInPeople(
    test,
    org,
    {
      exits: [ROLES.EMPLOYEE_EXIT_MANAGER],
      finance: [ROLES.FINANCE_EXECUTIVE],
      ceo: [ROLES.CEO],
      staff: [ROLES.EMPLOYEE],
    },
    'exits.test',
  );
  const manager = await buildEmployee(test.ctx, org, { email: 'lead@exits.test' });
  managerEmployeeId = manager.employee.id;
  managerUserId = manager.user.id;
  tokens.lead = await signIn(test, org, 'lead@exits.test');
  Object.assign(
    tokens,
    await buildSignedInPeople(test, other, { outsider: [ROLES.EMPLOYEE_EXIT_MANAGER] }, 'other.exits.test'),
  );
  const ids = await withOrg(test.ctx.database.db, org, (tx) =>
    queryRows<{ email: string; id: number }>(
      tx,
      sql`select email, id from users where email like '%@exits.test'`,
    ),
  );
  const idOf = (email: string) => ids.find((row) => row.email === email)?.id as number;
  exitManagerUserId = idOf('exits@exits.test');
  financeUserId = idOf('finance@exits.test');
});
afterAll(() => test.close());

const call = (who: string, method: string, path: string, payload?: unknown, orgId = org) =>
  test.app.inject({
    method: method as 'GET',
    url: `/api/${orgId}/employee-exit/exits/${path}`,
    headers: bearer(tokens[who] as string),
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

let serial = 0;
/** An employee who joined on 15-Jan-2020, reporting to the lead, able to sign in. */
async function newLeaver(
  overrides: { employmentType?: string; dateOfJoining?: string; firstName?: string } = {},
) {
  serial += 1;
  const email = `leaver${serial}@exits.test`;
  const { employee, user } = await buildEmployee(test.ctx, org, {
    email,
    firstName: overrides.firstName ?? 'Leaver',
    lastName: `Number${serial}`,
    employmentType: overrides.employmentType,
    dateOfJoining: overrides.dateOfJoining ?? '2020-01-15',
    reportingManagerId: managerEmployeeId,
  });
  return { employeeId: employee.id, userId: user.id, email, code: employee.code };
}

const startBody = (employeeId: number, overrides: Record<string, unknown> = {}) => ({
  employee_id: employeeId,
  exit_type: 'resignation',
  notice_date: daysFromToday(-5),
  last_working_day: daysFromToday(25),
  reason: 'Moving abroad',
  ...overrides,
});

/** An exit in notice started by the exit manager, as through the API. */
const startExit = async (employeeId: number, dates: { noticeDate?: string; lastWorkingDay?: string } = {}) =>
  buildExit(test.ctx, org, {
    employeeId,
    by: exitManagerUserId,
    noticeDate: daysFromToday(-5),
    lastWorkingDay: daysFromToday(25),
    ...dates,
  });

const employeeStatus = async (employeeId: number) =>
  (
    await withOrg(test.ctx.database.db, org, (tx) =>
      queryRows<{ status: string }>(tx, sql`select status from employees where id = ${employeeId}`),
    )
  )[0]?.status;

const notificationsOf = (userId: number, action: string) =>
  withOrg(test.ctx.database.db, org, (tx) =>
    queryRows<{ notification_text: string; recipient_type: string }>(
      tx,
      sql`select notification_text, recipient_type from notifications
          where recipient_user_id = ${userId} and action = ${action}`,
    ),
  );

describe('starting an exit', () => {
  it('puts the employee on notice with the default 30 notice days and the shortfall', async () => {
    const leaver = await newLeaver();
    const response = await call('exits', 'POST', '', startBody(leaver.employeeId));
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      status: 'in-notice',
      exit_type: 'resignation',
      notice_period_days: 30,
      notice_shortfall_days: 0,
      is_exit_clearance_done: false,
      is_exit_final_done: false,
      cleared_areas: [],
      clearances: [],
      employee: { id: leaver.employeeId, code: leaver.code, reporting_manager_user_id: managerUserId },
    });
    expect(await employeeStatus(leaver.employeeId)).toBe('in-notice');
  });

  it('takes the notice days of the employment type and returns the days not served', async () => {
    const consultant = await test.app.inject({
      method: 'POST',
      url: `/api/${org}/org/setup/employment-types/`,
      headers: bearer(tokens.ceo as string),
      payload: { name: 'Consultant', notice_period_days: 90 },
    });
    expect(consultant.statusCode, consultant.body).toBe(201);
    const leaver = await newLeaver({ employmentType: 'consultant' });
    const response = await call(
      'exits',
      'POST',
      '',
      startBody(leaver.employeeId, { notice_date: daysFromToday(-10), last_working_day: daysFromToday(20) }),
    );
    expect(response.json()).toMatchObject({ notice_period_days: 90, notice_shortfall_days: 60 });
  });

  it('tells the reporting manager and the exit managers, not the one who started it', async () => {
    const first = await newLeaver({ firstName: 'Notified' });
    await startExit(first.employeeId);
    const toManager = await notificationsOf(managerUserId, 'employee-exit:started');
    expect(
      toManager.some((n) => n.notification_text.startsWith(`Notified Number${serial} (${first.code})`)),
    ).toBe(true);
    expect(toManager[0]?.recipient_type).toBe('reporting-manager');
    expect(await notificationsOf(exitManagerUserId, 'employee-exit:started')).toEqual([]);

    const second = await newLeaver();
    expect((await call('ceo', 'POST', '', startBody(second.employeeId))).statusCode).toBe(201);
    expect(await notificationsOf(exitManagerUserId, 'employee-exit:started')).toEqual([
      expect.objectContaining({ recipient_type: 'exit-manager' }),
    ]);
  });

  it('wants the last working day after joining', async () => {
    const leaver = await newLeaver({ dateOfJoining: daysFromToday(-3) });
    const response = await call(
      'exits',
      'POST',
      '',
      startBody(leaver.employeeId, { notice_date: daysFromToday(-5), last_working_day: daysFromToday(-3) }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().codes).toEqual({ last_working_day: ['last_working_day_before_joining'] });
  });

  it('refuses a last working day before the notice date', async () => {
    const leaver = await newLeaver();
    const response = await call(
      'exits',
      'POST',
      '',
      startBody(leaver.employeeId, { notice_date: daysFromToday(-1), last_working_day: daysFromToday(-2) }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().codes).toEqual({ last_working_day: ['invalid'] });
  });

  it('allows one open exit per employee', async () => {
    const leaver = await newLeaver();
    await startExit(leaver.employeeId);
    const again = await call('exits', 'POST', '', startBody(leaver.employeeId));
    expect(again.statusCode).toBe(400);
    expect(again.json().code).toBe('exit_already_open');
  });

  it('refuses an unknown employee and another organisation’s employee', async () => {
    const outsider = await buildEmployee(test.ctx, other);
    for (const id of [99999, outsider.employee.id]) {
      const response = await call('exits', 'POST', '', startBody(id));
      expect(response.statusCode).toBe(400);
      expect(response.json().codes).toEqual({ employee_id: ['invalid'] });
    }
  });

  it('is for exit managers and the CEO only', async () => {
    const leaver = await newLeaver();
    for (const who of ['finance', 'staff', 'lead']) {
      expect((await call(who, 'POST', '', startBody(leaver.employeeId))).statusCode).toBe(403);
    }
    expect((await call('ceo', 'POST', '', startBody(leaver.employeeId))).statusCode).toBe(201);
  });

  it('writes an audit row', async () => {
    const leaver = await newLeaver();
    const exit = await startExit(leaver.employeeId);
    const rows = await withOrg(test.ctx.database.db, org, (tx) =>
      queryRows<{ action: string }>(
        tx,
        sql`select action from audit_events where entity_type = 'employee_exit' and entity_id = ${String(exit.id)}`,
      ),
    );
    expect(rows.map((row) => row.action)).toEqual(['exit.start']);
  });
});

describe('clearance', () => {
  it('signs each area once, by whoever may sign it', async () => {
    const exit = await startExit((await newLeaver()).employeeId);
    expect((await call('finance', 'POST', `${exit.id}/clearances/`, { area: 'it' })).statusCode).toBe(403);
    expect((await call('staff', 'POST', `${exit.id}/clearances/`, { area: 'manager' })).statusCode).toBe(403);
    expect((await call('lead', 'POST', `${exit.id}/clearances/`, { area: 'admin' })).statusCode).toBe(403);
    const signed = await call('lead', 'POST', `${exit.id}/clearances/`, {
      area: 'manager',
      note: 'Handover done',
    });
    expect(signed.statusCode).toBe(200);
    expect(signed.json().clearances).toEqual([
      expect.objectContaining({
        area: 'manager',
        note: 'Handover done',
        cleared_by: expect.objectContaining({ id: managerUserId }),
      }),
    ]);
    const twice = await call('exits', 'POST', `${exit.id}/clearances/`, { area: 'manager' });
    expect(twice.statusCode).toBe(400);
    expect(twice.json().code).toBe('clearance_already_signed');
    expect((await call('exits', 'POST', `${exit.id}/clearances/`, { area: 'legal' })).statusCode).toBe(400);
  });

  it('marks exit clearance only when all four areas have signed, then asks finance for the full-and-final', async () => {
    const exit = await startExit((await newLeaver()).employeeId);
    await call('exits', 'POST', `${exit.id}/clearances/`, { area: 'it' });
    const early = await call('exits', 'POST', `${exit.id}/exit-clearance/`);
    expect(early.statusCode).toBe(400);
    expect(early.json().code).toBe('exit_clearance_pending');
    for (const [who, area] of [
      ['exits', 'admin'],
      ['finance', 'finance'],
      ['exits', 'manager'],
    ] as const) {
      await call(who, 'POST', `${exit.id}/clearances/`, { area });
    }
    expect((await call('finance', 'POST', `${exit.id}/exit-clearance/`)).statusCode).toBe(403);
    const marked = await call('exits', 'POST', `${exit.id}/exit-clearance/`);
    expect(marked.statusCode).toBe(200);
    expect(marked.json()).toMatchObject({
      is_exit_clearance_done: true,
      cleared_areas: ['admin', 'finance', 'it', 'manager'],
    });
    expect((await call('exits', 'POST', `${exit.id}/exit-clearance/`)).json().code).toBe(
      'clearance_already_signed',
    );
    expect((await notificationsOf(financeUserId, 'employee-exit:clearance-done')).length).toBe(1);
  });

  it('marks full-and-final after exit clearance, by finance too, once', async () => {
    const exit = await startExit((await newLeaver()).employeeId);
    const early = await call('finance', 'POST', `${exit.id}/full-and-final/`);
    expect(early.json().code).toBe('exit_clearance_pending');
    await clearExit(test.ctx, org, exit.id, exitManagerUserId);
    expect((await call('staff', 'POST', `${exit.id}/full-and-final/`)).statusCode).toBe(403);
    const marked = await call('finance', 'POST', `${exit.id}/full-and-final/`);
    expect(marked.json()).toMatchObject({ is_exit_final_done: true });
    expect((await call('exits', 'POST', `${exit.id}/full-and-final/`)).json().code).toBe(
      'clearance_already_signed',
    );
  });
});

describe('completing and withdrawing', () => {
  it('needs both flags, then exits the employee and deactivates the user', async () => {
    const leaver = await newLeaver();
    const exit = await startExit(leaver.employeeId, { lastWorkingDay: daysFromToday(-1) });
    const early = await call('exits', 'POST', `${exit.id}/complete/`);
    expect(early.statusCode).toBe(400);
    expect(early.json().code).toBe('exit_final_pending');
    await settleExit(test.ctx, org, exit.id, exitManagerUserId);
    expect((await call('finance', 'POST', `${exit.id}/complete/`)).statusCode).toBe(403);
    const done = await call('exits', 'POST', `${exit.id}/complete/`);
    expect(done.statusCode).toBe(200);
    expect(done.json()).toMatchObject({ status: 'exit-done', exit_done_at: expect.any(String) });
    expect(await employeeStatus(leaver.employeeId)).toBe('exited');
    const periods = await withOrg(test.ctx.database.db, org, (tx) =>
      queryRows<{ status: string; valid_from: string }>(
        tx,
        sql`select status, valid_from::text from employee_work_periods where employee_id = ${leaver.employeeId}
            order by valid_from`,
      ),
    );
    expect(periods.at(-1)).toEqual({ status: 'exited', valid_from: today });
    await expect(signIn(test, org, leaver.email)).rejects.toThrow();
    expect((await notificationsOf(managerUserId, 'employee-exit:done')).length).toBeGreaterThan(0);
  });

  it('refuses any action on an exit that is no longer in notice', async () => {
    const exit = await startExit((await newLeaver()).employeeId);
    expect((await call('exits', 'POST', `${exit.id}/withdraw/`)).statusCode).toBe(200);
    for (const [path, body] of [
      ['withdraw/', undefined],
      ['clearances/', { area: 'it' }],
      ['exit-clearance/', undefined],
      ['full-and-final/', undefined],
      ['complete/', undefined],
    ] as const) {
      const response = await call('exits', 'POST', `${exit.id}/${path}`, body);
      expect(response.statusCode).toBe(400);
      expect(response.json().code).toBe('exit_not_in_notice');
    }
  });

  it('withdraws an exit: the employee is active again and may start a new one', async () => {
    const leaver = await newLeaver();
    const exit = await startExit(leaver.employeeId);
    expect((await call('finance', 'POST', `${exit.id}/withdraw/`)).statusCode).toBe(403);
    const withdrawn = await call('exits', 'POST', `${exit.id}/withdraw/`);
    expect(withdrawn.json().status).toBe('withdrawn');
    expect(await employeeStatus(leaver.employeeId)).toBe('active');
    await startExit(leaver.employeeId);
  });

  it('issues relieving and experience letters as PDF only once the exit is done', async () => {
    const exit = await startExit((await newLeaver()).employeeId);
    expect((await call('exits', 'GET', `${exit.id}/letters/relieving.pdf`)).statusCode).toBe(404);
    await settleExit(test.ctx, org, exit.id, exitManagerUserId);
    await call('exits', 'POST', `${exit.id}/complete/`);
    for (const kind of ['relieving', 'experience']) {
      const response = await call('finance', 'GET', `${exit.id}/letters/${kind}.pdf`);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('application/pdf');
      expect(response.headers['content-disposition']).toContain(`${kind}-letter-`);
      expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    }
    expect((await call('exits', 'GET', `${exit.id}/letters/offer.pdf`)).statusCode).toBe(400);
    expect((await call('staff', 'GET', `${exit.id}/letters/relieving.pdf`)).statusCode).toBe(403);
  });

  it('writes the letters from the organisation’s default templates, and mails the leaver when the exit is done', async () => {
    const leaver = await newLeaver({ firstName: 'Templated' });
    const exit = await startExit(leaver.employeeId);
    await buildTemplate(test.ctx, org, {
      kind: 'relieving_letter',
      name: 'Our relieving letter',
      body: '# Relieving\n\nWe relieve **{{employee_name}}** ({{employee_code}}) of {{organization_name}}.',
      is_default: true,
      by: exitManagerUserId,
    });
    await buildTemplate(test.ctx, org, {
      kind: 'exit_done_email',
      name: 'Our goodbye',
      subject: 'Goodbye, {{employee_name}}',
      body: 'Your last day was {{last_working_day}}.',
      by: exitManagerUserId,
    });
    await settleExit(test.ctx, org, exit.id, exitManagerUserId);
    await call('exits', 'POST', `${exit.id}/complete/`);

    const letter = pdfText((await call('exits', 'GET', `${exit.id}/letters/relieving.pdf`)).rawPayload);
    expect(letter).toContain('Exit Test Org');
    expect(letter).toContain(`We relieve Templated Number${serial} (${leaver.code}) of Exit Test Org.`);
    const standard = pdfText((await call('exits', 'GET', `${exit.id}/letters/experience.pdf`)).rawPayload);
    expect(standard).toContain('This is to certify that');

    const mail = (await test.outbox()).find((message) => message.to === leaver.email);
    expect(mail).toMatchObject({ subject: `Goodbye, Templated Number${serial}` });
    expect(mail?.text).toMatch(/^Your last day was \d{2}-\w{3}-\d{4}\.$/);
  });
});

describe('reading exits', () => {
  it('lists with filters, search, sorting and paging', async () => {
    const leaver = await newLeaver({ firstName: 'Zebediah' });
    const exit = await startExit(leaver.employeeId, { lastWorkingDay: daysFromToday(400) });
    const all = await call('finance', 'GET', '?status=in-notice&limit=2');
    expect(all.statusCode).toBe(200);
    expect(all.json().results).toHaveLength(2);
    expect(all.json().count).toBeGreaterThan(2);
    const found = await call('exits', 'GET', '?search=zebed');
    expect(found.json()).toMatchObject({ count: 1, results: [{ id: exit.id }] });
    const latest = await call('exits', 'GET', '?order_by=-last_working_day&limit=1');
    expect(latest.json().results[0].id).toBe(exit.id);
    const pending = (await call('exits', 'GET', '?status=in-notice&is_exit_clearance_done=false')).json();
    expect(
      pending.results.every((row: { is_exit_clearance_done: boolean }) => !row.is_exit_clearance_done),
    ).toBe(true);
    const done = (await call('exits', 'GET', '?status=exit-done')).json();
    expect(done.count).toBeGreaterThan(0);
    expect(done.results.every((row: { status: string }) => row.status === 'exit-done')).toBe(true);
    expect((await call('exits', 'GET', '?status=gone')).statusCode).toBe(400);
  });

  it('shows the list to exit managers, finance and the CEO only', async () => {
    for (const who of ['exits', 'finance', 'ceo']) expect((await call(who, 'GET', '')).statusCode).toBe(200);
    for (const who of ['staff', 'lead']) expect((await call(who, 'GET', '')).statusCode).toBe(403);
  });

  it('shows one exit to the reporting manager too, but not to others', async () => {
    const exit = await startExit((await newLeaver()).employeeId);
    expect((await call('lead', 'GET', `${exit.id}/`)).statusCode).toBe(200);
    expect((await call('staff', 'GET', `${exit.id}/`)).statusCode).toBe(403);
    expect((await call('staff', 'GET', '999999/')).statusCode).toBe(403);
    expect((await call('exits', 'GET', '999999/')).statusCode).toBe(404);
  });

  it('shows another organisation nothing', async () => {
    const exit = await startExit((await newLeaver()).employeeId);
    expect((await call('outsider', 'GET', '', undefined, other)).json()).toEqual({ count: 0, results: [] });
    expect((await call('outsider', 'GET', `${exit.id}/`, undefined, other)).statusCode).toBe(404);
    expect((await call('outsider', 'POST', `${exit.id}/withdraw/`, undefined, other)).statusCode).toBe(404);
    expect((await call('outsider', 'POST', `${exit.id}/clearances/`, { area: 'it' }, other)).statusCode).toBe(
      404,
    );
    expect((await call('outsider', 'GET', `${exit.id}/`)).statusCode).toBe(401);
  });
});

describe('completed exits from the people imports', () => {
  it('closes an open exit as done, or adds a settled one', async () => {
    const open = await newLeaver();
    const exit = await startExit(open.employeeId);
    const fresh = await newLeaver();
    await inScope(
      test.ctx,
      org,
      (scope) =>
        recordCompletedExits(scope, [
          {
            employeeId: open.employeeId,
            lastWorkingDay: daysFromToday(-1),
            exitType: 'resignation',
            reason: null,
          },
          {
            employeeId: fresh.employeeId,
            lastWorkingDay: daysFromToday(-2),
            exitType: 'termination',
            reason: 'Misconduct',
          },
        ]),
      exitManagerUserId,
    );
    expect((await call('exits', 'GET', `${exit.id}/`)).json()).toMatchObject({
      status: 'exit-done',
      last_working_day: daysFromToday(-1),
    });
    const added = (await call('exits', 'GET', `?search=${fresh.code}`)).json().results;
    expect(added).toEqual([
      expect.objectContaining({
        status: 'exit-done',
        exit_type: 'termination',
        is_exit_clearance_done: true,
        is_exit_final_done: true,
      }),
    ]);
  });
});
