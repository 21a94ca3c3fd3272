import { ROLES } from '@atrium/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, buildOrganization, buildSignedInPeople } from '../../test/factories';
import { type LoggedStatement, type PlanNode, planOf } from '../../test/query-plans';
import { createTestApp, type TestApp } from '../../test/test-app';

/**
 * The RMG pool of 20,000 people written in two statements (the pool kept by the triggers), its page statements
 * explained as the application role inside the organisation (row-level security in force): each order's page,
 * prepared once per shape, is read from the kept pool's index in that order, fifty rows, never sorted from all of
 * them; a search reads the kept rows of the people it finds by key. Plans, not timings, so the guard cannot flake.
 */
const PEOPLE = 20_000;

let test: TestApp;
let org: number;
let token: string;
const statements: LoggedStatement[] = [];

afterAll(() => test.close());

beforeAll(async () => {
  test = await createTestApp({}, { logQuery: (query, params) => statements.push({ query, params }) });
  org = (await buildOrganization(test.ctx)).id;
  token = (await buildSignedInPeople(test, org, { rmg: [ROLES.RMG_MANAGER] }, 'plans.test')).rmg as string;
  await test.ctx.database.db.execute(sql`
    insert into users (organization_id, email, first_name, last_name)
    select ${org}, 'person' || n || '@pool-plans.test', (array['Lena','Arjun','Meera'])[n % 3 + 1], 'Pool' || n
    from generate_series(1, ${PEOPLE}) n`);
  await test.ctx.database.db.execute(sql`
    insert into employees (organization_id, user_id, code, date_of_joining)
    select u.organization_id, u.id, 'PP' || u.id, date '2020-01-01' + (u.id % 1500)
    from users u where u.organization_id = ${org} and u.email like '%@pool-plans.test'`);
  // The first list keeps the pool for today.
  expect((await as(test, org, token).get('/resources/pool/?limit=1')).json().count).toBe(PEOPLE + 1);
  await test.ctx.database.db.execute(sql`analyze users, user_search_words, employees, rmg_pool`);
}, 120_000);

/** The nodes of the plan's subtree that read the kept pool. */
const nodes = (node: PlanNode): PlanNode[] => [node, ...(node.Plans ?? []).flatMap(nodes)];

/** The page's part of a list statement's plan: the Limit over the kept pool. */
const pageOf = (plan: PlanNode) =>
  nodes(plan).find(
    (node) => node['Node Type'] === 'Limit' && nodes(node).some((n) => n['Relation Name'] === 'rmg_pool'),
  );

describe('the RMG pool’s page at 20,000', () => {
  it.each([
    ['', 'rmg_pool_org_default_idx'],
    ['&state=bench', 'rmg_pool_org_default_idx'],
    ['&order_by=name', 'rmg_pool_org_name_idx'],
    ['&order_by=-name', 'rmg_pool_org_name_desc_idx'],
    ['&order_by=bench_days', 'rmg_pool_org_bench_days_idx'],
    ['&order_by=-bench_days', 'rmg_pool_org_bench_days_desc_idx'],
    ['&order_by=allocated_percent', 'rmg_pool_org_allocated_idx'],
    ['&order_by=-allocated_percent', 'rmg_pool_org_allocated_desc_idx'],
    ['&order_by=release_date', 'rmg_pool_org_release_idx'],
    ['&order_by=-release_date', 'rmg_pool_org_release_desc_idx'],
  ])('reads the page of ?limit=50%s in the order of %s', async (filters, index) => {
    statements.length = 0;
    const page = await as(test, org, token).get(`/resources/pool/?limit=50${filters}`);
    expect(page.statusCode, page.body).toBe(200);
    expect(page.json().results).toHaveLength(50);
    // The page is prepared once per shape: PGlite runs it as `execute rmg_pool_…_page(…)`, a PostgreSQL server as
    // its text with its values; either is explained as it ran.
    const lists = statements.filter(
      (s) => /^execute rmg_pool_\w+_page\(/.test(s.query) || /^with page as \(/.test(s.query),
    );
    expect(lists).toHaveLength(1);
    const found = pageOf(await planOf(test.ctx.database.db, org, lists[0] as LoggedStatement));
    const read = nodes(found ?? { 'Node Type': 'none' });
    expect(
      read.filter((node) => node['Relation Name'] === 'rmg_pool').map((node) => node['Index Name']),
    ).toEqual([index]);
    expect(read.map((node) => node['Node Type'])).not.toContain('Sort');
  });

  it('finds a search through the search-word index and reads only the found people’s kept rows, by key', async () => {
    statements.length = 0;
    const page = await as(test, org, token).get('/resources/pool/?limit=50&search=pool1234');
    expect(page.statusCode, page.body).toBe(200);
    // Pool1234 and Pool12340 to Pool12349: eleven people.
    expect(page.json().count).toBe(11);
    const searches = statements.filter((s) => /^with matched as materialized \(/.test(s.query));
    expect(searches).toHaveLength(1);
    const plan = await planOf(test.ctx.database.db, org, searches[0] as LoggedStatement);
    const reads = nodes(plan).filter((node) => node['Relation Name'] === 'rmg_pool');
    expect(reads.length).toBeGreaterThan(0);
    expect(reads.map((node) => node['Index Name'])).toEqual(reads.map(() => 'rmg_pool_pkey'));
  });
});
