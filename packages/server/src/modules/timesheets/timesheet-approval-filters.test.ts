import { ROLES, type TimesheetStatus } from '@atrium/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  as,
  buildEmployee,
  buildOrganization,
  buildSignedInPeople,
  employeeIdsByName,
  signIn,
  userIdsByName,
} from '../../test/factories';
import { buildActiveProject } from '../../test/project-factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { buildTimesheet } from '../../test/timesheet-factories';

let test: TestApp;
let org: number;
let other: number;
let tokens: Record<string, string>;
let employees: Record<string, number>;
let projectId: number;
let otherProjectId: number;
/** The sheet's code of each week built, by its Monday. */
const codes: Record<string, string> = {};

const DOMAIN = 'timesheet-approval-filters.test';

/** A week of the worker's with one day of time: on the project unless told, submitted unless told. */
const WEEKS: readonly { monday: string; day: string; status: TimesheetStatus; other?: boolean }[] = [
  { monday: '2026-09-21', day: '2026-09-22', status: 'submitted' },
  // Meets October on its Thursday.
  { monday: '2026-09-28', day: '2026-10-01', status: 'submitted' },
  { monday: '2026-10-05', day: '2026-10-06', status: 'approved' },
  { monday: '2026-10-12', day: '2026-10-13', status: 'submitted', other: true },
  // Meets November on its Sunday.
  { monday: '2026-10-26', day: '2026-10-27', status: 'submitted' },
  { monday: '2026-11-02', day: '2026-11-03', status: 'submitted' },
];

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
      manager: [ROLES.TIMESHEET_MANAGER],
      worker: [ROLES.EMPLOYEE],
    },
    DOMAIN,
  );
  const users = await userIdsByName(test, org);
  employees = await employeeIdsByName(test, org);
  const project = (name: string) =>
    buildActiveProject(test, org, tokens.ceo as string, {
      name,
      leadId: users.lead as number,
      start: '2026-01-01',
      end: '2026-12-31',
    });
  projectId = (await project('Filtered project')).id;
  otherProjectId = (await project('Second project')).id;
  for (const week of WEEKS) {
    const sheet = await buildTimesheet(test.ctx, org, {
      person: { employeeId: employees.worker as number },
      weekStart: week.monday,
      days: [{ projectId: week.other ? otherProjectId : projectId, workDate: week.day, status: week.status }],
    });
    codes[week.monday] = `TS-${String(sheet.number).padStart(4, '0')}`;
  }

  const outsider = await buildEmployee(test.ctx, other, {
    email: `outsider@${DOMAIN}`,
    roles: [ROLES.TIMESHEET_MANAGER],
  });
  tokens.outsider = await signIn(test, other, `outsider@${DOMAIN}`);
  await buildTimesheet(test.ctx, other, {
    person: { employeeId: outsider.employee.id },
    weekStart: '2026-10-05',
    days: [{ workDate: '2026-10-06', status: 'submitted' }],
  });
});
afterAll(() => test.close());

