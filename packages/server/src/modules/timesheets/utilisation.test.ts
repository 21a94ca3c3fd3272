import { ROLES, type TimesheetStatus } from '@atrium/contracts';
import { type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localDate } from '../../platform/clock';
import { queryRows } from '../../platform/db/query-rows';
import { withOrg } from '../../platform/db/tenant';
import { buildExit } from '../../test/exit-factories';
import {
  as,
  buildContractor,
  buildEmployee,
  buildOrganization,
  buildSignedInEmployee,
  buildSignedInPeople,
  employeeIdsByName,
  inScope,
  organizationOf,
  userIdsByName,
} from '../../test/factories';
import {
  buildLeaveRequest,
  buildLeaveType,
  buildLeaveYear,
  creditLeave,
  type LeaveRequestState,
} from '../../test/leave-factories';
import { type BuildAllocation, buildActiveProject, buildAllocation } from '../../test/project-factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { buildTimesheet } from '../../test/timesheet-factories';
import { createDepartment } from '../org-setup';
import { monthBefore } from './utilisation.queries';

let test: TestApp;
let org: number;
let other: number;
let tokens: Record<string, string>;
let users: Record<string, number>;
let kiran: number;
let leaveTypeId: number;

const DOMAIN = 'utilisation.timesheets.test';
/**
 * September 2026: 22 weekdays, Tuesday 1 to Wednesday 30. Monday 7 is a holiday everywhere, Thursday 17 an optional
 * one, Saturday 12 a holiday on a weekend, Thursday 24 a holiday of the second location only.
 */
const MONTH = '2026-09';

const run = (organizationId: number, statement: SQL) =>
  withOrg(test.ctx.database.db, organizationId, (tx) => tx.execute(statement));
const employeeOf = (name: string) =>
  sql`(select e.id from employees e where e.organization_id = ${org} and e.user_id = ${users[name] ?? 0})`;

/** Leave of one of the people, applied for and taken to `state` by the CEO's decisions. */
async function leave(name: string, start: string, end: string, state: LeaveRequestState = 'approved') {
  const employeeId = (await employeeIdsByName(test, org))[name] as number;
  await buildLeaveRequest(test.ctx, org, {
    applicant: { employeeId, userId: users[name] as number },
    leave_type_id: leaveTypeId,
    start,
    end,
    state,
    decidedBy: users.ceo as number,
  });
}

type Entry = [
  project: number | null,
  day: string,
  hours: number,
  status: TimesheetStatus,
  billable?: boolean,
];

/**
 * A sheet of the week with its entries, each billable unless told, written whole by the timesheet factory: no
 * decision leaves a week whose entries stand apart (frozen and billed beside approved, draft and rejected), which
 * is what the counts read.
 */
async function sheet(
  person: { employee: string } | { contractor: number },
  monday: string,
  entries: Entry[],
) {
  const employees = await employeeIdsByName(test, org);
  const projects = await withOrg(test.ctx.database.db, org, (tx) =>
    queryRows<{ number: number; id: number }>(
      tx,
      sql`select number, id from projects where organization_id = ${org}`,
    ),
  );
  const projectOf = (number: number) => projects.find((row) => row.number === number)?.id as number;
  await buildTimesheet(test.ctx, org, {
    person:
      'employee' in person
        ? { employeeId: employees[person.employee] as number }
        : { contractorId: person.contractor },
    weekStart: monday,
    days: entries.map(([project, day, hours, status, billable = true]) => ({
      projectId: project === null ? null : projectOf(project),
      task: project === null ? 'internal' : null,
      workDate: day,
      minutes: Math.round(hours * 60),
      isBillable: billable,
      status,
    })),
  });
}

