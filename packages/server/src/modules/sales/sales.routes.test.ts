import { type OpportunityDetail, ROLES } from '@atrium/contracts';
import { type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../platform/db/query-rows';
import { withOrg } from '../../platform/db/tenant';
import { buildClient } from '../../test/clients-factories';
import { as, buildOrganization, buildSignedInPeople, userIdsByName } from '../../test/factories';
import { buildOpportunity } from '../../test/sales-factories';
import { createTestApp, type TestApp } from '../../test/test-app';

const PATH = '/sales/opportunities/';
let test: TestApp;
let org: number;
let tokens: Record<string, string>;
let ids: Record<string, number>;
let client: number;
let designation: number;

const run = (statement: SQL) =>
  withOrg(test.ctx.database.db, org, (tx) => queryRows<Record<string, unknown>>(tx, statement));
const api = (who: string) => as(test, org, tokens[who] as string);

const body = (over: Record<string, unknown> = {}) => ({
  name: 'Payments rewrite',
  client_id: client,
  value: 250000,
  currency: 'INR',
  billing_type: 'time-and-material',
  expected_start_date: '2027-01-01',
  expected_end_date: '2027-06-30',
  probability: 40,
  owner_id: ids.executive,
  sales_executive_id: ids.executive,
  roles: [{ designation_id: designation, count: 2, start_date: '2027-01-01', end_date: '2027-06-30' }],
  ...over,
});

beforeAll(async () => {
  test = await createTestApp();
  org = (await buildOrganization(test.ctx)).id;
  tokens = await buildSignedInPeople(
    test,
    org,
    {
      ceo: [ROLES.CEO],
      head: [ROLES.PROJECT_SALES_HEAD],
      executive: [ROLES.PROJECT_SALES_EXECUTIVE],
      other: [ROLES.PROJECT_SALES_EXECUTIVE],
      lead: [ROLES.DELIVERY_LEAD],
      employee: [ROLES.EMPLOYEE],
    },
    'sales.test',
  );
  ids = await userIdsByName(test, org);
  client = (await buildClient(test.ctx, org, { name: 'Globex', currency: 'USD' })).id;
  const [row] = await run(
    sql`insert into designations (organization_id, name) values (${org}, 'Engineer') returning id`,
  );
  designation = row?.id as number;
});
afterAll(() => test.close());

/** Ticks every mandatory task of the current stage, then completes it. */
async function passStage(who: string, opportunity: OpportunityDetail) {
  const current = opportunity.stages.find((stage) => stage.state === 'current');
  for (const task of current?.tasks.filter((t) => t.is_mandatory) ?? [])
    expect(
      (await api(who).put(`${PATH}${opportunity.id}/checklist/${task.id}/`, { done: true })).statusCode,
    ).toBe(200);
  const moved = await api(who).post(`${PATH}${opportunity.id}/stage-completions/`);
  expect(moved.statusCode, moved.body).toBe(200);
  return moved.json() as OpportunityDetail;
}

describe('opportunities', () => {
  it('adds one at the first default stage with its role mix, its code and its history', async () => {
    const added = await api('executive').post(PATH, body());
    expect(added.statusCode, added.body).toBe(201);
    const opportunity = added.json() as OpportunityDetail;
    expect(opportunity).toMatchObject({
      code: expect.stringMatching(/^OP-\d{4}$/),
      name: 'Payments rewrite',
      client: { id: client, name: 'Globex' },
      status: 'open',
      stage: { name: 'Qualification' },
      owner: { id: ids.executive },
      roles: [{ designation: { id: designation, name: 'Engineer' }, count: 2 }],
      history: [{ action: 'create', to_stage: 'Qualification' }],
    });
    expect(opportunity.stages.map((stage) => [stage.name, stage.state])).toEqual([
      ['Qualification', 'current'],
      ['Proposal', 'ahead'],
      ['Negotiation', 'ahead'],
      ['Closure', 'ahead'],
    ]);
    const audit = await run(
      sql`select action from audit_events where organization_id = ${org} and entity_type = 'opportunity' and entity_id = ${String(opportunity.id)}`,
    );
    expect(audit.map((row) => row.action)).toContain('opportunity.create');
  });

  it.each<[string, Record<string, unknown>, string]>([
    ['a blank name', { name: ' ' }, 'name'],
    ['a probability above 100', { probability: 101 }, 'probability'],
    ['a negative value', { value: -1 }, 'value'],
    ['an unknown currency', { currency: 'GBP' }, 'currency'],
    ['an unknown billing type', { billing_type: 'retainer' }, 'billing_type'],
    ['an end before the start', { expected_end_date: '2026-12-31' }, 'expected_end_date'],
    ['a client of no one', { client_id: 999999 }, 'client_id'],
    ['an owner who does not sell', { owner_id: -1 }, 'owner_id'],
    [
      'a designation of no one',
      { roles: [{ designation_id: 999999, count: 1, start_date: '2027-01-01', end_date: '2027-02-01' }] },
      'roles',
    ],
    [
      'a role ending before it starts',
      { roles: [{ designation_id: 1, count: 1, start_date: '2027-02-01', end_date: '2027-01-01' }] },
      'roles',
    ],
    [
      'a role of no one',
      { roles: [{ designation_id: 1, count: 0, start_date: '2027-01-01', end_date: '2027-02-01' }] },
      'roles',
    ],
  ])('refuses %s', async (_case, over, field) => {
    const response = await api('head').post(PATH, body(over.owner_id === -1 ? { owner_id: ids.lead } : over));
    expect(response.statusCode, response.body).toBe(400);
    expect(JSON.stringify(response.json())).toContain(field);
  });

  it('shows a sales executive only their own, the sales head and the CEO every one, in the list and each record', async () => {
    const mine = await buildOpportunity(test.ctx, org, {
      name: 'Executive’s own',
      client_id: client,
      owner_id: ids.other as number,
      by: ids.other as number,
    });
    const theirs = await buildOpportunity(test.ctx, org, {
      name: 'Head’s own',
      client_id: client,
      owner_id: ids.head as number,
      by: ids.head as number,
    });
    const names = async (who: string) =>
      ((await api(who).get(`${PATH}?limit=500`)).json().results as { name: string }[]).map((o) => o.name);
    expect(await names('other')).toEqual(['Executive’s own']);
    expect(await names('head')).toEqual(expect.arrayContaining(['Executive’s own', 'Head’s own']));
    expect(await names('ceo')).toEqual(expect.arrayContaining(['Executive’s own', 'Head’s own']));
    expect((await api('other').get(`${PATH}${theirs.id}/`)).statusCode).toBe(403);
    expect((await api('other').patch(`${PATH}${theirs.id}/`, { probability: 90 })).statusCode).toBe(403);
    expect((await api('other').post(`${PATH}${theirs.id}/stage-completions/`)).statusCode).toBe(403);
    expect(
      (await api('other').post(`${PATH}${theirs.id}/outcome/`, { outcome: 'lost', reason: 'x' })).statusCode,
    ).toBe(403);
    expect((await api('other').get(`${PATH}${mine.id}/`)).statusCode).toBe(200);
    expect((await api('head').patch(`${PATH}${mine.id}/`, { probability: 90 })).json()).toMatchObject({
      probability: 90,
    });
    // An executive cannot hand their opportunity to others and keep working on it.
    expect(
      (await api('other').patch(`${PATH}${mine.id}/`, { owner_id: ids.head, sales_executive_id: ids.head }))
        .statusCode,
    ).toBe(403);
    // 404 only to those who see every one.
    expect((await api('head').get(`${PATH}999999/`)).statusCode).toBe(404);
    expect((await api('other').get(`${PATH}999999/`)).statusCode).toBe(403);
  });

  it('searches by code, name or client, filters by status and stage, and pages', async () => {
    const first = (await api('head').get(`${PATH}?search=payments&limit=1`)).json();
    expect(first.results[0].name).toBe('Payments rewrite');
    const code = first.results[0].code as string;
    expect((await api('head').get(`${PATH}?search=${code.toLowerCase()}`)).json().results).toHaveLength(1);
    expect((await api('head').get(`${PATH}?search=globex&limit=1`)).json()).toMatchObject({ count: 3 });
    expect((await api('head').get(`${PATH}?status=won`)).json()).toEqual({
      count: 0,
      count_exact: true,
      results: [],
    });
    const stage = first.results[0].stage.id as number;
    expect((await api('head').get(`${PATH}?stage_id=${stage}`)).json().count).toBe(3);
    expect((await api('head').get(`${PATH}?order_by=-salary`)).statusCode).toBe(400);
  });

  it('refuses those who do not sell', async () => {
    for (const who of ['lead', 'employee']) {
      expect((await api(who).get(PATH)).statusCode).toBe(403);
      expect((await api(who).post(PATH, body())).statusCode).toBe(403);
    }
    expect((await test.app.inject({ url: `/api/${org}${PATH}` })).statusCode).toBe(401);
    const pipeline = (await api('head').get('/sales/stages/')).json().pipelines[0].id;
    expect(
      (await api('executive').post(`/sales/pipelines/${pipeline}/stages/`, { name: 'Pilot' })).statusCode,
    ).toBe(403);
  });
});

describe('the sales process', () => {
  it('does not complete a stage until its mandatory tasks are done, then moves on and keeps it audited', async () => {
    const opportunity = (
      await api('executive').post(PATH, body({ name: 'Gated' }))
    ).json() as OpportunityDetail;
    const blocked = await api('executive').post(`${PATH}${opportunity.id}/stage-completions/`);
    expect(blocked.statusCode).toBe(400);
    expect(blocked.json()).toMatchObject({ code: 'sales_stage_tasks_pending' });
    const optional = opportunity.stages[0]?.tasks.find((task) => !task.is_mandatory);
    await api('executive').put(`${PATH}${opportunity.id}/checklist/${optional?.id}/`, { done: true });
    expect((await api('executive').post(`${PATH}${opportunity.id}/stage-completions/`)).statusCode).toBe(400);
    // A task of a stage ahead cannot be ticked yet.
    const ahead = opportunity.stages[1]?.tasks[0];
    expect(
      (await api('executive').put(`${PATH}${opportunity.id}/checklist/${ahead?.id}/`, { done: true })).json(),
    ).toMatchObject({
      code: 'opportunity_stage_not_allowed',
    });
    const moved = await passStage('executive', opportunity);
    expect(moved.stage?.name).toBe('Proposal');
    expect(moved.stages[0]?.tasks.every((task) => task.done)).toBe(true);
    expect(moved.history.at(-1)).toMatchObject({
      action: 'complete-stage',
      from_stage: 'Qualification',
      to_stage: 'Proposal',
    });
    const audit = await run(
      sql`select action, after from audit_events where organization_id = ${org} and entity_id = ${String(opportunity.id)} and action = 'opportunity.stage_complete'`,
    );
    expect(audit).toHaveLength(1);
  });

  it('tells the sales head when an opportunity reaches the notification-trigger stage', async () => {
    let opportunity = (
      await api('executive').post(PATH, body({ name: 'Notifying' }))
    ).json() as OpportunityDetail;
    opportunity = await passStage('executive', opportunity);
    opportunity = await passStage('executive', opportunity);
    expect(opportunity.stage?.name).toBe('Negotiation');
    const told = await run(
      sql`select notification_text from notifications where organization_id = ${org} and recipient_user_id = ${ids.head}`,
    );
    expect(told.map((row) => row.notification_text)).toContain(
      `${opportunity.code} Notifying reached Negotiation`,
    );
  });

  it('lets the sales head add a stage and a mandatory task to it', async () => {
    const pipeline = (await api('head').get('/sales/stages/')).json().pipelines[0].id;
    const stages = `/sales/pipelines/${pipeline}/stages/`;
    const added = await api('head').post(stages, { name: 'Pilot', is_notification_trigger: false });
    expect(added.statusCode, added.body).toBe(201);
    const pilot = added.json().pipelines[0].stages.at(-1);
    expect(pilot).toMatchObject({ name: 'Pilot', tasks: [] });
    const task = await api('head').post(`/sales/stages/${pilot.id}/tasks/`, {
      title: 'Run the pilot',
      is_mandatory: true,
    });
    expect(task.json().pipelines[0].stages.at(-1).tasks).toEqual([
      expect.objectContaining({ title: 'Run the pilot', is_mandatory: true }),
    ]);
    expect((await api('head').post(stages, { name: '' })).statusCode).toBe(400);
  });
});

describe('won and lost', () => {
  it('loses an opportunity with its reason and changes it no more', async () => {
    const opportunity = (
      await api('executive').post(PATH, body({ name: 'Lost one' }))
    ).json() as OpportunityDetail;
    expect(
      (await api('executive').post(`${PATH}${opportunity.id}/outcome/`, { outcome: 'lost' })).statusCode,
    ).toBe(400);
    const blank = await api('executive').post(`${PATH}${opportunity.id}/outcome/`, {
      outcome: 'lost',
      reason: ' ',
    });
    expect(blank.statusCode).toBe(400);
    const lost = await api('executive').post(`${PATH}${opportunity.id}/outcome/`, {
      outcome: 'lost',
      reason: 'Budget cut',
    });
    expect(lost.json()).toMatchObject({ status: 'lost', outcome_reason: 'Budget cut', project: null });
    expect(
      (await api('executive').patch(`${PATH}${opportunity.id}/`, { probability: 5 })).json(),
    ).toMatchObject({
      code: 'opportunity_closed',
    });
  });

  it('is not won while the current stage’s mandatory tasks are undone', async () => {
    const opportunity = (
      await api('executive').post(PATH, body({ name: 'Too early' }))
    ).json() as OpportunityDetail;
    const refused = await api('executive').post(`${PATH}${opportunity.id}/outcome/`, {
      outcome: 'won',
      reason: 'Signed',
    });
    expect(refused.json()).toMatchObject({ code: 'sales_stage_tasks_pending' });
    const projects = await run(
      sql`select id from projects where organization_id = ${org} and name = 'Too early'`,
    );
    expect(projects).toEqual([]);
  });

  it('winning makes the draft project and a resource request for each role, in one transaction', async () => {
    const opportunity = (
      await api('executive').post(PATH, body({ name: 'Winner' }))
    ).json() as OpportunityDetail;
    await api('executive').put(`${PATH}${opportunity.id}/checklist/${opportunity.stages[0]?.tasks[0]?.id}/`, {
      done: true,
    });
    const won = await api('executive').post(`${PATH}${opportunity.id}/outcome/`, {
      outcome: 'won',
      reason: 'Signed',
    });
    expect(won.statusCode, won.body).toBe(200);
    expect(won.json()).toMatchObject({
      status: 'won',
      outcome_reason: 'Signed',
      project: { name: 'Winner' },
    });
    const [project] = await run(
      sql`select id, status, billing_type, start_date::text, end_date::text, client_id, sales_executive_id from projects where organization_id = ${org} and name = 'Winner'`,
    );
    expect(project).toMatchObject({
      status: 'draft',
      billing_type: 'time-and-material',
      start_date: '2027-01-01',
      end_date: '2027-06-30',
      client_id: client,
      sales_executive_id: ids.executive,
    });
    const requests = await run(
      sql`select count, designation_id, status from resource_requests where organization_id = ${org} and project_id = ${project?.id as number}`,
    );
    expect(requests).toEqual([{ count: 2, designation_id: designation, status: 'pending' }]);
    expect(
      (await api('executive').get(`/resources/resource-requests/?project_id=${project?.id}`)).json().count,
    ).toBe(1);
  });

  it('saves nothing when the hand-over fails: the project’s name is taken', async () => {
    const opportunity = (await api('head').post(PATH, body({ name: 'Winner' }))).json() as OpportunityDetail;
    await api('head').put(`${PATH}${opportunity.id}/checklist/${opportunity.stages[0]?.tasks[0]?.id}/`, {
      done: true,
    });
    const refused = await api('head').post(`${PATH}${opportunity.id}/outcome/`, {
      outcome: 'won',
      reason: 'Signed',
    });
    expect(refused.statusCode).toBe(409);
    expect((await api('head').get(`${PATH}${opportunity.id}/`)).json()).toMatchObject({
      status: 'open',
      project: null,
    });
    expect(
      await run(sql`select id from projects where organization_id = ${org} and name = 'Winner'`),
    ).toHaveLength(1);
  });
});

describe('follow-ups', () => {
  const FOLLOW = '/sales/follow-ups/';
  const follow = (over: Record<string, unknown> = {}) => ({
    due_date: '2026-01-05',
    owner_id: ids.executive,
    notes: 'Call about the renewal',
    client_id: client,
    ...over,
  });

  it('adds one on a client, contact or opportunity, lists the owner’s own soonest first and flags the overdue', async () => {
    const overdue = await api('executive').post(FOLLOW, follow());
    expect(overdue.statusCode, overdue.body).toBe(201);
    expect(overdue.json()).toMatchObject({ client: { name: 'Globex' }, status: 'open', is_overdue: true });
    const opportunity = (
      await api('executive').post(PATH, body({ name: 'Followed' }))
    ).json() as OpportunityDetail;
    const later = await api('executive').post(
      FOLLOW,
      follow({ due_date: '2099-01-01', client_id: null, opportunity_id: opportunity.id }),
    );
    expect(later.json()).toMatchObject({ opportunity: { code: opportunity.code }, is_overdue: false });
    const mine = (await api('executive').get(FOLLOW)).json();
    expect(mine.results.map((f: { due_date: string }) => f.due_date)).toEqual(['2026-01-05', '2099-01-01']);
    expect((await api('executive').get(`${FOLLOW}?overdue=true`)).json().count).toBe(1);
    expect((await api('other').get(`${FOLLOW}?scope=all`)).json().count).toBe(0);
    expect((await api('head').get(`${FOLLOW}?scope=all`)).json().count).toBe(2);
    expect((await api('head').get(FOLLOW)).json().count).toBe(0);
  });

  it.each<[string, Record<string, unknown>, string]>([
    ['nothing to follow up on', { client_id: null }, 'client_id'],
    ['no notes', { notes: '' }, 'notes'],
    ['a bad date', { due_date: '2026-02-30' }, 'due_date'],
    ['a client of no one', { client_id: 999999 }, 'client_id'],
    ['a contact of no one', { contact_id: 999999 }, 'contact_id'],
  ])('refuses %s', async (_case, over, field) => {
    const response = await api('head').post(FOLLOW, follow(over));
    expect(response.statusCode, response.body).toBe(400);
    expect(JSON.stringify(response.json())).toContain(field);
  });

  it('lets an executive give one only to themselves, on their own opportunities', async () => {
    expect((await api('other').post(FOLLOW, follow())).statusCode).toBe(403);
    const theirs = (
      await api('executive').post(PATH, body({ name: 'Not yours' }))
    ).json() as OpportunityDetail;
    const refused = await api('other').post(
      FOLLOW,
      follow({ owner_id: ids.other, client_id: null, opportunity_id: theirs.id }),
    );
    expect(refused.statusCode).toBe(403);
  });

  it('completes and deletes one, its owner or the sales head, and no one else', async () => {
    const id = (await api('head').post(FOLLOW, follow({ notes: 'To finish' }))).json().id as number;
    expect((await api('other').post(`${FOLLOW}${id}/completion/`)).statusCode).toBe(403);
    expect((await api('other').delete(`${FOLLOW}${id}/`)).statusCode).toBe(403);
    const done = await api('executive').post(`${FOLLOW}${id}/completion/`);
    expect(done.json()).toMatchObject({ status: 'done', is_overdue: false });
    expect((await api('executive').post(`${FOLLOW}${id}/completion/`)).json()).toMatchObject({
      code: 'follow_up_done',
    });
    expect((await api('head').delete(`${FOLLOW}${id}/`)).statusCode).toBe(204);
    expect((await api('head').delete(`${FOLLOW}${id}/`)).statusCode).toBe(404);
    const audit = await run(
      sql`select action from audit_events where organization_id = ${org} and entity_type = 'follow_up' and entity_id = ${String(id)} order by id`,
    );
    expect(audit.map((row) => row.action)).toEqual([
      'follow_up.create',
      'follow_up.complete',
      'follow_up.delete',
    ]);
  });
});
