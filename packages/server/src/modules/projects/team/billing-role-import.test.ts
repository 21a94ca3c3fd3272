import { ROLES } from '@atrium/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../../platform/db/query-rows';
import { withOrg } from '../../../platform/db/tenant';
import { as, buildOrganization, buildSignedInPeople } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { rowsOf, uploadRows } from '../../../test/uploads';

let test: TestApp;
let org: number;
let other: number;
let tokens: Record<string, string>;

const HEADERS = ['Billing Role', 'Currency', 'Rate', 'Cost Rate', 'Effective From'];
type Cell = string | number | null;

const upload = (who: string, rows: Cell[][], orgId = org) =>
  uploadRows(test, { orgId, token: tokens[who] as string, kind: 'billing_roles' }, [HEADERS, ...rows]);
const billingRoles = async (who = 'finance', orgId = org) =>
  (await as(test, orgId, tokens[who] as string).get('/projects/billing-roles/')).json().results;

/** A billing role with one rate, added on the screen. */
async function addRole(who: string, orgId: number, name: string, rate: object) {
  const api = as(test, orgId, tokens[who] as string);
  const role = await api.post('/projects/billing-roles/', { name });
  expect(role.statusCode).toBe(201);
  expect((await api.post(`/projects/billing-roles/${role.json().id}/rates/`, rate)).statusCode).toBe(200);
}

beforeAll(async () => {
  test = await createTestApp();
  org = (await buildOrganization(test.ctx)).id;
  other = (await buildOrganization(test.ctx)).id;
  tokens = await buildSignedInPeople(
    test,
    org,
    {
      finance: [ROLES.FINANCE_EXECUTIVE],
      admin: [ROLES.ORG_ADMIN],
      lead: [ROLES.DELIVERY_LEAD],
      rmg: [ROLES.RMG_MANAGER],
    },
    'billing-role-import.test',
  );
  Object.assign(
    tokens,
    await buildSignedInPeople(
      test,
      other,
      { stranger: [ROLES.FINANCE_EXECUTIVE] },
      'other.billing-role-import.test',
    ),
  );
  await addRole('finance', org, 'Senior Engineer', {
    currency: 'INR',
    rate: 2000,
    effective_from: '2030-01-01',
  });
  await addRole('stranger', other, 'Senior Engineer', {
    currency: 'INR',
    rate: 1500,
    effective_from: '2030-01-01',
  });
});
afterAll(() => test.close());

describe('billing roles upload', () => {
  it('serves its template with its columns', async () => {
    const response = await test.app.inject({ url: '/api/public/templates/billing-roles-template.xlsx' });
    expect(response.statusCode).toBe(200);
    const rows = await rowsOf(response.rawPayload);
    expect(rows.some((row) => HEADERS.every((header, index) => row[index] === header))).toBe(true);
  });

  it('checks every row first: one bad row and nothing is written', async () => {
    const before = await billingRoles();
    const task = await upload('finance', [
      ['Architect', 'EUR', 90, null, '2030-01-01'],
      ['Tester', 'GBP', 30, null, '2030-01-01'],
    ]);
    expect(task).toMatchObject({
      status: 'failed',
      result: { records_added: 0, records_updated: 0, records_skipped: 2 },
    });
    expect(task.errors.row_errors).toEqual({ '3': { currency: ['Use one of: INR, USD, EUR.'] } });
    expect(await billingRoles()).toEqual(before);
  });

  it('adds new roles, adds rates to a known one and replaces a rate from the same date, audited', async () => {
    const task = await upload('finance', [
      ['senior engineer', 'inr', 2500, 1200.5, '2030-01-01'],
      ['Senior Engineer', 'USD', 40, null, '2030-04-01'],
      ['Architect', 'EUR', 90, null, '2030-01-01'],
      ['Architect', 'INR', 6000, 4000, '2030-01-01'],
    ]);
    expect(task).toMatchObject({ status: 'done', result: { records_added: 3, records_updated: 1 } });
    expect(await billingRoles()).toEqual([
      {
        id: expect.any(Number),
        name: 'Architect',
        rates: [
          { currency: 'EUR', rate: 90, cost_rate: null, effective_from: '2030-01-01' },
          { currency: 'INR', rate: 6000, cost_rate: 4000, effective_from: '2030-01-01' },
        ],
      },
      {
        id: expect.any(Number),
        name: 'Senior Engineer',
        rates: [
          { currency: 'INR', rate: 2500, cost_rate: 1200.5, effective_from: '2030-01-01' },
          { currency: 'USD', rate: 40, cost_rate: null, effective_from: '2030-04-01' },
        ],
      },
    ]);
    const audits = await withOrg(test.ctx.database.db, org, (tx) =>
      queryRows<{ action: string; count: number }>(
        tx,
        sql`select action, count(*)::int as count from audit_events where entity_type = 'billing_role'
            group by action order by action`,
      ),
    );
    // One role and one rate were added on the screen before.
    expect(audits).toEqual([
      { action: 'billing_rate.set', count: 5 },
      { action: 'billing_role.create', count: 2 },
    ]);
  });

  it('is open to organisation admins too', async () => {
    const task = await upload('admin', [['Architect', 'USD', 110, null, '2030-01-01']]);
    expect(task).toMatchObject({ status: 'done', result: { records_added: 1, records_updated: 0 } });
  });

  it('reports each rule of a rate under its field, and repeated rows', async () => {
    const task = await upload('finance', [
      ['Analyst', 'INR', 0, null, '2030-01-01'],
      ['Analyst', 'INR', 10.001, null, '2030-02-01'],
      ['Analyst', 'INR', 100, -1, '2030-03-01'],
      ['Analyst', 'INR', 100, null, '2030-02-30'],
      [null, 'INR', 100, null, '2030-04-01'],
      ['Analyst', null, null, null, null],
      ['Analyst', 'USD', 50, null, '2030-01-01'],
      ['analyst', 'usd', 55, null, '2030-01-01'],
    ]);
    expect(task.status).toBe('failed');
    expect(task.errors.row_errors).toEqual({
      '2': { rate: ['Enter a number from 0.01 to 9999999999999.99.'] },
      '3': { rate: ['Use at most 2 decimals.'] },
      '4': { cost_rate: ['Enter a number from 0 to 9999999999999.99.'] },
      '5': { effective_from: ['Enter a date as YYYY-MM-DD.'] },
      '6': { name: ['This field is required.'] },
      '7': {
        currency: ['This field is required.'],
        rate: ['This field is required.'],
        effective_from: ['This field is required.'],
      },
    });
    expect(task.errors.duplicate_rows).toEqual([
      { column: 'Billing Role', value: 'analyst · USD · 2030-01-01', rows: [8, 9] },
    ]);
    expect((await billingRoles()).map((role: { name: string }) => role.name)).not.toContain('Analyst');
  });

  it.each(['lead', 'rmg'])('is refused to one who does not keep billing roles (%s)', async (who) => {
    expect(await upload(who, [['Tester', 'INR', 30, null, '2030-01-01']])).toMatchObject({
      statusCode: 403,
    });
  });

  it("leaves another organisation's roles and rates as they were", async () => {
    expect(await billingRoles('stranger', other)).toEqual([
      {
        id: expect.any(Number),
        name: 'Senior Engineer',
        rates: [{ currency: 'INR', rate: 1500, cost_rate: null, effective_from: '2030-01-01' }],
      },
    ]);
  });
});
