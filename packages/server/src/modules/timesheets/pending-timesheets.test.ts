import { ROLES } from '@atrium/contracts';
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
import { buildActiveProject, buildAllocation } from '../../test/project-factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { logWeek } from '../../test/timesheet-factories';

let test: TestApp;
let org: number;
let other: number;
let tokens: Record<string, string>;
let weeks: string[];
let projectA: number;
let projectB: number;

const DOMAIN = 'pending-timesheets.test';
const DAY_MS = 86_400_000;
const addDays = (iso: string, days: number) =>
  new Date(Date.parse(`${iso}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

const client = (who: string) => as(test, org, tokens[who] as string);

/** Four hours on Monday on each project, submitted unless told. */
const logMonday = (
  organizationId: number,
  token: string,
  monday: string,
  projectIds: number[],
  submit = true,
) =>
  logWeek(
    as(test, organizationId, token),
    monday,
    projectIds.map((projectId) => ({ project_id: projectId, minutes: [240, 0, 0, 0, 0, 0, 0] })),
    { submit },
  );

/** A lead's active project over the years the test spans, and its people billable on it over the four weeks. */
async function projectWith(
  organizationId: number,
  token: string,
  name: string,
  leadId: number,
  people: number[],
) {
  const { id } = await buildActiveProject(test, organizationId, token, {
    name,
    leadId,
    start: '2020-01-01',
    end: '2035-12-31',
  });
  for (const employeeId of people)
    await buildAllocation(test, organizationId, {
      projectId: id,
      person: { employeeId },
      start: weeks[0] as string,
      end: addDays(weeks[3] as string, 6),
    });
  return id;
}

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
      plain: [ROLES.EMPLOYEE],
    },
    DOMAIN,
  );
  await buildEmployee(test.ctx, org, {
    email: `worker@${DOMAIN}`,
    firstName: 'Wilhelmina',
    lastName: 'Quill',
  });
  await buildEmployee(test.ctx, org, { email: `second@${DOMAIN}`, firstName: 'Secundus', lastName: 'Marsh' });
  tokens.worker = await signIn(test, org, `worker@${DOMAIN}`);
  tokens.second = await signIn(test, org, `second@${DOMAIN}`);
  const users = await userIdsByName(test, org);
  weeks = (await client('ceo').get('/timesheets/pending/?kind=submission')).json().weeks;
  expect(weeks).toHaveLength(4);
  const employees = await employeeIdsByName(test, org);
  const [worker, second] = [employees.worker as number, employees.second as number];
  projectA = await projectWith(org, tokens.ceo as string, 'Alpha', users.lead as number, [worker, second]);
  projectB = await projectWith(org, tokens.ceo as string, 'Beta', users.otherlead as number, [second]);
  const [w0, w1, w2, w3] = weeks as [string, string, string, string];
  // The worker submits the last week on Alpha and keeps a draft the week before; the second submits the
  // third week on Alpha and Beta.
  await logMonday(org, tokens.worker as string, w3, [projectA]);
  await logMonday(org, tokens.worker as string, w2, [projectA], false);
  await logMonday(org, tokens.second as string, w2, [projectA, projectB]);
  expect([w0, w1].length).toBe(2);

  // Another organisation with pending weeks of its own.
  await buildEmployee(test.ctx, other, { email: `outsider@${DOMAIN}`, roles: [ROLES.CEO] });
  await buildEmployee(test.ctx, other, {
    email: `outworker@${DOMAIN}`,
    firstName: 'Foreign',
    lastName: 'Hand',
  });
  tokens.outsider = await signIn(test, other, `outsider@${DOMAIN}`);
  tokens.outworker = await signIn(test, other, `outworker@${DOMAIN}`);
  const outsiders = await userIdsByName(test, other);
  const outworker = (await employeeIdsByName(test, other)).outworker as number;
  const foreign = await projectWith(other, tokens.outsider, 'Foreign', outsiders.outsider as number, [
    outworker,
  ]);
  await logMonday(other, tokens.outworker, w1, [foreign]);
});
afterAll(() => test.close());

const pending = async (who: string, query: string, organizationId = org) => {
  const response = await as(test, organizationId, tokens[who] as string).get(`/timesheets/pending/?${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
};

describe('pending timesheets drilldown', () => {
  it.each([
    ['ceo', 6, 3],
    ['lead', 6, 2],
    ['otherlead', 3, 1],
  ])('%s: each kind counts what the tile counts', async (who, submission, approval) => {
    const widget = (await client(who).get('/dashboard/widgets/pending_timesheets/')).json();
    expect(widget).toEqual({
      pending_submission_timesheets_count: submission,
      approval_pending_timesheets_count: approval,
    });
    expect((await pending(who, 'kind=submission')).count).toBe(widget.pending_submission_timesheets_count);
    expect((await pending(who, 'kind=approval')).count).toBe(widget.approval_pending_timesheets_count);
  });

  it('counts over the weeks a call names, as the drilldown lists them week by week', async () => {
    const widget = (query: string) => client('lead').get(`/dashboard/widgets/pending_timesheets/?${query}`);
    const last = weeks[3] as string;
    const lastWeek = (await widget(`start_date=${last}&end_date=${last}`)).json();
    expect(lastWeek).toEqual({
      pending_submission_timesheets_count: (await pending('lead', `kind=submission&week=${last}`)).count,
      approval_pending_timesheets_count: (await pending('lead', `kind=approval&week=${last}`)).count,
    });
    expect(lastWeek.approval_pending_timesheets_count).toBeGreaterThan(0);
    const sunday = new Date(Date.parse(`${last}T00:00:00Z`) + 6 * 86_400_000).toISOString().slice(0, 10);
    expect((await widget(`start_date=${weeks[0]}&end_date=${sunday}`)).json()).toEqual(
      (await widget('')).json(),
    );
    const backwards = await widget(`start_date=${last}&end_date=${weeks[0]}`);
    expect(backwards.statusCode).toBe(400);
    expect((await widget('start_date=2026-01-01&end_date=2026-12-31')).statusCode).toBe(400);
  });

  it('lists the lines waiting for the lead: person, week, project, time and status', async () => {
    const page = await pending('lead', 'kind=approval');
    expect(page.weeks).toEqual(weeks);
    expect(page.results).toEqual([
      {
        id: 1,
        timesheet_id: expect.any(Number),
        code: expect.stringMatching(/^TS-\d{4}$/),
        employee: {
          id: expect.any(Number),
          name: 'Wilhelmina Quill',
          code: expect.any(String),
          designation: null,
        },
        project: { id: projectA, code: expect.stringMatching(/^PR-/), name: 'Alpha' },
        week_start: weeks[3],
        minutes: 240,
        status: 'submitted',
      },
      expect.objectContaining({
        id: 2,
        employee: expect.objectContaining({ name: 'Secundus Marsh' }),
        project: expect.objectContaining({ id: projectA }),
        week_start: weeks[2],
        minutes: 240,
      }),
    ]);
    // The other lead sees the Beta line of the same week, and only that.
    const theirs = await pending('otherlead', 'kind=approval');
    expect(theirs.results.map((row: { project: { id: number } }) => row.project.id)).toEqual([projectB]);
  });

  it('lists the weeks not submitted: nothing saved, or a draft with its time', async () => {
    const page = await pending('lead', `kind=submission&week=${weeks[2]}`);
    expect(page.count).toBe(1);
    expect(page.results).toEqual([
      expect.objectContaining({
        employee: expect.objectContaining({ name: 'Wilhelmina Quill' }),
        week_start: weeks[2],
        code: expect.stringMatching(/^TS-/),
        minutes: 240,
        status: 'draft',
        project: null,
      }),
    ]);
    const empty = await pending('lead', `kind=submission&week=${weeks[0]}&search=secundus`);
    expect(empty.results).toEqual([
      expect.objectContaining({
        employee: expect.objectContaining({ name: 'Secundus Marsh' }),
        timesheet_id: null,
        code: null,
        minutes: 0,
        status: null,
      }),
    ]);
  });

  it('filters by week and person, pages in order, and finds nothing outside the four weeks', async () => {
    expect((await pending('ceo', `kind=approval&week=${weeks[2]}`)).count).toBe(2);
    expect((await pending('ceo', 'kind=submission&search=wilhelmina')).count).toBe(3);
    expect((await pending('ceo', 'kind=submission&search=nobody-here')).count).toBe(0);
    expect((await pending('ceo', `kind=submission&week=${addDays(weeks[3] as string, 7)}`)).count).toBe(0);
    const all = await pending('ceo', 'kind=submission&order_by=employee');
    const second = await pending('ceo', 'kind=submission&order_by=employee&limit=2&offset=2');
    expect(second.count).toBe(6);
    expect(second.results.map((row: { id: number }) => row.id)).toEqual([3, 4]);
    expect(second.results.map((row: { week_start: string }) => row.week_start)).toEqual(
      all.results.slice(2, 4).map((row: { week_start: string }) => row.week_start),
    );
    expect(all.results.map((row: { employee: { name: string } }) => row.employee.name)).toEqual([
      'Secundus Marsh',
      'Secundus Marsh',
      'Secundus Marsh',
      'Wilhelmina Quill',
      'Wilhelmina Quill',
      'Wilhelmina Quill',
    ]);
  });

  it('refuses an employee and a request without a kind', async () => {
    expect((await client('plain').get('/timesheets/pending/?kind=submission')).statusCode).toBe(403);
    expect((await client('worker').get('/timesheets/pending/?kind=approval')).statusCode).toBe(403);
    expect((await client('ceo').get('/timesheets/pending/')).statusCode).toBe(400);
  });

  it('never shows another organisation’s weeks', async () => {
    const names = (page: { results: { employee: { name: string } }[] }) =>
      page.results.map((row) => row.employee.name);
    const mine = [
      ...names(await pending('ceo', 'kind=submission')),
      ...names(await pending('ceo', 'kind=approval')),
    ];
    expect(mine).not.toContain('Foreign Hand');
    const theirs = await pending('outsider', 'kind=approval', other);
    expect(names(theirs)).toEqual(['Foreign Hand']);
    expect(names(await pending('outsider', 'kind=submission', other))).toEqual([
      'Foreign Hand',
      'Foreign Hand',
      'Foreign Hand',
    ]);
  });
});
