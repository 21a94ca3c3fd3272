import { type OpportunityDetail, ROLES } from '@atrium/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../platform/db/query-rows';
import { withOrg } from '../../platform/db/tenant';
import { buildClient } from '../../test/clients-factories';
import { as, buildOrganization, buildSignedInPeople, userIdsByName } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';

const PATH = '/sales/opportunities/';
let test: TestApp;
let org: number;
let other: number;
let tokens: Record<string, string>;
let executiveId: number;
let client: number;

const api = (who: string, orgId = org) => as(test, orgId, tokens[who] as string);
const auditActions = () =>
  withOrg(test.ctx.database.db, org, (tx) =>
    queryRows<{ action: string }>(
      tx,
      sql`select action from audit_events where organization_id = ${org}
          and action in ('custom_field.create', 'custom_field.retire', 'opportunity.fields') order by id`,
    ),
  ).then((rows) => rows.map((row) => row.action));

beforeAll(async () => {
  test = await createTestApp();
  org = (await buildOrganization(test.ctx)).id;
  other = (await buildOrganization(test.ctx)).id;
  tokens = await buildSignedInPeople(
    test,
    org,
    {
      head: [ROLES.PROJECT_SALES_HEAD],
      executive: [ROLES.PROJECT_SALES_EXECUTIVE],
      admin: [ROLES.ORG_ADMIN],
      employee: [ROLES.EMPLOYEE],
    },
    'stage-fields.test',
  );
  Object.assign(
    tokens,
    await buildSignedInPeople(
      test,
      other,
      { stranger: [ROLES.PROJECT_SALES_HEAD] },
      'other.stage-fields.test',
    ),
  );
  executiveId = (await userIdsByName(test, org)).executive as number;
  client = (await buildClient(test.ctx, org, { name: 'Initech' })).id;
});
afterAll(() => test.close());

async function addOpportunity(name: string) {
  const added = await api('executive').post(PATH, {
    name,
    client_id: client,
    value: 500000,
    currency: 'INR',
    billing_type: 'fixed-bid',
    probability: 30,
    owner_id: executiveId,
    roles: [],
  });
  expect(added.statusCode, added.body).toBe(201);
  return added.json() as OpportunityDetail;
}

/** Ticks the mandatory tasks of the opportunity's current stage. */
async function tickMandatory(opportunity: OpportunityDetail) {
  const current = opportunity.stages.find((stage) => stage.state === 'current');
  for (const task of current?.tasks.filter((t) => t.is_mandatory) ?? [])
    expect(
      (await api('executive').put(`${PATH}${opportunity.id}/checklist/${task.id}/`, { done: true }))
        .statusCode,
    ).toBe(200);
}

