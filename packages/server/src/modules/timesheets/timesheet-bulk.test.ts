import { ROLES } from '@atrium/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../platform/db/query-rows';
import { withOrg } from '../../platform/db/tenant';
import {
  as,
  buildOrganization,
  buildSignedInPeople,
  changeWork,
  employeeIdsByName,
  inScope,
  userIdsByName,
} from '../../test/factories';
import { buildActiveProject, buildAllocation } from '../../test/project-factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { logWeek } from '../../test/timesheet-factories';
import { createDepartment } from '../org-setup';

let test: TestApp;
let org: number;
let tokens: Record<string, string>;
let users: Record<string, number>;
let employees: Record<string, number>;
let projectId: number;

const DOMAIN = 'timesheet-bulk.test';
const MONDAY = '2026-11-23';

const client = (who: string) => as(test, org, tokens[who] as string);
const week = (minutes: number[]) => ({
  week_start: MONDAY,
  rows: [{ project_id: projectId, task: null, is_billable: true, minutes }],
});

/** The second person's approved Monday of November 2026, frozen by the timesheet manager's month closing. */
beforeAll(async () => {
  test = await createTestApp();
  org = (await buildOrganization(test.ctx)).id;
  tokens = await buildSignedInPeople(
    test,
    org,
    {
      ceo: [ROLES.CEO],
      lead: [ROLES.DELIVERY_LEAD],
      manager: [ROLES.TIMESHEET_MANAGER],
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
  await buildAllocation(test, org, {
    projectId,
    person: { employeeId: employees.second as number },
    start: '2026-01-01',
    end: '2026-12-31',
  });
  await logWeek(client('second'), MONDAY, [{ project_id: projectId, minutes: [480, 0, 0, 0, 0, 0, 0] }]);
  const [row] = (await client('lead').get('/timesheets/approvals/?status=submitted')).json().results;
  const approved = await client('lead').post('/timesheets/approvals/decide/', {
    items: [{ timesheet_id: row.timesheet_id, project_id: projectId }],
    decision: 'approve',
  });
  expect(approved.json()).toEqual({ changed: 1, timesheets: 1 });
  const frozen = await client('manager').post('/timesheets/bulk/freeze/', {
    month: '2026-11',
    action: 'freeze',
  });
  expect(frozen.json()).toEqual({ changed: 1 });
});
afterAll(() => test.close());

describe('bulk timesheets', () => {
  it('the timesheet manager unfreezes a month with a reason, and freezes it again; no one else may', async () => {
    const bulk = (who: string, body: object) => client(who).post('/timesheets/bulk/freeze/', body);
    const unfreeze = (who: string, body: object) => client(who).post('/timesheets/bulk/unfreeze/', body);
    expect((await bulk('lead', { month: '2026-11', action: 'freeze' })).statusCode).toBe(403);
    expect((await bulk('manager', { month: '2026-13', action: 'freeze' })).statusCode).toBe(400);

    // Unfreezing is its own action: not a month closing, never without a reason, only the timesheet manager's.
    expect((await bulk('manager', { month: '2026-11', action: 'unfreeze' })).statusCode).toBe(400);
    expect((await unfreeze('lead', { month: '2026-11', reason: 'Closed too early' })).statusCode).toBe(403);
    expect((await unfreeze('manager', { month: '2026-11' })).json().code).toBe('timesheet_reason_required');
    expect((await unfreeze('manager', { month: '2026-11', reason: '  ' })).json().code).toBe(
      'timesheet_reason_required',
    );
    expect((await unfreeze('manager', { month: '2026-11', reason: 'r'.repeat(16_001) })).json()).toEqual({
      code: 'invalid',
      codes: { reason: ['min_16000'] },
    });
    expect((await unfreeze('manager', { month: '2026-11', reason: 'Closed too early' })).json()).toEqual({
      changed: 1,
    });
    const [audited] = await withOrg(test.ctx.database.db, org, (tx) =>
      queryRows<{ actor_user_id: number; after: Record<string, unknown> }>(
        tx,
        sql`select actor_user_id, after from audit_events where organization_id = ${org}
            and action = 'timesheet.unfreeze_month' order by id desc limit 1`,
      ),
    );
    expect(audited).toMatchObject({
      actor_user_id: users.manager,
      after: { reason: 'Closed too early', entries: 1, timesheets: 1 },
    });
    const summary = (await client('manager').get('/timesheets/bulk/month/?month=2026-11')).json();
    expect(summary.statuses).toContainEqual({ status: 'approved', entries: 1, minutes: 480 });

    expect(
      (await bulk('manager', { month: '2026-11', project_id: projectId, action: 'freeze' })).json(),
    ).toEqual({
      changed: 1,
    });
    const frozen = (await client('second').get(`/timesheets/my-week/?week=${MONDAY}`)).json();
    expect(frozen).toMatchObject({ status: 'frozen', can_edit: false });
    const bench = { project_id: null, task: 'bench', is_billable: false, minutes: [0, 60, 0, 0, 0, 0, 0] };
    const added = await client('second').put('/timesheets/my-week/', {
      ...week([480, 0, 0, 0, 0, 0, 0]),
      rows: [...week([480, 0, 0, 0, 0, 0, 0]).rows, bench],
    });
    expect(added.json().code).toBe('timesheet_not_editable');
    expect((await unfreeze('manager', { month: '2026-10', reason: 'Nothing there' })).json()).toEqual({
      changed: 0,
    });
  });

  it("closes a department's month, and bills a project's frozen time by an invoice, for good", async () => {
    const bulk = (who: string, body: object) => client(who).post('/timesheets/bulk/freeze/', body);
    const department = await inScope(test.ctx, org, (scope) => createDepartment(scope, 'Delivery'));
    await changeWork(test.ctx, org, employees.second as number, { departmentId: department.id });
    const scopes = (await client('manager').get('/timesheets/bulk/scopes/')).json();
    expect(scopes.projects).toContainEqual(
      expect.objectContaining({ id: projectId, name: 'Timesheet project' }),
    );
    expect(scopes.departments).toContainEqual({ id: department.id, name: 'Delivery' });
    expect((await client('lead').get('/timesheets/bulk/scopes/')).statusCode).toBe(403);

    const ofDepartment = `/timesheets/bulk/month/?month=2026-11&department_id=${department.id}`;
    expect((await client('manager').get(ofDepartment)).json().statuses).toEqual([
      { status: 'frozen', entries: 1, minutes: 480 },
    ]);
    expect(
      (
        await client('manager').post('/timesheets/bulk/unfreeze/', {
          month: '2026-11',
          department_id: department.id,
          reason: 'Wrong department closed',
        })
      ).json(),
    ).toEqual({ changed: 1 });
    expect(
      (await bulk('manager', { month: '2026-11', department_id: department.id, action: 'freeze' })).json(),
    ).toEqual({ changed: 1 });
    const both = await bulk('manager', {
      month: '2026-11',
      project_id: projectId,
      department_id: department.id,
      action: 'freeze',
    });
    expect(both.statusCode).toBe(400);

    // Billing names the project and the invoice.
    expect(
      (await bulk('manager', { month: '2026-11', action: 'bill', invoice_reference: 'INV-7' })).statusCode,
    ).toBe(400);
    expect(
      (await bulk('manager', { month: '2026-11', project_id: projectId, action: 'bill' })).statusCode,
    ).toBe(400);
    expect(
      (
        await bulk('lead', {
          month: '2026-11',
          project_id: projectId,
          action: 'bill',
          invoice_reference: 'INV-7',
        })
      ).statusCode,
    ).toBe(403);
    const billed = await bulk('manager', {
      month: '2026-11',
      project_id: projectId,
      action: 'bill',
      invoice_reference: 'INV-7',
    });
    expect(billed.json()).toEqual({ changed: 1 });
    const week = (await client('second').get(`/timesheets/my-week/?week=${MONDAY}`)).json();
    expect(week).toMatchObject({ status: 'billed', can_edit: false });
    // Billed time is final for every path: no unfreeze, no decision.
    const unfrozen = await client('manager').post('/timesheets/bulk/unfreeze/', {
      month: '2026-11',
      project_id: projectId,
      reason: 'Invoice was wrong',
    });
    expect(unfrozen.json()).toEqual({ changed: 0 });
    const [billedSheet] = await withOrg(test.ctx.database.db, org, (tx) =>
      queryRows<{ timesheet_id: number }>(
        tx,
        sql`select timesheet_id from timesheet_entries where organization_id = ${org} and status = 'billed'`,
      ),
    );
    const line = { timesheet_id: billedSheet?.timesheet_id as number, project_id: projectId };
    for (const decision of ['reopen', 'approve', 'reject', 'skip']) {
      const decided = await client('manager').post('/timesheets/approvals/decide/', {
        items: [line],
        decision,
        reason: 'Late change',
      });
      expect(decided.json().code).toBe(
        decision === 'reopen' ? 'timesheet_finalised' : 'timesheet_transition_not_allowed',
      );
    }
    const [entry] = await withOrg(test.ctx.database.db, org, (tx) =>
      queryRows<{ status: string; invoice_reference: string }>(
        tx,
        sql`select status, invoice_reference from timesheet_entries where organization_id = ${org}
            and status = 'billed'`,
      ),
    );
    expect(entry).toEqual({ status: 'billed', invoice_reference: 'INV-7' });
    const told = await withOrg(test.ctx.database.db, org, (tx) =>
      queryRows<{ action: string; notification_text: string }>(
        tx,
        sql`select action, notification_text from notifications where organization_id = ${org}
            and recipient_user_id = ${users.second} and action in ('timesheet:frozen', 'timesheet:billed')
            order by id`,
      ),
    );
    expect(told.at(-1)).toEqual({
      action: 'timesheet:billed',
      notification_text: expect.stringMatching(/^Your time of November 2026 on PR-\d{4} is billed$/),
    });
    expect(told.filter((row) => row.action === 'timesheet:frozen').length).toBeGreaterThan(0);
  });
});
