import { ROLES } from '@atrium/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../platform/db/query-rows';
import { withOrg } from '../../platform/db/tenant';
import {
  as,
  buildEmployee,
  buildOrganization,
  buildSignedInPeople,
  employeeIdsByName,
  inScope,
  signIn,
  userIdsByName,
} from '../../test/factories';
import { buildLeaveRequest, buildLeaveType, buildLeaveYear, creditLeave } from '../../test/leave-factories';
import { buildActiveProject, buildAllocation } from '../../test/project-factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { sendTimesheetReminders } from './timesheet-reminders.job';

let test: TestApp;
let org: number;
let other: number;
let tokens: Record<string, string>;
let users: Record<string, number>;
let employees: Record<string, number>;
let projectId: number;

const DOMAIN = 'timesheets.test';
const MONDAY = '2026-11-23';
const WEEK = [MONDAY, '2026-11-24', '2026-11-25', '2026-11-26', '2026-11-27', '2026-11-28', '2026-11-29'];

const allocate = (name: string, start: string, end: string) =>
  buildAllocation(test, org, { projectId, person: { employeeId: employees[name] as number }, start, end });

beforeAll(async () => {
  test = await createTestApp();
  org = (await buildOrganization(test.ctx)).id;
  other = (await buildOrganization(test.ctx)).id;
  tokens = await buildSignedInPeople(
    test,
    org,
    {
      ceo: [ROLES.CEO],
      lead: [ROLES.DELIVERY_LEAD],
      otherlead: [ROLES.DELIVERY_LEAD],
      manager: [ROLES.TIMESHEET_MANAGER],
      worker: [ROLES.EMPLOYEE],
      second: [ROLES.EMPLOYEE],
    },
    DOMAIN,
  );
  users = await userIdsByName(test, org);
  employees = await employeeIdsByName(test, org);
  projectId = (
    await buildActiveProject(test, org, tokens.ceo as string, {
      name: 'Timesheet project',
      leadId: users.lead as number,
      start: '2026-01-01',
      end: '2026-12-31',
    })
  ).id;
  await allocate('worker', '2026-01-01', '2026-11-27');
  await allocate('second', '2026-01-01', '2026-12-31');
  const outsider = await buildEmployee(test.ctx, other, { email: `outsider@${DOMAIN}`, roles: [ROLES.CEO] });
  tokens.outsider = await signIn(test, other, `outsider@${DOMAIN}`);
  expect(outsider.user.id).toBeGreaterThan(0);
});
afterAll(() => test.close());

const client = (who: string) => as(test, org, tokens[who] as string);
const week = (minutes: number[], overrides: Record<string, unknown> = {}) => ({
  week_start: MONDAY,
  rows: [{ project_id: projectId, task: null, is_billable: true, minutes, ...overrides }],
});

