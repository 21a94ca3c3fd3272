import { type OpportunityStats, ROLES, type SalesStage } from '@atrium/contracts';
import { type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../platform/db/query-rows';
import { withOrg } from '../../platform/db/tenant';
import { buildClient } from '../../test/clients-factories';
import { as, bearer, buildOrganization, buildSignedInPeople, userIdsByName } from '../../test/factories';
import { buildOpportunity } from '../../test/sales-factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { multipart } from '../../test/uploads';

let test: TestApp;
let org: number;
let tokens: Record<string, string>;
let ids: Record<string, number>;
let globex: number;
let initech: number;
/** The stages of the organisation's default pipeline. */
let stages: SalesStage[];
const opportunity: Record<string, number> = {};

const run = (statement: SQL) =>
  withOrg(test.ctx.database.db, org, (tx) => queryRows<Record<string, unknown>>(tx, statement));
const api = (who: string) => as(test, org, tokens[who] as string);
const PDF = Buffer.from('%PDF-1.4\n%a proposal\n');

function upload(
  who: string,
  id: number,
  fields: Record<string, string>,
  file = { name: 'proposal.pdf', content: PDF },
) {
  const body = multipart(fields, file);
  return test.app.inject({
    method: 'POST',
    url: `/api/${org}/sales/opportunities/${id}/documents/`,
    headers: { ...bearer(tokens[who] as string), ...body.headers },
    payload: body.payload,
  });
}

/** Sets where an opportunity stands, and for a decided one when it was created and decided. */
async function place(id: number, status: string, stage: number, created?: string, decided?: string) {
  await run(
    sql`update opportunities set status = ${status}, stage_id = ${stages[stage]?.id ?? null},
      created_at = coalesce(${created ?? null}::timestamptz, created_at),
      updated_at = coalesce(${decided ?? null}::timestamptz, updated_at)
      where organization_id = ${org} and id = ${id}`,
  );
}

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
      employee: [ROLES.EMPLOYEE],
    },
    'insight.test',
  );
  ids = await userIdsByName(test, org);
  globex = (await buildClient(test.ctx, org, { name: 'Globex', currency: 'USD' })).id;
  initech = (await buildClient(test.ctx, org, { name: 'Initech', currency: 'INR' })).id;
  const mine = {
    owner_id: ids.executive as number,
    sales_executive_id: ids.executive,
    by: ids.executive as number,
  };
  const theirs = { owner_id: ids.other as number, sales_executive_id: ids.other, by: ids.other as number };
  opportunity.openInr = (
    await buildOpportunity(test.ctx, org, { ...mine, client_id: initech, value: 100_000, probability: 50 })
  ).id;
  opportunity.negotiating = (
    await buildOpportunity(test.ctx, org, { ...mine, client_id: initech, value: 300_000, probability: 80 })
  ).id;
  opportunity.wonInr = (
    await buildOpportunity(test.ctx, org, { ...mine, client_id: initech, value: 200_000 })
  ).id;
  opportunity.lostInr = (
    await buildOpportunity(test.ctx, org, { ...mine, client_id: initech, value: 50_000 })
  ).id;
  opportunity.wonUsd = (
    await buildOpportunity(test.ctx, org, { ...theirs, client_id: globex, value: 40_000, currency: 'USD' })
  ).id;
  opportunity.oldWon = (
    await buildOpportunity(test.ctx, org, { ...theirs, client_id: globex, value: 7_000, currency: 'USD' })
  ).id;
  stages = (await api('head').get('/sales/stages/')).json().pipelines[0].stages;
  await place(opportunity.negotiating as number, 'open', 2);
  await place(opportunity.wonInr as number, 'won', 3, '2026-05-01T06:00:00Z', '2026-05-11T06:00:00Z');
  await place(opportunity.lostInr as number, 'lost', 1, '2026-06-01T06:00:00Z', '2026-06-21T06:00:00Z');
  await place(opportunity.wonUsd as number, 'won', 3, '2026-07-01T06:00:00Z', '2026-07-31T06:00:00Z');
  await place(opportunity.oldWon as number, 'won', 3, '2024-05-01T06:00:00Z', '2024-06-01T06:00:00Z');
});
afterAll(() => test.close());

