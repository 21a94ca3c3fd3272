import { ROLES } from '@atrium/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { organizationClock } from '../../platform/clock';
import { queryRows } from '../../platform/db/query-rows';
import { withOrg } from '../../platform/db/tenant';
import { as, buildOrganization, buildSignedInPeople, userIdsByName } from '../../test/factories';
import { buildAllocation } from '../../test/project-factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { finishedTask, rowsOf } from '../../test/uploads';

let test: TestApp;

interface Org {
  id: number;
  tokens: Record<string, string>;
  users: Record<string, number>;
}

const HEADER = [
  'Code',
  'Name',
  'Client',
  'Status',
  'Billing type',
  'Currency',
  'Start date',
  'End date',
  'Billing start',
  'Billing end',
  'Project owner',
  'Delivery lead',
  'Sales executive',
  'Business unit',
  'People on the project today',
];

let main: Org;
let other: Org;
const ids: Record<'alpha' | 'beta' | 'gamma', number> = { alpha: 0, beta: 0, gamma: 0 };
let alphaClient: number;

async function buildOrg(domain: string, people: Record<string, readonly string[]>): Promise<Org> {
  const id = (await buildOrganization(test.ctx)).id;
  const tokens = await buildSignedInPeople(test, id, people as never, domain);
  return { id, tokens, users: await userIdsByName(test, id) };
}

const client = (org: Org, who: string) => as(test, org.id, org.tokens[who] as string);

async function newProject(org: Org, body: Record<string, unknown>) {
  const response = await client(org, 'ceo').post('/projects/projects/', {
    billing_type: 'time-and-material',
    start_date: '2026-01-01',
    end_date: '2026-12-31',
    ...body,
  });
  expect(response.statusCode).toBe(201);
  return response.json() as { id: number; code: string };
}

const start = (org: Org, who: string, filters: object) =>
  client(org, who).post('/exports/projects/', filters);

/** Starts a projects export as `who` and answers the sheet's rows, header first. */
async function exported(org: Org, who: string, filters: object = {}) {
  const started = await start(org, who, filters);
  expect(started.statusCode).toBe(202);
  expect(started.json()).toMatchObject({ task_type: 'download', kind: 'projects' });
  const url = `/api/${org.id}/tasks-queue/tasks/${started.json().id}/`;
  const headers = { authorization: `Bearer ${org.tokens[who]}` };
  const task = await finishedTask(test, url, headers);
  expect(task).toMatchObject({ status: 'done', has_file: true });
  const file = await test.app.inject({ url: `${url}file/`, headers });
  return rowsOf(file.rawPayload);
}

const names = async (org: Org, who: string, filters: object = {}) =>
  (await exported(org, who, filters))
    .slice(1)
    .map((row) => row[1])
    .sort();

beforeAll(async () => {
  test = await createTestApp();
  main = await buildOrg('export.projects.test', {
    ceo: [ROLES.CEO],
    lead: [ROLES.DELIVERY_LEAD],
    lead2: [ROLES.DELIVERY_LEAD],
    owner: [ROLES.PROJECT_OWNER],
    finance: [ROLES.FINANCE_EXECUTIVE],
    staff: [ROLES.EMPLOYEE],
  });
  other = await buildOrg('other.export.projects.test', { ceo: [ROLES.CEO] });

  alphaClient = (await client(main, 'ceo').post('/projects/clients/', { name: 'Alpha Client' })).json().id;
  const betaClient = (await client(main, 'ceo').post('/projects/clients/', { name: 'Beta Client' })).json()
    .id;
  ids.alpha = (
    await newProject(main, {
      name: 'Alpha Portal',
      client_id: alphaClient,
      project_owner_id: main.users.owner,
      delivery_lead_id: main.users.lead,
      billing_start_date: '2026-02-01',
    })
  ).id;
  ids.beta = (
    await newProject(main, {
      name: 'Beta Migration',
      billing_type: 'fixed-bid',
      client_id: betaClient,
      project_owner_id: main.users.owner,
      delivery_lead_id: main.users.lead2,
    })
  ).id;
  ids.gamma = (
    await newProject(main, {
      name: '=Gamma Sheet',
      billing_type: 'fixed-bid',
      client_id: betaClient,
      delivery_lead_id: main.users.lead,
    })
  ).id;
  const elsewhereClient = (
    await client(other, 'ceo').post('/projects/clients/', { name: 'Alpha Client' })
  ).json().id;
  await newProject(other, { name: 'Alpha Elsewhere', client_id: elsewhereClient });

  // Alpha is running, with one person on it today and one whose allocation has ended.
  const today = organizationClock('Asia/Kolkata').today();
  const activated = await client(main, 'ceo').post(`/projects/projects/${ids.alpha}/status/`, {
    status: 'active',
  });
  expect(activated.statusCode, activated.body).toBe(200);
  const employees = await withOrg(test.ctx.database.db, main.id, (tx) =>
    queryRows<{ id: number }>(tx, sql`select id from employees order by id limit 2`),
  );
  const [present, past] = employees.map((employee) => employee.id) as [number, number];
  const allocation = { projectId: ids.alpha as number, status: 'assigned' };
  await buildAllocation(test, main.id, {
    ...allocation,
    person: { employeeId: present },
    start: '2026-01-01',
    end: today,
  });
  await buildAllocation(test, main.id, {
    ...allocation,
    person: { employeeId: past },
    start: '2020-01-01',
    end: '2020-12-31',
  });

  const field = await client(main, 'ceo').post('/projects/custom-fields/', {
    name: 'Contract signed',
    field_type: 'date',
  });
  expect(field.statusCode).toBe(201);
  const saved = await client(main, 'ceo').put(`/projects/projects/${ids.alpha}/settings/`, {
    values: { [field.json().id]: '2026-01-15' },
  });
  expect(saved.statusCode).toBe(200);
});
afterAll(() => test.close());

