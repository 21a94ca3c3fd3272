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
  employeeIdsByName,
  userIdsByName,
} from '../../test/factories';
import { buildActiveProject, buildAllocation } from '../../test/project-factories';
import { buildResourceRequest } from '../../test/resources-factories';
import { createTestApp, type TestApp } from '../../test/test-app';

const DOMAIN = 'scenarios.test';
const PATH = '/resources/forecast-scenarios/';
/** A Monday: the forecast's weeks start on 7, 14, 21 and 28 December 2026… */
const DAY = '2026-12-07';
let test: TestApp;
let org: number;
let other: { id: number; token: string; scenarioId: number };
let tokens: Record<string, string>;
let engineer: number;
let people: Record<string, number | undefined>;
let projectId: number;

type Cell = { supply: number; allocated: number; requested: number; demand: number; gap: number };
type Forecast = { roles: { designation: string | null; cells: Cell[] }[] };

afterAll(() => test.close());

const api = (who: string, organization = org) => as(test, organization, tokens[who] as string);

beforeAll(async () => {
  test = await createTestApp();
  org = (await buildOrganization(test.ctx)).id;
  tokens = await buildSignedInPeople(
    test,
    org,
    { ceo: [ROLES.CEO], rmg: [ROLES.RMG_MANAGER], rmg2: [ROLES.RMG_MANAGER], lead: [ROLES.DELIVERY_LEAD] },
    DOMAIN,
  );
  [engineer] = (
    await withOrg(test.ctx.database.db, org, (tx) =>
      queryRows<{ id: number }>(
        tx,
        sql`insert into designations (organization_id, name) values (${org}, 'Engineer') returning id`,
      ),
    )
  ).map((row) => row.id) as [number];
  for (const firstName of ['asha', 'bala'])
    await buildEmployee(test.ctx, org, {
      email: `${firstName}@${DOMAIN}`,
      firstName,
      lastName: 'Scenario',
      designationId: engineer,
      dateOfJoining: '2025-01-06',
    });
  people = await employeeIdsByName(test, org);
  const users = await userIdsByName(test, org);
  // Asha is on Portal throughout; three more engineers are asked for over its second and third weeks.
  const project = await buildActiveProject(test, org, tokens.ceo as string, {
    name: 'Portal',
    leadId: users.lead as number,
    start: '2026-01-01',
    end: '2027-06-30',
  });
  projectId = project.id;
  await buildAllocation(test, org, {
    projectId,
    person: { employeeId: people.asha as number },
    start: '2026-12-01',
    end: '2027-03-31',
  });
  const group = await api('ceo').post(`/projects/projects/${projectId}/resource-groups/`, {
    name: 'Engineers',
    required_count: 4,
    allocation_percent: 100,
    start_date: '2026-12-01',
    end_date: '2027-03-31',
  });
  expect(group.statusCode, group.body).toBe(200);
  await buildResourceRequest(test.ctx, org, {
    by: users.lead as number,
    project_id: projectId,
    resource_group_id: group.json().groups[0].id,
    designation_id: engineer,
    skills: [],
    min_experience: 0,
    max_experience: 10,
    location_id: null,
    allocation_percent: 100,
    is_billable: true,
    start_date: '2026-12-14',
    end_date: '2026-12-25',
    count: 3,
    priority: 'high',
    notes: null,
  });
  const otherId = (await buildOrganization(test.ctx)).id;
  const otherTokens = await buildSignedInPeople(test, otherId, { ceo: [ROLES.CEO] }, `other.${DOMAIN}`);
  const foreign = await as(test, otherId, otherTokens.ceo as string).post(PATH, {
    name: 'Theirs',
    changes: [],
  });
  expect(foreign.statusCode, foreign.body).toBe(201);
  other = { id: otherId, token: otherTokens.ceo as string, scenarioId: foreign.json().id };
});

/** Saves a scenario of the RMG manager's and answers the engineers' first four weeks, today's and the scenario's. */
async function compare(changes: unknown[]) {
  const saved = await api('rmg').post(PATH, { name: 'What if', changes });
  expect(saved.statusCode, saved.body).toBe(201);
  const response = await api('rmg2').get(`${PATH}${saved.json().id}/forecast/?date=${DAY}`);
  expect(response.statusCode, response.body).toBe(200);
  const engineers = (forecast: Forecast) =>
    (forecast.roles.find((role) => role.designation === 'Engineer')?.cells ?? []).slice(0, 4);
  return { today: engineers(response.json().today), whatIf: engineers(response.json().what_if) };
}

