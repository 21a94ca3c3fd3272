import {
  CODE_MESSAGES,
  PROJECT_PERMISSION_VARIANTS,
  type ProjectPermissionVariant,
  ROLES,
} from '@atrium/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../platform/db/query-rows';
import { withOrg } from '../../platform/db/tenant';
import { as, buildOrganization, buildSignedInPeople, userIdsByName } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';

let test: TestApp;

interface Org {
  id: number;
  tokens: Record<string, string>;
  users: Record<string, number>;
}

async function buildProjectOrg(variant: ProjectPermissionVariant, people: Record<string, readonly string[]>) {
  const id = (await buildOrganization(test.ctx, { projectPermissionVariant: variant })).id;
  const domain = `${variant}.projects.test`;
  const tokens = await buildSignedInPeople(test, id, people as never, domain);
  return { id, tokens, users: await userIdsByName(test, id) };
}

const client = (org: Org, who: string) => as(test, org.id, org.tokens[who] as string);

let serial = 0;
const uniqueName = (prefix = 'Project') => {
  serial += 1;
  return `${prefix} ${serial}`;
};

async function newClient(org: Org, who = 'ceo') {
  const response = await client(org, who).post('/projects/clients/', { name: uniqueName('Client') });
  expect(response.statusCode).toBe(201);
  return response.json() as { id: number };
}

/** A project ready for activation: client, owner, lead and dates set. */
async function newProject(org: Org, overrides: Record<string, unknown> = {}) {
  const response = await client(org, 'ceo').post('/projects/projects/', {
    name: uniqueName(),
    billing_type: 'time-and-material',
    client_id: (await newClient(org)).id,
    project_owner_id: org.users.owner,
    delivery_lead_id: org.users.lead,
    start_date: '2026-01-01',
    end_date: '2026-12-31',
    ...overrides,
  });
  expect(response.statusCode).toBe(201);
  return response.json() as { id: number; code: string; status: string };
}

const PEOPLE = {
  ceo: [ROLES.CEO],
  lead: [ROLES.DELIVERY_LEAD],
  owner: [ROLES.PROJECT_OWNER],
  rmg: [ROLES.RMG_MANAGER],
  staff: [ROLES.EMPLOYEE],
} as const;

let main: Org;
let other: Org;

beforeAll(async () => {
  test = await createTestApp();
  main = await buildProjectOrg('default', {
    ...PEOPLE,
    sales: [ROLES.PROJECT_SALES_EXECUTIVE],
    finance: [ROLES.FINANCE_EXECUTIVE],
  });
  other = await buildProjectOrg('nm', {
    ceo: [ROLES.CEO],
    lead: [ROLES.DELIVERY_LEAD],
    owner: [ROLES.PROJECT_OWNER],
  });
});
afterAll(() => test.close());

describe('per-variant permissions (spec 6), through the API', () => {
  /** Who may do what in each variant: create and update, read the team. */
  const EXPECTED: Record<
    ProjectPermissionVariant,
    { leadCreates: boolean; leadUpdates: boolean; teamReaders: string[] }
  > = {
    default: { leadCreates: true, leadUpdates: true, teamReaders: ['ceo', 'lead', 'owner'] },
    nm: { leadCreates: true, leadUpdates: true, teamReaders: ['ceo', 'lead', 'owner'] },
    amd: { leadCreates: true, leadUpdates: true, teamReaders: ['ceo', 'lead', 'owner', 'rmg'] },
    zensoft: { leadCreates: true, leadUpdates: true, teamReaders: ['ceo', 'lead', 'owner', 'rmg'] },
    olympus: { leadCreates: false, leadUpdates: false, teamReaders: ['ceo', 'rmg'] },
    datametica: { leadCreates: false, leadUpdates: false, teamReaders: ['ceo', 'rmg'] },
    acme: { leadCreates: false, leadUpdates: false, teamReaders: ['ceo', 'rmg'] },
  };

  it.each(PROJECT_PERMISSION_VARIANTS)('%s', async (variant) => {
    const org = variant === 'default' ? main : await buildProjectOrg(variant, PEOPLE);
    const expected = EXPECTED[variant];
    const created = await client(org, 'lead').post('/projects/projects/', {
      name: uniqueName(),
      billing_type: 'time-and-material',
    });
    expect(created.statusCode).toBe(expected.leadCreates ? 201 : 403);

    const project = await newProject(org);
    for (const who of ['owner', 'rmg']) {
      const refused = await client(org, who).patch(`/projects/projects/${project.id}/`, { description: 'x' });
      expect(refused.statusCode, who).toBe(403);
    }
    const byLead = await client(org, 'lead').patch(`/projects/projects/${project.id}/`, {
      description: 'Scope',
    });
    expect(byLead.statusCode).toBe(expected.leadUpdates ? 200 : 403);

    for (const who of ['ceo', 'lead', 'owner', 'rmg']) {
      const team = await client(org, who).get(`/projects/projects/${project.id}/team/`);
      expect(team.statusCode, who).toBe(expected.teamReaders.includes(who) ? 200 : 403);
    }
    const detail = await client(org, 'lead').get(`/projects/projects/${project.id}/`);
    expect(detail.json().permissions).toMatchObject({
      can_update: expected.leadUpdates,
      can_read_team: expected.teamReaders.includes('lead'),
    });
  });
});

