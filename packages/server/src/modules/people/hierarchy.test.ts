import { ROLES, type RoleId } from '@atrium/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, buildEmployee, buildOrganization, signIn } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';

let test: TestApp;
let org: number;
const ids: Record<string, number> = {};

beforeAll(async () => {
  test = await createTestApp();
  org = (await buildOrganization(test.ctx)).id;
  const add = async (key: string, manager?: string, roles: RoleId[] = [ROLES.EMPLOYEE]) => {
    const built = await buildEmployee(test.ctx, org, {
      email: `${key}@tree.test`,
      firstName: key,
      lastName: 'Tree',
      roles,
      reportingManagerId: manager ? ids[manager] : null,
    });
    ids[key] = built.employee.id;
  };
  await add('ceo', undefined, [ROLES.CEO]);
  await add('lead', 'ceo');
  await add('dev', 'lead');
  await add('tester', 'lead');
  await add('hr', 'ceo', [ROLES.EMPLOYEE_MANAGER]);
});
afterAll(() => test.close());

const get = async (path: string, as: string) =>
  test.app.inject({
    url: `/api/${org}/org/employees/hierarchy/${path}`,
    headers: bearer(await signIn(test, org, `${as}@tree.test`)),
  });
const level = (body: { results: Array<{ first_name: string; reportee_count: number }> }) =>
  body.results.map((node) => [node.first_name, node.reportee_count]);

describe('organisation hierarchy', () => {
  it('starts at the people who report to no one', async () => {
    expect(level((await get('', 'ceo')).json())).toEqual([['ceo', 2]]);
  });

  it('opens one level at a time with reportee counts', async () => {
    expect(level((await get(`?manager=${ids.ceo}`, 'hr')).json())).toEqual([
      ['hr', 0],
      ['lead', 2],
    ]);
    expect(level((await get(`?manager=${ids.lead}`, 'lead')).json())).toEqual([
      ['dev', 0],
      ['tester', 0],
    ]);
  });

  it('gives the managers above someone, top first', async () => {
    expect((await get(`path/?employee=${ids.dev}`, 'ceo')).json()).toEqual({
      manager_ids: [ids.ceo, ids.lead],
    });
  });

  it('answers 403 permission_denied to someone who manages nobody and is no employee manager', async () => {
    const response = await get('', 'dev');
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ code: 'permission_denied' });
  });
});

describe('a manager’s team', () => {
  const team = async (query: string, as: string) =>
    test.app.inject({
      url: `/api/${org}/org/employees/team/?${query}`,
      headers: bearer(await signIn(test, org, `${as}@tree.test`)),
    });
  const names = (body: { results: Array<{ first_name: string; depth: number }> }) =>
    body.results.map((member) => [member.first_name, member.depth]);

  it('lists direct and indirect reports with their depth, or only the direct ones', async () => {
    const all = (await team(`manager=${ids.ceo}&order_by=depth`, 'ceo')).json();
    expect(all.count).toBe(4);
    expect(names(all)).toEqual([
      ['hr', 1],
      ['lead', 1],
      ['dev', 2],
      ['tester', 2],
    ]);
    const direct = (await team(`manager=${ids.ceo}&direct=true`, 'ceo')).json();
    expect(names(direct)).toEqual([
      ['hr', 1],
      ['lead', 1],
    ]);
    const paged = (await team(`manager=${ids.ceo}&order_by=-name&limit=1&offset=1`, 'ceo')).json();
    expect([paged.count, names(paged)]).toEqual([4, [['lead', 1]]]);
  });

  it('sorts by code, searches names and codes by prefix, and gives the total past the last page', async () => {
    const byCode = (await team(`manager=${ids.ceo}&order_by=-code`, 'ceo')).json();
    const codes = byCode.results.map((member: { code: string }) => member.code);
    expect([byCode.count, codes]).toEqual([4, [...codes].sort().reverse()]);
    expect(byCode.results.map((member: { first_name: string }) => member.first_name).sort()).toEqual([
      'dev',
      'hr',
      'lead',
      'tester',
    ]);
    const lead = byCode.results.find((member: { first_name: string }) => member.first_name === 'lead');
    expect(lead).toMatchObject({ last_name: 'Tree', photo: null, depth: 1, reporting_manager_id: ids.ceo });
    const searched = (await team(`manager=${ids.ceo}&search=TE`, 'ceo')).json();
    expect([searched.count, names(searched)]).toEqual([1, [['tester', 2]]]);
    const byCodePrefix = (await team(`manager=${ids.ceo}&search=${lead.code}`, 'ceo')).json();
    expect(byCodePrefix.results.map((member: { id: number }) => member.id)).toContain(ids.lead);
    expect((await team(`manager=${ids.ceo}&offset=10`, 'ceo')).json()).toEqual({ count: 4, results: [] });
  });

  it('is open to the manager, those above them and employee managers, not to their reports or peers', async () => {
    expect((await team(`manager=${ids.lead}`, 'lead')).statusCode).toBe(200);
    expect((await team(`manager=${ids.lead}`, 'hr')).statusCode).toBe(200);
    expect((await team(`manager=${ids.lead}`, 'dev')).statusCode).toBe(403);
    expect((await team(`manager=${ids.ceo}`, 'lead')).statusCode).toBe(403);
  });
});