const field = (cells: Cell[], name: keyof Cell) => cells.map((cell) => cell[name]);

describe('a scenario compared with today', () => {
  it('shows today as the forecast does: a shortage while the three engineers are asked for', async () => {
    const { today } = await compare([]);
    expect(field(today, 'gap')).toEqual([1, -2, -2, 1]);
  });

  it('closes the gap with joiners from the week they start', async () => {
    const { today, whatIf } = await compare([
      { kind: 'joiner', designation_id: engineer, count: 2, start_date: '2026-12-14' },
    ]);
    expect(field(today, 'gap')).toEqual([1, -2, -2, 1]);
    expect(field(whatIf, 'gap')).toEqual([1, 0, 0, 3]);
  });

  it('opens a gap with an exit, the leaver’s allocation still asked for', async () => {
    const { whatIf } = await compare([{ kind: 'exit', employee_id: people.asha, last_day: '2026-12-18' }]);
    expect(field(whatIf, 'supply')).toEqual([2, 2, 1, 1]);
    expect(field(whatIf, 'allocated')).toEqual([1, 1, 1, 1]);
    expect(field(whatIf, 'gap')).toEqual([1, -2, -3, 0]);
  });

  it('takes a removed project’s allocations and open requests out of demand', async () => {
    const { whatIf } = await compare([{ kind: 'remove_project', project_id: projectId }]);
    expect(field(whatIf, 'demand')).toEqual([0, 0, 0, 0]);
    expect(field(whatIf, 'gap')).toEqual([2, 2, 2, 2]);
  });

  it('moves a shifted project’s demand by its days', async () => {
    const { whatIf } = await compare([{ kind: 'shift_project', project_id: projectId, days: 7 }]);
    expect(field(whatIf, 'allocated')).toEqual([0.8, 1, 1, 1]);
    expect(field(whatIf, 'requested')).toEqual([0, 0, 3, 3]);
  });

  it('adds a need, in a row of its own for a role no one holds', async () => {
    const [tester] = await withOrg(test.ctx.database.db, org, (tx) =>
      queryRows<{ id: number }>(
        tx,
        sql`insert into designations (organization_id, name) values (${org}, 'Tester') returning id`,
      ),
    );
    const saved = await api('rmg').post(PATH, {
      name: 'Bid',
      changes: [
        {
          kind: 'add_demand',
          label: 'Bank bid',
          designation_id: tester?.id,
          headcount: 2,
          share_percent: 50,
          start_date: '2026-12-07',
          end_date: '2026-12-11',
        },
      ],
    });
    expect(saved.json().names).toMatchObject({ [`designation:${tester?.id}`]: 'Tester' });
    const response = await api('rmg').get(`${PATH}${saved.json().id}/forecast/?date=${DAY}`);
    const row = (forecast: Forecast) => forecast.roles.find((role) => role.designation === 'Tester');
    expect(row(response.json().today)?.cells[0]).toMatchObject({ demand: 0, gap: 0 });
    expect(row(response.json().what_if)?.cells[0]).toMatchObject({ demand: 1, gap: -1, level: 'shortage' });
  });
});

describe('saving a scenario', () => {
  it('refuses a need that ends before it starts, under its field', async () => {
    const response = await api('rmg').post(PATH, {
      name: 'Backwards',
      changes: [
        {
          kind: 'add_demand',
          label: 'Bid',
          designation_id: engineer,
          headcount: 1,
          share_percent: 100,
          start_date: '2026-12-14',
          end_date: '2026-12-07',
        },
      ],
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'invalid',
      codes: { 'changes.0.end_date': ['forecast_scenario_end_before_start'] },
    });
  });

  it.each([
    ['project', { kind: 'remove_project', project_id: 999_999 }, 'changes.1.project_id'],
    ['employee', { kind: 'exit', employee_id: 999_999, last_day: '2026-12-31' }, 'changes.1.employee_id'],
    [
      'designation',
      { kind: 'joiner', designation_id: 999_999, count: 1, start_date: DAY },
      'changes.1.designation_id',
    ],
  ])('refuses an unknown %s with its code, naming the change', async (kind, change, where) => {
    const response = await api('rmg').post(PATH, {
      name: 'Unknown',
      changes: [{ kind: 'joiner', designation_id: engineer, count: 1, start_date: DAY }, change],
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: `forecast_scenario_unknown_${kind}`,
      codes: { [where]: [`forecast_scenario_unknown_${kind}`] },
    });
  });

  it('refuses another organisation’s project as unknown', async () => {
    const theirs = await buildActiveProject(test, other.id, other.token, {
      name: 'Theirs',
      leadId: (await userIdsByName(test, other.id)).ceo as number,
      start: '2026-01-01',
      end: '2027-06-30',
    });
    const response = await api('rmg').post(PATH, {
      name: 'Foreign',
      changes: [{ kind: 'remove_project', project_id: theirs.id }],
    });
    expect(response.json()).toMatchObject({ code: 'forecast_scenario_unknown_project' });
  });

  it('audits each change to a scenario', async () => {
    const saved = await api('rmg').post(PATH, { name: 'Audited', changes: [] });
    const id = saved.json().id;
    expect((await api('rmg').patch(`${PATH}${id}/`, { description: 'Why' })).statusCode).toBe(200);
    expect((await api('rmg').delete(`${PATH}${id}/`)).statusCode).toBe(204);
    const actions = await withOrg(test.ctx.database.db, org, (tx) =>
      queryRows<{ action: string }>(
        tx,
        sql`select action from audit_events where entity_type = 'resource_forecast_scenario'
            and entity_id = ${id} order by id`,
      ),
    );
    expect(actions.map((row) => row.action)).toEqual([
      'resource_forecast_scenario.create',
      'resource_forecast_scenario.update',
      'resource_forecast_scenario.delete',
    ]);
  });
});