describe('projects', () => {
  it('creates a draft with the next PR- code; a delivery lead who names no lead leads it', async () => {
    const response = await client(main, 'lead').post('/projects/projects/', {
      name: '  Atlas Migration  ',
      billing_type: 'fixed-bid',
      currency: 'USD',
    });
    expect(response.statusCode).toBe(201);
    const project = response.json();
    expect(project).toMatchObject({
      name: 'Atlas Migration',
      status: 'draft',
      billing_type: 'fixed-bid',
      currency: 'USD',
      delivery_lead: { id: main.users.lead },
      client: null,
      team_size: 0,
    });
    expect(project.code).toMatch(/^PR-\d{4}$/);
    const again = await client(main, 'ceo').post('/projects/projects/', {
      name: 'atlas migration',
      billing_type: 'fixed-bid',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      code: 'project_name_taken',
      codes: { name: ['project_name_taken'] },
    });
  });

  it.each([
    [{ start_date: '2026-05-01', end_date: '2026-04-30' }, 'end_date', 'project_end_before_start'],
    [
      { start_date: '2026-05-01', end_date: '2026-12-31', billing_start_date: '2026-04-30' },
      'billing_start_date',
      'billing_start_before_project_start',
    ],
    [
      { start_date: '2026-05-01', end_date: '2026-06-30', billing_end_date: '2026-07-01' },
      'billing_end_date',
      'project_end_before_billing_end',
    ],
  ])('refuses dates out of order: %j', async (dates, field, code) => {
    const response = await client(main, 'ceo').post('/projects/projects/', {
      name: uniqueName(),
      billing_type: 'time-and-material',
      ...dates,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().codes[field]).toContain(code);
  });

  it('refuses people, clients and units the organisation does not have, and unknown fields', async () => {
    const foreignClient = await newClient(other);
    const response = await client(main, 'ceo').post('/projects/projects/', {
      name: uniqueName(),
      billing_type: 'time-and-material',
      client_id: foreignClient.id,
      project_owner_id: other.users.owner,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().codes).toEqual({ client_id: ['invalid'], project_owner_id: ['invalid'] });
    const extra = await client(main, 'ceo').post('/projects/projects/', {
      name: uniqueName(),
      billing_type: 'time-and-material',
      status: 'active',
    });
    expect(extra.statusCode).toBe(400);
  });

  it('activation names what is missing, one code at a time, with the spec’s texts', async () => {
    const draft = (
      await client(main, 'ceo').post('/projects/projects/', {
        name: uniqueName(),
        billing_type: 'time-and-material',
      })
    ).json();
    const activate = () =>
      client(main, 'ceo').post(`/projects/projects/${draft.id}/status/`, { status: 'active' });
    const fixes: [string, Record<string, unknown>][] = [
      ['project_owner_cannot_be_none', { project_owner_id: main.users.owner }],
      ['delivery_lead_cannot_be_none', { delivery_lead_id: main.users.lead }],
      ['client_cannot_be_none', { client_id: (await newClient(main)).id }],
      ['allocation_start_date_cannot_be_none', { start_date: '2026-02-01' }],
      ['allocation_end_date_cannot_be_none', { end_date: '2026-11-30' }],
    ];
    for (const [code, fix] of fixes) {
      const refused = await activate();
      expect(refused.statusCode).toBe(400);
      expect(refused.json().code).toBe(code);
      expect(CODE_MESSAGES[code as keyof typeof CODE_MESSAGES]).toBeTruthy();
      expect((await client(main, 'ceo').patch(`/projects/projects/${draft.id}/`, fix)).statusCode).toBe(200);
    }
    const activated = await activate();
    expect(activated.statusCode).toBe(200);
    expect(activated.json().status).toBe('active');
    const told = await withOrg(test.ctx.database.db, main.id, (tx) =>
      queryRows<{ recipient_user_id: number; notification_text: string }>(
        tx,
        sql`select recipient_user_id, notification_text from notifications where organization_id = ${main.id}
            and action = 'project_activated' and notification_data->>'request_id' = ${String(draft.id)}
            order by recipient_user_id`,
      ),
    );
    expect(told.map((row) => row.recipient_user_id)).toEqual(
      [main.users.lead, main.users.owner].sort((a, b) => (a ?? 0) - (b ?? 0)),
    );
    expect(told[0]?.notification_text).toMatch(/^PR-\d{4} Project \d+ is now active$/);
    expect(CODE_MESSAGES.project_owner_cannot_be_none).toBe('Please assign a project owner on this project');
  });

  it('a fixed-bid project needs the actual milestone amount to be activated', async () => {
    const project = await newProject(main, { billing_type: 'fixed-bid' });
    const refused = await client(main, 'ceo').post(`/projects/projects/${project.id}/status/`, {
      status: 'active',
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().code).toBe('actual_milestone_amount_is_required_for_project_activation');
    const milestone = await client(main, 'ceo').post(`/projects/projects/${project.id}/milestones/`, {
      name: 'Design',
      planned_date: '2026-03-31',
      planned_amount: 100000,
      actual_amount: 95000,
    });
    expect(milestone.statusCode, milestone.body).toBe(200);
    const activated = await client(main, 'ceo').post(`/projects/projects/${project.id}/status/`, {
      status: 'active',
    });
    expect(activated.statusCode).toBe(200);
  });

  it('a draft cannot be extended, only shortened; statuses move only along their transitions', async () => {
    const project = await newProject(main);
    const path = `/projects/projects/${project.id}/`;
    const extended = await client(main, 'ceo').patch(path, { end_date: '2027-01-31' });
    expect(extended.statusCode).toBe(400);
    expect(extended.json().code).toBe('draft_project_cannot_be_extended');
    expect((await client(main, 'ceo').patch(path, { end_date: '2026-11-30' })).statusCode).toBe(200);

    const status = (value: string) => client(main, 'ceo').post(`${path}status/`, { status: value });
    expect((await status('completed')).json().code).toBe('project_status_change_not_allowed');
    expect((await status('active')).statusCode).toBe(200);
    expect((await client(main, 'ceo').patch(path, { end_date: '2027-06-30' })).statusCode).toBe(200);
    expect((await status('on-hold')).json().status).toBe('on-hold');
    expect((await status('closed')).json().status).toBe('closed');
    expect((await status('active')).statusCode).toBe(400);
  });

  it('a closed project cannot be changed: its fields stay as they were, and it stays closed', async () => {
    const project = await newProject(main);
    const path = `/projects/projects/${project.id}/`;
    const status = (value: string) => client(main, 'ceo').post(`${path}status/`, { status: value });
    expect((await status('active')).statusCode).toBe(200);
    expect((await status('closed')).json().status).toBe('closed');

    const renamed = await client(main, 'ceo').patch(path, {
      name: uniqueName('Renamed'),
      end_date: '2026-06-30',
    });
    expect(renamed.statusCode).toBe(400);
    expect(renamed.json().code).toBe('project_closed');
    const after = (await client(main, 'ceo').get(path)).json();
    expect(after.name).not.toMatch(/^Renamed/);
    expect(after.end_date).toBe('2026-12-31');
    expect((await client(main, 'ceo').patch(path, {})).json().code).toBe('project_closed');
    expect((await status('active')).json().code).toBe('project_status_change_not_allowed');
  });

  it('lists the caller’s projects: everything for finance, their own for an owner, none for staff', async () => {
    const mine = await newProject(main, { name: uniqueName('Owned Orion') });
    const theirs = await newProject(main, { project_owner_id: null, name: uniqueName('Unowned Orion') });
    const page = (who: string, query = '') => client(main, who).get(`/projects/projects/?${query}`);

    const all = await page('finance', 'search=orion&limit=500');
    expect(all.statusCode).toBe(200);
    expect(all.json().results.map((p: { id: number }) => p.id)).toEqual(
      expect.arrayContaining([mine.id, theirs.id]),
    );
    expect(all.json().can_create).toBe(false);

    const owned = (await page('owner', 'search=orion')).json();
    expect(owned.results.map((p: { id: number }) => p.id)).toContain(mine.id);
    expect(owned.results.map((p: { id: number }) => p.id)).not.toContain(theirs.id);
    expect((await client(main, 'owner').get(`/projects/projects/${theirs.id}/`)).statusCode).toBe(404);

    expect((await page('staff')).statusCode).toBe(403);
    expect(
      (await page('ceo', `search=${mine.code}`)).json().results.map((p: { id: number }) => p.id),
    ).toEqual([mine.id]);
    const drafts = (await page('ceo', 'status=draft&billing_type=time-and-material&order_by=-name')).json();
    expect(drafts.results.every((p: { status: string }) => p.status === 'draft')).toBe(true);
    const names = drafts.results.map((p: { name: string }) => p.name.toLowerCase());
    expect(names).toEqual([...names].sort().reverse());
  });

  it('another organisation’s project is not found, read or written', async () => {
    const foreign = await newProject(other);
    for (const [method, path, body] of [
      ['get', `/projects/projects/${foreign.id}/`, undefined],
      ['patch', `/projects/projects/${foreign.id}/`, { description: 'x' }],
      ['post', `/projects/projects/${foreign.id}/status/`, { status: 'active' }],
      ['get', `/projects/projects/${foreign.id}/team/`, undefined],
    ] as const) {
      const response = await (
        client(main, 'ceo')[method] as (p: string, b?: object) => Promise<{ statusCode: number }>
      )(path, body);
      expect(response.statusCode, `${method} ${path}`).toBe(404);
    }
    const list = (await client(main, 'ceo').get('/projects/projects/?limit=500')).json();
    expect(list.results.map((p: { id: number }) => p.id)).not.toContain(foreign.id);
  });

  it('finds projects by the start of words of their name or their client’s name, and follows renames', async () => {
    const clientName = uniqueName('Zephyr Logistics');
    const created = await client(main, 'ceo').post('/projects/clients/', { name: clientName });
    const project = await newProject(main, {
      name: uniqueName('Quasar-Ledger'),
      client_id: created.json().id,
    });
    const found = async (term: string) =>
      (await client(main, 'ceo').get(`/projects/projects/?limit=500&search=${encodeURIComponent(term)}`))
        .json()
        .results.map((p: { id: number }) => p.id);

    for (const term of ['quas led', 'LEDGER', 'quasar-ledger', 'zeph', 'logistics quasar'])
      expect(await found(term), term).toContain(project.id);
    for (const term of ['asar', 'ledger nimbus', '-'])
      expect(await found(term), term).not.toContain(project.id);

    expect(
      (
        await client(main, 'ceo').patch(`/projects/projects/${project.id}/`, {
          name: uniqueName('Pulsar Books'),
        })
      ).statusCode,
    ).toBe(200);
    expect(await found('quasar')).not.toContain(project.id);
    expect(await found('pulsar')).toContain(project.id);

    // No call renames a client (an upload matches clients by name): raw SQL renames it.
    await withOrg(test.ctx.database.db, main.id, (tx) =>
      tx.execute(
        sql`update clients set name = ${uniqueName('Aurora Freight')} where id = ${created.json().id}`,
      ),
    );
    expect(await found('auror')).toContain(project.id);
    expect(await found('zephyr')).not.toContain(project.id);
  });

  it('universal search finds projects by word and code, drafts labelled, for those who may see them', async () => {
    const project = await newProject(main, { name: uniqueName('Nimbus Cloud') });
    const search = (who: string, term: string) =>
      client(main, who).get(`/workspace/universal-search/?search=${encodeURIComponent(term)}`);
    const hits = (await search('ceo', 'cloud'))
      .json()
      .results.filter((r: { type: string }) => r.type === 'project');
    expect(hits).toContainEqual(
      expect.objectContaining({
        id: project.id,
        label: 'Draft Project',
        resolve: { for_workspace: 'projects', data: { id: project.id } },
      }),
    );
    const byCode = (await search('ceo', project.code)).json().results;
    expect(byCode.map((r: { id: number }) => r.id)).toContain(project.id);
    const staff = (await search('staff', 'nimbus')).json().results;
    expect(staff.filter((r: { type: string }) => r.type === 'project')).toEqual([]);
  });

  it('writes every change to the audit trail', async () => {
    const project = await newProject(main);
    await client(main, 'ceo').patch(`/projects/projects/${project.id}/`, { description: 'Phase one' });
    const actions = await withOrg(test.ctx.database.db, main.id, (tx) =>
      queryRows<{ action: string }>(
        tx,
        sql`select action from audit_events where organization_id = ${main.id} and entity_type = 'project'
            and entity_id = ${String(project.id)} order by id`,
      ),
    );
    expect(actions.map((row) => row.action)).toEqual(['project.create', 'project.update']);
  });
});
