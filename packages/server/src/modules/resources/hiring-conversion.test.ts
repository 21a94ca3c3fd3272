import { ROLES } from '@atrium/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../platform/db/query-rows';
import { withOrg } from '../../platform/db/tenant';
import { as, buildOrganization, buildSignedInPeople, userIdsByName } from '../../test/factories';
import { buildActiveProject } from '../../test/project-factories';
import { buildResourceRequest } from '../../test/resources-factories';
import { createTestApp, type TestApp } from '../../test/test-app';

let test: TestApp;
let org: number;
let tokens: Record<string, string>;
let requestId: number;
let department: number;

const api = (who: string) => as(test, org, tokens[who] as string);
const insertId = async (statement: ReturnType<typeof sql>) =>
  (await withOrg(test.ctx.database.db, org, (tx) => queryRows<{ id: number }>(tx, statement)))[0]
    ?.id as number;
const hire = (who: string, body: Record<string, unknown>) =>
  api(who).post(`/resources/resource-requests/${requestId}/hiring-requests/`, body);

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
      recruitment: [ROLES.TAS_RECRUITMENT_MANAGER],
    },
    'hiring-conversion.test',
  );
  const users = await userIdsByName(test, org);
  const designation = await insertId(
    sql`insert into designations (organization_id, name) values (${org}, 'Data Engineer') returning id`,
  );
  const skill = await insertId(
    sql`insert into skills (organization_id, name) values (${org}, 'Spark') returning id`,
  );
  const location = await insertId(
    sql`insert into locations (organization_id, name) values (${org}, 'Pune') returning id`,
  );
  department = await insertId(
    sql`insert into departments (organization_id, name) values (${org}, 'Engineering') returning id`,
  );
  const project = await buildActiveProject(test, org, tokens.ceo as string, {
    name: 'Lakehouse',
    leadId: users.lead as number,
    start: '2026-01-01',
    end: '2027-12-31',
  });
  const group = await api('ceo').post(`/projects/projects/${project.id}/resource-groups/`, {
    name: 'Data',
    required_count: 3,
    allocation_percent: 100,
    start_date: '2027-01-01',
    end_date: '2027-06-30',
  });
  expect(group.statusCode, group.body).toBe(200);
  const raised = await buildResourceRequest(test.ctx, org, {
    by: users.lead as number,
    project_id: project.id,
    resource_group_id: group.json().groups[0].id,
    designation_id: designation,
    skills: [{ skill_id: skill, level: 'I' }],
    min_experience: 3,
    max_experience: 6,
    location_id: location,
    allocation_percent: 100,
    is_billable: true,
    start_date: '2027-01-04',
    end_date: '2027-06-30',
    count: 3,
    priority: 'high',
    notes: null,
  });
  requestId = raised.id;
});

describe('a resource request turned into a hiring request', () => {
  it('waits until the RMG manager has accepted the request', async () => {
    const refused = await hire('rmg', { department_id: department, target_date: '2026-12-28' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().code).toBe('resource_request_action_not_allowed');
    const accepted = await api('rmg').post(`/resources/resource-requests/${requestId}/transitions/`, {
      action: 'accept',
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
  });

  it('is the RMG manager’s to raise, not the requester’s nor a recruiter’s', async () => {
    const body = { department_id: department, target_date: '2026-12-28' };
    expect((await hire('lead', body)).statusCode).toBe(403);
    expect((await hire('recruitment', body)).statusCode).toBe(403);
  });

  it('refuses an unknown department, a bad date and more people than still needed', async () => {
    const unknown = await hire('rmg', { department_id: 999_999, target_date: '2026-12-28' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().codes).toEqual({ department_id: ['invalid'] });
    expect((await hire('rmg', { department_id: department, target_date: 'soon' })).statusCode).toBe(400);
    const tooMany = await hire('rmg', { department_id: department, positions: 4, target_date: '2026-12-28' });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().codes).toEqual({ positions: ['resource_request_positions_above_missing'] });
  });

  it('raises a pending hiring request that names the resource request and carries its needs', async () => {
    const raised = await hire('rmg', { department_id: department, positions: 2, target_date: '2026-12-28' });
    expect(raised.statusCode, raised.body).toBe(201);
    expect(raised.json().code).toMatch(/^HR-\d{4}$/);
    const hiring = await api('recruitment').get(`/hiring/hiring-requests/${raised.json().id}/`);
    expect(hiring.statusCode, hiring.body).toBe(200);
    expect(hiring.json()).toMatchObject({
      designation: { name: 'Data Engineer' },
      department: { id: department },
      positions: 2,
      min_experience: 3,
      max_experience: 6,
      skills: ['Spark'],
      locations: ['Pune'],
      target_date: '2026-12-28',
      resource_request: 'RR-0001',
      status: 'pending',
    });
  });

  it('moves the request on and says so in its history', async () => {
    const request = await api('rmg').get(`/resources/resource-requests/${requestId}/`);
    expect(request.json().status).toBe('in-progress');
    const history = await api('lead').get(`/resources/resource-requests/${requestId}/history/`);
    const events = history.json().results as { action: string; comment: string | null }[];
    expect(events.find((event) => event.action === 'hire')?.comment).toMatch(
      /^HR-\d{4} raised to hire 2 Data Engineer by /,
    );
  });
});