beforeAll(async () => {
  test = await createTestApp();
  org = (await buildOrganization(test.ctx)).id;
  // Those who only read utilisation joined after the month.
  tokens = {};
  const readers = {
    ceo: [ROLES.CEO],
    manager: [ROLES.TIMESHEET_MANAGER],
    lead: [ROLES.DELIVERY_LEAD],
    owner: [ROLES.PROJECT_OWNER],
    employee: [ROLES.EMPLOYEE],
    approver: [ROLES.EMPLOYEE],
  };
  for (const [name, roles] of Object.entries(readers)) {
    const email = `${name}@${DOMAIN}`;
    const isTimesheetApprover = name === 'approver';
    const reader = { email, roles, isTimesheetApprover, dateOfJoining: '2026-10-01' };
    tokens[name] = (await buildSignedInEmployee(test, org, reader)).token;
  }
  const ceo = as(test, org, tokens.ceo as string);
  const [engineering, design] = await inScope(test.ctx, org, async (scope) => [
    await createDepartment(scope, 'Engineering'),
    await createDepartment(scope, 'Design'),
  ]);
  const locationOf = async (name: string) => {
    const response = await ceo.post('/org/setup/locations/', { name });
    expect(response.statusCode, response.body).toBe(201);
    return response.json().id as number;
  };
  const [pune, lisbon] = [await locationOf('Pune'), await locationOf('Lisbon')];
  const people = [
    ['ana', 'Ana', 'Silva', engineering, pune, undefined],
    ['ben', 'Ben', 'Okafor', engineering, pune, '2026-09-16'],
    ['cara', 'Cara', 'Diaz', design, lisbon, undefined],
    ['dan', 'Dan', 'Novak', design, lisbon, undefined],
    ['eve', 'Eve', 'Park', undefined, undefined, undefined],
  ] as const;
  const employees: Record<string, number> = {};
  for (const [name, firstName, lastName, department, locationId, dateOfJoining] of people) {
    const built = await buildEmployee(test.ctx, org, {
      email: `${name}@${DOMAIN}`,
      firstName,
      lastName,
      departmentId: department?.id,
      locationId,
      dateOfJoining,
    });
    employees[name] = built.employee.id;
  }
  const contractor = await buildContractor(test.ctx, org, {
    email: `kiran@${DOMAIN}`,
    firstName: 'Kiran',
    contracts: [
      { startDate: '2026-08-01', endDate: '2026-09-15', status: 'completed' },
      { startDate: '2026-09-14', endDate: '2026-12-31', status: 'terminated', terminatedOn: '2026-09-18' },
      { startDate: '2026-09-21', endDate: '2026-12-31', status: 'draft' },
    ],
  });
  kiran = contractor.contractor.id;
  // Lena: two contracts a fortnight apart, the 1st to the 4th and the 21st to the 25th.
  await buildContractor(test.ctx, org, {
    email: `lena@${DOMAIN}`,
    firstName: 'Lena',
    contracts: [
      { startDate: '2026-09-21', endDate: '2026-09-25' },
      { startDate: '2026-07-01', endDate: '2026-09-04', status: 'completed' },
    ],
  });
  users = await userIdsByName(test, org);
  // Dan left on Friday 4 September, Eve in August; Ana's exit was called off.
  const by = users.ceo as number;
  const exits = [
    ['dan', '2026-08-01', '2026-09-04', 'exit-done'],
    ['eve', '2026-07-01', '2026-08-31', 'exit-done'],
    ['ana', '2026-09-01', '2026-09-10', 'withdrawn'],
  ] as const;
  for (const [name, noticeDate, lastWorkingDay, stage] of exits)
    await buildExit(test.ctx, org, {
      employeeId: employees[name] as number,
      by,
      noticeDate,
      lastWorkingDay,
      stage,
    });
  const holidays = [
    { date: '2026-09-07', name: 'Labour day' },
    { date: '2026-09-17', name: 'Optional day', is_optional: true },
    { date: '2026-09-12', name: 'Saturday fair' },
    { date: '2026-09-24', name: 'Lisbon day', location_ids: [lisbon] },
  ];
  for (const holiday of holidays) {
    const response = await ceo.post('/leave-portal/holidays/', holiday);
    expect(response.statusCode, response.body).toBe(201);
  }
  const project = (name: string, leadId: number, ownerId: number) =>
    buildActiveProject(test, org, tokens.ceo as string, {
      name,
      leadId,
      ownerId,
      start: '2026-01-01',
      end: '2026-12-31',
    });
  const apollo = await project('Apollo', users.lead as number, by);
  const borealis = await project('Borealis', by, users.owner as number);
  const cosmos = await project('Cosmos', by, by);
  const dormant = await project('Dormant', users.lead as number, by);
  const completed = await ceo.post(`/projects/projects/${cosmos.id}/status/`, { status: 'completed' });
  expect(completed.statusCode, completed.body).toBe(200);
  const allocations: [number, BuildAllocation['person'], string, string, string, number?][] = [
    [apollo.id, { employeeId: employees.ana as number }, '2026-08-01', '2026-10-31', 'billable'],
    [apollo.id, { employeeId: employees.ben as number }, '2026-09-16', '2026-12-31', 'billable', 50],
    [borealis.id, { employeeId: employees.ben as number }, '2026-09-16', '2026-12-31', 'billable', 50],
    [borealis.id, { employeeId: employees.cara as number }, '2026-09-01', '2026-09-30', 'billable'],
    [cosmos.id, { employeeId: employees.cara as number }, '2026-09-01', '2026-09-30', 'assigned'],
    [cosmos.id, { contractorId: kiran }, '2026-09-01', '2026-09-15', 'billable'],
    [dormant.id, { employeeId: employees.eve as number }, '2026-09-01', '2026-09-30', 'non-billable'],
    [apollo.id, { employeeId: employees.cara as number }, '2026-10-01', '2026-10-31', 'billable'],
  ];
  for (const [projectId, person, start, end, status, percent] of allocations)
    await buildAllocation(test, org, { projectId, person, start, end, status, percent });
  await buildLeaveYear(test.ctx, org, '2026-01-01');
  // Negative balances allowed: capacity counts leave taken, whatever was credited before it.
  leaveTypeId = (await buildLeaveType(test.ctx, org, { allow_negative: true })).id;
  await creditLeave(test.ctx, org, '2026-12-31');
  // Ana: Thursday 3 to Tuesday 8 (Monday 7 a holiday). Ben: Monday 14 to Thursday 17, before he joined in part.
  // Cara: on the Lisbon holiday. Ben's pending request counts nothing.
  await leave('ana', '2026-09-03', '2026-09-08');
  await leave('ben', '2026-09-14', '2026-09-17');
  await leave('ben', '2026-09-28', '2026-09-30', 'pending');
  // The service refuses a request without a working day in it, yet Cara's on her location's holiday is what shows
  // that a day off is not taken from capacity twice: raw SQL writes it.
  await run(
    org,
    sql`insert into leave_requests (organization_id, number, employee_id, leave_type_id, leave_year_id, start_date,
        end_date, quantity, reason, status)
      select ${org}, coalesce(max(number), 0) + 1, ${employeeOf('cara')}, ${leaveTypeId},
        (select id from leave_configurations where organization_id = ${org}), '2026-09-24', '2026-09-24', 1,
        'Family', 'approved'
      from leave_requests where organization_id = ${org}`,
  );

  await sheet({ employee: 'ana' }, '2026-08-31', [
    [1, '2026-08-31', 8, 'approved'],
    [1, '2026-09-01', 8, 'approved'],
    [1, '2026-09-02', 8, 'frozen'],
  ]);
  await sheet({ employee: 'ana' }, '2026-09-14', [
    [1, '2026-09-14', 8, 'billed'],
    [1, '2026-09-15', 8, 'submitted'],
    [1, '2026-09-16', 6, 'approved'],
    [null, '2026-09-16', 2, 'approved', false],
  ]);
  await sheet({ employee: 'ana' }, '2026-09-28', [
    [1, '2026-09-29', 4, 'rejected'],
    [1, '2026-09-30', 8, 'approved'],
    [1, '2026-10-01', 8, 'approved'],
  ]);
  await sheet({ employee: 'ben' }, '2026-09-14', [
    [1, '2026-09-16', 4, 'approved'],
    [2, '2026-09-16', 4, 'approved'],
    [2, '2026-09-17', 8, 'draft'],
  ]);
  await sheet({ employee: 'cara' }, '2026-09-21', [
    [2, '2026-09-21', 8, 'approved'],
    [2, '2026-09-22', 7.5, 'approved'],
    [3, '2026-09-23', 8, 'approved', false],
  ]);
  await sheet({ contractor: kiran }, '2026-09-07', [
    [3, '2026-09-08', 8, 'approved'],
    [3, '2026-09-09', 8, 'approved'],
    [3, '2026-09-10', 8, 'submitted'],
  ]);

  // Another organisation's month: none of it shows.
  other = (await buildOrganization(test.ctx)).id;
  const { ceo: otherCeo } = await buildSignedInPeople(test, other, { ceo: [ROLES.CEO] }, `other.${DOMAIN}`);
  const stranger = await buildEmployee(test.ctx, other, { email: `stranger@other.${DOMAIN}` });
  const otherLead = (await userIdsByName(test, other)).ceo as number;
  const elsewhere = await buildActiveProject(test, other, otherCeo as string, {
    name: 'Apollo',
    leadId: otherLead,
    start: '2026-01-01',
    end: '2026-12-31',
  });
  await buildAllocation(test, other, {
    projectId: elsewhere.id,
    person: { employeeId: stranger.employee.id },
    start: '2026-09-01',
    end: '2026-09-30',
  });
  await buildTimesheet(test.ctx, other, {
    person: { employeeId: stranger.employee.id },
    weekStart: '2026-09-07',
    days: [{ projectId: elsewhere.id, workDate: '2026-09-08', minutes: 600, status: 'approved' }],
  });
});
afterAll(() => test.close());