describe('my week', () => {
  it('opens with a line per project the person is allocated to, billable as the allocation is', async () => {
    const response = await client('worker').get(`/timesheets/my-week/?week=2026-11-25`);
    expect(response.statusCode).toBe(200);
    const sheet = response.json();
    expect(sheet).toMatchObject({ code: null, week_start: MONDAY, status: 'draft', can_edit: true });
    expect(sheet.days.map((day: { date: string }) => day.date)).toEqual(WEEK);
    expect(sheet.rows).toEqual([
      expect.objectContaining({
        project: expect.objectContaining({ id: projectId, name: 'Timesheet project' }),
        is_billable: true,
        allocation: expect.objectContaining({ end_date: '2026-11-27' }),
        minutes: [0, 0, 0, 0, 0, 0, 0],
      }),
    ]);
  });

  const bench = (minutes: number[]) => ({ project_id: null, task: 'bench', is_billable: false, minutes });
  // Rows are built when each case runs: the project exists only once the file's set-up has run.
  it.each([
    [
      'a day over 24 hours',
      'second',
      () => [week([900, 0, 0, 0, 0, 0, 0]).rows[0], bench([600, 0, 0, 0, 0, 0, 0])],
      'day_over_24_hours',
    ],
    [
      'billable time under an hour a day',
      'second',
      () => week([30, 0, 0, 0, 0, 0, 0]).rows,
      'billable_hours_out_of_range',
    ],
    [
      'time after the allocation ends',
      'worker',
      () => week([0, 0, 0, 0, 0, 240, 0]).rows,
      'time_outside_allocation',
    ],
  ])('refuses %s', async (_, who, rows, code) => {
    const response = await client(who).put('/timesheets/my-week/', { week_start: MONDAY, rows: rows() });
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe(code);
  });

  it("a week with no time yet starts with the person's approved leave as a leave line, a working day each", async () => {
    const week = '2026-10-05';
    await buildLeaveYear(test.ctx, org, '2026-01-01');
    const type = await buildLeaveType(test.ctx, org);
    await creditLeave(test.ctx, org, '2026-12-31');
    await buildLeaveRequest(test.ctx, org, {
      applicant: { employeeId: employees.worker as number, userId: users.worker as number },
      leave_type_id: type.id,
      start: '2026-10-09',
      end: '2026-10-11',
      state: 'approved',
      decidedBy: users.ceo as number,
    });
    const opened = (await client('worker').get(`/timesheets/my-week/?week=${week}`)).json();
    expect(opened.rows).toContainEqual(
      expect.objectContaining({
        task: 'leave',
        project: null,
        minutes: [0, 0, 0, 0, 480, 0, 0],
        status: 'draft',
      }),
    );
    // Saved as it stands, the leave line is time like any other; another week has none.
    const saved = await client('worker').put('/timesheets/my-week/', {
      week_start: week,
      rows: [{ project_id: null, task: 'leave', is_billable: false, minutes: [0, 0, 0, 0, 480, 0, 0] }],
    });
    expect(saved.json().rows).toContainEqual(expect.objectContaining({ task: 'leave', status: 'draft' }));
    const other = (await client('worker').get('/timesheets/my-week/?week=2026-10-12')).json();
    expect(other.rows.some((row: { task: string | null }) => row.task === 'leave')).toBe(false);
  });

  it("keeps a line's note with its time, and shows it to the line's approver", async () => {
    const noted = { ...week([0, 0, 0, 0, 0, 0, 0]), week_start: '2026-10-19' };
    const row = { ...noted.rows[0], minutes: [480, 0, 0, 0, 0, 0, 0], note: '  Payments API  ' };
    const saved = await client('second').put('/timesheets/my-week/', { ...noted, rows: [row] });
    expect(saved.json().rows).toEqual([expect.objectContaining({ note: 'Payments API' })]);
    const tooLong = await client('second').put('/timesheets/my-week/', {
      ...noted,
      rows: [{ ...row, note: 'x'.repeat(16_001) }],
    });
    expect(tooLong.json()).toEqual({ code: 'invalid', codes: { 'rows.0.note': ['min_16000'] } });
    const longest = await client('second').put('/timesheets/my-week/', {
      ...noted,
      rows: [{ ...row, note: 'x'.repeat(16_000) }],
    });
    expect(longest.json().rows[0].note).toHaveLength(16_000);
    await client('second').put('/timesheets/my-week/', { ...noted, rows: [row] });
    const lines = (await client('lead').get('/timesheets/approvals/?week=2026-10-19')).json();
    expect(lines.results).toEqual([expect.objectContaining({ note: 'Payments API', status: 'draft' })]);
  });

  it('saves drafts, submits them to the lead, and a submitted week cannot be changed', async () => {
    const saved = await client('worker').put('/timesheets/my-week/', week([480, 480, 450, 480, 480, 0, 0]));
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ status: 'draft', can_edit: true });
    expect(saved.json().code).toMatch(/^TS-\d{4}$/);
    expect(saved.json().rows[0].minutes).toEqual([480, 480, 450, 480, 480, 0, 0]);

    const submitted = await client('worker').post('/timesheets/my-week/submit/', { week_start: MONDAY });
    expect(submitted.json()).toMatchObject({ status: 'submitted', can_edit: false });
    const changed = await client('worker').put('/timesheets/my-week/', week([240, 480, 450, 480, 480, 0, 0]));
    expect(changed.json().code).toBe('timesheet_not_editable');
    const again = await client('worker').post('/timesheets/my-week/submit/', { week_start: MONDAY });
    expect(again.json().code).toBe('timesheet_nothing_to_submit');

    const told = await withOrg(test.ctx.database.db, org, (tx) =>
      queryRows<{ recipient_user_id: number; notification_text: string }>(
        tx,
        sql`select recipient_user_id, notification_text from notifications where organization_id = ${org}
            and action = 'timesheet:submitted'`,
      ),
    );
    expect(told).toEqual([
      {
        recipient_user_id: users.lead,
        notification_text: `Timesheet ${saved.json().code} awaits your approval`,
      },
    ]);
  });
});

