import { ROLES } from '@atrium/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../platform/db/query-rows';
import { bearer, buildEmployee, buildOrganization, signIn, TEST_PASSWORD } from '../../test/factories';
import { type LoggedStatement, wholeTableReadsOf } from '../../test/query-plans';
import { createTestApp, type TestApp } from '../../test/test-app';

/**
 * Every statement a search or a list runs, explained as the application role inside its organisation (row-level
 * security in force) on an organisation of 20,000 generated people: none reads a whole table of people. Plans,
 * not timings, so the guard cannot flake.
 */
const PEOPLE = 20_000;
/** The tables that grow with the organisation: read whole, they make a search or a list slow. */
const LARGE_TABLES = new Set(['users', 'employees', 'user_search_words']);

let test: TestApp;
let org: number;
let token: string;
let managerId: number;
const statements: LoggedStatement[] = [];

beforeAll(async () => {
  test = await createTestApp({}, { logQuery: (query, params) => statements.push({ query, params }) });
  org = (await buildOrganization(test.ctx)).id;
  const ceo = await buildEmployee(test.ctx, org, {
    email: 'ceo@plans.test',
    firstName: 'Asha',
    lastName: 'Raman',
    roles: [ROLES.CEO, ROLES.EMPLOYEE_EXIT_MANAGER, ROLES.CONTRACTOR_MANAGER],
  });
  const db = test.ctx.database.db;
  // The plans need thousands of rows in a tree of chosen ids, one statement a table, which no service writes.
  await db.execute(sql`
    insert into users (organization_id, email, first_name, last_name)
    select ${org}, 'person' || n || '@plans.test',
      (array['Lena','Arjun','Meera','Vikram','Sana','Rohan','Isha','Kabir','Zoë','Tara'])[n % 10 + 1],
      (array['Kapoor','Iyer','Das','Nair','Shah','Mehta','Rao','Bose','Gill','Sen','Pillai'])[n % 11 + 1] || n
    from generate_series(1, ${PEOPLE}) n`);
  // Ids chosen here, so each person can report to the one whose number is an eighth of theirs: a tree of teams of
  // eight under the CEO, as in a real organisation.
  const [{ base = 0 } = {}] = await queryRows<{ base: number }>(
    db,
    sql`select max(id) as base from employees`,
  );
  await db.execute(sql`
    insert into employees (id, organization_id, user_id, code, reporting_manager_id, date_of_joining)
    select ${base} + p.n, ${org}, p.user_id, 'GEN-' || lpad(p.n::text, 6, '0'),
      case when p.n = 1 then ${ceo.employee.id} else ${base} + ceil(p.n / 8.0)::int end, date '2020-01-01'
    from (select id as user_id, substr(email, 7, position('@' in email) - 7)::int as n
          from users where organization_id = ${org} and email like 'person%@plans.test') p
    order by p.n`);
  await db.execute(
    sql`select setval(pg_get_serial_sequence('employees', 'id'), (select max(id) from employees))`,
  );
  managerId = base + 2;
  await test.ctx.database.db.execute(sql`analyze users, employees, user_search_words`);
  token = await signIn(test, org, 'ceo@plans.test');
}, 120_000);
afterAll(() => test.close());

/** Each read statement of what `send` asks, with the large tables its plan reads whole. */
async function wholeTableReadsOfRequest(send: () => Promise<{ statusCode: number; body: string }>) {
  statements.length = 0;
  const response = await send();
  expect(response.statusCode, response.body).toBe(200);
  // A prepared statement runs on PGlite as `execute` (see prepared-statements.ts), which is explained as it runs.
  const reads = statements.filter(
    ({ query }) => /^\s*(select|with|execute)\b/i.test(query) && !/set_config/.test(query),
  );
  expect(reads.length).toBeGreaterThan(0);
  return wholeTableReadsOf(test.ctx.database.db, org, reads, LARGE_TABLES);
}

const wholeTableReads = (url: string) =>
  wholeTableReadsOfRequest(() => test.app.inject({ url: `/api/${org}${url}`, headers: bearer(token) }));

describe(`searches and lists of ${PEOPLE.toLocaleString('en')} people read indexes, never whole tables`, () => {
  it.each([
    ['the employee list searched by a name', '/org/employees/?search=kapoor121&limit=50'],
    ['the employee list searched by two words', '/org/employees/?search=meera%20nair123&limit=50'],
    ['the employee list searched by a code', '/org/employees/?search=GEN-01234&limit=50'],
    ['the employee list searched by digits of a code', '/org/employees/?search=001234'],
    ['the employee list searched by an email', '/org/employees/?search=person77%40plans'],
    ['the employee list searched with an accent', '/org/employees/?search=zo%C3%AB%20kapoor1188'],
    ['the employee list searched by one letter', '/org/employees/?search=k&limit=50'],
    ['the employee list searched, by one letter, on page 19', '/org/employees/?search=k&limit=50&offset=900'],
    ['the employee list searched and sorted by code', '/org/employees/?search=kapoor121&order_by=code'],
    ['the employee list searched by a common name, by code', '/org/employees/?search=lena&order_by=code'],
    ['the employee list searched by a common name, by name', '/org/employees/?search=kapoor&order_by=-name'],
    ['the universal search', '/workspace/universal-search/?search=asha'],
    ['the universal search with a typo', '/workspace/universal-search/?search=vikarm'],
    ['the universal search by a timesheet code', '/workspace/universal-search/?search=TS-0007'],
    ['a team searched', `/org/employees/team/?manager=MANAGER&search=rohan%20mehta7155&limit=50`],
    ['the contractor list searched', '/contractors/contractors/?search=isha'],
    ['the exit list searched', '/employee-exit/exits/?search=kabir'],
    ['the leave requests to approve', '/leave-portal/leave-requests/?scope=to_approve&limit=50'],
    ['every leave request', '/leave-portal/leave-requests/?scope=all&limit=50'],
  ])('%s', async (_name, url) => {
    expect(await wholeTableReads(url.replace('MANAGER', String(managerId)))).toEqual([]);
  });

  it('signing in finds the person by their email, in any case, through its index', async () => {
    const reads = await wholeTableReadsOfRequest(() =>
      test.app.inject({
        method: 'POST',
        url: `/api/${org}/org/account/login/`,
        payload: { email: 'CEO@Plans.Test', password: TEST_PASSWORD },
      }),
    );
    expect(reads).toEqual([]);
  });

  it('folds the words of a universal search once, however many of its searches read them', async () => {
    statements.length = 0;
    const response = await test.app.inject({
      url: `/api/${org}/workspace/universal-search/?search=isha%20kapoor`,
      headers: bearer(token),
    });
    expect(response.json().results.length).toBeGreaterThan(0);
    // The folding statement, as written or, on PGlite, executed by its name.
    expect(statements.filter(({ query }) => /search_fold/.test(query))).toHaveLength(1);
  });

  it('finds what it should among them', async () => {
    const get = async (url: string) =>
      (await test.app.inject({ url: `/api/${org}${url}`, headers: bearer(token) })).json();
    expect(
      (await get('/org/employees/?search=GEN-001234')).results.map((row: { code: string }) => row.code),
    ).toEqual(['GEN-001234']);
    const zoe = await get('/org/employees/?search=ZOE%20Kapoor1188');
    expect(zoe.results).toMatchObject([{ first_name: 'Zoë', last_name: 'Kapoor1188' }]);
    const team = await get(`/org/employees/team/?manager=${managerId}&search=rohan%20mehta7155`);
    expect(team.results).toMatchObject([{ first_name: 'Rohan', last_name: 'Mehta7155' }]);
  });
});