const YEAR = '?from=2026-04-01&to=2027-03-31';

describe('opportunity statistics', () => {
  it('adds up every opportunity for the sales head, per currency, with the pipeline by stage in order', async () => {
    const response = await api('head').get(`/sales/opportunities/stats/${YEAR}`);
    expect(response.statusCode, response.body).toBe(200);
    const stats = response.json() as OpportunityStats;
    expect(stats.currencies).toEqual([
      {
        currency: 'INR',
        open_count: 2,
        open_value: 400_000,
        weighted_value: 290_000,
        won_count: 1,
        won_value: 200_000,
        lost_count: 1,
        lost_value: 50_000,
        win_rate: 50,
        average_deal_size: 200_000,
        average_days_to_close: 15,
      },
      {
        currency: 'USD',
        open_count: 0,
        open_value: 0,
        weighted_value: 0,
        won_count: 1,
        won_value: 40_000,
        lost_count: 0,
        lost_value: 0,
        win_rate: 100,
        average_deal_size: 40_000,
        average_days_to_close: 30,
      },
    ]);
    expect(stats.stages.map((row) => [row.stage.name, row.figures])).toEqual([
      ['Qualification', [{ currency: 'INR', count: 1, value: 100_000 }]],
      ['Proposal', []],
      ['Negotiation', [{ currency: 'INR', count: 1, value: 300_000 }]],
      ['Closure', []],
    ]);
    expect(stats.top_clients.map((row) => [row.client.name, row.currency, row.won_value])).toEqual([
      ['Initech', 'INR', 200_000],
      ['Globex', 'USD', 40_000],
    ]);
    expect(stats.by_sales_person?.map((row) => [row.person.id, row.currency, row.won_value])).toEqual(
      expect.arrayContaining([
        [ids.executive, 'INR', 200_000],
        [ids.other, 'USD', 40_000],
      ]),
    );
  });

  it('counts only a sales executive’s own opportunities, without the split by sales person', async () => {
    const stats = (
      await api('executive').get(`/sales/opportunities/stats/${YEAR}`)
    ).json() as OpportunityStats;
    expect(stats.currencies.map((row) => row.currency)).toEqual(['INR']);
    expect(stats.by_sales_person).toBeNull();
    expect(stats.top_clients.map((row) => row.client.name)).toEqual(['Initech']);
  });

  it('counts what was decided in the period chosen, and refuses a period ending before it starts', async () => {
    const old = (await api('head').get('/sales/opportunities/stats/?from=2024-04-01&to=2025-03-31')).json();
    expect(old.currencies.find((row: { currency: string }) => row.currency === 'USD')).toMatchObject({
      won_count: 1,
      won_value: 7_000,
    });
    expect(
      (await api('head').get('/sales/opportunities/stats/?from=2026-04-01&to=2026-03-01')).statusCode,
    ).toBe(400);
    expect((await api('employee').get('/sales/opportunities/stats/')).statusCode).toBe(403);
    expect((await api('head').get('/sales/opportunities/stats/')).statusCode).toBe(200);
  });
});

describe('notified opportunities', () => {
  it('counts the open ones at or past the stage that tells the sales head, an executive their own', async () => {
    await place(opportunity.openInr as number, 'open', 0);
    const theirs = await buildOpportunity(test.ctx, org, {
      owner_id: ids.other as number,
      sales_executive_id: ids.other,
      by: ids.other as number,
      client_id: globex,
    });
    await place(theirs.id, 'open', 3);
    const count = async (who: string) =>
      (await api(who).get('/dashboard/widgets/notified_opportunities/')).json().notified_opportunities_count;
    expect(await count('head')).toBe(2);
    expect(await count('executive')).toBe(1);
    await place(theirs.id, 'lost', 3);
    expect(await count('ceo')).toBe(1);
  });
});