const utilisation = (who: string, query: string) =>
  as(test, org, tokens[who] as string).get(`/timesheets/utilisation/?month=${MONTH}&${query}`);
const rowsOf = (body: { results: { name: string; billable_hours: number; capacity_hours: number }[] }) =>
  body.results.map((row) => [row.name, row.billable_hours, row.capacity_hours]);

describe('utilisation by person', () => {
  it('counts approved, frozen and billed billable hours against working days less holidays and leave', async () => {
    const response = await utilisation('manager', 'by=person');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ month: MONTH, by: 'person', count: 6 });
    // Ana: 22 weekdays less Labour day and three days of leave = 18; Ben: 11 weekdays from the 16th less two days
    // of leave = 9; Cara: less Labour day and the Lisbon day (her leave that day counted once) = 20; Dan: the four
    // weekdays to his last day; Kiran: the 14 weekdays of the 1st to the 18th under contract; Lena: 4 and 5.
    expect(body.results).toEqual([
      {
        id: expect.any(Number),
        name: 'Ana Silva',
        code: expect.any(String),
        billable_hours: 38,
        capacity_hours: 144,
        utilisation: 26.4,
      },
      {
        id: expect.any(Number),
        name: 'Ben Okafor',
        code: expect.any(String),
        billable_hours: 8,
        capacity_hours: 72,
        utilisation: 11.1,
      },
      {
        id: expect.any(Number),
        name: 'Cara Diaz',
        code: expect.any(String),
        billable_hours: 15.5,
        capacity_hours: 160,
        utilisation: 9.7,
      },
      {
        id: expect.any(Number),
        name: 'Dan Novak',
        code: expect.any(String),
        billable_hours: 0,
        capacity_hours: 32,
        utilisation: 0,
      },
      {
        id: -kiran,
        name: expect.stringMatching(/^Kiran /),
        code: expect.any(String),
        billable_hours: 16,
        capacity_hours: 112,
        utilisation: 14.3,
      },
      {
        id: expect.any(Number),
        name: expect.stringMatching(/^Lena /),
        code: expect.any(String),
        billable_hours: 0,
        capacity_hours: 72,
        utilisation: 0,
      },
    ]);
    expect(body.totals).toEqual({ billable_hours: 77.5, capacity_hours: 592, utilisation: 13.1 });
  });

  it('sorts and pages in SQL, the totals covering every row', async () => {
    const body = (await utilisation('ceo', 'by=person&order_by=-utilisation&limit=2&offset=1')).json();
    expect(body.count).toBe(6);
    expect(rowsOf(body)).toEqual([
      [expect.stringMatching(/^Kiran/), 16, 112],
      ['Ben Okafor', 8, 72],
    ]);
    expect(body.totals.billable_hours).toBe(77.5);
    const byCapacity = (await utilisation('ceo', 'by=person&order_by=capacity_hours')).json();
    expect(byCapacity.results.map((row: { capacity_hours: number }) => row.capacity_hours)).toEqual([
      32, 72, 72, 112, 144, 160,
    ]);
  });

  it('searches by name or code, the totals following the search', async () => {
    const body = (await utilisation('manager', 'by=person&search=okafor')).json();
    expect(rowsOf(body)).toEqual([['Ben Okafor', 8, 72]]);
    expect(body.totals).toEqual({ billable_hours: 8, capacity_hours: 72, utilisation: 11.1 });
    const code = body.results[0].code as string;
    expect((await utilisation('manager', `by=person&search=${code}`)).json().count).toBe(1);
  });
});

