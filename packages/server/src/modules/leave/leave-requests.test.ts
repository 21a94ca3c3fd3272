import { ROLES } from '@atrium/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../platform/db/query-rows';
import { withOrg } from '../../platform/db/tenant';
import { bearer, buildOrganization, buildSignedInEmployee, inScope, signIn } from '../../test/factories';
import { buildLeaveRequest, buildLeaveType, buildLeaveYear, creditLeave } from '../../test/leave-factories';
import { createTestApp, type TestApp } from '../../test/test-app';

/** Dates in 2030, a leave year the tests open themselves: 1 March 2030 is a Friday. */
let test: TestApp;
let org: number;
let other: number;
const tokens: Record<string, string> = {};
const employeeIds: Record<string, number> = {};
const userIds: Record<string, number> = {};
let casualId: number;
let hourlyId: number;

const call = (who: string, method: string, path: string, payload?: unknown, orgId = org) =>
  test.app.inject({
    method: method as 'GET',
    url: `/api/${orgId}/leave-portal/${path}`,
    headers: bearer(tokens[who] as string),
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

/** A call outside the leave portal by the organisation's CEO, made on first use. */
async function asCeo(method: 'POST' | 'PATCH', path: string, payload: object) {
  if (!tokens.ceo) await person('ceo', [ROLES.CEO]);
  return test.app.inject({
    method,
    url: `/api/${org}${path}`,
    headers: bearer(tokens.ceo as string),
    payload,
  });
}

async function person(name: string, roles: string[], reportingManagerId: number | null = null, orgId = org) {
  const built = await buildSignedInEmployee(test, orgId, {
    email: `${name}@leave.test`,
    roles: roles as never,
    reportingManagerId,
  });
  employeeIds[name] = built.employeeId;
  userIds[name] = built.userId;
  tokens[name] = built.token;
}

const leaveType = (overrides: Record<string, unknown> = {}) => ({
  code: 'CL',
  name: 'Casual leave',
  kind: 'paid',
  unit: 'days',
  annual_quantity: 12,
  sandwich_weekends: true,
  max_consecutive_days: 5,
  ...overrides,
});

const apply = (who: string, body: Record<string, unknown>) =>
  call(who, 'POST', 'leave-requests/', { leave_type_id: casualId, reason: 'Family visit', ...body });

/** A request of `who` for casual leave, pending unless told, decided by the lead. */
const requestOf = (who: string, start: string, end: string, state?: 'approved') =>
  buildLeaveRequest(test.ctx, org, {
    applicant: { employeeId: employeeIds[who] as number, userId: userIds[who] as number },
    leave_type_id: casualId,
    start,
    end,
    state,
    decidedBy: userIds.lead,
  });

async function balanceOf(who: string, employee?: string) {
  const query = employee ? `?employee_id=${employeeIds[employee]}` : '';
  const response = await call(who, 'GET', `balances/${query}`);
  expect(response.statusCode).toBe(200);
  const body = response.json() as { results: { leave_type: { code: string }; [key: string]: unknown }[] };
  return body.results.find((row) => row.leave_type.code === 'CL');
}

beforeAll(async () => {
  test = await createTestApp();
  org = (await buildOrganization(test.ctx, { name: 'Leave Test Org' })).id;
  other = (await buildOrganization(test.ctx)).id;
  await person('admin', [ROLES.LMS_ADMIN]);
  await person('lead', [ROLES.EMPLOYEE]);
  await person('asha', [ROLES.EMPLOYEE], employeeIds.lead);
  await person('ravi', [ROLES.EMPLOYEE], employeeIds.lead);
  await person('solo', [ROLES.EMPLOYEE]);
  await person('outsider', [ROLES.LMS_ADMIN], null, other);
  // Tokens of the lead were issued before anyone reported to them; sign in again for a fresh actor.
  tokens.lead = await signIn(test, org, 'lead@leave.test');

  await buildLeaveYear(test.ctx, org, '2030-01-01');
  casualId = (await buildLeaveType(test.ctx, org, { sandwich_weekends: true, max_consecutive_days: 5 })).id;
  hourlyId = (
    await buildLeaveType(test.ctx, org, {
      code: 'PH',
      name: 'Permission hours',
      unit: 'hours',
      annual_quantity: 16,
      allow_half_day: false,
    })
  ).id;
  await creditLeave(test.ctx, org, '2030-12-31');
});
afterAll(() => test.close());

describe('leave administration', () => {
  it('lets only lms admins add leave types, and checks their rules', async () => {
    expect((await call('asha', 'POST', 'leave-types/', leaveType({ code: 'XX' }))).statusCode).toBe(403);
    const percent = await call(
      'admin',
      'POST',
      'leave-types/',
      leaveType({
        code: 'EL',
        carry_forward_mode: 'percent',
        carry_forward_value: 150,
      }),
    );
    expect(percent.statusCode).toBe(400);
    expect((await call('admin', 'POST', 'leave-types/', leaveType())).json()).toMatchObject({
      code: 'integrity_error',
    });
  });

  it('opens leave years on 1 January or 1 April only, never overlapping', async () => {
    const odd = await call('admin', 'POST', 'leave-configurations/', { start_date: '2031-02-01' });
    expect(odd.statusCode).toBe(400);
    const overlapping = await call('admin', 'POST', 'leave-configurations/', { start_date: '2030-04-01' });
    expect([overlapping.statusCode, overlapping.json().code]).toEqual([409, 'leave_year_already_open']);
    expect(
      (await call('asha', 'POST', 'leave-configurations/', { start_date: '2031-01-01' })).statusCode,
    ).toBe(403);
  });

  it('lists the active leave types with their yearly quantity in the leave configurations', async () => {
    const response = await call('asha', 'GET', 'leave-configurations/');
    const year = (response.json() as { results: { start_date: string; leaves: unknown[] }[] }).results.find(
      (row) => row.start_date === '2030-01-01',
    );
    expect(year?.leaves).toEqual(expect.arrayContaining([{ type: 'Casual leave', total_leaves: 12 }]));
  });

  it('posts allocations once however often the accruals run', async () => {
    expect(await creditLeave(test.ctx, org, '2030-12-31')).toBe(0);
    expect(await balanceOf('asha')).toMatchObject({ entitled: 12, accrued: 12, taken: 0, available: 12 });
  });

  it('records manual adjustments with a reason, for admins only', async () => {
    const body = {
      employee_id: employeeIds.solo,
      leave_type_id: casualId,
      quantity: 2,
      reason: 'Worked on a holiday',
    };
    expect((await call('asha', 'POST', 'balances/adjustments/', body)).statusCode).toBe(403);
    expect((await call('admin', 'POST', 'balances/adjustments/', { ...body, reason: '' })).statusCode).toBe(
      400,
    );
    expect((await call('admin', 'POST', 'balances/adjustments/', body)).statusCode).toBe(201);
    expect(await balanceOf('solo')).toMatchObject({ accrued: 12, balance: 14, available: 14 });
    const ledger = await call('solo', 'GET', `balances/ledger/?leave_type_id=${casualId}`);
    expect(
      ledger.json().results.map((entry: { kind: string; quantity: number }) => [entry.kind, entry.quantity]),
    ).toEqual([
      ['allocation', 12],
      ['adjustment', 2],
    ]);
  });
});

describe('applying for leave', () => {
  it('counts the weekend between Friday and Monday under the sandwich rule, before submitting', async () => {
    // No reason yet: the count does not need one.
    const response = await call('asha', 'POST', 'leave-requests/preview/', {
      leave_type_id: casualId,
      start_date: '2030-03-01',
      end_date: '2030-03-04',
    });
    expect(response.statusCode).toBe(200);
    const preview = response.json();
    expect(preview.quantity).toBe(4);
    expect(
      preview.dates.filter((d: { sandwiched: boolean }) => d.sandwiched).map((d: { date: string }) => d.date),
    ).toEqual(['2030-03-02', '2030-03-03']);
    expect(preview.problems).toEqual([]);
  });

  it('counts half days at the ends and refuses hours on a weekend', async () => {
    const half = await call('asha', 'POST', 'leave-requests/preview/', {
      leave_type_id: casualId,
      start_date: '2030-03-05',
      end_date: '2030-03-06',
      start_half: true,
      reason: 'x',
    });
    expect(half.json().quantity).toBe(1.5);
    const weekend = await call('asha', 'POST', 'leave-requests/preview/', {
      leave_type_id: hourlyId,
      start_date: '2030-03-02',
      end_date: '2030-03-02',
      hours: 2,
      reason: 'x',
    });
    expect(weekend.json().problems).toEqual([{ code: 'no_working_days', field: 'start_date' }]);
  });

  it('applies, notifies the reporting manager, and holds the days as pending', async () => {
    const response = await apply('asha', { start_date: '2030-03-01', end_date: '2030-03-04' });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      code: expect.stringMatching(/^LR-\d{4}$/),
      status: 'pending',
      approval_stage: 'manager',
      quantity: 4,
      can_cancel: true,
    });
    const [notice] = await withOrg(test.ctx.database.db, org, (tx) =>
      queryRows<{ action: string; notification_text: string }>(
        tx,
        sql`select action, notification_text from notifications where recipient_user_id = ${userIds.lead}`,
      ),
    );
    expect(notice).toMatchObject({ action: 'lms:leave-requested' });
    expect(await balanceOf('asha')).toMatchObject({ pending: 4, available: 8, taken: 0 });
  });

  it.each([
    ['overlapping dates', { start_date: '2030-03-04', end_date: '2030-03-05' }, 'overlapping_dates'],
    ['an end before the start', { start_date: '2030-06-05', end_date: '2030-06-03' }, 'invalid_date_order'],
    [
      'a run over the maximum across adjacent leave',
      { start_date: '2030-03-05', end_date: '2030-03-06' },
      'max_consecutive_days_exceeded',
    ],
  ])('refuses %s', async (_, dates, code) => {
    const response = await apply('asha', dates);
    expect(response.statusCode).toBe(400);
    expect(JSON.stringify(response.json())).toContain(code);
  });

  it('refuses more than the available balance unless the type allows going negative', async () => {
    const special = await buildLeaveType(test.ctx, org, {
      code: 'SP',
      name: 'Special leave',
      annual_quantity: 0,
    });
    const body = { leave_type_id: special.id, start_date: '2030-06-03', end_date: '2030-06-03' };
    const refused = await apply('asha', body);
    expect([refused.statusCode, refused.json().code]).toEqual([400, 'insufficient_balance']);
    await call('admin', 'PATCH', `leave-types/${special.id}/`, { allow_negative: true });
    expect(
      (await call('asha', 'POST', 'leave-requests/preview/', { ...body, reason: 'x' })).json().problems,
    ).toEqual([]);
  });

  it('refuses a type before the days of service it asks for', async () => {
    const probation = await buildLeaveType(test.ctx, org, {
      code: 'PR',
      name: 'Privilege leave',
      applicable_after_days: 180,
      allow_negative: true,
    });
    expect(probation.applicable_after_days).toBe(180);
    const joined = await asCeo('PATCH', `/org/employees/${employeeIds.ravi}/`, {
      date_of_joining: '2030-01-01',
    });
    expect(joined.statusCode, joined.body).toBe(204);
    // 1 January plus 180 days is 30 June 2030.
    const early = { leave_type_id: probation.id, start_date: '2030-06-28', end_date: '2030-06-28' };
    const refused = await call('ravi', 'POST', 'leave-requests/', { ...early, reason: 'Trip' });
    expect([refused.statusCode, refused.json().code]).toEqual([400, 'leave_not_yet_applicable']);
    const due = { ...early, start_date: '2030-07-01', end_date: '2030-07-01' };
    expect((await call('ravi', 'POST', 'leave-requests/preview/', due)).json().problems).toEqual([]);
  });

  it('refuses a request that would join adjacent leave into a run longer than allowed', async () => {
    // 4 days on 1–4 March (with the sandwiched weekend); 5–6 March would make 6 in a row (the maximum is 5).
    const response = await call('asha', 'POST', 'leave-requests/preview/', {
      leave_type_id: casualId,
      start_date: '2030-03-05',
      end_date: '2030-03-06',
      reason: 'x',
    });
    expect(response.json().problems).toContainEqual({
      code: 'max_consecutive_days_exceeded',
      field: 'end_date',
    });
  });

  it('counts a location’s own holidays only for the people of that location', async () => {
    const pune = (await asCeo('POST', '/org/setup/locations/', { name: 'Pune' })).json() as { id: number };
    const moved = await asCeo('PATCH', `/org/employees/${employeeIds.asha}/`, { location_id: pune.id });
    expect(moved.statusCode, moved.body).toBe(204);
    const holiday = await test.app.inject({
      method: 'POST',
      url: `/api/${org}/leave-portal/holidays/`,
      headers: bearer(tokens.admin as string),
      payload: { date: '2030-08-15', name: 'Local festival', location_ids: [pune?.id] },
    });
    expect(holiday.json()).toMatchObject({ location_ids: [pune?.id] });
    const days = async (who: string) =>
      (
        await call(who, 'POST', 'leave-requests/preview/', {
          leave_type_id: casualId,
          start_date: '2030-08-14',
          end_date: '2030-08-16',
          reason: 'x',
        })
      ).json().quantity;
    expect([await days('asha'), await days('ravi')]).toEqual([2, 3]);
    const unknown = await test.app.inject({
      method: 'POST',
      url: `/api/${org}/leave-portal/holidays/`,
      headers: bearer(tokens.admin as string),
      payload: { date: '2030-08-16', name: 'Elsewhere', location_ids: [999999] },
    });
    expect(unknown.statusCode).toBe(400);
  });

  it('refuses a leave type the employee is not eligible for', async () => {
    const female = await buildLeaveType(test.ctx, org, {
      code: 'ML',
      name: 'Maternity leave',
      applicability: { genders: ['female'] },
    });
    const response = await apply('ravi', {
      leave_type_id: female.id,
      start_date: '2030-07-01',
      end_date: '2030-07-02',
    });
    expect([response.statusCode, response.json().code]).toEqual([400, 'leave_type_not_applicable']);
  });

  it('lets nobody of another organisation read or act on a request', async () => {
    const mine = await call('asha', 'GET', 'leave-requests/?scope=mine');
    const id = mine.json().results[0].id;
    expect((await call('outsider', 'GET', `leave-requests/${id}/`, undefined, other)).statusCode).toBe(404);
    expect((await call('outsider', 'GET', `leave-requests/${id}/`)).statusCode).toBe(401);
    expect((await call('ravi', 'GET', `leave-requests/${id}/`)).statusCode).toBe(404);
  });

  it('lets the manager above the reporting manager read a request, not decide it', async () => {
    await person('director', [ROLES.EMPLOYEE]);
    const today = await inScope(test.ctx, org, async (scope) => scope.clock.today());
    const reportTo = async (managerId: number | null) => {
      const change = { effective_date: today, reporting_manager_id: managerId };
      const changed = await asCeo('POST', `/org/employees/${employeeIds.lead}/work-changes/`, change);
      expect(changed.statusCode, changed.body).toBe(200);
    };
    const id = (await call('asha', 'GET', 'leave-requests/?scope=mine')).json().results[0].id;
    expect((await call('director', 'GET', `leave-requests/${id}/`)).statusCode).toBe(404);
    await reportTo(employeeIds.director as number);
    try {
      const seen = await call('director', 'GET', `leave-requests/${id}/`);
      expect(seen.statusCode).toBe(200);
      expect(seen.json()).toMatchObject({ employee: { id: employeeIds.asha }, can_decide: false });
    } finally {
      await reportTo(null);
    }
  });
});