describe('the projects export', () => {
  it('holds a delivery lead’s own projects only', async () => {
    expect(await names(main, 'lead')).toEqual(["'=Gamma Sheet", 'Alpha Portal']);
    expect(await names(main, 'lead2')).toEqual(['Beta Migration']);
  });

  it('holds every project of the organisation for finance, none of another organisation', async () => {
    expect(await names(main, 'finance')).toEqual(["'=Gamma Sheet", 'Alpha Portal', 'Beta Migration']);
    expect(await names(other, 'ceo')).toEqual(['Alpha Elsewhere']);
  });

  it('applies the Project List’s search and filters', async () => {
    expect(await names(main, 'finance', { billing_type: 'fixed-bid' })).toEqual([
      "'=Gamma Sheet",
      'Beta Migration',
    ]);
    expect(await names(main, 'finance', { status: 'active' })).toEqual(['Alpha Portal']);
    expect(await names(main, 'finance', { client_id: alphaClient })).toEqual(['Alpha Portal']);
    expect(await names(main, 'finance', { search: 'beta' })).toEqual(["'=Gamma Sheet", 'Beta Migration']);
    expect(await names(main, 'lead', { search: 'beta client' })).toEqual(["'=Gamma Sheet"]);
  });

  it('writes the list’s columns, dates as dates, the people on it today and the custom fields', async () => {
    const [header, ...rows] = await exported(main, 'finance', { search: 'alpha' });
    expect(header).toEqual([...HEADER, 'Contract signed']);
    const people = await withOrg(test.ctx.database.db, main.id, (tx) =>
      queryRows<{ id: number; name: string }>(
        tx,
        sql`select id, trim(first_name || ' ' || last_name) as name from users`,
      ),
    );
    const nameOf = (id: number | undefined) => people.find((person) => person.id === id)?.name;
    const code = (await client(main, 'ceo').get(`/projects/projects/${ids.alpha}/`)).json().code;
    expect(rows).toEqual([
      [
        code,
        'Alpha Portal',
        'Alpha Client',
        'active',
        'time-and-material',
        'INR',
        new Date('2026-01-01T00:00:00Z'),
        new Date('2026-12-31T00:00:00Z'),
        new Date('2026-02-01T00:00:00Z'),
        undefined,
        nameOf(main.users.owner),
        nameOf(main.users.lead),
        undefined,
        undefined,
        1,
        new Date('2026-01-15T00:00:00Z'),
      ],
    ]);
  });

  it('is refused to people who do not work with projects', async () => {
    expect((await start(main, 'staff', {})).statusCode).toBe(403);
  });

  it('refuses filters the Project List does not offer', async () => {
    const response = await start(main, 'finance', { status: 'open', client_id: '3', order_by: 'name' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'invalid',
      codes: { status: ['invalid'], client_id: ['invalid'], order_by: ['unknown_field'] },
    });
  });
});