describe('utilisation by project and by department', () => {
  it("counts a project's billable allocations as its capacity", async () => {
    const body = (await utilisation('ceo', 'by=project')).json();
    // Apollo: Ana full time (22 weekdays) and Ben half time from the 16th (11); Borealis: Ben half time, Cara full
    // time; Cosmos: Kiran's billable allocation to the 15th (11 weekdays), Cara's assigned one not counted.
    expect(body.results).toEqual([
      {
        id: expect.any(Number),
        name: 'Apollo',
        code: 'PR-0001',
        billable_hours: 42,
        capacity_hours: 220,
        utilisation: 19.1,
      },
      {
        id: expect.any(Number),
        name: 'Borealis',
        code: 'PR-0002',
        billable_hours: 19.5,
        capacity_hours: 220,
        utilisation: 8.9,
      },
      {
        id: expect.any(Number),
        name: 'Cosmos',
        code: 'PR-0003',
        billable_hours: 16,
        capacity_hours: 88,
        utilisation: 18.2,
      },
    ]);
    expect(body.totals).toEqual({ billable_hours: 77.5, capacity_hours: 528, utilisation: 14.7 });
    expect(rowsOf((await utilisation('ceo', 'by=project&search=PR-2')).json())).toEqual([
      ['Borealis', 19.5, 220],
    ]);
    expect(rowsOf((await utilisation('ceo', 'by=project&search=bor')).json())).toEqual([
      ['Borealis', 19.5, 220],
    ]);
  });

  it('sums the employees of each department, contractors in a row of their own', async () => {
    const body = (await utilisation('manager', 'by=department')).json();
    expect(body.results).toEqual([
      { id: -1, name: 'Contractors', code: null, billable_hours: 16, capacity_hours: 184, utilisation: 8.7 },
      {
        id: expect.any(Number),
        name: 'Design',
        code: null,
        billable_hours: 15.5,
        capacity_hours: 192,
        utilisation: 8.1,
      },
      {
        id: expect.any(Number),
        name: 'Engineering',
        code: null,
        billable_hours: 46,
        capacity_hours: 216,
        utilisation: 21.3,
      },
    ]);
    expect(body.totals).toEqual({ billable_hours: 77.5, capacity_hours: 592, utilisation: 13.1 });
    expect(rowsOf((await utilisation('manager', 'by=department&search=eng')).json())).toEqual([
      ['Engineering', 46, 216],
    ]);
  });

  it('answers a month without time with no rows and no utilisation', async () => {
    const body = (
      await as(test, org, tokens.ceo as string).get('/timesheets/utilisation/?month=2025-02&by=project')
    ).json();
    expect(body).toEqual({
      month: '2025-02',
      by: 'project',
      count: 0,
      results: [],
      totals: { billable_hours: 0, capacity_hours: 0, utilisation: null },
    });
  });

  it('is for last month in the organisation’s time zone unless told', async () => {
    const { timezone } = await organizationOf(test.ctx, org);
    const body = (await as(test, org, tokens.ceo as string).get('/timesheets/utilisation/')).json();
    expect([body.month, body.by]).toEqual([monthBefore(localDate(new Date(), timezone)), 'person']);
  });
});