describe('who reads and changes scenarios', () => {
  let id: number;
  beforeAll(async () => {
    const saved = await api('rmg').post(PATH, {
      name: 'Shared',
      description: 'Two joiners in December',
      changes: [{ kind: 'joiner', designation_id: engineer, count: 2, start_date: '2026-12-14' }],
    });
    id = saved.json().id;
  });

  it('lets every forecast reader of the organisation read it by its id, and no one else', async () => {
    expect((await api('rmg2').get(`${PATH}${id}/`)).json()).toMatchObject({
      name: 'Shared',
      may_edit: false,
      created_by: { id: expect.any(Number) },
      names: { [`designation:${engineer}`]: 'Engineer' },
    });
    expect((await api('ceo').get(`${PATH}${id}/`)).json()).toMatchObject({ may_edit: true });
    expect((await api('rmg').get(`${PATH}${id}/`)).json()).toMatchObject({ may_edit: true });
    expect((await api('lead').get(`${PATH}${id}/`)).statusCode).toBe(403);
    expect((await api('lead').get(PATH)).statusCode).toBe(403);
    expect((await api('lead').post(PATH, { name: 'Mine', changes: [] })).statusCode).toBe(403);
  });

  it('lets its author and the CEO change it, not another RMG manager', async () => {
    expect((await api('rmg2').patch(`${PATH}${id}/`, { name: 'Taken' })).statusCode).toBe(403);
    expect((await api('rmg2').delete(`${PATH}${id}/`)).statusCode).toBe(403);
    const renamed = await api('rmg').patch(`${PATH}${id}/`, { name: 'Shared plan' });
    expect(renamed.json()).toMatchObject({ name: 'Shared plan', description: 'Two joiners in December' });
    expect((await api('ceo').patch(`${PATH}${id}/`, { description: null })).json()).toMatchObject({
      description: null,
    });
  });

  it('knows no scenario of another organisation', async () => {
    const foreign = `${PATH}${other.scenarioId}/`;
    expect((await api('rmg').get(foreign)).statusCode).toBe(404);
    expect((await api('rmg').get(`${foreign}forecast/`)).statusCode).toBe(404);
    expect((await api('ceo').patch(foreign, { name: 'Ours' })).statusCode).toBe(404);
    expect((await api('ceo').delete(foreign)).statusCode).toBe(404);
  });

  it('lists the organisation’s scenarios a page at a time, the last changed first', async () => {
    const page = await api('rmg2').get(`${PATH}?limit=2`);
    expect(page.statusCode, page.body).toBe(200);
    expect(page.json().results).toHaveLength(2);
    expect(page.json().count).toBeGreaterThan(2);
    const byName = await api('rmg2').get(`${PATH}?limit=500&order_by=name`);
    const names = byName.json().results.map((scenario: { name: string }) => scenario.name);
    expect(names).toEqual([...names].sort());
    expect(names).not.toContain('Theirs');
  });

  it('is gone once deleted by the CEO', async () => {
    expect((await api('ceo').delete(`${PATH}${id}/`)).statusCode).toBe(204);
    expect((await api('rmg').get(`${PATH}${id}/`)).statusCode).toBe(404);
  });
});