describe('approvals', () => {
  it('the lead sees the week to approve; another lead and an employee do not', async () => {
    const mine = (await client('lead').get('/timesheets/approvals/?status=submitted')).json();
    expect(mine.results).toEqual([
      expect.objectContaining({
        employee: expect.objectContaining({ name: expect.any(String) }),
        project: expect.objectContaining({ id: projectId }),
        week_start: MONDAY,
        minutes: 2370,
        billable_minutes: 2370,
        status: 'submitted',
      }),
    ]);
    expect((await client('otherlead').get('/timesheets/approvals/?status=submitted')).json().results).toEqual(
      [],
    );
    expect((await client('manager').get('/timesheets/approvals/?status=submitted')).json().count).toBe(1);
    expect((await client('worker').get('/timesheets/approvals/')).statusCode).toBe(403);

    const line = { timesheet_id: mine.results[0].timesheet_id, project_id: projectId };
    const stranger = await client('otherlead').post('/timesheets/approvals/decide/', {
      items: [line],
      decision: 'approve',
    });
    expect(stranger.statusCode).toBe(404);
  });

  it('rejects with a reason, the person resubmits, the lead approves; the timesheet manager reopens', async () => {
    const row = (await client('lead').get('/timesheets/approvals/?status=submitted')).json().results[0];
    const line = { timesheet_id: row.timesheet_id, project_id: projectId };
    const decide = (who: string, body: object) => client(who).post('/timesheets/approvals/decide/', body);

    expect((await decide('lead', { items: [line], decision: 'reject' })).json().code).toBe(
      'timesheet_reason_required',
    );
    expect(
      (await decide('lead', { items: [line], decision: 'reject', reason: 'Wednesday is short' })).json(),
    ).toEqual({
      changed: 5,
      timesheets: 1,
    });
    const rejected = (await client('worker').get(`/timesheets/my-week/?week=${MONDAY}`)).json();
    expect(rejected).toMatchObject({ status: 'rejected', can_edit: true });
    expect(rejected.rows[0].reason).toBe('Wednesday is short');

    await client('worker').put('/timesheets/my-week/', week([480, 480, 480, 480, 480, 0, 0]));
    await client('worker').post('/timesheets/my-week/submit/', { week_start: MONDAY });
    expect((await decide('lead', { items: [line], decision: 'approve' })).json()).toEqual({
      changed: 5,
      timesheets: 1,
    });
    expect((await decide('lead', { items: [line], decision: 'approve' })).json().code).toBe(
      'timesheet_transition_not_allowed',
    );
    expect((await client('worker').get(`/timesheets/my-week/?week=${MONDAY}`)).json().status).toBe(
      'approved',
    );

    expect(
      (await decide('manager', { items: [line], decision: 'reopen', reason: 'Client asked' })).json(),
    ).toEqual({
      changed: 5,
      timesheets: 1,
    });
    expect((await client('worker').get(`/timesheets/my-week/?week=${MONDAY}`)).json()).toMatchObject({
      status: 'reopened',
      can_edit: true,
    });
  });

  it('a frozen week is final: it cannot be reopened', async () => {
    await client('second').put('/timesheets/my-week/', week([480, 0, 0, 0, 0, 0, 0]));
    await client('second').post('/timesheets/my-week/submit/', { week_start: MONDAY });
    const row = (await client('lead').get('/timesheets/approvals/?status=submitted')).json().results[0];
    const line = { timesheet_id: row.timesheet_id, project_id: projectId };
    await client('lead').post('/timesheets/approvals/decide/', { items: [line], decision: 'approve' });
    const frozen = await client('manager').post('/timesheets/bulk/freeze/', {
      month: '2026-11',
      project_id: projectId,
      action: 'freeze',
    });
    expect(frozen.json()).toEqual({ changed: 1 });
    const reopened = await client('manager').post('/timesheets/approvals/decide/', {
      items: [line],
      decision: 'reopen',
      reason: 'Late change',
    });
    expect(reopened.json().code).toBe('timesheet_finalised');
    for (const decision of ['approve', 'reject', 'skip']) {
      const decided = await client('manager').post('/timesheets/approvals/decide/', {
        items: [{ ...line, work_date: MONDAY }],
        decision,
        reason: 'Late change',
      });
      expect(decided.json().code).toBe('timesheet_transition_not_allowed');
    }
    const saved = await client('second').put('/timesheets/my-week/', week([240, 0, 0, 0, 0, 0, 0]));
    expect(saved.json().code).toBe('timesheet_not_editable');
  });

  it('another organisation never sees or decides this one’s timesheets', async () => {
    const foreign = as(test, other, tokens.outsider as string);
    expect((await foreign.get('/timesheets/approvals/')).json().results).toEqual([]);
    const row = (await client('manager').get('/timesheets/approvals/')).json().results[0];
    const decided = await foreign.post('/timesheets/approvals/decide/', {
      items: [{ timesheet_id: row.timesheet_id, project_id: projectId }],
      decision: 'approve',
    });
    expect(decided.statusCode).toBe(404);
  });
});