const client = (who: string) => as(test, org, tokens[who] as string);
const weeksListed = async (who: string, query: string) => {
  const response = await client(who).get(`/timesheets/approvals/?${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return (response.json().results as { week_start: string }[]).map((row) => row.week_start);
};

describe('approvals filtered by period', () => {
  it.each([
    ['every week', '', ['2026-11-02', '2026-10-26', '2026-10-12', '2026-10-05', '2026-09-28', '2026-09-21']],
    ['one week', 'week=2026-10-05', ['2026-10-05']],
    ['the week of a day', 'week=2026-10-08', ['2026-10-05']],
    [
      'a month: the weeks it meets',
      'month=2026-10',
      ['2026-10-26', '2026-10-12', '2026-10-05', '2026-09-28'],
    ],
    ['a range', 'start_date=2026-10-04&end_date=2026-10-12', ['2026-10-12', '2026-10-05', '2026-09-28']],
    ['a range open at its end', 'start_date=2026-11-01', ['2026-11-02', '2026-10-26']],
    ['a range open at its start', 'end_date=2026-09-27', ['2026-09-21']],
    ['a month within a range', 'month=2026-10&start_date=2026-10-20', ['2026-10-26']],
    ['a month and a status', 'month=2026-10&status=submitted', ['2026-10-26', '2026-10-12', '2026-09-28']],
    ['a month and a project', `month=2026-10&project_id=PROJECT`, ['2026-10-26', '2026-10-05', '2026-09-28']],
  ])('%s', async (_name, query, expected) => {
    expect(await weeksListed('manager', query.replace('PROJECT', String(projectId)))).toEqual(expected);
  });

  it('keeps the period sorted and paged on the server, with the count and time of every line found', async () => {
    const page = (offset: number) =>
      client('manager').get(
        `/timesheets/approvals/?month=2026-10&order_by=week_start&limit=2&offset=${offset}`,
      );
    const first = (await page(0)).json();
    expect(first).toMatchObject({ count: 4, totals: { minutes: 4 * 480 } });
    expect(first.results.map((row: { code: string }) => row.code)).toEqual([
      codes['2026-09-28'],
      codes['2026-10-05'],
    ]);
    expect((await page(2)).json().results.map((row: { code: string }) => row.code)).toEqual([
      codes['2026-10-12'],
      codes['2026-10-26'],
    ]);
  });

  it.each([
    ['month=2026-13', { month: ['invalid'] }],
    ['month=october', { month: ['invalid'] }],
    ['start_date=2026-10-32', { start_date: ['invalid'] }],
    ['start_date=2026-10-12&end_date=2026-10-04', { end_date: ['invalid_date_order'] }],
    ['week=soon&month=2026-1', { week: ['invalid'], month: ['invalid'] }],
  ])('refuses %s with the fields at fault', async (query, codes) => {
    const response = await client('manager').get(`/timesheets/approvals/?${query}`);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ code: 'invalid', codes });
  });

  it("never lists another organisation's lines, whatever the period", async () => {
    const outsider = as(test, other, tokens.outsider as string);
    const theirs = (await outsider.get('/timesheets/approvals/?month=2026-10')).json();
    expect(theirs.count).toBe(1);
    expect(theirs.results[0].employee.id).not.toBe(employees.worker);
    expect(await weeksListed('manager', 'week=2026-10-05')).toEqual(['2026-10-05']);
  });

  it('leaves who may list as it was: a lead their projects, an employee nothing', async () => {
    expect(await weeksListed('lead', 'month=2026-10')).toEqual([
      '2026-10-26',
      '2026-10-12',
      '2026-10-05',
      '2026-09-28',
    ]);
    expect((await client('worker').get('/timesheets/approvals/?month=2026-10')).statusCode).toBe(403);
    expect((await client('worker').get('/timesheets/approvals/?month=2026-13')).statusCode).toBe(403);
  });
});

describe('the reason of a decision', () => {
  it('is listed with the line and its day', async () => {
    const [row] = (await client('manager').get('/timesheets/approvals/?week=2026-11-02')).json().results;
    const rejected = await client('manager').post('/timesheets/approvals/decide/', {
      items: [{ timesheet_id: row.timesheet_id, project_id: projectId }],
      decision: 'reject',
      reason: 'Tuesday belongs to the second project',
    });
    expect(rejected.statusCode, rejected.body).toBe(200);
    const [listed] = (await client('manager').get('/timesheets/approvals/?week=2026-11-02')).json().results;
    expect(listed).toMatchObject({
      status: 'rejected',
      reason: 'Tuesday belongs to the second project',
      days: [{ date: '2026-11-03', status: 'rejected', reason: 'Tuesday belongs to the second project' }],
    });
    const [approved] = (await client('manager').get('/timesheets/approvals/?week=2026-10-05')).json().results;
    expect(approved.reason).toBeNull();
  });
});
