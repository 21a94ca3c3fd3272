import { ROLES } from '@atrium/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildClient } from '../../test/clients-factories';
import { as, buildOrganization, buildSignedInPeople, userIdsByName } from '../../test/factories';
import { type LoggedStatement, wholeTableReadsOf } from '../../test/query-plans';
import { buildOpportunity } from '../../test/sales-factories';
import { createTestApp, type TestApp } from '../../test/test-app';

/**
 * The opportunity list's search on 20,000 opportunities written in one statement (the search words kept by the
 * triggers), its statements explained as the application role inside the organisation (row-level security in
 * force): none reads the opportunities or their words whole. Plans, not timings, so the guard cannot flake.
 */
const OPPORTUNITIES = 20_000;
const LARGE_TABLES = new Set(['opportunities', 'opportunity_search_words']);

let test: TestApp;
let org: number;
let token: string;
let globex: number;
const statements: LoggedStatement[] = [];

afterAll(() => test.close());

beforeAll(async () => {
  test = await createTestApp({}, { logQuery: (query, params) => statements.push({ query, params }) });
  org = (await buildOrganization(test.ctx)).id;
  token = (await buildSignedInPeople(test, org, { head: [ROLES.PROJECT_SALES_HEAD] }, 'search.test'))
    .head as string;
  const head = (await userIdsByName(test, org)).head as number;
  globex = (await buildClient(test.ctx, org, { name: 'Globex Corporation' })).id;
  const initech = (await buildClient(test.ctx, org, { name: 'Initech' })).id;
  // The first through the service, so that the organisation's sales process exists; the rest in one statement.
  const first = await buildOpportunity(test.ctx, org, {
    name: 'Payments rewrite',
    client_id: initech,
    owner_id: head,
    by: head,
  });
  await test.ctx.database.db.execute(sql`
    insert into opportunities (organization_id, number, name, client_id, value, currency, billing_type, probability,
      owner_id, pipeline_id, stage_id, created_by)
    select ${org}, n + 1, (array['Portal','Data platform','Mobile app','Cloud move'])[n % 4 + 1] || ' phase ' || n,
      case when n % 2 = 0 then ${globex}::int else ${initech}::int end, 1000, 'INR', 'time-and-material', 50, ${head},
      ${first.pipelineId}, (select stage_id from opportunities where id = ${first.id}), ${head}
    from generate_series(1, ${OPPORTUNITIES - 1}) n`);
  // Statistics of every word, so that the plans do not hang on which ones a sample happened to take.
  await test.ctx.database.db.execute(
    sql`alter table opportunity_search_words alter column word set statistics 10000`,
  );
  await test.ctx.database.db.execute(sql`analyze opportunities, opportunity_search_words`);
}, 120_000);

const search = (term: string) =>
  as(test, org, token).get(`/sales/opportunities/?search=${encodeURIComponent(term)}&limit=50`);

describe('the opportunity list’s search at 20,000', () => {
  it('finds by the start of each word, never reading the opportunities or their words whole', async () => {
    statements.length = 0;
    const page = await search('1234');
    expect(page.statusCode, page.body).toBe(200);
    expect(page.json()).toMatchObject({ count: 11, count_exact: true });
    const reads = statements.filter((statement) => statement.query.includes('"opportunities"'));
    expect(reads.length).toBeGreaterThan(0);
    expect(await wholeTableReadsOf(test.ctx.database.db, org, reads, LARGE_TABLES)).toEqual([]);
  });

  it('matches every word given, in its name or its client’s, whatever their case', async () => {
    // Of the eleven phases 1232 and 12320..12329, those divisible by four are Portals; even ones are Globex's.
    expect((await search('PORTAL phase 1232')).json().count).toBe(4);
    expect((await search('globex 1233')).json().count).toBe(5);
    expect((await search('initech 1233')).json().count).toBe(6);
    expect((await search('payments')).json().results).toEqual([
      expect.objectContaining({ name: 'Payments rewrite' }),
    ]);
  });

  it('follows a renamed opportunity and a renamed client', async () => {
    await test.ctx.database.db.execute(
      sql`update opportunities set name = 'Zephyr audit' where organization_id = ${org} and number = 7`,
    );
    expect((await search('zephyr')).json().count).toBe(1);
    await test.ctx.database.db.execute(
      sql`update clients set name = 'Umbrella' where organization_id = ${org} and id = ${globex}`,
    );
    expect((await search('umbrella zephyr')).json().count).toBe(1);
    expect((await search('globex')).json().count).toBe(0);
  });
});
