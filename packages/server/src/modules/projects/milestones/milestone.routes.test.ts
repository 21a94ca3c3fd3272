import { ROLES } from '@atrium/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  as,
  buildEmployee,
  buildOrganization,
  buildSignedInPeople,
  userIdsByName,
} from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/test-app';

let test: TestApp;
let org: number;
let tokens: Record<string, string>;
let users: Record<string, number>;
let worker: number;

beforeAll(async () => {
  test = await createTestApp();
  org = (await buildOrganization(test.ctx)).id;
  tokens = await buildSignedInPeople(
    test,
    org,
    { ceo: [ROLES.CEO], lead: [ROLES.DELIVERY_LEAD], owner: [ROLES.PROJECT_OWNER], staff: [ROLES.EMPLOYEE] },
    'milestones.projects.test',
  );
  users = await userIdsByName(test, org);
  worker = (await buildEmployee(test.ctx, org)).employee.id;
});
afterAll(() => test.close());

const client = (who: string) => as(test, org, tokens[who] as string);

let serial = 0;
/** A fixed-bid draft for 2026, led by `lead` and owned by `owner`. */
async function newFixedBid() {
  serial += 1;
  const ceo = client('ceo');
  const customer = (await ceo.post('/projects/clients/', { name: `Milestone client ${serial}` })).json();
  const project = await ceo.post('/projects/projects/', {
    name: `Fixed bid ${serial}`,
    billing_type: 'fixed-bid',
    client_id: customer.id,
    project_owner_id: users.owner,
    delivery_lead_id: users.lead,
    start_date: '2026-01-01',
    end_date: '2026-12-31',
  });
  return project.json() as { id: number };
}

const milestone = (overrides: Record<string, unknown> = {}) => ({
  name: 'Design sign-off',
  planned_date: '2026-03-31',
  planned_amount: 250000,
  ...overrides,
});

describe('milestones', () => {
  it('are added within the project dates by those who may update the project, read by its people', async () => {
    const project = await newFixedBid();
    const path = `/projects/projects/${project.id}/milestones/`;
    const added = await client('lead').post(path, milestone());
    expect(added.statusCode).toBe(200);
    expect(added.json().results).toEqual([
      expect.objectContaining({
        name: 'Design sign-off',
        planned_amount: 250000,
        status: 'active',
        actual_amount: null,
      }),
    ]);
    const outside = await client('lead').post(path, milestone({ planned_date: '2027-01-15' }));
    expect(outside.json()).toMatchObject({ code: 'milestone_outside_project' });
    expect((await client('owner').post(path, milestone())).statusCode).toBe(403);
    expect((await client('owner').get(path)).json().results).toHaveLength(1);
    expect((await client('staff').get(path)).statusCode).toBe(403);
  });

  it('the actual amount, checked in, lets a fixed-bid project be activated; an inactive milestone is refused', async () => {
    const project = await newFixedBid();
    const base = `/projects/projects/${project.id}`;
    const id = (await client('lead').post(`${base}/milestones/`, milestone())).json().results[0].id;
    const early = await client('lead').post(`${base}/milestones/${id}/check-in/`, {
      actual_date: '2026-03-30',
      actual_amount: 240000,
    });
    expect(early.json().code).toBe('inactive_milestone');

    const refused = await client('ceo').post(`${base}/status/`, { status: 'active' });
    expect(refused.json().code).toBe('actual_milestone_amount_is_required_for_project_activation');
    await client('lead').patch(`${base}/milestones/${id}/`, { actual_amount: 240000 });
    expect((await client('ceo').post(`${base}/status/`, { status: 'active' })).statusCode).toBe(200);

    const checked = await client('lead').post(`${base}/milestones/${id}/check-in/`, {
      actual_date: '2026-03-30',
      actual_amount: 245000,
    });
    expect(checked.json().results[0]).toMatchObject({
      status: 'checked-in',
      actual_amount: 245000,
      actual_date: '2026-03-30',
    });
    expect(
      (await client('lead').post(`${base}/milestones/${id}/complete/`, {})).json().results[0].status,
    ).toBe('completed');
    const again = await client('lead').post(`${base}/milestones/${id}/complete/`, {});
    expect(again.json().code).toBe('inactive_milestone');
  });

  it('completing releases the people staffed for it early; deleting de-allocates them', async () => {
    const project = await newFixedBid();
    const base = `/projects/projects/${project.id}`;
    const [first, second] = (
      await client('lead').post(`${base}/milestones/`, milestone({ actual_amount: 1000 }))
    ).json().results;
    expect(second).toBeUndefined();
    const other = (
      await client('lead').post(
        `${base}/milestones/`,
        milestone({ name: 'Build', planned_date: '2026-09-30', actual_amount: 2000 }),
      )
    ).json().results[1];
    await client('ceo').post(`${base}/status/`, { status: 'active' });

    const staff = async (milestoneId: number, name: string) => {
      const team = await client('lead').post(`${base}/resource-groups/`, {
        name,
        milestone_id: milestoneId,
        required_count: 1,
        allocation_percent: 50,
        start_date: '2026-01-01',
        end_date: '2026-12-31',
      });
      const groupId = team.json().groups.find((g: { name: string }) => g.name === name).id;
      const placed = await client('lead').post(`${base}/resource-groups/${groupId}/allocations/`, {
        employee_id: worker,
        start_date: name === 'Design team' ? '2026-01-01' : '2026-07-01',
        end_date: name === 'Design team' ? '2026-06-30' : '2026-12-31',
        allocation_percent: 50,
        status: 'non-billable',
      });
      expect(placed.statusCode).toBe(200);
      return placed.json();
    };
    await staff(first.id, 'Design team');
    await staff(other.id, 'Build team');

    const completed = await client('lead').post(`${base}/milestones/${first.id}/complete/`, {
      release_on: '2026-04-15',
    });
    expect(completed.json().results[0]).toMatchObject({ status: 'completed', people: 1 });
    const team = (await client('lead').get(`${base}/team-manager/`)).json();
    const design = team.groups.find((g: { name: string }) => g.name === 'Design team');
    expect(design.members[0].end_date).toBe('2026-04-15');
    expect(design.milestone).toEqual({ id: first.id, name: 'Design sign-off' });

    const deleted = await client('lead').delete(`${base}/milestones/${other.id}/`);
    expect(deleted.json().results.map((m: { id: number }) => m.id)).toEqual([first.id]);
    const after = (await client('lead').get(`${base}/team-manager/`)).json();
    const build = after.groups.find((g: { name: string }) => g.name === 'Build team');
    expect(build).toMatchObject({ members: [], milestone: null });
  });
});
