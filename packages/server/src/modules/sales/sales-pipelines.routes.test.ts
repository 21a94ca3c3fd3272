import { type OpportunityDetail, ROLES, type SalesPipeline, type SalesProcess } from '@atrium/contracts';
import { type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../platform/db/query-rows';
import { withOrg } from '../../platform/db/tenant';
import { buildClient } from '../../test/clients-factories';
import { as, bearer, buildOrganization, buildSignedInPeople, userIdsByName } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { multipart } from '../../test/uploads';

const PATH = '/sales/opportunities/';
const PIPELINES = '/sales/pipelines/';
let test: TestApp;
let org: number;
let other: number;
let tokens: Record<string, string>;
let ids: Record<string, number>;
let client: number;

const api = (who: string, orgId = org) => as(test, orgId, tokens[who] as string);
const run = (statement: SQL) =>
  withOrg(test.ctx.database.db, org, (tx) => queryRows<Record<string, unknown>>(tx, statement));
const processOf = async () => (await api('head').get('/sales/stages/')).json() as SalesProcess;
const named = (process: SalesProcess, name: string) =>
  process.pipelines.find((pipeline) => pipeline.name === name) as SalesPipeline;

const STAFFING = {
  name: 'Staff augmentation',
  stages: [
    { name: 'Requirement', is_notification_trigger: false },
    { name: 'Profiles shared', is_notification_trigger: true },
  ],
};

async function addOpportunity(over: Record<string, unknown> = {}) {
  const added = await api('executive').post(PATH, {
    name: 'Testers for Globex',
    client_id: client,
    value: 300000,
    currency: 'INR',
    billing_type: 'time-and-material',
    probability: 50,
    owner_id: ids.executive,
    roles: [],
    ...over,
  });
  expect(added.statusCode, added.body).toBe(201);
  return added.json() as OpportunityDetail;
}

beforeAll(async () => {
  test = await createTestApp();
  org = (await buildOrganization(test.ctx)).id;
  other = (await buildOrganization(test.ctx)).id;
  tokens = await buildSignedInPeople(
    test,
    org,
    {
      ceo: [ROLES.CEO],
      head: [ROLES.PROJECT_SALES_HEAD],
      executive: [ROLES.PROJECT_SALES_EXECUTIVE],
      employee: [ROLES.EMPLOYEE],
    },
    'pipelines.test',
  );
  Object.assign(
    tokens,
    await buildSignedInPeople(test, other, { stranger: [ROLES.PROJECT_SALES_HEAD] }, 'other.pipelines.test'),
  );
  ids = await userIdsByName(test, org);
  client = (await buildClient(test.ctx, org, { name: 'Globex' })).id;
});
afterAll(() => test.close());

describe('pipelines', () => {
  it('starts with one default pipeline holding the default stages', async () => {
    const process = await processOf();
    expect(process.pipelines.map((p) => [p.name, p.is_default, p.stages.map((s) => s.name)])).toEqual([
      ['Sales', true, ['Qualification', 'Proposal', 'Negotiation', 'Closure']],
    ]);
  });

  it('lets the sales head add one with its own stages, after the default, and audits it', async () => {
    const added = await api('head').post(PIPELINES, STAFFING);
    expect(added.statusCode, added.body).toBe(201);
    const process = added.json() as SalesProcess;
    expect(process.pipelines.map((p) => [p.name, p.is_default, p.stages.map((s) => s.name)])).toEqual([
      ['Sales', true, ['Qualification', 'Proposal', 'Negotiation', 'Closure']],
      ['Staff augmentation', false, ['Requirement', 'Profiles shared']],
    ]);
    const staffing = named(process, 'Staff augmentation');
    const stage = await api('head').post(`${PIPELINES}${staffing.id}/stages/`, { name: 'Onboarding' });
    expect(stage.statusCode, stage.body).toBe(201);
    expect(named(stage.json(), 'Staff augmentation').stages.map((s) => [s.name, s.position])).toEqual([
      ['Requirement', 0],
      ['Profiles shared', 1],
      ['Onboarding', 2],
    ]);
    expect(named(stage.json(), 'Sales').stages).toHaveLength(4);
    const audit = await run(
      sql`select action from audit_events where organization_id = ${org}
        and entity_type in ('sales_pipeline', 'sales_stage') order by id`,
    );
    expect(audit.map((row) => row.action)).toEqual(['sales_pipeline.create', 'sales_stage.create']);
  });

  it.each<[string, Record<string, unknown>, number, string]>([
    [
      'a name taken, whatever its case',
      { ...STAFFING, name: 'STAFF Augmentation ' },
      409,
      'sales_pipeline_name_taken',
    ],
    ['no stage', { name: 'Licences', stages: [] }, 400, 'invalid'],
    ['a blank name', { ...STAFFING, name: ' ' }, 400, 'invalid'],
  ])('refuses a pipeline with %s', async (_case, body, status, code) => {
    const refused = await api('head').post(PIPELINES, body);
    expect(refused.statusCode, refused.body).toBe(status);
    expect(refused.json()).toMatchObject({ code });
  });

  it('renames one, keeping names unique, and makes another the default for new opportunities', async () => {
    const staffing = named(await processOf(), 'Staff augmentation');
    const taken = await api('head').patch(`${PIPELINES}${staffing.id}/`, { name: 'sales' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({
      code: 'sales_pipeline_name_taken',
      codes: { name: expect.any(Array) },
    });
    const renamed = await api('head').patch(`${PIPELINES}${staffing.id}/`, { name: 'Staffing' });
    expect(renamed.statusCode, renamed.body).toBe(200);
    const made = await api('head').patch(`${PIPELINES}${staffing.id}/`, { is_default: true });
    expect((made.json() as SalesProcess).pipelines.map((p) => [p.name, p.is_default])).toEqual([
      ['Staffing', true],
      ['Sales', false],
    ]);
    const opportunity = await addOpportunity({ name: 'Goes to the default' });
    expect(opportunity).toMatchObject({
      pipeline: { id: staffing.id, name: 'Staffing' },
      stage: { name: 'Requirement' },
    });
    expect(opportunity.stages.map((stage) => stage.name)).toEqual([
      'Requirement',
      'Profiles shared',
      'Onboarding',
    ]);
    const sales = named(await processOf(), 'Sales');
    await api('head').patch(`${PIPELINES}${sales.id}/`, { is_default: true });
    expect((await processOf()).pipelines.map((p) => [p.name, p.is_default])).toEqual([
      ['Sales', true],
      ['Staffing', false],
    ]);
    const audit = await run(
      sql`select after->>'name' as name, after->>'isDefault' as is_default from audit_events
        where organization_id = ${org} and action = 'sales_pipeline.update' order by id`,
    );
    expect(audit).toEqual([
      { name: 'Staffing', is_default: 'false' },
      { name: 'Staffing', is_default: 'true' },
      { name: 'Sales', is_default: 'true' },
    ]);
  });

  it('refuses those who do not set up the sales process, and another organisation’s pipeline', async () => {
    const staffing = named(await processOf(), 'Staffing');
    for (const who of ['executive', 'employee']) {
      expect((await api(who).post(PIPELINES, { ...STAFFING, name: 'Mine' })).statusCode).toBe(403);
      expect((await api(who).patch(`${PIPELINES}${staffing.id}/`, { name: 'Mine' })).statusCode).toBe(403);
      expect((await api(who).post(`${PIPELINES}${staffing.id}/stages/`, { name: 'Mine' })).statusCode).toBe(
        403,
      );
    }
    expect((await api('employee').get('/sales/stages/')).statusCode).toBe(403);
    expect(
      (await api('stranger', other).patch(`${PIPELINES}${staffing.id}/`, { name: 'Mine' })).statusCode,
    ).toBe(404);
    expect(
      (await api('stranger', other).post(`${PIPELINES}${staffing.id}/stages/`, { name: 'Mine' })).statusCode,
    ).toBe(404);
    expect(
      (await api('stranger', other).post(PATH, { name: 'x', client_id: client, pipeline_id: staffing.id }))
        .statusCode,
    ).toBe(400);
    expect(named(await processOf(), 'Staffing').stages).toHaveLength(3);
  });
});

describe('an opportunity in a pipeline', () => {
  it('starts at the first stage of the pipeline chosen, moves through its stages only, and is listed by it', async () => {
    const staffing = named(await processOf(), 'Staffing');
    let opportunity = await addOpportunity({ name: 'Staffed', pipeline_id: staffing.id });
    expect(opportunity).toMatchObject({ pipeline: { name: 'Staffing' }, stage: { name: 'Requirement' } });
    const moved = await api('executive').post(`${PATH}${opportunity.id}/stage-completions/`);
    expect(moved.statusCode, moved.body).toBe(200);
    opportunity = moved.json();
    expect(opportunity.stage?.name).toBe('Profiles shared');
    // Profiles shared tells the sales head in this pipeline.
    const told = await run(
      sql`select notification_text from notifications where organization_id = ${org} and recipient_user_id = ${ids.head}`,
    );
    expect(told.map((row) => row.notification_text)).toContain(
      `${opportunity.code} Staffed reached Profiles shared`,
    );
    const listed = (await api('head').get(`${PATH}?pipeline_id=${staffing.id}`)).json();
    expect(listed.results.map((o: { name: string }) => o.name).sort()).toEqual([
      'Goes to the default',
      'Staffed',
    ]);
    const inSales = (
      await api('head').get(`${PATH}?pipeline_id=${named(await processOf(), 'Sales').id}`)
    ).json();
    expect(inSales.count).toBe(0);
    const stats = (await api('head').get(`/sales/opportunities/stats/?pipeline_id=${staffing.id}`)).json();
    expect(
      stats.stages.map((row: { pipeline: { name: string }; stage: { name: string } }) => row.stage.name),
    ).toEqual(['Requirement', 'Profiles shared', 'Onboarding']);
    expect(stats.currencies[0]).toMatchObject({ currency: 'INR', open_count: 2 });
    const every = (await api('head').get('/sales/opportunities/stats/')).json();
    expect(every.stages).toHaveLength(7);
    expect(every.stages[0]).toMatchObject({ pipeline: { name: 'Sales' }, stage: { name: 'Qualification' } });
  });

  it('refuses a pipeline of no one and keeps an opportunity in the pipeline it was added to', async () => {
    const refused = await api('executive').post(PATH, {
      name: 'Nowhere',
      client_id: client,
      value: 1,
      currency: 'INR',
      billing_type: 'fixed-bid',
      probability: 5,
      owner_id: ids.executive,
      roles: [],
      pipeline_id: 999999,
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ code: 'invalid', codes: { pipeline_id: ['invalid'] } });
    const process = await processOf();
    const opportunity = await addOpportunity({ name: 'Fixed' });
    expect(opportunity.pipeline.name).toBe('Sales');
    const moved = await api('head').patch(`${PATH}${opportunity.id}/`, {
      pipeline_id: named(process, 'Staffing').id,
    });
    expect(moved.statusCode).toBe(400);
    expect(moved.json()).toMatchObject({ code: 'opportunity_pipeline_fixed' });
    const same = await api('head').patch(`${PATH}${opportunity.id}/`, {
      pipeline_id: named(process, 'Sales').id,
      probability: 60,
    });
    expect(same.json()).toMatchObject({ probability: 60, pipeline: { name: 'Sales' } });
  });

  it('refuses a stage or checklist task of another pipeline than the opportunity’s', async () => {
    const process = await processOf();
    const staffing = named(process, 'Staffing');
    const opportunity = await addOpportunity({ name: 'Strict', pipeline_id: named(process, 'Sales').id });
    const foreign = await api('head').post(`/sales/stages/${staffing.stages[0]?.id}/tasks/`, {
      title: 'Agree the rate card',
      is_mandatory: true,
    });
    const task = named(foreign.json(), 'Staffing').stages[0]?.tasks[0]?.id;
    const ticked = await api('executive').put(`${PATH}${opportunity.id}/checklist/${task}/`, { done: true });
    expect(ticked.statusCode).toBe(400);
    expect(ticked.json()).toMatchObject({ code: 'opportunity_stage_other_pipeline' });
    const upload = (fields: Record<string, string>) => {
      const body = multipart(fields, { name: 'note.pdf', content: Buffer.from('%PDF-1.4\n') });
      return test.app.inject({
        method: 'POST',
        url: `/api/${org}${PATH}${opportunity.id}/documents/`,
        headers: { ...bearer(tokens.executive as string), ...body.headers },
        payload: body.payload,
      });
    };
    const byStage = await upload({
      title: 'Rate card',
      context_type: 'project:opportunity-stage-content',
      stage_id: String(staffing.stages[0]?.id),
    });
    expect(byStage.statusCode).toBe(400);
    expect(byStage.json()).toMatchObject({
      code: 'opportunity_stage_other_pipeline',
      codes: { stage_id: ['opportunity_stage_other_pipeline'] },
    });
    const byTask = await upload({
      title: 'Rate card',
      context_type: 'checklist:task',
      task_id: String(task),
    });
    expect(byTask.json()).toMatchObject({ codes: { task_id: ['opportunity_stage_other_pipeline'] } });
    const own = await upload({
      title: 'Brief',
      context_type: 'project:opportunity-stage-content',
      stage_id: String(opportunity.stage?.id),
    });
    expect(own.statusCode, own.body).toBe(201);
  });
});
