import { ROLES } from '@atrium/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../platform/db/query-rows';
import { withOrg } from '../../platform/db/tenant';
import { announce } from '../../platform/events/domain-events';
import {
  as,
  buildEmployee,
  buildOrganization,
  buildSignedInPeople,
  inScope,
  userIdsByName,
} from '../../test/factories';
import { buildActiveProject } from '../../test/project-factories';
import { buildResourceRequest } from '../../test/resources-factories';
import { createTestApp, type TestApp } from '../../test/test-app';

const DOMAIN = 'joiner.test';
let test: TestApp;
let org: number;
let tokens: Record<string, string>;
let request: { id: number; code: string };
let joiner: { employeeId: number; userId: number };

const joins = (resourceRequest: string | null) =>
  inScope(test.ctx, org, (scope) =>
    announce(scope, 'hiring.candidate_joined', {
      applicationId: 1,
      candidateId: 1,
      hiringRequestId: 1,
      resourceRequest,
      ...joiner,
      dateOfJoining: '2026-12-01',
    }),
  );
const history = async () => {
  const url = `/resources/resource-requests/${request.id}/history/`;
  const page = (await as(test, org, tokens.rmg as string).get(url)).json();
  return page.results as { action: string; employee: { name: string } | null; comment: string | null }[];
};

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
  const project = await buildActiveProject(test, org, tokens.ceo as string, {
    name: 'Portal',
    leadId: users.lead as number,
    start: '2026-01-01',
    end: '2027-06-30',
  });
  const group = await as(test, org, tokens.ceo as string).post(
    `/projects/projects/${project.id}/resource-groups/`,
    {
      name: 'Engineers',
      required_count: 2,
      allocation_percent: 100,
      start_date: '2026-06-01',
      end_date: '2027-03-31',
    },
  );
  const [designation] = await withOrg(test.ctx.database.db, org, (tx) =>
    queryRows<{ id: number }>(
      tx,
      sql`insert into designations (organization_id, name) values (${org}, 'Engineer') returning id`,
    ),
  );
  const raised = await buildResourceRequest(test.ctx, org, {
    by: users.lead as number,
    project_id: project.id,
    resource_group_id: group.json().groups[0].id,
    designation_id: designation?.id as number,
    skills: [],
    min_experience: 0,
    max_experience: 10,
    location_id: null,
    allocation_percent: 100,
    is_billable: true,
    start_date: '2026-12-01',
    end_date: '2027-03-31',
    count: 1,
    priority: 'high',
    notes: null,
  });
  request = { id: raised.id, code: `RR-${String(raised.number).padStart(4, '0')}` };
  const { employee, user } = await buildEmployee(test.ctx, org, {
    email: `kiran@${DOMAIN}`,
    firstName: 'Kiran',
    lastName: 'Joiner',
  });
  joiner = { employeeId: employee.id, userId: user.id };
});

describe('a hire who joins against a resource request', () => {
  it('is proposed for it: its history names them, and the RMG manager and the one who raised it are told', async () => {
    await joins(request.code.toLowerCase());
    expect((await history()).at(-1)).toMatchObject({
      action: 'propose',
      employee: { name: 'Kiran Joiner' },
      comment: 'Joined on 01-Dec-2026',
    });
    for (const who of ['rmg', 'lead']) {
      const bell = JSON.stringify(
        (await as(test, org, tokens[who] as string).get('/notifications/my-notifications/')).json(),
      );
      expect(bell, who).toContain('a hire who joined against it is proposed for its allocation');
    }
  });

  it('leaves requests alone when the hiring request names none, or one that does not exist', async () => {
    const before = (await history()).length;
    await joins(null);
    await joins('RR-9999');
    await joins('not a code');
    expect(await history()).toHaveLength(before);
  });
});
