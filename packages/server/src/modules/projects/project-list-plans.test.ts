import { ROLES } from '@atrium/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, buildEmployee, buildOrganization, signIn } from '../../test/factories';
import { type LoggedStatement, wholeTableReadsOf } from '../../test/query-plans';
import { createTestApp, type TestApp } from '../../test/test-app';

/**
 * The Project List's statements, explained as the application role inside its organisation on 10,000 projects of
 * 5,000 people: the CEO's first page (every project, newest first) reads neither the projects nor the people
 * whole, and a delivery lead's page and count (their own projects) do not read every project. Plans, not
 * timings, so the guard cannot flake.
 */
const PROJECTS = 10_000;
const PEOPLE = 5_000;

let test: TestApp;
let org: number;
let ceoToken: string;
let leadToken: string;
const statements: LoggedStatement[] = [];

beforeAll(async () => {
  test = await createTestApp({}, { logQuery: (query, params) => statements.push({ query, params }) });
  org = (await buildOrganization(test.ctx)).id;
  await buildEmployee(test.ctx, org, { email: 'ceo@plans.test', roles: [ROLES.CEO] });
  const lead = await buildEmployee(test.ctx, org, { email: 'lead@plans.test', roles: [ROLES.DELIVERY_LEAD] });
  const db = test.ctx.database.db;
  // The plans need thousands of rows, one statement a table: the services' one-at-a-time writes would take minutes.
  await db.execute(sql`
    insert into users (organization_id, email, first_name, last_name)
    select ${org}, 'person' || n || '@plans.test', 'Person', 'No ' || n from generate_series(1, ${PEOPLE}) n`);
  // Each project's people are generated users, picked from one array: joins on a numbering of users not yet
  // analysed would be planned as nested loops over millions of pairs.
  await db.execute(sql`
    with people as (select array_agg(id order by id) as ids from users
                    where organization_id = ${org} and email like 'person%@plans.test')
    insert into projects (organization_id, number, name, billing_type, status, project_owner_id, delivery_lead_id,
      sales_executive_id, assigned_sales_executive_id)
    select ${org}, g, 'Project ' || g, 'time-and-material', 'active', ids[1 + g % ${PEOPLE}],
      case when g % 100 = 0 then ${lead.user.id}::int else ids[1 + (g * 7) % ${PEOPLE}] end,
      ids[1 + (g * 13) % ${PEOPLE}], ids[1 + (g * 13) % ${PEOPLE}]
    from generate_series(1, ${PROJECTS}) g, people`);
  await db.execute(sql`analyze projects, users, project_search_words`);
  ceoToken = await signIn(test, org, 'ceo@plans.test');
  leadToken = await signIn(test, org, 'lead@plans.test');
}, 120_000);
afterAll(() => test.close());

/**
 * Each read statement of the list's request (only its page with `pageOnly`: the CEO's count reads every project
 * by nature), with those of the `large` tables its plan reads whole.
 */
async function wholeTableReads(url: string, token: string, large: ReadonlySet<string>, pageOnly = false) {
  statements.length = 0;
  const response = await test.app.inject({ url: `/api/${org}${url}`, headers: bearer(token) });
  expect(response.statusCode, response.body).toBe(200);
  const reads = statements.filter(
    ({ query }) =>
      /^\s*(select|with)\b/i.test(query) &&
      /\bprojects p\b/.test(query) &&
      (!pageOnly || /\blimit\b/.test(query)),
  );
  expect(reads.length).toBeGreaterThan(0);
  const found = await wholeTableReadsOf(test.ctx.database.db, org, reads, large);
  return { found, body: response.json() as { count: number; results: { code: string }[] } };
}

describe(`the Project List over ${PROJECTS.toLocaleString('en')} projects reads indexes`, () => {
  it("the CEO's first page, newest first, reads the newest projects only", async () => {
    const { found, body } = await wholeTableReads(
      '/projects/projects/?limit=50',
      ceoToken,
      new Set(['projects', 'users']),
      true,
    );
    expect(found).toEqual([]);
    expect(body.count).toBe(PROJECTS);
    expect(body.results[0]?.code).toBe('PR-10000');
  });

  it("a delivery lead's first page finds their projects by the people indexes", async () => {
    const { found, body } = await wholeTableReads(
      '/projects/projects/?limit=50',
      leadToken,
      new Set(['projects']),
    );
    expect(found).toEqual([]);
    expect(body.count).toBe(PROJECTS / 100);
    expect(body.results.map((project) => project.code).slice(0, 2)).toEqual(['PR-10000', 'PR-9900']);
  });

  it('a search by the words of a name reads the project words index, not every project', async () => {
    const { found, body } = await wholeTableReads(
      '/projects/projects/?search=1234&limit=50',
      ceoToken,
      new Set(['projects', 'project_search_words']),
    );
    expect(found).toEqual([]);
    expect(body.results.map((project) => project.code)).toEqual(['PR-1234']);
  });

  it('the universal search finds projects by their words, not by reading every project', async () => {
    statements.length = 0;
    const response = await test.app.inject({
      url: `/api/${org}/workspace/universal-search/?search=1234`,
      headers: bearer(ceoToken),
    });
    expect(response.json().results).toContainEqual(
      expect.objectContaining({ type: 'project', display_name: 'Project 1234' }),
    );
    const reads = statements.filter(({ query }) => /\bprojects p\b/.test(query));
    expect(reads.length).toBeGreaterThan(0);
    expect(await wholeTableReadsOf(test.ctx.database.db, org, reads, new Set(['projects']))).toEqual([]);
  });
});
