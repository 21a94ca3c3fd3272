import type { EmployeeListQuery } from '@atrium/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../platform/db/query-rows';
import { withOrg } from '../../platform/db/tenant';
import { buildExit } from '../../test/exit-factories';
import { bearer, buildEmployee, buildOrganization, inScope, signIn } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { renameUsers } from '../accounts';
import { findEmployeePage } from './employee-list.queries';

let test: TestApp;
let org: number;
let token: string;
const userIds: Record<string, number> = {};

const renameTo = (firstName: string, lastName: string) =>
  inScope(test.ctx, org, (scope) =>
    renameUsers(scope, [{ id: userIds[firstName] as number, firstName, lastName }]),
  );

beforeAll(async () => {
  test = await createTestApp();
  org = (await buildOrganization(test.ctx)).id;
  const other = (await buildOrganization(test.ctx)).id;
  const names = ['Zara', 'Amit', 'Maya', 'Ben', 'Lena', 'Omar'];
  const employeeIds: Record<string, number> = {};
  for (const firstName of names) {
    const { user, employee } = await buildEmployee(test.ctx, org, {
      firstName,
      lastName: 'Test',
      email: `${firstName.toLowerCase()}@list.test`,
    });
    userIds[firstName] = user.id;
    employeeIds[firstName] = employee.id;
  }
  await buildEmployee(test.ctx, other, { firstName: 'Outsider', email: 'outsider@other.test' });
  await buildExit(test.ctx, org, { employeeId: employeeIds.Maya as number, by: userIds.Zara as number });
  token = await signIn(test, org, 'zara@list.test');
});
afterAll(() => test.close());

const list = (query = '') =>
  test.app.inject({ url: `/api/${org}/org/employees/?${query}`, headers: bearer(token) });
const firstNames = (body: { results: Array<{ first_name: string }> }) =>
  body.results.map((row) => row.first_name);