describe('custom fields of a sales stage', () => {
  it('the sales head and the form builders define them; sellers and other organisations may not', async () => {
    const process = (await api('head').get('/sales/stages/')).json();
    const [first, second] = process.pipelines[0].stages as { id: number; fields: unknown[] }[];
    expect(first?.fields).toEqual([]);
    const field = { label: 'Decision maker', kind: 'text', required: true };
    expect((await api('executive').post(`/sales/stages/${first?.id}/fields/`, field)).statusCode).toBe(403);
    expect((await api('employee').post(`/sales/stages/${first?.id}/fields/`, field)).statusCode).toBe(403);
    expect((await api('stranger', other).post(`/sales/stages/${first?.id}/fields/`, field)).statusCode).toBe(
      404,
    );
    const added = await api('head').post(`/sales/stages/${first?.id}/fields/`, field);
    expect(added.statusCode, added.body).toBe(201);
    expect(
      (
        await api('admin').post(`/sales/stages/${first?.id}/fields/`, {
          label: 'Budget band',
          kind: 'select',
          options: ['Under 10 L', 'Over 10 L'],
        })
      ).statusCode,
    ).toBe(201);
    expect(
      (
        await api('head').post(`/sales/stages/${first?.id}/fields/`, { ...field, label: 'decision MAKER' })
      ).json(),
    ).toMatchObject({ code: 'custom_field_name_taken' });
    // The same label on another stage is another field.
    expect((await api('head').post(`/sales/stages/${second?.id}/fields/`, field)).statusCode).toBe(201);
    const stages = (await api('head').get('/sales/stages/')).json().pipelines[0].stages;
    expect(stages[0].fields.map((f: { label: string; position: number }) => [f.label, f.position])).toEqual([
      ['Decision maker', 0],
      ['Budget band', 1],
    ]);
    const retired = stages[1].fields[0].id;
    expect((await api('head').delete(`/sales/stages/${first?.id}/fields/${retired}/`)).statusCode).toBe(404);
    expect((await api('head').delete(`/sales/stages/${second?.id}/fields/${retired}/`)).statusCode).toBe(200);
    expect((await api('head').get('/sales/stages/')).json().pipelines[0].stages[1].fields).toEqual([]);
  });

  it('a required field keeps the opportunity in its stage until it is filled, then the stage completes', async () => {
    const opportunity = await addOpportunity('Gated by fields');
    await tickMandatory(opportunity);
    const [decisionMaker, band] = opportunity.stages[0]?.fields ?? [];
    expect(decisionMaker).toMatchObject({ label: 'Decision maker', required: true, value: null });
    const blocked = await api('executive').post(`${PATH}${opportunity.id}/stage-completions/`);
    expect(blocked.statusCode).toBe(400);
    expect(blocked.json()).toMatchObject({
      code: 'sales_stage_fields_missing',
      codes: { fields: [String(decisionMaker?.id)] },
      detail: 'Decision maker',
    });
    const wrong = await api('executive').put(`${PATH}${opportunity.id}/fields/`, {
      values: { [String(band?.id)]: 'Over 20 L' },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().codes).toEqual({ [String(band?.id)]: ['invalid'] });
    const emptied = await api('executive').put(`${PATH}${opportunity.id}/fields/`, {
      values: { [String(decisionMaker?.id)]: ' ' },
    });
    expect(emptied.json().codes).toEqual({ [String(decisionMaker?.id)]: ['required'] });
    const saved = await api('executive').put(`${PATH}${opportunity.id}/fields/`, {
      values: { [String(decisionMaker?.id)]: 'Priya, CFO', [String(band?.id)]: 'Over 10 L' },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(
      (saved.json() as OpportunityDetail).stages[0]?.fields.map((field) => [field.label, field.value]),
    ).toEqual([
      ['Decision maker', 'Priya, CFO'],
      ['Budget band', 'Over 10 L'],
    ]);
    const moved = await api('executive').post(`${PATH}${opportunity.id}/stage-completions/`);
    expect(moved.statusCode, moved.body).toBe(200);
    const after = moved.json() as OpportunityDetail;
    expect(after.stage?.name).toBe('Proposal');
    // A passed stage's fields are read, no longer written.
    expect(after.stages[0]?.fields[0]?.value).toBe('Priya, CFO');
    const late = await api('executive').put(`${PATH}${opportunity.id}/fields/`, {
      values: { [String(decisionMaker?.id)]: 'Someone else' },
    });
    expect(late.json().codes).toEqual({ [String(decisionMaker?.id)]: ['invalid'] });
    expect(await auditActions()).toEqual([
      'custom_field.create',
      'custom_field.create',
      'custom_field.create',
      'custom_field.retire',
      'opportunity.fields',
    ]);
  });

  it('is not won while a required field of its current stage is empty', async () => {
    const opportunity = await addOpportunity('Won too early');
    await tickMandatory(opportunity);
    const refused = await api('executive').post(`${PATH}${opportunity.id}/outcome/`, {
      outcome: 'won',
      reason: 'Signed',
    });
    expect(refused.json()).toMatchObject({ code: 'sales_stage_fields_missing' });
  });

  it("is filled only by those who may work on the opportunity, and not for another organisation's", async () => {
    const opportunity = await addOpportunity('Not theirs');
    const field = opportunity.stages[0]?.fields[0]?.id as number;
    const values = { values: { [String(field)]: 'Somebody' } };
    expect((await api('employee').put(`${PATH}${opportunity.id}/fields/`, values)).statusCode).toBe(403);
    expect((await api('stranger', other).put(`${PATH}${opportunity.id}/fields/`, values)).statusCode).toBe(
      404,
    );
    expect((await api('head').put(`${PATH}${opportunity.id}/fields/`, values)).statusCode).toBe(200);
  });

  it('the sales head changes a field: no longer required, it holds the stage no more', async () => {
    const opportunity = await addOpportunity('Relaxed');
    await tickMandatory(opportunity);
    const [stage, next] = opportunity.stages;
    const field = stage?.fields.find((f) => f.required) as { id: number };
    const path = `/sales/stages/${stage?.id}/fields/${field.id}/`;
    expect((await api('executive').patch(path, { required: false })).statusCode).toBe(403);
    expect(
      (await api('head').patch(`/sales/stages/${next?.id}/fields/${field.id}/`, { required: false }))
        .statusCode,
    ).toBe(404);
    const changed = await api('head').patch(path, { label: 'Budget holder', required: false });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().pipelines[0].stages[0].fields[0]).toMatchObject({
      label: 'Budget holder',
      required: false,
    });
    expect((await api('executive').post(`${PATH}${opportunity.id}/stage-completions/`)).statusCode).toBe(200);
  });
});
