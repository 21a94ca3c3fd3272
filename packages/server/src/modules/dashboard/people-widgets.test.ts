import { createLocalDate, formatApiDate, ROLES, resolveDatePreset } from '@atrium/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { organizationClock } from '../../platform/clock';
import {
  type BuildEmployee,
  bearer,
  buildEmployee,
  buildOrganization,
  buildSignedInPeople,
  inScope,
  signIn,
} from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createDepartment, createDesignation } from '../org-setup';

let test: TestApp;
let org: number;
let other: number;
let tokens: Record<string, string>;
let otherCeo: string;

/** The organisation's today (its clock, Asia/Kolkata by default) at local midnight, for calendar arithmetic. */
const today = organizationClock('Asia/Kolkata').localMidnight();
const monday = resolveDatePreset('current_week', today)?.start_date as string;
const mondayDate = new Date(`${monday}T00:00:00`);
/** The day `days` after this week's Monday. */
const inWeeks = (days: number) =>
  formatApiDate(
    createLocalDate(mondayDate.getFullYear(), mondayDate.getMonth(), mondayDate.getDate() + days),
  );
/** Day `day` of the month `monthsAgo` months before this one (0 is the month's last day). */
const monthsAgo = (months: number, day: number) =>
  formatApiDate(createLocalDate(today.getFullYear(), today.getMonth() - months + (day === 0 ? 1 : 0), day));
const monthOf = (months: number) => {
  const first = createLocalDate(today.getFullYear(), today.getMonth() - months, 1);
  return { month: first.getMonth() + 1, year: first.getFullYear() };
};
const LONG_AGO = monthsAgo(30, 1);

async function person(
  organizationId: number,
  name: string,
  joining: string | null = null,
  more: BuildEmployee = {},
) {
  const { employee } = await buildEmployee(test.ctx, organizationId, {
    firstName: name,
    lastName: 'Tester',
    dateOfJoining: joining,
    ...more,
  });
  return employee.id;
}

/**
 * Replaces the employee's work history with the given periods ([from, to or null, status]): a past no service
 * rewrites, as work changes take effect from today on.
 */
async function history(
  organizationId: number,
  employeeId: number,
  periods: [string, string | null, string][],
) {
  const db = test.ctx.database.db;
  await db.execute(sql`delete from employee_work_periods where employee_id = ${employeeId}`);
  for (const [from, to, status] of periods) {
    await db.execute(sql`insert into employee_work_periods (organization_id, employee_id, valid_from, valid_to, status)
      values (${organizationId}, ${employeeId}, ${from}, ${to}, ${status})`);
  }
}

/**
 * An exit written with its flags as given, leaving the work history above as the test wrote it (the exits services
 * would move the employee's status along): done without its clearance is a state those services refuse.
 */
async function exit(
  organizationId: number,
  employeeId: number,
  lastWorkingDay: string,
  status: string,
  done: { clearance?: boolean; final?: boolean } = {},
) {
  await test.ctx.database.db.execute(sql`insert into employee_exits (organization_id, employee_id, exit_type,
      notice_date, last_working_day, notice_period_days, status, is_exit_clearance_done, is_exit_final_done)
    values (${organizationId}, ${employeeId}, 'resignation', ${LONG_AGO}, ${lastWorkingDay}, 30, ${status},
      ${done.clearance ?? false}, ${done.final ?? false})`);
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
      exitManager: [ROLES.EMPLOYEE_EXIT_MANAGER],
      finance: [ROLES.FINANCE_EXECUTIVE],
      recruiter: [ROLES.TAS_RECRUITER],
      analyst: [ROLES.TAS_ANALYST],
      hr: [ROLES.EMPLOYEE_MANAGER],
    },
    'widgets.test',
  );
  await buildEmployee(test.ctx, other, { email: 'ceo@other.widgets.test', roles: [ROLES.CEO] });
  otherCeo = await signIn(test, other, 'ceo@other.widgets.test');

  // Attrition: four long-serving staff; Xavier and Zoe leave three months ago; Yan joins two months ago.
  const staff: number[] = [];
  for (const name of ['Ann', 'Ben', 'Cat', 'Wes']) {
    const id = await person(org, name);
    await history(org, id, [[LONG_AGO, null, 'active']]);
    staff.push(id);
  }
  await exit(org, staff[3] as number, monthsAgo(3, 10), 'withdrawn');
  // Past the last working day but not completed yet: not an exit of its month.
  await exit(org, staff[1] as number, monthsAgo(4, 10), 'in-notice', { clearance: true });
  const [designation, department] = await inScope(test.ctx, org, async (scope) => [
    await createDesignation(scope, 'Engineer'),
    await createDepartment(scope, 'Delivery'),
  ]);
  const xavier = await person(org, 'Xavier', null, {
    status: 'exited',
    designationId: designation?.id,
    departmentId: department?.id,
  });
  await history(org, xavier, [
    [LONG_AGO, monthsAgo(3, 15), 'active'],
    [monthsAgo(3, 16), null, 'exited'],
  ]);
  await exit(org, xavier, monthsAgo(3, 15), 'exit-done');
  const zoe = await person(org, 'Zoe');
  await history(org, zoe, [
    [LONG_AGO, monthsAgo(3, 19), 'active'],
    [monthsAgo(3, 20), monthsAgo(3, 20), 'in-notice'],
    [monthsAgo(3, 21), null, 'exited'],
  ]);
  await exit(org, zoe, monthsAgo(3, 20), 'exit-done', { clearance: true, final: true });
  await history(org, await person(org, 'Yan', monthsAgo(2, 10)), [[monthsAgo(2, 10), null, 'active']]);

  // Joiners and exits per week from this Monday.
  await person(org, 'Jo', inWeeks(1));
  await person(org, 'Jack', inWeeks(8));
  await person(org, 'Jill', inWeeks(9));
  await person(org, 'Late', inWeeks(30));
  const leaving = await person(org, 'Leaving', null, { status: 'in-notice' });
  await exit(org, leaving, inWeeks(2), 'in-notice', { clearance: true });
  await exit(org, await person(org, 'Done'), inWeeks(15), 'exit-done', { clearance: true, final: true });
  await exit(org, await person(org, 'Stayed'), inWeeks(16), 'withdrawn');
  const far = await person(org, 'Far', null, { status: 'in-notice' });
  await exit(org, far, inWeeks(100), 'in-notice');

  // The other organisation: a joiner this week and one exit three months ago.
  await person(other, 'Elsewhere', inWeeks(1));
  const gone = await person(other, 'Gone');
  await history(other, gone, [[LONG_AGO, monthsAgo(3, 15), 'active']]);
  await exit(other, gone, monthsAgo(3, 15), 'exit-done');
});
afterAll(() => test.close());

