import { ROLES } from '@atrium/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, buildOrganization, buildSignedInPeople } from '../../test/factories';
import { type LoggedStatement, type PlanNode, planOf } from '../../test/query-plans';
import { createTestApp, type TestApp } from '../../test/test-app';

/**
 * A month’s utilisation of 5,000 people, kept by its first read, its page statements explained as the
 * application role inside the organisation: each order's page is read from the kept month's index in that order
 * (backwards for the other way), fifty rows, never sorted from all of them, and its count and totals from the month's own row. Plans, not
 * timings, so the guard cannot flake.
 */
const PEOPLE = 5_000;
const MONTH = '2026-09';

let test: TestApp;
let org: number;
let token: string;
const statements: LoggedStatement[] = [];

afterAll(() => test.close());

beforeAll(async () => {
  test = await createTestApp({}, { logQuery: (query, params) => statements.push({ query, params }) });
  org = (await buildOrganization(test.ctx)).id;
  token = (await buildSignedInPeople(test, org, { ceo: [ROLES.CEO] }, 'plans.test')).ceo as string;
  await test.ctx.database.db.execute(sql`
    insert into users (organization_id, email, first_name, last_name)
    select ${org}, 'person' || n || '@utilisation-plans.test', (array['Lena','Arjun','Meera'])[n % 3 + 1], 'Kept' || n
    from generate_series(1, ${PEOPLE}) n`);
  await test.ctx.database.db.execute(sql`
    insert into employees (organization_id, user_id, code, date_of_joining)
    select u.organization_id, u.id, 'UP' || u.id, date '2026-08-01' + (u.id % 60)
    from users u where u.organization_id = ${org} and u.email like '%@utilisation-plans.test'`);
  // The first read keeps the month.
  const first = await as(test, org, token).get(`/timesheets/utilisation/?month=${MONTH}&limit=1`);
  expect(first.json().count).toBeGreaterThan(PEOPLE / 2);
  await test.ctx.database.db.execute(sql`analyze users, employees, timesheet_utilisation`);
}, 120_000);

const nodes = (node: PlanNode): PlanNode[] => [node, ...(node.Plans ?? []).flatMap(nodes)];

describe('the kept utilisation’s page at 5,000', () => {
  it.each([
    ['', 'timesheet_utilisation_name_idx'],
    ['&order_by=-name', 'timesheet_utilisation_name_idx'],
    ['&order_by=code', 'timesheet_utilisation_code_idx'],
    ['&order_by=-billable_hours', 'timesheet_utilisation_billable_idx'],
    ['&order_by=capacity_hours', 'timesheet_utilisation_capacity_idx'],
    ['&order_by=-capacity_hours', 'timesheet_utilisation_capacity_idx'],
    ['&order_by=utilisation', 'timesheet_utilisation_utilisation_idx'],
    ['&order_by=-utilisation', 'timesheet_utilisation_utilisation_idx'],
  ])('reads the page of ?limit=50%s in the order of %s', async (order, index) => {
    statements.length = 0;
    const page = await as(test, org, token).get(`/timesheets/utilisation/?month=${MONTH}&limit=50${order}`);
    expect(page.statusCode, page.body).toBe(200);
    expect(page.json().results).toHaveLength(50);
    const lists = statements.filter((s) => /^with\s+person_rows as \(/.test(s.query));
    expect(lists).toHaveLength(1);
    const read = nodes(await planOf(test.ctx.database.db, org, lists[0] as LoggedStatement));
    // One read of the kept people, the page's: the count and totals come from the month's row.
    expect(
      read
        .filter((node) => node['Relation Name'] === 'timesheet_utilisation')
        .map((node) => node['Index Name']),
    ).toEqual([index]);
    expect(read.some((node) => node['Relation Name'] === 'timesheet_utilisation_months')).toBe(true);
    const pageRead = read.find(
      (node) =>
        node['Node Type'] === 'Limit' &&
        nodes(node).some((n) => n['Relation Name'] === 'timesheet_utilisation'),
    );
    expect(nodes(pageRead ?? { 'Node Type': 'none' }).map((node) => node['Node Type'])).not.toContain('Sort');
  });
});
