import { ROLES } from '@atrium/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../platform/db/query-rows';
import { withOrg } from '../../platform/db/tenant';
import { buildExit } from '../../test/exit-factories';
import {
  as,
  buildEmployee,
  buildOrganization,
  buildSignedInPeople,
  employeeIdsByName,
  userIdsByName,
} from '../../test/factories';
import { buildLeaveRequest, buildLeaveType, buildLeaveYear, creditLeave } from '../../test/leave-factories';
import { buildActiveProject, buildAllocation } from '../../test/project-factories';
import { buildResourceRequest } from '../../test/resources-factories';
import { createTestApp, type TestApp } from '../../test/test-app';

const DOMAIN = 'forecast.test';
/** A Monday: the forecast's weeks start on 7, 14, 21 and 28 December 2026… */
const DAY = '2026-12-07';
let test: TestApp;
let org: number;
let tokens: Record<string, string>;
type Cell = {
  supply: number;
  allocated: number;
  requested: number;
  demand: number;
  gap: number;
  level: string;
  pipeline: number;
  outlook_gap: number;
};
let forecast: {
  weeks: string[];
  roles: { designation: string | null; cells: Cell[] }[];
  totals: Cell[];
};

const insertId = async (statement: ReturnType<typeof sql>) =>
  (await withOrg(test.ctx.database.db, org, (tx) => queryRows<{ id: number }>(tx, statement)))[0]
    ?.id as number;

afterAll(() => test.close());

beforeAll(async () => {
  test = await createTestApp();
  org = (await buildOrganization(test.ctx)).id;
  tokens = await buildSignedInPeople(
    test,
    org,
    { ceo: [ROLES.CEO], rmg: [ROLES.RMG_MANAGER], lead: [ROLES.DELIVERY_LEAD] },
    DOMAIN,
  );
  const engineer = await insertId(
    sql`insert into designations (organization_id, name) values (${org}, 'Engineer') returning id`,
  );
  const hire = (firstName: string, dateOfJoining: string) =>
    buildEmployee(test.ctx, org, {
      email: `${firstName}@${DOMAIN}`,
      firstName,
      lastName: 'Forecast',
      designationId: engineer,
      dateOfJoining,
    });
  await hire('asha', '2025-01-06');
  await hire('bala', '2025-01-06');
  await hire('chitra', '2026-12-21');
  const people = await employeeIdsByName(test, org);
  const users = await userIdsByName(test, org);
  // Bala leaves on Wednesday of the second week; Asha takes two days off in the first.
  await buildExit(test.ctx, org, {
    employeeId: people.bala as number,
    by: users.ceo as number,
    noticeDate: '2026-11-16',
    lastWorkingDay: '2026-12-16',
  });
  await buildLeaveYear(test.ctx, org, '2026-01-01');
  const leaveType = (await buildLeaveType(test.ctx, org, { allow_negative: true })).id;
  await creditLeave(test.ctx, org, '2026-12-31');
  await buildLeaveRequest(test.ctx, org, {
    applicant: { employeeId: people.asha as number, userId: users.asha as number },
    leave_type_id: leaveType,
    start: '2026-12-08',
    end: '2026-12-09',
    state: 'approved',
    decidedBy: users.ceo as number,
  });
  // Asha is allocated throughout; two engineers at half time are asked for over the second and third weeks.
  const project = await buildActiveProject(test, org, tokens.ceo as string, {
    name: 'Portal',
    leadId: users.lead as number,
    start: '2026-01-01',
    end: '2027-06-30',
  });
  await buildAllocation(test, org, {
    projectId: project.id,
    person: { employeeId: people.asha as number },
    start: '2026-12-01',
    end: '2027-03-31',
  });
  const group = await as(test, org, tokens.ceo as string).post(
    `/projects/projects/${project.id}/resource-groups/`,
    {
      name: 'Engineers',
      required_count: 3,
      allocation_percent: 100,
      start_date: '2026-12-01',
      end_date: '2027-03-31',
    },
  );
  expect(group.statusCode, group.body).toBe(200);
  await buildResourceRequest(test.ctx, org, {
    by: users.lead as number,
    project_id: project.id,
    resource_group_id: group.json().groups[0].id,
    designation_id: engineer,
    skills: [],
    min_experience: 0,
    max_experience: 10,
    location_id: null,
    allocation_percent: 50,
    is_billable: true,
    start_date: '2026-12-14',
    end_date: '2026-12-25',
    count: 2,
    priority: 'high',
    notes: null,
  });
  const response = await as(test, org, tokens.rmg as string).get(`/resources/forecast/?date=${DAY}`);
  expect(response.statusCode, response.body).toBe(200);
  forecast = response.json();
});

describe('the resource forecast', () => {
  it('runs twelve weeks from the Monday of the day', () => {
    expect(forecast.weeks).toHaveLength(12);
    expect(forecast.weeks.slice(0, 3)).toEqual(['2026-12-07', '2026-12-14', '2026-12-21']);
  });

  it('weighs each week’s people, less leave, against allocations and open requests for the role', () => {
    const engineers = forecast.roles.find((role) => role.designation === 'Engineer')?.cells ?? [];
    expect(engineers.slice(0, 4)).toEqual([
      // Asha and Bala, Asha two days off; Asha allocated.
      {
        supply: 1.6,
        allocated: 1,
        requested: 0,
        demand: 1,
        gap: 0.6,
        level: 'balanced',
        pipeline: 0,
        outlook_gap: 0.6,
      },
      // Bala's last week; two half-time engineers asked for.
      {
        supply: 2,
        allocated: 1,
        requested: 1,
        demand: 2,
        gap: 0,
        level: 'tight',
        pipeline: 0,
        outlook_gap: 0,
      },
      // Chitra joins as Bala has gone.
      {
        supply: 2,
        allocated: 1,
        requested: 1,
        demand: 2,
        gap: 0,
        level: 'tight',
        pipeline: 0,
        outlook_gap: 0,
      },
      {
        supply: 2,
        allocated: 1,
        requested: 0,
        demand: 1,
        gap: 1,
        level: 'surplus',
        pipeline: 0,
        outlook_gap: 1,
      },
    ]);
    // The signed-in people have no designation and nothing to do.
    expect(forecast.roles.at(-1)).toMatchObject({ designation: null });
    expect(forecast.totals[1]).toMatchObject({ supply: 5, demand: 2, gap: 3 });
  });

  it('is read by the RMG manager and the CEO, not by a delivery lead', async () => {
    expect((await as(test, org, tokens.ceo as string).get('/resources/forecast/')).statusCode).toBe(200);
    expect((await as(test, org, tokens.lead as string).get('/resources/forecast/')).statusCode).toBe(403);
    expect((await as(test, org, tokens.rmg as string).get('/resources/forecast/?date=soon')).statusCode).toBe(
      400,
    );
  });
});
