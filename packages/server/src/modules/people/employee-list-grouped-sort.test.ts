import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../platform/db/query-rows';
import { withOrg } from '../../platform/db/tenant';
import { bearer, buildEmployee, buildOrganization, inScope, signIn } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createDepartment, createDesignation } from '../org-setup';

let test: TestApp;
let org: number;
let token: string;

/** 29 people over four designations and three departments, some with neither, ids not in name order. */
beforeAll(async () => {
  test = await createTestApp();
  org = (await buildOrganization(test.ctx)).id;
  const [designations, departments] = await inScope(test.ctx, org, async (scope) => {
    const made = { designations: [] as number[], departments: [] as number[] };
    for (const name of ['Tester', 'Architect', 'Manager', 'Developer'])
      made.designations.push((await createDesignation(scope, name)).id);
    for (const name of ['Finance', 'Delivery', 'Sales'])
      made.departments.push((await createDepartment(scope, name)).id);
    return [made.designations, made.departments];
  });
  for (let person = 0; person < 29; person += 1) {
    const n = person + 1;
    await buildEmployee(test.ctx, org, {
      email: `p${person}@grouped.test`,
      firstName: `P${person}`,
      designationId: n % 7 === 0 ? null : designations[n % 4],
      departmentId: n % 5 === 0 ? null : departments[n % 3],
      status: n % 6 === 0 ? 'in-notice' : 'active',
    });
  }
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