const get = (path: string, token: string, organizationId = org) =>
  test.app.inject({ url: `/api/${organizationId}/dashboard/${path}`, headers: bearer(token) });

describe('joiners and exits', () => {
  it('counts joiners and open or done exits for each of the next 4 weeks, empty weeks included', async () => {
    const response = await get('widgets/joiners_exits/', tokens.ceo as string);
    expect(response.json()).toEqual({
      joiners: [
        { joining_date: inWeeks(0), number_of_joinees: 1 },
        { joining_date: inWeeks(7), number_of_joinees: 2 },
        { joining_date: inWeeks(14), number_of_joinees: 0 },
        { joining_date: inWeeks(21), number_of_joinees: 0 },
      ],
      exits: [
        { last_working_day: inWeeks(0), employee_exits_count: 1 },
        { last_working_day: inWeeks(7), employee_exits_count: 0 },
        { last_working_day: inWeeks(14), employee_exits_count: 1 },
        { last_working_day: inWeeks(21), employee_exits_count: 0 },
      ],
    });
  });

  it('is a disabled tile: listed for nobody, its data only for the roles the spec names', async () => {
    const tiles = (await get('widgets/', tokens.ceo as string)).json().results;
    expect(tiles.map((tile: { identifier: string }) => tile.identifier)).not.toContain('joiners_exits');
    expect((await get('widgets/joiners_exits/', tokens.hr as string)).statusCode).toBe(403);
  });
});

describe('people in notice', () => {
  it('counts the employees serving notice', async () => {
    expect((await get('widgets/people_in_notice/', tokens.ceo as string)).json()).toEqual({
      in_notice_resource_count: 2,
    });
  });

  it('refuses the employee manager (the tile is the CEO’s and disabled)', async () => {
    const response = await get('widgets/people_in_notice/', tokens.hr as string);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ code: 'permission_denied' });
  });
});