describe('client drill down', () => {
  it('lists the clients with their totals per currency, an executive only their own', async () => {
    const all = (await api('head').get('/sales/clients-drill-down/')).json();
    expect(all.count).toBe(2);
    expect(all.results.map((row: { client: { name: string } }) => row.client.name)).toEqual([
      'Globex',
      'Initech',
    ]);
    const own = (await api('executive').get('/sales/clients-drill-down/')).json();
    expect(own.results).toEqual([
      {
        client: { id: initech, name: 'Initech' },
        opportunity_count: 4,
        totals: [{ currency: 'INR', open_value: 400_000, won_value: 200_000 }],
      },
    ]);
  });

  it('shows a client’s opportunities by status and stage, won value per financial year and open follow-ups', async () => {
    await api('head').post('/sales/follow-ups/', {
      due_date: '2027-01-05',
      owner_id: ids.head,
      notes: 'Renewal call',
      client_id: globex,
    });
    const globexView = (await api('head').get(`/sales/clients-drill-down/${globex}/`)).json();
    expect(globexView.won_by_year).toEqual([
      { year: '2024-25', currency: 'USD', value: 7_000 },
      { year: '2026-27', currency: 'USD', value: 40_000 },
    ]);
    expect(globexView.follow_ups.map((row: { notes: string }) => row.notes)).toEqual(['Renewal call']);
    const initechView = (await api('executive').get(`/sales/clients-drill-down/${initech}/`)).json();
    expect(
      initechView.groups.map((row: { status: string; count: number }) => [row.status, row.count]),
    ).toEqual([
      ['open', 1],
      ['open', 1],
      ['won', 1],
      ['lost', 1],
    ]);
    // Another executive's client shows none of their figures to this one.
    const hidden = (await api('executive').get(`/sales/clients-drill-down/${globex}/`)).json();
    expect(hidden.groups).toEqual([]);
    expect(hidden.follow_ups).toEqual([]);
    expect((await api('head').get('/sales/clients-drill-down/999999/')).statusCode).toBe(404);
  });
});

