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
import { buildActiveProject } from '../../test/project-factories';
import { buildResourceRequest } from '../../test/resources-factories';
import { createTestApp, type TestApp } from '../../test/test-app';

let test: TestApp;
let org: number;
let tokens: Record<string, string>;
let requestId: number;
let code: string;
const people: Record<string, number> = {};

const api = (who: string) => as(test, org, tokens[who] as string);
const bookings = () => `/resources/resource-requests/${requestId}/soft-bookings/`;
const hold = (who: string, employee: number) => api(who).post(bookings(), { employee_id: employee });
const heldIn = async (name: string) => {
  const pool = await api('rmg').get(`/resources/pool/?search=${name}`);
  expect(pool.statusCode, pool.body).toBe(200);
  return pool.json().results[0]?.soft_bookings as string[];
};

afterAll(() => test.close());

beforeAll(async () => {
  test = await createTestApp();
  org = (await buildOrganization(test.ctx)).id;
  tokens = await buildSignedInPeople(
    test,
    org,
    { ceo: [ROLES.CEO], rmg: [ROLES.RMG_MANAGER], lead: [ROLES.DELIVERY_LEAD] },
    'soft-booking.test',
  );
  const users = await userIdsByName(test, org);
  const [designation] = await withOrg(test.ctx.database.db, org, (tx) =>
    queryRows<{ id: number }>(
      tx,
      sql`insert into designations (organization_id, name) values (${org}, 'Analyst') returning id`,
    ),
  );
  for (const name of ['meera', 'nikhil', 'omar'])
    people[name] = (
      await buildEmployee(test.ctx, org, { firstName: name, lastName: 'Held', dateOfJoining: '2025-01-06' })
    ).employee.id;
  const project = await buildActiveProject(test, org, tokens.ceo as string, {
    name: 'Insights',
    leadId: users.lead as number,
    start: '2026-01-01',
    end: '2027-12-31',
  });
  const group = await api('ceo').post(`/projects/projects/${project.id}/resource-groups/`, {
    name: 'Analysts',
    required_count: 2,
    allocation_percent: 50,
    start_date: '2027-02-01',
    end_date: '2027-04-30',
  });
  expect(group.statusCode, group.body).toBe(200);
  const raised = await buildResourceRequest(test.ctx, org, {
    by: users.lead as number,
    project_id: project.id,
    resource_group_id: group.json().groups[0].id,
    designation_id: designation?.id as number,
    skills: [],
    min_experience: 0,
    max_experience: 10,
    location_id: null,
    allocation_percent: 50,
    is_billable: false,
    start_date: '2027-02-01',
    end_date: '2027-04-30',
    count: 2,
    priority: 'medium',
    notes: null,
  });
  requestId = raised.id;
  code = `RR-${String(raised.number).padStart(4, '0')}`;
});

describe('soft bookings', () => {
  it('wait until the request is accepted, and are the RMG manager’s alone', async () => {
    expect((await hold('rmg', people.meera as number)).json().code).toBe(
      'resource_request_action_not_allowed',
    );
    const accepted = await api('rmg').post(`/resources/resource-requests/${requestId}/transitions/`, {
      action: 'accept',
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect((await hold('lead', people.meera as number)).statusCode).toBe(403);
    expect((await api('lead').get(bookings())).statusCode).toBe(403);
  });

  it('hold people up to the places left, once each, and the pool shows them held', async () => {
    const first = await hold('rmg', people.meera as number);
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json().results).toMatchObject([
      { employee: { name: 'meera Held' }, booked_by: { id: expect.any(Number) } },
    ]);
    expect((await hold('rmg', people.meera as number)).json().code).toBe('resource_request_person_held');
    expect((await hold('rmg', people.nikhil as number)).statusCode).toBe(201);
    expect((await hold('rmg', people.omar as number)).json().code).toBe('resource_request_fully_booked');
    expect((await hold('rmg', 999_999)).json().codes).toEqual({ employee_id: ['invalid'] });
    expect(await heldIn('meera')).toEqual([code]);
  });

  it('confirmed, allocate the person against the request; released, free the place', async () => {
    const held = (await api('rmg').get(bookings())).json().results as {
      id: number;
      employee: { name: string };
    }[];
    const meera = held.find((booking) => booking.employee.name === 'meera Held')?.id;
    const nikhil = held.find((booking) => booking.employee.name === 'nikhil Held')?.id;
    const confirmed = await api('rmg').post(`${bookings()}${meera}/confirm/`);
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json()).toMatchObject({ filled_count: 1, status: 'in-progress' });
    expect(await heldIn('meera')).toEqual([]);
    expect((await api('rmg').delete(`${bookings()}${nikhil}/`)).statusCode).toBe(204);
    expect((await api('rmg').delete(`${bookings()}${nikhil}/`)).statusCode).toBe(404);
    expect((await api('rmg').get(bookings())).json().results).toEqual([]);
    expect((await hold('rmg', people.omar as number)).statusCode).toBe(201);
  });

  it('are in the request’s history', async () => {
    const history = await api('lead').get(`/resources/resource-requests/${requestId}/history/`);
    const actions = (history.json().results as { action: string }[]).map((event) => event.action);
    expect(actions.filter((action) => ['book', 'fulfil', 'release'].includes(action))).toEqual([
      'book',
      'book',
      'fulfil',
      'release',
      'book',
    ]);
  });
});