describe('pending timesheets widget', () => {
  it('counts the lead’s people’s weeks not submitted and lines waiting, over the last four weeks', async () => {
    const widget = async (who: string) => {
      const response = await client(who).get('/dashboard/widgets/pending_timesheets/');
      expect(response.statusCode, who).toBe(200);
      return response.json();
    };
    const lead = await widget('lead');
    expect(lead.pending_submission_timesheets_count).toBeGreaterThan(0);
    expect(lead.approval_pending_timesheets_count).toBeGreaterThanOrEqual(0);
    expect(await widget('otherlead')).toEqual({
      pending_submission_timesheets_count: 0,
      approval_pending_timesheets_count: 0,
    });
    expect((await client('worker').get('/dashboard/widgets/pending_timesheets/')).statusCode).toBe(403);
  });
});

describe('reminders', () => {
  it('remind the allocated who have not submitted last week, once, and leave the submitters alone', async () => {
    await allocate('manager', '2026-11-01', '2026-12-31');
    const run = () => inScope(test.ctx, org, (scope) => sendTimesheetReminders(scope, '2026-12-01'));
    expect(await run()).toEqual({ reminded: 1, approvers: 0 });
    expect(await run()).toEqual({ reminded: 0, approvers: 0 });
    const sent = await withOrg(test.ctx.database.db, org, (tx) =>
      queryRows<{ recipient_user_id: number; notification_text: string }>(
        tx,
        sql`select recipient_user_id, notification_text from notifications where organization_id = ${org}
            and action = 'timesheet:reminder'`,
      ),
    );
    expect(sent).toEqual([
      {
        recipient_user_id: users.manager,
        notification_text: 'Your timesheet for the week of 23-Nov-2026 is not submitted yet',
      },
    ]);
  });
});

