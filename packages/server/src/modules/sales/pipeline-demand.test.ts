import { ROLES } from '@atrium/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../platform/db/query-rows';
import { withOrg } from '../../platform/db/tenant';
import { buildClient } from '../../test/clients-factories';
import { as, buildOrganization, buildSignedInPeople, userIdsByName } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';

/** A Monday: the forecast's first week runs 4–8 January 2027. */
const MONDAY = '2027-01-04';
let test: TestApp;
let org: number;
let tokens: Record<string, string>;
let opportunityId: number;

const api = (who: string) => as(test, org, tokens[who] as string);

/** The Architect row's first two weeks of the forecast: its pipeline and the gap should it come. */
async function architectWeeks() {
  const response = await api('rmg').get(`/resources/forecast/?date=${MONDAY}`);
  expect(response.statusCode, response.body).toBe(200);
  const role = (
    response.json() as {
      roles: {
        designation: string | null;
        cells: { pipeline: number; outlook_gap: number; demand: number }[];
      }[];
    }
  ).roles.find((row) => row.designation === 'Architect');
  return (role?.cells ?? [])
    .slice(0, 2)
    .map(({ pipeline, outlook_gap, demand }) => ({ pipeline, outlook_gap, demand }));
}

afterAll(() => test.close());

beforeAll(async () => {
  test = await createTestApp();
  org = (await buildOrganization(test.ctx)).id;
  tokens = await buildSignedInPeople(
    test,
    org,
    { head: [ROLES.PROJECT_SALES_HEAD], rmg: [ROLES.RMG_MANAGER] },
    'pipeline-demand.test',
  );
  const ids = await userIdsByName(test, org);
  const client = (await buildClient(test.ctx, org, { name: 'Initech', currency: 'INR' })).id;
  const [designation] = await withOrg(test.ctx.database.db, org, (tx) =>
    queryRows<{ id: number }>(
      tx,
      sql`insert into designations (organization_id, name) values (${org}, 'Architect') returning id`,
    ),
  );
  // Two architects for the first week only, at a 40% chance.
  const created = await api('head').post('/sales/opportunities/', {
    name: 'Data platform',
    client_id: client,
    value: 500000,
    currency: 'INR',
    billing_type: 'time-and-material',
    expected_start_date: MONDAY,
    expected_end_date: '2027-01-08',
    probability: 40,
    owner_id: ids.head,
    roles: [{ designation_id: designation?.id, count: 2, start_date: MONDAY, end_date: '2027-01-08' }],
  });
  expect(created.statusCode, created.body).toBe(201);
  opportunityId = created.json().id;
});

describe('open opportunities in the resource forecast', () => {
  it('add their role mix, weighted by probability, as pipeline beside confirmed demand', async () => {
    expect(await architectWeeks()).toEqual([
      { pipeline: 0.8, outlook_gap: -0.8, demand: 0 },
      { pipeline: 0, outlook_gap: 0, demand: 0 },
    ]);
  });

  it('follow a change of probability', async () => {
    const changed = await api('head').patch(`/sales/opportunities/${opportunityId}/`, { probability: 75 });
    expect(changed.statusCode, changed.body).toBe(200);
    expect((await architectWeeks())[0]).toEqual({ pipeline: 1.5, outlook_gap: -1.5, demand: 0 });
  });

  it('leave the forecast once lost', async () => {
    const lost = await api('head').post(`/sales/opportunities/${opportunityId}/outcome/`, {
      outcome: 'lost',
      reason: 'Budget moved to next year',
    });
    expect(lost.statusCode, lost.body).toBe(200);
    expect(await architectWeeks()).toEqual([]);
  });
});
