import { ROLES } from '@atrium/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  as,
  buildEmployee,
  buildOrganization,
  buildSignedInPeople,
  signIn,
  userIdsByName,
} from '../../test/factories';
import { buildActiveProject, buildAllocation } from '../../test/project-factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { logWeek } from '../../test/timesheet-factories';

let test: TestApp;
let org: number;
let tokens: Record<string, string>;
let lastWeek: string;
let projectId: number;
const people: Record<string, { employeeId: number; userId: number }> = {};

const DOMAIN = 'timesheet-approvers.test';
const client = (who: string) => as(test, org, tokens[who] as string);

async function person(name: string, input: Parameters<typeof buildEmployee>[2] = {}) {
  const built = await buildEmployee(test.ctx, org, { email: `${name}@${DOMAIN}`, ...input });
  people[name] = { employeeId: built.employee.id, userId: built.user.id };
  tokens[name] = await signIn(test, org, `${name}@${DOMAIN}`);
  return built;
}

/**
 * A delivery lead's project; a timesheet approver (the flag only) whom `flagged` reports to; a reporting manager
 * without the flag whom `managed` reports to; the head of the sub-department `member` belongs to. Each of the three
 * submitted last week's project time and an hour of bench.
 */
beforeAll(async () => {
  test = await createTestApp();
  org = (await buildOrganization(test.ctx)).id;
  tokens = await buildSignedInPeople(test, org, { ceo: [ROLES.CEO], lead: [ROLES.DELIVERY_LEAD] }, DOMAIN);
  const users = await userIdsByName(test, org);
  lastWeek = (await client('ceo').get('/timesheets/pending/?kind=submission')).json().weeks[3];
  await person('approver', { isTimesheetApprover: true });
  await person('manager');
  const head = await person('head', { headOfSubDepartment: true });
  await person('flagged', { reportingManagerId: people.approver?.employeeId });
  await person('managed', { reportingManagerId: people.manager?.employeeId });
  await person('member', { subDepartmentId: head.subDepartments[0] });
  projectId = (
    await buildActiveProject(test, org, tokens.ceo as string, {
      name: 'Approvers project',
      leadId: users.lead as number,
      start: '2020-01-01',
      end: '2035-12-31',
    })
  ).id;
  for (const name of ['flagged', 'managed', 'member']) {
    await buildAllocation(test, org, {
      projectId,
      person: { employeeId: people[name]?.employeeId as number },
      start: '2020-01-01',
      end: '2035-12-31',
    });
    await logWeek(client(name), lastWeek, [
      { project_id: projectId, minutes: [240, 0, 0, 0, 0, 0, 0] },
      { project_id: null, task: 'bench', minutes: [60, 0, 0, 0, 0, 0, 0] },
    ]);
  }
});
afterAll(() => test.close());

const waiting = async (who: string) => {
  const response = await client(who).get('/timesheets/approvals/?status=submitted');
  expect(response.statusCode, who).toBe(200);
  return response
    .json()
    .results.map((row: { employee: { id: number }; project: { id: number } | null }) => [
      row.employee.id,
      row.project?.id ?? null,
    ]);
};

describe('timesheet approvers and sub-department heads', () => {
  it('decide the weeks the spec gives them, and the Pending Timesheets tile counts those lines', async () => {
    const [flagged, managed, member] = ['flagged', 'managed', 'member'].map(
      (name) => people[name] as { employeeId: number },
    ) as [{ employeeId: number }, { employeeId: number }, { employeeId: number }];
    const lines = (of: { employeeId: number }) => [
      [of.employeeId, projectId],
      [of.employeeId, null],
    ];
    // The timesheet approver decides their report's whole week; a manager without the flag has no approvals.
    expect((await waiting('approver')).sort()).toEqual(lines(flagged).sort());
    expect((await client('manager').get('/timesheets/approvals/')).statusCode).toBe(403);
    // The sub-department head decides its people's weeks.
    expect((await waiting('head')).sort()).toEqual(lines(member).sort());

    const tile = async (who: string) =>
      (await client(who).get('/dashboard/widgets/pending_timesheets/')).json()
        .approval_pending_timesheets_count;
    expect(await tile('approver')).toBe(2);
    expect(await tile('head')).toBe(2);
    expect(await tile('lead')).toBe(3);
    const drilled = (await client('head').get('/timesheets/pending/?kind=approval')).json();
    expect(drilled.count).toBe(2);

    const decide = (who: string, of: { employeeId: number }, project: number | null) =>
      client(who).post('/timesheets/approvals/decide/', {
        items: [{ timesheet_id: sheetOf[of.employeeId], project_id: project }],
        decision: 'approve',
      });
    const sheetOf: Record<number, number> = {};
    for (const who of ['approver', 'head', 'lead']) {
      const rows = (await client(who).get('/timesheets/approvals/?status=submitted')).json().results;
      for (const row of rows) sheetOf[row.employee.id] = row.timesheet_id;
    }
    expect((await decide('manager', managed, null)).statusCode).toBe(403);
    expect((await decide('head', flagged, projectId)).statusCode).toBe(404);
    expect((await decide('approver', flagged, projectId)).json()).toEqual({ changed: 1, timesheets: 1 });
    expect((await decide('head', member, projectId)).json()).toEqual({ changed: 1, timesheets: 1 });
    expect(await tile('approver')).toBe(1);
    expect(await tile('head')).toBe(1);
  });

  it('lists a line once, and counts it once, when the approver both leads its project and approves its person', async () => {
    const weeks = (await client('ceo').get('/timesheets/pending/?kind=submission')).json().weeks as string[];
    const week = weeks[2] as string;
    const own = await buildActiveProject(test, org, tokens.ceo as string, {
      name: "The approver's own project",
      leadId: people.approver?.userId as number,
      start: '2020-01-01',
      end: '2035-12-31',
    });
    await buildAllocation(test, org, {
      projectId: own.id,
      person: { employeeId: people.flagged?.employeeId as number },
      start: '2020-01-01',
      end: '2035-12-31',
    });
    await logWeek(client('flagged'), week, [
      { project_id: own.id, minutes: [120, 60, 0, 0, 0, 0, 0] },
      { project_id: null, task: 'bench', minutes: [30, 0, 0, 0, 0, 0, 0] },
    ]);
    const page = (
      await client('approver').get(`/timesheets/approvals/?status=submitted&week=${week}&limit=1`)
    ).json();
    expect(page.count).toBe(2);
    expect(page.totals).toEqual({ minutes: 210, billable_minutes: 180 });
    const all = (await client('approver').get(`/timesheets/approvals/?week=${week}`)).json();
    expect(
      all.results.map((row: { project: { id: number } | null; minutes: number }) => [
        row.project?.id ?? null,
        row.minutes,
      ]),
    ).toEqual(
      expect.arrayContaining([
        [own.id, 180],
        [null, 30],
      ]),
    );
    expect(all.results).toHaveLength(2);
  });
});