describe('who sees utilisation', () => {
  it('shows a delivery lead the people and projects of the projects they lead, their time on them only', async () => {
    const people = (await utilisation('lead', 'by=person')).json();
    expect(rowsOf(people)).toEqual([
      ['Ana Silva', 38, 144],
      ['Ben Okafor', 4, 72],
    ]);
    expect(people.totals).toEqual({ billable_hours: 42, capacity_hours: 216, utilisation: 19.4 });
    expect(rowsOf((await utilisation('lead', 'by=project')).json())).toEqual([['Apollo', 42, 220]]);
    expect(rowsOf((await utilisation('lead', 'by=department')).json())).toEqual([['Engineering', 42, 216]]);
  });

  it('shows a project owner those of the projects they own', async () => {
    expect(rowsOf((await utilisation('owner', 'by=person')).json())).toEqual([
      ['Ben Okafor', 4, 72],
      ['Cara Diaz', 15.5, 160],
    ]);
    expect(rowsOf((await utilisation('owner', 'by=project')).json())).toEqual([['Borealis', 19.5, 220]]);
    expect(rowsOf((await utilisation('owner', 'by=department')).json())).toEqual([
      ['Design', 15.5, 160],
      ['Engineering', 4, 72],
    ]);
  });

  it.each(['employee', 'approver'])('refuses the %s', async (who) => {
    const response = await utilisation(who, 'by=person');
    expect([response.statusCode, response.json().code]).toEqual([403, 'permission_denied']);
  });

  it.each(['month=2026-13', 'month=2026-9', 'by=team', 'order_by=salary', 'limit=0'])(
    'refuses %s',
    async (query) => {
      const response = await as(test, org, tokens.ceo as string).get(`/timesheets/utilisation/?${query}`);
      expect([response.statusCode, response.json().code]).toEqual([400, 'invalid']);
    },
  );
});
