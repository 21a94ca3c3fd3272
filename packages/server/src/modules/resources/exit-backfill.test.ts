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
  userIdsByName,
} from '../../test/factories';
import { buildActiveProject, buildAllocation } from '../../test/project-factories';
import { createTestApp, type TestApp } from '../../test/test-app';

const DOMAIN = 'backfill.test';
let test: TestApp;
let org: number;
let tokens: Record<string, string>;
let requests: Record<string, unknown>[];

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
  const users = await userIdsByName(test, org);
  const engineer = await insertId(
    sql`insert into designations (organization_id, name) values (${org}, 'Engineer') returning id`,
  );
  const react = await insertId(
    sql`insert into skills (organization_id, name) values (${org}, 'React') returning id`,
  );
  const { employee: asha } = await buildEmployee(test.ctx, org, {
    email: `asha@${DOMAIN}`,
    firstName: 'Asha',
    lastName: 'Leaving',
    designationId: engineer,
    totalExperience: 5,
    dateOfJoining: '2022-01-03',
  });
  await withOrg(test.ctx.database.db, org, (tx) =>
    queryRows(
      tx,
      sql`insert into employee_skills (organization_id, employee_id, skill_id, level) values (${org}, ${asha.id}, ${react}, 'E')`,
    ),
  );
  const project = (name: string) =>
    buildActiveProject(test, org, tokens.ceo as string, {
      name,
      leadId: users.lead as number,
      start: '2026-01-01',
      end: '2027-06-30',
    });
  const portal = await project('Portal');
  const ledger = await project('Ledger');
  const group = await as(test, org, tokens.ceo as string).post(
    `/projects/projects/${portal.id}/resource-groups/`,
    {
      name: 'Engineers',
      required_count: 2,
      allocation_percent: 100,
      start_date: '2026-06-01',
      end_date: '2027-03-31',
    },
  );
  expect(group.statusCode, group.body).toBe(200);
  const resourceGroupId = group.json().groups[0].id as number;
  // Live past her last day in a group; live past it without a group; ended before it.
  await buildAllocation(test, org, {
    projectId: portal.id,
    person: { employeeId: asha.id },
    start: '2026-06-01',
    end: '2027-03-31',
    percent: 60,
    resourceGroupId,
  });
  await buildAllocation(test, org, {
    projectId: ledger.id,
    person: { employeeId: asha.id },
    start: '2026-06-01',
    end: '2027-03-31',
    percent: 40,
  });
  await buildAllocation(test, org, {
    projectId: portal.id,
    person: { employeeId: asha.id },
    start: '2026-01-05',
    end: '2026-05-29',
    resourceGroupId,
  });
  await buildExit(test.ctx, org, {
    employeeId: asha.id,
    by: users.ceo as number,
    noticeDate: '2026-11-30',
    lastWorkingDay: '2026-12-31',
  });
  const list = await as(test, org, tokens.rmg as string).get('/resources/resource-requests/?limit=50');
  expect(list.statusCode, list.body).toBe(200);
  requests = list.json().results;
});

describe('an exit’s backfill', () => {
  it('asks for someone like the leaver for each allocation running past their last day in a group', () => {
    expect(requests).toHaveLength(1);
    expect(requests[0]).toMatchObject({
      status: 'pending',
      allocation_percent: 60,
      is_billable: true,
      start_date: '2027-01-01',
      end_date: '2027-03-31',
      count: 1,
      priority: 'high',
    });
  });

  it('carries the leaver’s designation, skills and experience, and says whom it replaces', async () => {
    const id = requests[0]?.id as number;
    const detail = (
      await as(test, org, tokens.rmg as string).get(`/resources/resource-requests/${id}/`)
    ).json();
    expect(detail).toMatchObject({
      designation: { name: 'Engineer' },
      min_experience: 3,
      max_experience: 7,
    });
    expect(detail.notes).toMatch(/^Backfill for Asha Leaving \(.+\), whose last working day is 31-Dec-2026$/);
    expect(detail.skills).toEqual([expect.objectContaining({ name: 'React', level: 'E' })]);
  });

  it('tells the RMG managers it is a backfill', async () => {
    const mine = (await as(test, org, tokens.rmg as string).get('/notifications/my-notifications/')).json();
    const texts = JSON.stringify(mine);
    expect(texts).toContain('backfill, 1 person requested');
  });
});
