import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../platform/db/query-rows';
import { withOrg } from '../../platform/db/tenant';
import { bearer, buildEmployee, buildOrganization, signIn } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';

let test: TestApp;
let org: number;
let token: string;

/** 29 people over four designations and three departments, some with neither, ids not in name order. */
beforeAll(async () => {
  test = await createTestApp();
  org = (await buildOrganization(test.ctx)).id;
  for (let person = 0; person < 29; person += 1) {
    await buildEmployee(test.ctx, org, { email: `p${person}@grouped.test`, firstName: `P${person}` });
  }
  await withOrg(test.ctx.database.db, org, async (tx) => {
    await tx.execute(sql`insert into designations (organization_id, name)
      values (${org}, 'Tester'), (${org}, 'Architect'), (${org}, 'Manager'), (${org}, 'Developer')`);
    await tx.execute(sql`insert into departments (organization_id, name)
      values (${org}, 'Sales'), (${org}, 'Delivery'), (${org}, 'Finance')`);
    await tx.execute(sql`with d as (select id, row_number() over (order by id) as n from designations),
        p as (select id, row_number() over (order by id desc) as n from departments)
      update employees e set
        designation_id = case when e.id % 7 = 0 then null else (select id from d where d.n = 1 + e.id % 4) end,
        department_id = case when e.id % 5 = 0 then null else (select id from p where p.n = 1 + e.id % 3) end,
        status = case when e.id % 6 = 0 then 'in-notice' else 'active' end`);
  });
  token = await signIn(test, org, 'p0@grouped.test');
});
afterAll(() => test.close());

/** The order a plain sort of every matching row gives, as the reference. */
const reference = (field: 'designation' | 'department', isDescending: boolean, status?: string) =>
  withOrg(test.ctx.database.db, org, (tx) =>
    queryRows<{ id: number }>(
      tx,
      sql`select e.id from employees e
          left join ${sql.raw(field === 'designation' ? 'designations' : 'departments')} t
            on t.organization_id = e.organization_id and t.id = e.${sql.raw(`${field}_id`)}
          where e.organization_id = ${org} ${status ? sql`and e.status = ${status}` : sql``}
          order by t.name ${sql.raw(isDescending ? 'desc' : 'asc')}, e.id ${sql.raw(isDescending ? 'desc' : 'asc')}`,
    ),
  ).then((rows) => rows.map((row) => row.id));

describe('sorting by designation or department name, group by group', () => {
  it.each([
    ['designation', false],
    ['designation', true],
    ['department', false],
    ['department', true],
  ] as const)(
    'pages by %s (descending: %s) exactly as a full sort would, with the total',
    async (field, isDescending) => {
      for (const status of [undefined, 'active']) {
        const expected = await reference(field, isDescending, status);
        for (const [offset, limit] of [
          [0, 10],
          [3, 5],
          [7, 10],
          [12, 6],
          [20, 10],
          [25, 10],
          [40, 10],
        ] as const) {
          const order = `${isDescending ? '-' : ''}${field}`;
          const response = await test.app.inject({
            url: `/api/${org}/org/employees/?order_by=${order}&offset=${offset}&limit=${limit}${status ? `&status=${status}` : ''}`,
            headers: bearer(token),
          });
          const body = response.json();
          expect([body.count, body.results.map((row: { id: number }) => row.id)]).toEqual([
            expected.length,
            expected.slice(offset, offset + limit),
          ]);
        }
      }
    },
  );
});