describe('GET /api/{orgId}/org/employees/', () => {
  it('pages the organisation’s employees by name, with the total', async () => {
    const response = await list('limit=2&offset=1');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.count).toBe(6);
    expect(firstNames(body)).toEqual(['Ben', 'Lena']);
  });

  it('sorts descending with a leading minus', async () => {
    expect(firstNames((await list('order_by=-name&limit=3')).json())).toEqual(['Zara', 'Omar', 'Maya']);
  });

  it('finds the start of a word of the name, the email or the code, not the middle of one', async () => {
    const body = (await list('search=ma')).json();
    expect([body.count, firstNames(body)]).toEqual([1, ['Maya']]);
    expect(firstNames((await list('search=omar%40list')).json())).toEqual(['Omar']);
    const [omar] = (await list('search=omar')).json().results;
    const digits = omar.code.replace(/^\D+/, '');
    expect(firstNames((await list(`search=${digits}`)).json())).toContain('Omar');
    expect(firstNames((await list(`search=-${digits}`)).json())).toContain('Omar');
  });

  it('needs every word of the search, in any order, case and accents aside', async () => {
    expect(firstNames((await list('search=TEST%20le')).json())).toEqual(['Lena']);
    await renameTo('Lena', 'Tëst-Šmith');
    try {
      expect(firstNames((await list('search=smith%20lena')).json())).toEqual(['Lena']);
      expect(firstNames((await list('search=t%C3%ABst-%C5%A1m')).json())).toEqual(['Lena']);
      expect((await list('search=lena%20test-x')).json().count).toBe(0);
    } finally {
      await renameTo('Lena', 'Test');
    }
    expect((await list('search=%20-%20')).json()).toEqual({ count: 0, count_exact: true, results: [] });
  });

  it('ranks a search without an ordering by the word that matched, then by name, each person once', async () => {
    const page = (await list('search=test&limit=3&offset=2')).json();
    expect([page.count, page.count_exact, firstNames(page)]).toEqual([6, true, ['Lena', 'Maya', 'Omar']]);
    // Lena matches by her first name and by her email: listed once.
    expect((await list('search=l')).json()).toMatchObject({ count: 1, results: [{ first_name: 'Lena' }] });
    await renameTo('Zara', 'Mason');
    try {
      // "mason" comes before "maya": the word ranks before the name.
      expect(firstNames((await list('search=ma')).json())).toEqual(['Zara', 'Maya']);
      expect(firstNames((await list('search=ma&order_by=name')).json())).toEqual(['Maya', 'Zara']);
      expect(firstNames((await list('search=ma%20test')).json())).toEqual(['Maya']);
    } finally {
      await renameTo('Zara', 'Test');
    }
  });

  it('counts a search up to the cap, and says when more match', async () => {
    const page = (query: Partial<EmployeeListQuery>, cap = 3) =>
      withOrg(test.ctx.database.db, org, (tx) =>
        findEmployeePage(tx, org, { limit: 2, offset: 0, search: 'test', ...query }, cap),
      );
    const first = await page({});
    expect([first.count, first.count_exact, firstNames(first)]).toEqual([3, false, ['Amit', 'Ben']]);
    const last = await page({ offset: 4 });
    expect([last.count_exact, firstNames(last)]).toEqual([true, ['Omar', 'Zara']]);
    expect(last.count).toBe(6);
    // An ordered search past the cap reads its pages in the ordering's index: the same rows as sorting every match.
    for (const order_by of ['name', '-name', 'code', '-date_of_joining']) {
      for (const offset of [0, 2, 4, 6]) {
        const capped = await page({ order_by, offset });
        const sorted = await page({ order_by, offset }, 1000);
        expect(capped.results, `${order_by} from ${offset}`).toEqual(sorted.results);
        // From the last page on, the matches are sorted and counted.
        expect([capped.count, capped.count_exact]).toEqual(offset >= 4 ? [6, true] : [3, false]);
        expect([sorted.count, sorted.count_exact]).toEqual([6, true]);
      }
    }
    expect(await page({ order_by: 'designation' })).toMatchObject({ count: 6, count_exact: true });
  });

  it('sorts and pages a search like the whole list', async () => {
    const byName = (await list('search=test&order_by=-name&limit=2&offset=1')).json();
    expect([byName.count, firstNames(byName)]).toEqual([6, ['Omar', 'Maya']]);
    const byDepartment = (await list('search=test&order_by=-department&limit=3')).json();
    expect(firstNames(byDepartment)).toEqual(['Omar', 'Lena', 'Ben']);
  });

  it('applies the filters to a search, in the page and in the total', async () => {
    const body = (await list('search=ma&status=in-notice')).json();
    expect([body.count, firstNames(body)]).toEqual([1, ['Maya']]);
  });

  it('gives the total with a page past the end, searched or not', async () => {
    const empty = (count: number) => ({ count, count_exact: true, results: [] });
    expect((await list('limit=2&offset=10')).json()).toEqual(empty(6));
    expect((await list('search=test&offset=7')).json()).toEqual(empty(6));
    expect((await list('search=test&order_by=name&offset=7')).json()).toEqual(empty(6));
    expect((await list('search=nobody')).json()).toEqual(empty(0));
  });

  it('filters by status', async () => {
    const body = (await list('status=in-notice')).json();
    expect(firstNames(body)).toEqual(['Maya']);
  });

  it('never shows another organisation’s employees', async () => {
    expect(firstNames((await list('search=Outsider')).json())).toEqual([]);
  });

  it('shows no private fields', async () => {
    const [row] = (await list('limit=1')).json().results;
    expect(Object.keys(row).sort()).toEqual(
      [
        'code',
        'date_of_joining',
        'department',
        'designation',
        'email',
        'employment_type',
        'first_name',
        'id',
        'last_name',
        'photo',
        'status',
        'sub_department',
        'user_id',
      ].sort(),
    );
  });

  it.each([
    ['limit=0', { limit: ['invalid'] }],
    ['limit=100000', { limit: ['invalid'] }],
    ['order_by=password_hash', { order_by: ['invalid'] }],
    ['status=DROP%20TABLE', { status: ['invalid'] }],
  ])('answers 400 invalid to %s', async (query, codes) => {
    const response = await list(query);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ code: 'invalid', codes });
  });
});

describe('GET /api/{orgId}/org/employees/{id}/card/', () => {
  it('shows a colleague’s card', async () => {
    const [row] = (await list('search=Maya')).json().results;
    const response = await test.app.inject({
      url: `/api/${org}/org/employees/${row.id}/card/`,
      headers: bearer(token),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      id: row.id,
      first_name: 'Maya',
      last_name: 'Test',
      photo: null,
      email: 'maya@list.test',
      mobile: null,
      designation: null,
      department: null,
      code: row.code,
      total_experience: null,
      employment_type: 'full-time',
      status: 'in-notice',
    });
  });

  it('answers 404 not_found for an id of another organisation or none', async () => {
    const [outsider] = await queryRows<{ id: number }>(
      test.ctx.database.db,
      sql`select e.id from employees e join users u on u.id = e.user_id where u.email = 'outsider@other.test'`,
    );
    for (const id of [outsider?.id, 999999]) {
      const response = await test.app.inject({
        url: `/api/${org}/org/employees/${id}/card/`,
        headers: bearer(token),
      });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ code: 'not_found' });
    }
  });
});
