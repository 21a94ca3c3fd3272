import { fiscalYearOf, ROLES, type TargetFigures } from '@atrium/contracts';
import { type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../platform/db/query-rows';
import { withOrg } from '../../platform/db/tenant';
import { buildClient } from '../../test/clients-factories';
import { as, bearer, buildOrganization, buildSignedInPeople, userIdsByName } from '../../test/factories';
import { buildOpportunity, markWon } from '../../test/sales-factories';
import { createTestApp, type TestApp } from '../../test/test-app';

const PLANS = '/sales/business-plans/';
const YEAR = fiscalYearOf(new Date()).startYear;
let test: TestApp;
let org: number;
let tokens: Record<string, string>;
let ids: Record<string, number>;
let sales: number;
let plan: number;

const run = (statement: SQL) =>
  withOrg(test.ctx.database.db, org, (tx) => queryRows<Record<string, unknown>>(tx, statement));
const api = (who: string) => as(test, org, tokens[who] as string);
const widget = (name: string, who: string) =>
  test.app.inject({ url: `/api/${org}/dashboard/widgets/${name}/`, headers: bearer(tokens[who] as string) });
const planBody = (over: Record<string, unknown> = {}) => ({
  name: 'Growth',
  financial_year: YEAR,
  currency: 'INR',
  exchange_rates: { USD: 80, EUR: 90 },
  status: 'active',
  ...over,
});
const quarters = { q1: 1_000_000, q2: 1_000_000, q3: 0, q4: 500_000 };

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
      colleague: [ROLES.PROJECT_SALES_EXECUTIVE],
      other: [ROLES.PROJECT_SALES_EXECUTIVE],
      finance: [ROLES.FINANCE_EXECUTIVE],
      lead: [ROLES.DELIVERY_LEAD],
    },
    'targets.test',
  );
  ids = await userIdsByName(test, org);
  const [department] = await run(
    sql`insert into departments (organization_id, name) values (${org}, 'Sales') returning id`,
  );
  sales = department?.id as number;
  await run(
    sql`update employees set department_id = ${sales} where organization_id = ${org} and user_id in (${ids.executive}, ${ids.colleague})`,
  );
});
afterAll(() => test.close());

describe('business plans', () => {
  it('lets the sales head add the year’s active plan, with its dates and rates, on the audit trail', async () => {
    const added = await api('head').post(PLANS, planBody());
    expect(added.statusCode, added.body).toBe(201);
    expect(added.json()).toMatchObject({
      name: 'Growth',
      financial_year: YEAR,
      start_date: `${YEAR}-04-01`,
      end_date: `${YEAR + 1}-03-31`,
      status: 'active',
      exchange_rates: { INR: 1, USD: 80, EUR: 90 },
      target_count: 0,
    });
    plan = added.json().id;
    const audit = await run(
      sql`select action from audit_events where organization_id = ${org} and entity_type = 'business_plan' and entity_id = ${String(plan)}`,
    );
    expect(audit.map((row) => row.action)).toEqual(['business_plan.create']);
  });

  it('refuses a second active plan in a year, as added and as changed', async () => {
    const second = await api('ceo').post(PLANS, planBody({ name: 'Stretch' }));
    expect(second.statusCode).toBe(409);
    expect(second.json()).toMatchObject({ code: 'business_plan_active_exists' });
    const draft = await api('ceo').post(PLANS, planBody({ name: 'Stretch', status: 'draft' }));
    expect(draft.statusCode, draft.body).toBe(201);
    const activated = await api('head').patch(`${PLANS}${draft.json().id}/`, { status: 'active' });
    expect(activated.statusCode).toBe(409);
    const next = await api('head').post(PLANS, planBody({ financial_year: YEAR + 1 }));
    expect(next.statusCode, next.body).toBe(201);
  });

  it('needs a rate for every other currency', async () => {
    const response = await api('head').post(PLANS, planBody({ exchange_rates: { USD: 80 } }));
    expect(response.statusCode).toBe(400);
    expect(response.json().codes).toEqual({ 'exchange_rates.EUR': ['required'] });
  });

  it.each([
    ['a sales executive', 'executive', 403],
    ['the finance executive', 'finance', 403],
    ['a delivery lead', 'lead', 403],
  ])('refuses %s a new plan', async (_who, who, status) => {
    expect((await api(who).post(PLANS, planBody({ status: 'draft' }))).statusCode).toBe(status);
  });

  it('shows the plans to finance and the sales roles, not to others', async () => {
    expect((await api('finance').get(PLANS)).json().results.length).toBeGreaterThanOrEqual(3);
    expect((await api('executive').get(PLANS)).statusCode).toBe(200);
    expect((await api('lead').get(PLANS)).statusCode).toBe(403);
  });
});

