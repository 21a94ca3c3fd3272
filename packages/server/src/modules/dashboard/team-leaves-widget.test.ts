import { ROLES, type RoleId } from '@atrium/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { organizationClock } from '../../platform/clock';
import { withOrg } from '../../platform/db/tenant';
import { bearer, buildEmployee, buildOrganization, changeWork, signIn } from '../../test/factories';
import {
  buildLeaveRequest,
  buildLeaveType,
  buildLeaveYear,
  type LeaveRequestState,
} from '../../test/leave-factories';
import { createTestApp, type TestApp } from '../../test/test-app';

/** The organisation's today (its clock, Asia/Kolkata by default), and the day `days` from it. */
const day = (days = 0) => {
  const date = new Date(`${organizationClock('Asia/Kolkata').today()}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
};

let test: TestApp;
let org: number;
let other: number;
const tokens: Record<string, string> = {};
const ids: Record<string, number> = {};
const userIds: Record<string, number> = {};

async function person(
  organizationId: number,
  name: string,
  options: {
    roles?: RoleId[];
    manager?: string;
    headOfSubDepartment?: boolean;
    subDepartmentId?: number;
  } = {},
) {
  const built = await buildEmployee(test.ctx, organizationId, {
    email: `${name}@team-leaves.test`,
    firstName: name,
    roles: options.roles ?? [ROLES.EMPLOYEE],
    reportingManagerId: options.manager ? ids[options.manager] : null,
    headOfSubDepartment: options.headOfSubDepartment,
    subDepartmentId: options.subDepartmentId,
  });
  ids[name] = built.employee.id;
  userIds[name] = built.user.id;
  return built;
}

/**
 * A leave year about today, without weekends so that a day's leave is a working day whatever day today is, and a
 * leave type that may go negative, for requests to point at; the lms admin who decides them.
 */
async function leaveSetup(organizationId: number) {
  const admin = await person(organizationId, `admin${organizationId}`, { roles: [ROLES.LMS_ADMIN] });
  await buildLeaveYear(test.ctx, organizationId, day(-180), { weekendDays: [] });
  const type = await buildLeaveType(test.ctx, organizationId, { allow_negative: true });
  return { typeId: type.id, adminId: admin.user.id };
}

async function leave(
  organizationId: number,
  setup: { typeId: number; adminId: number },
  name: string,
  from: number,
  to: number,
  state: LeaveRequestState,
) {
  const started = state === 'cancellation_requested' && from <= 0;
  const request = await buildLeaveRequest(test.ctx, organizationId, {
    applicant: { employeeId: ids[name] as number, userId: userIds[name] as number },
    leave_type_id: setup.typeId,
    start: day(from),
    end: day(to),
    reason: 'Away',
    state: started ? 'approved' : state,
    decidedBy: setup.adminId,
  });
  // The service refuses to cancel leave that has started, yet such a request may still be awaiting its
  // cancellation (asked before the start, decided after); only raw SQL reaches that state today.
  if (started)
    await withOrg(test.ctx.database.db, organizationId, (tx) =>
      tx.execute(sql`update leave_requests set status = 'cancellation_requested' where id = ${request.id}`),
    );
}

beforeAll(async () => {
  test = await createTestApp();
  org = (await buildOrganization(test.ctx)).id;
  other = (await buildOrganization(test.ctx)).id;

  // The CEO → the delivery lead → Asha, Bo, Cy, Dee, Eve → Ravi (under Asha).
  await person(org, 'ceo', { roles: [ROLES.CEO] });
  await person(org, 'lead', { roles: [ROLES.DELIVERY_LEAD], manager: 'ceo' });
  for (const name of ['asha', 'bo', 'cy', 'dee', 'eve']) await person(org, name, { manager: 'lead' });
  await person(org, 'ravi', { manager: 'asha' });
  // A sub-department head with Mia in their sub-department (she reports to nobody).
  const head = await person(org, 'head', { headOfSubDepartment: true });
  const subDepartmentId = head.subDepartments[0] as number;
  await changeWork(test.ctx, org, head.employee.id, { subDepartmentId });
  await person(org, 'mia', { subDepartmentId });
  // Outside every team; and a plain employee; and a manager with none of the tile's roles.
  await person(org, 'loner');
  await person(org, 'plain');
  await person(org, 'manager');
  await person(org, 'report', { manager: 'manager' });
  await person(other, 'elsewhere', { roles: [ROLES.CEO] });
  await person(other, 'far', { manager: 'elsewhere' });

  const setup = await leaveSetup(org);
  await leave(org, setup, 'asha', 0, 2, 'approved'); // counts
  await leave(org, setup, 'ravi', -1, 0, 'cancellation_requested'); // counts: indirect report, still away
  await leave(org, setup, 'bo', 0, 0, 'pending'); // not yet approved
  await leave(org, setup, 'cy', 1, 3, 'approved'); // starts tomorrow
  await leave(org, setup, 'dee', -2, 2, 'rejected');
  await leave(org, setup, 'dee', 0, 1, 'cancelled');
  await leave(org, setup, 'eve', -3, -1, 'approved'); // ended yesterday
  await leave(org, setup, 'lead', 0, 0, 'approved'); // the lead's own: the CEO's team, not the lead's
  await leave(org, setup, 'mia', -5, 5, 'approved'); // the sub-department head's team
  await leave(org, setup, 'head', 0, 0, 'approved'); // their own: not counted for themselves
  await leave(org, setup, 'loner', 0, 0, 'approved'); // nobody's team
  await leave(org, setup, 'report', 0, 0, 'approved');
  await leave(other, await leaveSetup(other), 'far', 0, 0, 'approved');

  for (const name of ['ceo', 'lead', 'head', 'plain', 'manager']) {
    tokens[name] = await signIn(test, org, `${name}@team-leaves.test`);
  }
  tokens.elsewhere = await signIn(test, other, 'elsewhere@team-leaves.test');
});
afterAll(() => test.close());

const get = (path: string, who: string, organizationId = org) =>
  test.app.inject({
    url: `/api/${organizationId}/dashboard/widgets/${path}`,
    headers: bearer(tokens[who] as string),
  });

describe('team leaves widget', () => {
  it('counts the lead’s reports, direct and indirect, on approved leave or asking to cancel it today', async () => {
    const response = await get('team_leaves/', 'lead');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ effective_leave_count: 2 });
  });

  it('counts the whole reporting line under the CEO, the lead included', async () => {
    expect((await get('team_leaves/', 'ceo')).json()).toEqual({ effective_leave_count: 3 });
  });

  it('counts the members of the sub-departments a head heads, not the head', async () => {
    expect((await get('team_leaves/', 'head')).json()).toEqual({ effective_leave_count: 1 });
  });

  it('counts within the caller’s organisation only', async () => {
    expect((await get('team_leaves/', 'elsewhere', other)).json()).toEqual({ effective_leave_count: 1 });
  });

  it('is a tile of the roles the spec names, drilling into the Leaves Drilldown', async () => {
    for (const who of ['ceo', 'lead', 'head']) {
      expect((await get('', who)).json().results).toContainEqual(
        expect.objectContaining({
          identifier: 'team_leaves',
          title: 'Team Leaves',
          tool_key: 'leaves-drilldown',
        }),
      );
    }
  });

  it('is no tile of a plain employee nor of a manager without those roles, and refuses them its data', async () => {
    for (const who of ['plain', 'manager']) {
      const tiles = (await get('', who)).json().results;
      expect(tiles.map((tile: { identifier: string }) => tile.identifier)).not.toContain('team_leaves');
      const response = await get('team_leaves/', who);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ code: 'permission_denied' });
    }
  });
});