describe('deciding', () => {
  let requestId: number;
  beforeAll(async () => {
    const mine = await call('asha', 'GET', 'leave-requests/?scope=mine');
    requestId = mine.json().results[0].id;
  });

  it('shows the manager what awaits them, and only admins see everyone’s', async () => {
    const waiting = await call('lead', 'GET', 'leave-requests/?scope=to_approve');
    expect(
      waiting.json().results.map((row: { id: number; can_decide: boolean }) => [row.id, row.can_decide]),
    ).toEqual([[requestId, true]]);
    expect((await call('lead', 'GET', 'leave-requests/?scope=all')).statusCode).toBe(403);
    expect((await call('admin', 'GET', 'leave-requests/?scope=all')).json().count).toBeGreaterThan(0);
  });

  it('lets neither the applicant nor a colleague approve', async () => {
    expect((await call('asha', 'POST', `leave-requests/${requestId}/approve/`, {})).statusCode).toBe(403);
    expect((await call('ravi', 'POST', `leave-requests/${requestId}/approve/`, {})).statusCode).toBe(403);
  });

  it('debits the balance through the ledger when the manager approves', async () => {
    const response = await call('lead', 'POST', `leave-requests/${requestId}/approve/`, { comment: 'Enjoy' });
    expect(response.json()).toMatchObject({
      status: 'approved',
      approval_stage: null,
      decision_comment: 'Enjoy',
    });
    expect(await balanceOf('asha')).toMatchObject({ taken: 4, pending: 0, available: 8, balance: 8 });
    const ledger = await call('asha', 'GET', `balances/ledger/?leave_type_id=${casualId}`);
    expect(ledger.json().results.at(-1)).toMatchObject({ kind: 'leave_taken', quantity: -4 });
    const again = await call('lead', 'POST', `leave-requests/${requestId}/approve/`, {});
    expect([again.statusCode, again.json().code]).toEqual([400, 'leave_request_not_pending']);
  });

  it('lets the manager read the report’s balance, not a colleague', async () => {
    expect(await balanceOf('lead', 'asha')).toMatchObject({ taken: 4 });
    expect((await call('ravi', 'GET', `balances/?employee_id=${employeeIds.asha}`)).statusCode).toBe(403);
    expect((await call('admin', 'GET', `balances/?employee_id=${employeeIds.asha}`)).statusCode).toBe(200);
  });

  it('needs a reason to reject, and takes nothing from the balance', async () => {
    const { id } = await requestOf('ravi', '2030-04-01', '2030-04-01');
    expect((await call('lead', 'POST', `leave-requests/${id}/reject/`, { comment: '' })).statusCode).toBe(
      400,
    );
    const rejected = await call('lead', 'POST', `leave-requests/${id}/reject/`, { comment: 'Release week' });
    expect(rejected.json()).toMatchObject({ status: 'rejected', decision_comment: 'Release week' });
    expect(await balanceOf('ravi')).toMatchObject({ taken: 0, pending: 0, available: 12 });
  });

  it('withdraws a pending request at once, and puts approved leave to the approver for cancellation', async () => {
    const pending = await requestOf('ravi', '2030-04-02', '2030-04-02');
    expect((await call('ravi', 'POST', `leave-requests/${pending.id}/cancel/`)).json().status).toBe(
      'cancelled',
    );

    const approved = await requestOf('ravi', '2030-04-03', '2030-04-04', 'approved');
    expect(await balanceOf('ravi')).toMatchObject({ taken: 2 });
    expect((await call('asha', 'POST', `leave-requests/${approved.id}/cancel/`)).statusCode).toBe(403);
    const asked = await call('ravi', 'POST', `leave-requests/${approved.id}/cancel/`);
    expect(asked.json().status).toBe('cancellation_requested');
    const accepted = await call('lead', 'POST', `leave-requests/${approved.id}/approve/`, {});
    expect(accepted.json().status).toBe('cancelled');
    expect(await balanceOf('ravi')).toMatchObject({ taken: 0, available: 12 });
  });

  it('sends requests of a policy with HR approval to lms admins after the manager', async () => {
    const policy = await call('admin', 'POST', 'leave-policies/', {
      name: 'Everyone',
      leave_type_ids: [casualId, hourlyId],
      requires_second_approval: true,
    });
    expect(policy.statusCode).toBe(201);
    const created = await requestOf('ravi', '2030-05-06', '2030-05-06');
    const first = await call('lead', 'POST', `leave-requests/${created.id}/approve/`, {});
    expect(first.json()).toMatchObject({ status: 'pending', approval_stage: 'hr' });
    expect((await call('lead', 'POST', `leave-requests/${created.id}/approve/`, {})).statusCode).toBe(403);
    const hr = await call('admin', 'GET', 'leave-requests/?scope=to_approve');
    expect(hr.json().results.map((row: { id: number }) => row.id)).toContain(created.id);
    const second = await call('admin', 'POST', `leave-requests/${created.id}/approve/`, {});
    expect(second.json()).toMatchObject({ status: 'approved' });
    await call('admin', 'DELETE', `leave-policies/${policy.json().id}/`);
  });

  it('keeps ledger entries immutable', async () => {
    // The write under test: the table itself refuses to change a ledger entry, whoever asks.
    await expect(
      withOrg(test.ctx.database.db, org, (tx) =>
        tx.execute(sql`update leave_ledger_entries set quantity = 100`),
      ),
    ).rejects.toThrow();
  });
});

describe('team leaves', () => {
  it('shows a manager their team’s leave in a month, and refuses others', async () => {
    const response = await call('lead', 'GET', 'team-leaves/?from=2030-03-01&to=2030-03-31');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ team_size: 2, truncated: false });
    expect(response.json().results.map((row: { employee: { id: number } }) => row.employee.id)).toEqual([
      employeeIds.asha,
    ]);
    expect((await call('solo', 'GET', 'team-leaves/?from=2030-03-01&to=2030-03-31')).statusCode).toBe(403);
    expect((await call('lead', 'GET', 'team-leaves/?from=2030-01-01&to=2030-12-31')).statusCode).toBe(400);
  });
});