describe('targets', () => {
  const targets = () => `${PLANS}${plan}/targets/`;

  it('sets a sales person’s and a team’s quarters, each once per plan', async () => {
    const mine = await api('head').post(targets(), { user_id: ids.executive, ...quarters });
    expect(mine.statusCode, mine.body).toBe(201);
    expect(mine.json()).toMatchObject({ kind: 'person', person: { id: ids.executive }, total: 2_500_000 });
    const team = await api('head').post(targets(), {
      department_id: sales,
      q1: 3_000_000,
      q2: 0,
      q3: 0,
      q4: 0,
    });
    expect(team.statusCode, team.body).toBe(201);
    expect(team.json()).toMatchObject({ kind: 'team', team: { id: sales, name: 'Sales' } });
    expect((await api('head').post(targets(), { user_id: ids.other, ...quarters })).statusCode).toBe(201);
    const twin = await api('ceo').post(targets(), { user_id: ids.executive, ...quarters });
    expect(twin.statusCode).toBe(409);
    expect(twin.json()).toMatchObject({ code: 'target_duplicate' });
  });

  it.each<[string, Record<string, unknown>, string, string]>([
    ['a negative amount', { user_id: 0, ...quarters, q2: -1 }, 'q2', 'target_amount_negative'],
    ['every quarter at zero', { user_id: 0, q1: 0, q2: 0, q3: 0, q4: 0 }, 'q1', 'target_amount_required'],
    [
      'both a person and a team',
      { user_id: 0, department_id: 1, ...quarters },
      'user_id',
      'target_holder_required',
    ],
    ['someone who does not sell', { user_id: -1, ...quarters }, 'user_id', 'target_not_sales_person'],
  ])('refuses %s', async (_case, body, field, code) => {
    const holder = body.user_id === -1 ? ids.lead : ids.colleague;
    const response = await api('head').post(targets(), { ...body, user_id: holder });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().codes[field]).toContain(code);
  });

  it('shows a sales executive only their own and their team’s; finance every one but changes none', async () => {
    const own = (await api('executive').get(targets())).json();
    expect(own.results.map((t: { kind: string }) => t.kind)).toEqual(['person', 'team']);
    expect(own.results[0].person.id).toBe(ids.executive);
    const all = (await api('finance').get(targets())).json();
    expect(all.count).toBe(3);
    const plans = (await api('finance').get(PLANS)).json().results;
    expect(plans.find((p: { id: number }) => p.id === plan).target_count).toBe(3);
    const id = own.results[0].id;
    expect((await api('finance').patch(`/sales/targets/${id}/`, { q3: 1 })).statusCode).toBe(403);
    expect((await api('executive').patch(`/sales/targets/${id}/`, { q3: 1 })).statusCode).toBe(403);
    expect((await api('lead').get(targets())).statusCode).toBe(403);
    expect((await api('lead').get(`${PLANS}${plan}/figures/`)).statusCode).toBe(403);
  });

  it('changes and deletes a target on the audit trail', async () => {
    const [other] = (await api('head').get(targets()))
      .json()
      .results.filter((t: { person: { id: number } | null }) => t.person?.id === ids.other);
    const changed = await api('head').patch(`/sales/targets/${other.id}/`, { q3: 250_000 });
    expect(changed.json()).toMatchObject({ q3: 250_000, total: 2_750_000 });
    expect(
      (await api('head').patch(`/sales/targets/${other.id}/`, { q1: 0, q2: 0, q4: 0, q3: 0 })).statusCode,
    ).toBe(400);
    expect((await api('head').delete(`/sales/targets/${other.id}/`)).statusCode).toBe(204);
    const audit = await run(
      sql`select action from audit_events where organization_id = ${org} and entity_type = 'sales_target' and entity_id = ${String(other.id)} order by id`,
    );
    expect(audit.map((row) => row.action)).toEqual(['target.create', 'target.update', 'target.delete']);
  });
});