describe('opportunity documents', () => {
  it('uploads a document about a stage, lists it with its context and rights, downloads, renames and deletes it', async () => {
    const id = opportunity.negotiating as number;
    const stage = stages[2];
    const added = await upload('executive', id, {
      title: 'Proposal v1',
      context_type: 'project:opportunity-stage-content',
      stage_id: String(stage?.id),
    });
    expect(added.statusCode, added.body).toBe(201);
    expect(added.json()).toMatchObject({
      title: 'Proposal v1',
      extension: 'pdf',
      context_type: 'project:opportunity-stage-content',
      stage_title: 'Negotiation',
      creator: { id: ids.executive },
      can_change: true,
    });
    const document = added.json().id as number;
    const task = stage?.tasks[0];
    const onTask = await upload('head', id, {
      title: 'Terms',
      context_type: 'checklist:task',
      task_id: String(task?.id),
    });
    expect(onTask.json()).toMatchObject({ stage_title: 'Negotiation', task_title: task?.title });
    const listed = (await api('executive').get(`/sales/opportunities/${id}/documents/`)).json();
    expect(listed.count).toBe(2);
    expect(
      listed.results.map((row: { title: string; can_change: boolean }) => [row.title, row.can_change]),
    ).toEqual([
      ['Terms', false],
      ['Proposal v1', true],
    ]);
    const onlyTasks = (
      await api('head').get(`/sales/opportunities/${id}/documents/?context_type=checklist:task`)
    ).json();
    expect(onlyTasks.results.map((row: { title: string }) => row.title)).toEqual(['Terms']);
    const file = await api('executive').get(`/sales/opportunities/${id}/documents/${document}/file/`);
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.equals(PDF)).toBe(true);
    // The executive may not change the head's document: the server refuses.
    const theirs = onTask.json().id as number;
    expect(
      (await api('executive').patch(`/sales/opportunities/${id}/documents/${theirs}/`, { title: 'x' }))
        .statusCode,
    ).toBe(403);
    expect(
      (await api('executive').delete(`/sales/opportunities/${id}/documents/${theirs}/`)).statusCode,
    ).toBe(403);
    const renamed = await api('executive').patch(`/sales/opportunities/${id}/documents/${document}/`, {
      title: 'Proposal v2',
    });
    expect(renamed.json()).toEqual({ id: document, title: 'Proposal v2' });
    expect((await api('head').delete(`/sales/opportunities/${id}/documents/${document}/`)).statusCode).toBe(
      204,
    );
    const audit = await run(
      sql`select action from audit_events where organization_id = ${org} and entity_type = 'opportunity_document' and entity_id = ${String(document)} order by id`,
    );
    expect(audit.map((row) => row.action)).toEqual([
      'opportunity_document.create',
      'opportunity_document.rename',
      'opportunity_document.delete',
    ]);
  });

  it('refuses another executive’s opportunity, a bad kind, a file too large, a missing title and an unknown stage', async () => {
    const id = opportunity.openInr as number;
    expect((await upload('other', id, { title: 'Mine' })).statusCode).toBe(403);
    expect((await api('other').get(`/sales/opportunities/${id}/documents/`)).statusCode).toBe(403);
    const exe = await upload(
      'executive',
      id,
      { title: 'Tool' },
      { name: 'tool.exe', content: Buffer.from('MZ') },
    );
    expect(exe.statusCode).toBe(415);
    const fake = await upload(
      'executive',
      id,
      { title: 'Fake' },
      { name: 'fake.pdf', content: Buffer.from('MZ') },
    );
    expect(fake.statusCode).toBe(415);
    const large = await upload(
      'executive',
      id,
      { title: 'Large' },
      { name: 'large.txt', content: Buffer.alloc(10 * 1024 * 1024 + 1, 'a') },
    );
    expect(large.statusCode).toBe(413);
    const untitled = await upload('executive', id, { title: '  ' });
    expect(untitled.statusCode).toBe(400);
    expect(untitled.json().codes).toEqual({ title: ['required'] });
    const stageless = await upload('executive', id, {
      title: 'Stage',
      context_type: 'project:opportunity-stage-content',
    });
    expect(stageless.json().codes).toEqual({ stage_id: ['required'] });
    const unknown = await upload('executive', id, {
      title: 'Stage',
      context_type: 'project:opportunity-stage-content',
      stage_id: '999999',
    });
    expect(unknown.json().codes).toEqual({ stage_id: ['invalid'] });
    // This one stands at the first stage: a stage or a task ahead of it is no context yet.
    const ahead = await upload('executive', id, {
      title: 'Terms',
      context_type: 'project:opportunity-stage-content',
      stage_id: String(stages[2]?.id),
    });
    expect(ahead.json().codes).toEqual({ stage_id: ['invalid'] });
    const taskAhead = await upload('executive', id, {
      title: 'Terms',
      context_type: 'checklist:task',
      task_id: String(stages[1]?.tasks[0]?.id),
    });
    expect(taskAhead.json().codes).toEqual({ task_id: ['invalid'] });
    const current = await upload('executive', id, {
      title: 'Budget',
      context_type: 'checklist:task',
      task_id: String(stages[0]?.tasks[0]?.id),
    });
    expect(current.statusCode, current.body).toBe(201);
    await api('executive').delete(`/sales/opportunities/${id}/documents/${current.json().id}/`);
    expect((await api('executive').get(`/sales/opportunities/${id}/documents/`)).json().count).toBe(0);
  });
});
