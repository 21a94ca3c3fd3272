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
  userIdsByName,
} from '../../test/factories';
import { buildActiveProject, buildAllocation } from '../../test/project-factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { buildTimesheet } from '../../test/timesheet-factories';

const DOMAIN = 'rmg-stats.test';
/** A Tuesday: the last full week is 23–29 November 2026. */
const DAY = '2026-12-01';
let test: TestApp;
let org: number;
let tokens: Record<string, string>;
let stats: Record<string, unknown> & {
  by_skill: {
    name: string | null;
    utilisation_percent: number;
    billable_percent: number;
    headcount: number;
  }[];
  by_location: { name: string | null; utilisation_percent: number; bench_count: number; headcount: number }[];
  trend: { week_start: string; billable_percent: number }[];
  missing_actuals: {
    week_start: string;
    week_end: string;
    people: { name: string; project_name: string; allocated_hours: number; logged_hours: number }[];
    total_hours: number;
    totals: { currency: string; value: number }[];
  };
};

afterAll(() => test.close());

beforeAll(async () => {
  test = await createTestApp();
  org = (await buildOrganization(test.ctx)).id;
  tokens = await buildSignedInPeople(
    test,
    org,
    {
      ceo: [ROLES.CEO],
      rmg: [ROLES.RMG_MANAGER],
      lead: [ROLES.DELIVERY_LEAD],
      finance: [ROLES.FINANCE_EXECUTIVE],
    },
    DOMAIN,
  );
  const users = await userIdsByName(test, org);
  const ceo = as(test, org, tokens.ceo as string);
  const [pune] = await withOrg(test.ctx.database.db, org, (tx) =>
    queryRows<{ id: number }>(
      tx,
      sql`insert into locations (organization_id, name) values (${org}, 'Pune') returning id`,
    ),
  );
  const [react] = await withOrg(test.ctx.database.db, org, (tx) =>
    queryRows<{ id: number }>(
      tx,
      sql`insert into skills (organization_id, name) values (${org}, 'React') returning id`,
    ),
  );
  const person = async (firstName: string) =>
    (
      await buildEmployee(test.ctx, org, {
        email: `${firstName}@${DOMAIN}`,
        firstName,
        lastName: 'Stats',
        locationId: pune?.id,
        dateOfJoining: '2025-01-01',
      })
    ).employee.id;
  const asha = await person('Asha');
  const bala = await person('Bala');
  await withOrg(test.ctx.database.db, org, (tx) =>
    queryRows(
      tx,
      sql`insert into employee_skills (organization_id, employee_id, skill_id, level) values (${org}, ${asha}, ${react?.id}, 'E')`,
    ),
  );

  const finance = as(test, org, tokens.finance as string);
  const role = (await finance.post('/projects/billing-roles/', { name: 'Engineer' })).json();
  const rate = { currency: 'INR', rate: 2500, effective_from: '2024-01-01' };
  expect((await finance.post(`/projects/billing-roles/${role.id}/rates/`, rate)).statusCode).toBe(200);
  const portal = await buildActiveProject(test, org, tokens.ceo as string, {
    name: 'Portal',
    leadId: users.lead as number,
    start: '2026-01-01',
    end: '2027-06-30',
  });
  const group = await ceo.post(`/projects/projects/${portal.id}/resource-groups/`, {
    name: 'Engineers',
    billing_role_id: role.id,
    required_count: 2,
    allocation_percent: 100,
    start_date: '2026-11-01',
    end_date: '2027-03-31',
  });
  expect(group.statusCode, group.body).toBe(200);
  const resourceGroupId = group.json().groups[0].id as number;
  const span = { projectId: portal.id, resourceGroupId, start: '2026-11-01', end: '2027-03-31' };
  // Asha is fully billable and logged 24 of her 40 hours (a rejected day apart); Bala, half billable, logged his 20.
  await buildAllocation(test, org, { ...span, person: { employeeId: asha } });
  await buildAllocation(test, org, { ...span, person: { employeeId: bala }, percent: 50 });
  const day = (workDate: string, minutes: number, status: 'submitted' | 'rejected' = 'submitted') => ({
    projectId: portal.id,
    workDate,
    minutes,
    status,
  });
  await buildTimesheet(test.ctx, org, {
    person: { employeeId: asha },
    weekStart: '2026-11-23',
    days: [
      day('2026-11-23', 480),
      day('2026-11-24', 480),
      day('2026-11-25', 480),
      day('2026-11-26', 480, 'rejected'),
    ],
  });
  await buildTimesheet(test.ctx, org, {
    person: { employeeId: bala },
    weekStart: '2026-11-23',
    days: ['2026-11-23', '2026-11-24', '2026-11-25', '2026-11-26', '2026-11-27'].map((date) =>
      day(date, 240),
    ),
  });
  const response = await as(test, org, tokens.rmg as string).get(`/resources/stats/?date=${DAY}&weeks=8`);
  expect(response.statusCode, response.body).toBe(200);
  stats = response.json();
});

describe('RMG statistics', () => {
  it('breaks utilisation and billable shares down by skill and location', () => {
    expect(stats.date).toBe(DAY);
    const react = stats.by_skill.find((group) => group.name === 'React');
    expect(react).toMatchObject({ headcount: 1, utilisation_percent: 100, billable_percent: 100 });
    const pune = stats.by_location.find((group) => group.name === 'Pune');
    expect(pune).toMatchObject({ headcount: 2, utilisation_percent: 75, bench_count: 0 });
    // The signed-in people have no location: one group of the rest, all on the bench.
    expect(stats.by_location.at(-1)).toMatchObject({
      name: null,
      headcount: 4,
      utilisation_percent: 0,
      bench_count: 4,
    });
  });

  it('traces the weeks leading to the day, Monday by Monday, oldest first', () => {
    expect(stats.trend.map((week) => week.week_start)).toEqual([
      '2026-10-12',
      '2026-10-19',
      '2026-10-26',
      '2026-11-02',
      '2026-11-09',
      '2026-11-16',
      '2026-11-23',
      '2026-11-30',
    ]);
    expect(stats.trend[2]?.billable_percent).toBe(0);
    expect(stats.trend[3]?.billable_percent).toBeGreaterThan(0);
  });

  it("values the last full week's missing actuals at the billing rate, rejected time not counting as logged", () => {
    expect(stats.missing_actuals).toMatchObject({
      week_start: '2026-11-23',
      week_end: '2026-11-29',
      count: 1,
      total_hours: 16,
      totals: [{ currency: 'INR', value: 40_000 }],
    });
    expect(stats.missing_actuals.people).toEqual([
      expect.objectContaining({
        name: 'Asha Stats',
        project_name: 'Portal',
        allocated_hours: 40,
        logged_hours: 24,
        missing_hours: 16,
        billing_rate: 2500,
        missing_value: 40_000,
      }),
    ]);
  });

  it('is read by the RMG manager and the CEO, and by no one else', async () => {
    expect((await as(test, org, tokens.ceo as string).get('/resources/stats/')).statusCode).toBe(200);
    for (const who of ['lead', 'finance'])
      expect((await as(test, org, tokens[who] as string).get('/resources/stats/')).statusCode, who).toBe(403);
    const tooMany = await as(test, org, tokens.rmg as string).get('/resources/stats/?weeks=27');
    expect(tooMany.statusCode).toBe(400);
  });
});