describe('attrition rate', () => {
  const month = (months: number, exit_count: number, total_count: number, attrition_rate: number) => ({
    ...monthOf(months),
    exit_count,
    total_count,
    attrition_rate,
  });

  it('gives the last 6 whole months: done exits over the average head count at the month’s ends', async () => {
    const response = await get('widgets/attrition_rate/', tokens.recruiter as string);
    expect(response.json()).toEqual({
      results: [
        month(6, 0, 6, 0),
        month(5, 0, 6, 0),
        month(4, 0, 6, 0),
        month(3, 2, 5, 40),
        month(2, 0, 4.5, 0),
        month(1, 0, 5, 0),
      ],
    });
  });

  it('takes start_date and end_date, a missing end running 6 months', async () => {
    const one = await get(
      `widgets/attrition_rate/?start_date=${monthsAgo(3, 5)}&end_date=${monthsAgo(3, 6)}`,
      tokens.ceo as string,
    );
    expect(one.json()).toEqual({ results: [month(3, 2, 5, 40)] });
    const fromStart = await get(
      `widgets/attrition_rate/?start_date=${monthsAgo(3, 1)}`,
      tokens.ceo as string,
    );
    expect(fromStart.json().results).toHaveLength(6);
    expect(fromStart.json().results[0]).toEqual(month(3, 2, 5, 40));
  });

  it('rounds to 2 decimals and reads 0 when nobody was on the books', async () => {
    const response = await get(
      `widgets/attrition_rate/?start_date=${monthsAgo(3, 1)}&end_date=${monthsAgo(3, 0)}`,
      otherCeo,
      other,
    );
    expect(response.json()).toEqual({ results: [month(3, 1, 0.5, 200)] });
    const empty = await get(
      'widgets/attrition_rate/?start_date=2001-01-01&end_date=2001-01-31',
      otherCeo,
      other,
    );
    expect(empty.json()).toEqual({
      results: [{ month: 1, year: 2001, exit_count: 0, total_count: 0, attrition_rate: 0 }],
    });
  });

  it('refuses an end before the start, a period over 24 months and a malformed date', async () => {
    const ceo = tokens.ceo as string;
    expect(
      (await get('widgets/attrition_rate/?start_date=2026-05-01&end_date=2026-04-30', ceo)).json(),
    ).toEqual({
      code: 'invalid',
      codes: { end_date: ['invalid'] },
    });
    expect(
      (await get('widgets/attrition_rate/?start_date=2024-01-01&end_date=2026-01-01', ceo)).json(),
    ).toEqual({
      code: 'invalid',
      codes: { start_date: ['invalid'] },
    });
    expect(
      (await get('widgets/attrition_rate/?start_date=2023-01-01&end_date=2024-12-31', ceo)).statusCode,
    ).toBe(200);
    expect((await get('widgets/attrition_rate/?end_date=31-01-2026', ceo)).json()).toEqual({
      code: 'invalid',
      codes: { end_date: ['invalid'] },
    });
  });

  it('is refused to a role the spec does not list', async () => {
    expect((await get('widgets/attrition_rate/', tokens.analyst as string)).statusCode).toBe(403);
  });
});

describe('attrition drill-down', () => {
  const { month, year } = monthOf(3);

  it('lists the month’s completed exits with name, code, designation, department and last working day', async () => {
    const response = await get(`attrition/exits/?year=${year}&month=${month}`, tokens.recruiter as string);
    const body = response.json();
    expect(body.count).toBe(2);
    expect(body.results).toEqual([
      expect.objectContaining({
        first_name: 'Xavier',
        last_name: 'Tester',
        code: expect.any(String),
        designation: 'Engineer',
        department: 'Delivery',
        last_working_day: monthsAgo(3, 15),
      }),
      expect.objectContaining({ first_name: 'Zoe', designation: null, department: null }),
    ]);
  });

  it('pages and sorts on the server', async () => {
    const response = await get(
      `attrition/exits/?year=${year}&month=${month}&limit=1&offset=0&order_by=-last_working_day`,
      tokens.ceo as string,
    );
    expect(response.json()).toMatchObject({ count: 2, results: [{ first_name: 'Zoe' }] });
    const second = await get(
      `attrition/exits/?year=${year}&month=${month}&limit=1&offset=1&order_by=name`,
      tokens.ceo as string,
    );
    expect(second.json()).toMatchObject({ count: 2, results: [{ first_name: 'Zoe' }] });
  });

  it('shows another organisation only its own exits', async () => {
    const response = await get(`attrition/exits/?year=${year}&month=${month}`, otherCeo, other);
    expect(response.json()).toMatchObject({ count: 1, results: [{ first_name: 'Gone' }] });
  });

  it('is refused to those who do not see the attrition rate, and checks the month', async () => {
    expect(
      (await get(`attrition/exits/?year=${year}&month=${month}`, tokens.analyst as string)).statusCode,
    ).toBe(403);
    expect((await get(`attrition/exits/?year=${year}&month=13`, tokens.ceo as string)).json()).toEqual({
      code: 'invalid',
      codes: { month: ['invalid'] },
    });
    expect((await get(`attrition/exits/?year=${year}`, tokens.ceo as string)).statusCode).toBe(400);
  });
});

describe('exit clearance', () => {
  it('counts open exits with clearance pending and with full-and-final pending', async () => {
    for (const who of ['ceo', 'exitManager', 'finance']) {
      expect((await get('widgets/exit_clearance/', tokens[who] as string)).json()).toEqual({
        exit_clearance_pending_count: 1,
        exit_final_pending_count: 3,
      });
    }
  });

  it('counts nothing of another organisation', async () => {
    expect((await get('widgets/exit_clearance/', otherCeo, other)).json()).toEqual({
      exit_clearance_pending_count: 0,
      exit_final_pending_count: 0,
    });
  });

  it('is refused to a role the spec does not list', async () => {
    expect((await get('widgets/exit_clearance/', tokens.recruiter as string)).statusCode).toBe(403);
  });
});