describe('figures', () => {
  beforeAll(async () => {
    const client = (await buildClient(test.ctx, org, { name: 'Globex', currency: 'USD' })).id;
    const fresh = (await buildClient(test.ctx, org, { name: 'Initech', currency: 'INR' })).id;
    const win = async (over: Record<string, unknown>, wonOn: string) => {
      const opportunity = await buildOpportunity(test.ctx, org, {
        client_id: client,
        owner_id: ids.head as number,
        by: ids.head as number,
        ...over,
      });
      await markWon(test.ctx, org, opportunity.id, wonOn);
    };
    // Won last year: Globex is an existing client this year.
    await win({ sales_executive_id: ids.other, value: 1 }, `${YEAR - 1}-06-01`);
    // The executive's: 10,000 USD won in Q1, delivered evenly over Q1 and Q2 (91 + 92 days).
    await win(
      {
        sales_executive_id: ids.executive,
        value: 10_000,
        currency: 'USD',
        expected_start_date: `${YEAR}-04-01`,
        expected_end_date: `${YEAR}-09-30`,
      },
      `${YEAR}-05-15`,
    );
    // The colleague's (the same team): 183,000 INR won in Q2 for a new client, no dates.
    await win({ client_id: fresh, owner_id: ids.colleague, value: 183_000 }, `${YEAR}-08-01`);
  });

  it('sets each target beside the order book and achievement of the person’s or the team’s wins', async () => {
    const page = (await api('head').get(`${PLANS}${plan}/figures/`)).json();
    expect(page.plan).toMatchObject({ id: plan, financial_year: YEAR });
    const byName = (kind: string) =>
      page.results.find((row: TargetFigures) => row.kind === kind) as TargetFigures;
    expect(byName('person').quarters.slice(0, 2)).toEqual([
      {
        quarter: 'q1',
        target: 1_000_000,
        order_book: 800_000,
        achievement: 397_814.21,
        percent_achieved: 39.8,
      },
      { quarter: 'q2', target: 1_000_000, order_book: 0, achievement: 402_185.79, percent_achieved: 40.2 },
    ]);
    expect(byName('person').year).toMatchObject({
      target: 2_500_000,
      order_book: 800_000,
      achievement: 800_000,
    });
    expect(byName('team').quarters.map((q) => q.order_book)).toEqual([800_000, 183_000, 0, 0]);
    const own = (await api('executive').get(`${PLANS}${plan}/figures/`)).json();
    expect(own.count).toBe(2);
  });

  it('answers the target tile: the organisation’s for the sales head, their own for an executive', async () => {
    const head = await widget('target_achievements', 'head');
    expect(head.statusCode, head.body).toBe(200);
    expect(head.json()).toMatchObject({ financial_year: YEAR, currency: 'INR', plan_id: plan });
    expect(head.json().target_achievements[0]).toEqual({
      quarter: 'q1',
      target: 1_000_000,
      order_book: 800_000,
      achievements: 397_814.21,
    });
    const mine = (await widget('target_achievements', 'colleague')).json();
    expect(mine.target_achievements.map((q: { order_book: number }) => q.order_book)).toEqual([
      0, 183_000, 0, 0,
    ]);
    expect(mine.target_achievements[0].target).toBe(0);
  });

  it('splits the year’s achievement between existing and new clients for the CEO and finance only', async () => {
    const split = await widget('client_achievements', 'finance');
    expect(split.statusCode, split.body).toBe(200);
    expect(split.json().client_achievements.slice(0, 2)).toEqual([
      { quarter: 'q1', existing_client_achievement: 397_814.21, new_client_achievement: 0 },
      { quarter: 'q2', existing_client_achievement: 402_185.79, new_client_achievement: 183_000 },
    ]);
    expect((await widget('client_achievements', 'head')).statusCode).toBe(403);
    expect((await widget('target_achievements', 'lead')).statusCode).toBe(403);
  });
});