describe('time above the allocation', () => {
  const EARLIER = '2026-11-09';
  const long = {
    week_start: EARLIER,
    rows: [{ project_id: 0, task: null, is_billable: true, minutes: [600, 0, 0, 0, 0, 0, 0] }],
  };
  const body = () => ({ ...long, rows: long.rows.map((row) => ({ ...row, project_id: projectId })) });

  it('is flagged by default, and refused once the timesheet manager says so', async () => {
    const flagged = await client('second').put('/timesheets/my-week/', body());
    expect(flagged.statusCode).toBe(200);
    expect(flagged.json()).toMatchObject({ over_allocation: 'flag', week_start: EARLIER });
    expect((await client('second').get('/timesheets/settings/')).json()).toEqual({ over_allocation: 'flag' });

    expect(
      (await client('lead').put('/timesheets/settings/', { over_allocation: 'refuse' })).statusCode,
    ).toBe(403);
    expect(
      (await client('manager').put('/timesheets/settings/', { over_allocation: 'never' })).statusCode,
    ).toBe(400);
    const changed = await client('manager').put('/timesheets/settings/', { over_allocation: 'refuse' });
    expect(changed.json()).toEqual({ over_allocation: 'refuse' });

    const refused = await client('second').put('/timesheets/my-week/', body());
    expect([refused.statusCode, refused.json().code]).toEqual([400, 'time_above_allocation']);
    const within = await client('second').put('/timesheets/my-week/', {
      ...body(),
      rows: [{ ...body().rows[0], minutes: [480, 0, 0, 0, 0, 0, 0] }],
    });
    expect(within.json()).toMatchObject({ over_allocation: 'refuse' });
    // Another organisation keeps its own rules.
    const elsewhere = await as(test, other, tokens.outsider as string).get('/timesheets/settings/');
    expect(elsewhere.json()).toEqual({ over_allocation: 'flag' });

    const audits = await withOrg(test.ctx.database.db, org, (tx) =>
      queryRows<{ before: unknown; after: unknown }>(
        tx,
        sql`select before, after from audit_events where organization_id = ${org}
            and action = 'timesheet_settings.update'`,
      ),
    );
    expect(audits).toEqual([{ before: { over_allocation: 'flag' }, after: { over_allocation: 'refuse' } }]);
    await client('manager').put('/timesheets/settings/', { over_allocation: 'flag' });
  });
});

describe('reasons', () => {
  it('take up to 16,000 characters to reject, skip and reopen, and no more', async () => {
    const monday = '2026-10-19';
    await client('second').post('/timesheets/my-week/submit/', { week_start: monday });
    const [row] = (await client('lead').get(`/timesheets/approvals/?week=${monday}&status=submitted`)).json()
      .results;
    const line = { timesheet_id: row.timesheet_id, project_id: projectId };
    const decide = (decision: string, reason: string) =>
      client('lead').post('/timesheets/approvals/decide/', { items: [line], decision, reason });
    const longest = 'r'.repeat(16_000);
    const tooLong = 'r'.repeat(16_001);

    expect((await decide('reject', tooLong)).json()).toEqual({
      code: 'invalid',
      codes: { reason: ['min_16000'] },
    });
    expect((await decide('reject', longest)).json()).toEqual({ changed: 1, timesheets: 1 });
    const rejected = (await client('second').get(`/timesheets/my-week/?week=${monday}`)).json();
    expect(rejected.rows[0].reason).toBe(longest);

    expect((await decide('reopen', tooLong)).json().codes).toEqual({ reason: ['min_16000'] });
    expect((await decide('reopen', longest)).json()).toEqual({ changed: 1, timesheets: 1 });
    await client('second').post('/timesheets/my-week/submit/', { week_start: monday });
    expect((await decide('skip', tooLong)).json().codes).toEqual({ reason: ['min_16000'] });
    expect((await decide('skip', longest)).json()).toEqual({ changed: 1, timesheets: 1 });
  });
});
