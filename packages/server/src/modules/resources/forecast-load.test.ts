import { ROLES } from '@atrium/contracts';
import { type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../platform/db/query-rows';
import { withOrg } from '../../platform/db/tenant';
import { buildEmployee, buildOrganization, buildSignedInPeople, userIdsByName } from '../../test/factories';
import { buildActiveProject, buildAllocation } from '../../test/project-factories';
import { createTestApp, type TestApp } from '../../test/test-app';

/**
 * The allocations' load kept by role and span (`rmg_forecast_load`) is what adding up the allocations of active
 * people and those serving notice gives, after allocations are added, changed, moved and deleted and people change
 * role or leave; another organisation's load is apart.
 */
const DOMAIN = 'forecast-load.test';

let test: TestApp;
let org: number;
let other: number;
let projectId: number;
const roles: Record<string, number> = {};
const people: Record<string, number> = {};

const run = <T = { id: number }>(statement: SQL, organization = org) =>
  withOrg(test.ctx.database.db, organization, (tx) => queryRows<T>(tx, statement));

afterAll(() => test.close());

beforeAll(async () => {
  test = await createTestApp();
  org = (await buildOrganization(test.ctx)).id;
  other = (await buildOrganization(test.ctx)).id;
  const tokens = await buildSignedInPeople(
    test,
    org,
    { ceo: [ROLES.CEO], lead: [ROLES.DELIVERY_LEAD] },
    DOMAIN,
  );
  const users = await userIdsByName(test, org);
  for (const name of ['Engineer', 'Analyst']) {
    roles[name] = (
      await run(sql`insert into designations (organization_id, name) values (${org}, ${name}) returning id`)
    )[0]?.id as number;
  }
  const staff: Record<string, { role: string | null; status?: string }> = {
    ada: { role: 'Engineer' },
    ben: { role: 'Engineer' },
    cy: { role: 'Analyst' },
    dee: { role: null },
    eve: { role: 'Analyst', status: 'in-notice' },
  };
  for (const [name, { role, status }] of Object.entries(staff)) {
    const { employee } = await buildEmployee(test.ctx, org, {
      email: `${name}@${DOMAIN}`,
      designationId: role === null ? null : roles[role],
      status,
    });
    people[name] = employee.id;
  }
  projectId = (
    await buildActiveProject(test, org, tokens.ceo as string, {
      name: 'Load',
      leadId: users.lead as number,
      start: '2026-01-01',
      end: '2027-12-31',
    })
  ).id;
}, 60_000);

const allocate = (name: string, start: string, end: string, percent = 100) =>
  buildAllocation(test, org, {
    projectId,
    person: { employeeId: people[name] as number },
    start,
    end,
    percent,
  });

interface LoadRow {
  designation_id: number | null;
  start_date: string;
  end_date: string;
  allocations: number;
  percent: number;
}

const ORDER = sql`order by coalesce(designation_id, 0), start_date, end_date`;

const kept = (organization = org) =>
  run<LoadRow>(
    sql`select designation_id, start_date::text, end_date::text, allocations, percent::float8 as percent
      from rmg_forecast_load where organization_id = ${organization} ${ORDER}`,
    organization,
  );

const live = () =>
  run<LoadRow>(
    sql`select designation_id, start_date, end_date, allocations, percent from (
        select e.designation_id, a.start_date::text, a.end_date::text, count(*)::int as allocations,
          sum(a.allocation_percent)::float8 as percent
        from project_allocations a
        join employees e on e.organization_id = a.organization_id and e.id = a.employee_id
        where a.organization_id = ${org} and e.status in ('active', 'in-notice')
        group by 1, 2, 3) l ${ORDER}`,
  );

async function expectKeptAsLive() {
  expect(await kept()).toEqual(await live());
}

const change = (statement: SQL) => run(statement).then(expectKeptAsLive);

describe('the kept load of the forecast', () => {
  it('adds up allocations as they are made, by role and span', async () => {
    await allocate('ada', '2026-12-01', '2027-02-28', 50);
    await allocate('ben', '2026-12-01', '2027-02-28', 30);
    await allocate('cy', '2026-12-01', '2027-01-31');
    await allocate('dee', '2027-01-01', '2027-03-31', 40);
    await allocate('eve', '2026-12-01', '2027-01-15', 60);
    await expectKeptAsLive();
    expect((await kept()).find((row) => row.designation_id === roles.Engineer)).toEqual({
      designation_id: roles.Engineer,
      start_date: '2026-12-01',
      end_date: '2027-02-28',
      allocations: 2,
      percent: 80,
    });
    expect(await kept(other)).toEqual([]);
  });

  it('follows allocations changed, moved to another person and deleted', async () => {
    await change(sql`update project_allocations set allocation_percent = 70
      where organization_id = ${org} and employee_id = ${people.ben}`);
    await change(sql`update project_allocations set end_date = '2027-03-31'
      where organization_id = ${org} and employee_id = ${people.ada}`);
    await change(sql`update project_allocations set employee_id = ${people.dee}
      where organization_id = ${org} and employee_id = ${people.ben}`);
    await change(sql`update project_allocations set status = 'non-billable' where organization_id = ${org}`);
    await change(
      sql`delete from project_allocations where organization_id = ${org} and employee_id = ${people.dee}`,
    );
    expect((await kept()).some((row) => row.designation_id === null)).toBe(false);
  });

  it('follows people changing role, joining a notice period and leaving', async () => {
    await change(sql`update employees set designation_id = ${roles.Analyst}
      where organization_id = ${org} and id = ${people.ada}`);
    await change(sql`update employees set designation_id = null
      where organization_id = ${org} and id = ${people.cy}`);
    await change(
      sql`update employees set status = 'exited' where organization_id = ${org} and id = ${people.eve}`,
    );
    await change(
      sql`update employees set status = 'in-notice' where organization_id = ${org} and id = ${people.eve}`,
    );
    await change(sql`update employees set status = 'exited', designation_id = ${roles.Engineer}
      where organization_id = ${org} and id in (${people.ada}, ${people.cy})`);
    await change(sql`update employees set code = code || '-x' where organization_id = ${org}`);
    await allocate('eve', '2027-02-01', '2027-02-28', 20);
    await expectKeptAsLive();
    expect(await kept()).toHaveLength(2);
  });
});
