import { ROLES } from '@atrium/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withOrg } from '../../platform/db/tenant';
import { bearer, buildEmployee, buildOrganization, signIn } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { syncDefaultWorkspaces } from '../workspaces';

let test: TestApp;
let org: number;
let staff: string;
let auditor: string;

beforeAll(async () => {
  test = await createTestApp();
  org = (await buildOrganization(test.ctx)).id;
  const other = (await buildOrganization(test.ctx)).id;
  await withOrg(test.ctx.database.db, org, (tx) => syncDefaultWorkspaces(tx, org));
  await buildEmployee(test.ctx, org, {
    email: 'priya@search.test',
    firstName: 'Priyanka',
    lastName: 'Sharma',
  });
  await buildEmployee(test.ctx, org, { email: 'pritam@search.test', firstName: 'Pritam', lastName: 'Das' });
  await buildEmployee(test.ctx, org, {
    email: 'prisha@search.test',
    firstName: 'Prisha',
    lastName: 'Old',
    status: 'exited',
  });
  await buildEmployee(test.ctx, other, {
    email: 'prince@other.test',
    firstName: 'Prince',
    lastName: 'Elsewhere',
  });
  await buildEmployee(test.ctx, org, { email: 'staff@search.test', firstName: 'Sam', lastName: 'Staff' });
  await buildEmployee(test.ctx, org, { email: 'auditor@search.test', roles: [ROLES.AUDIT_MANAGER] });
  staff = await signIn(test, org, 'staff@search.test');
  auditor = await signIn(test, org, 'auditor@search.test');
});
afterAll(() => test.close());

const search = (term: string, token = staff, limit = 5) =>
  test.app.inject({
    url: `/api/${org}/workspace/universal-search/?${new URLSearchParams({ search: term, limit: String(limit) })}`,
    headers: bearer(token),
  });
const names = (body: { results: Array<{ display_name: string }> }) => body.results.map((r) => r.display_name);

describe('GET /api/{orgId}/workspace/universal-search/', () => {
  it('finds employees by name prefix, labels the exited, and opens them in the employee profile', async () => {
    const body = (await search('pri')).json();
    expect(names(body).sort()).toEqual(['Prisha Old', 'Pritam Das', 'Priyanka Sharma']);
    const exited = body.results.find((r: { display_name: string }) => r.display_name === 'Prisha Old');
    expect(exited).toMatchObject({ type: 'employee', label: 'Exited' });
    expect(exited.resolve).toEqual({ for_workspace: 'employee-profile', data: { id: exited.id } });
  });

  it('tolerates a typo', async () => {
    expect(names((await search('priyanak sharma')).json())).toContain('Priyanka Sharma');
  });

  it('never finds another organisation’s people', async () => {
    expect(names((await search('prince')).json())).toEqual([]);
  });

  it('finds workspaces only for those who may open them', async () => {
    expect(names((await search('audit', auditor)).json())).toContain('Audit Log');
    expect(names((await search('audit')).json())).not.toContain('Audit Log');
  });

  it('returns at most limit results', async () => {
    expect((await search('p', staff, 2)).json().results).toHaveLength(2);
  });

  it.each([
    ['', { search: ['required'] }],
    ['x'.repeat(101), { search: ['invalid'] }],
  ])('answers 400 invalid to %j', async (term, codes) => {
    expect((await search(term)).json()).toEqual({ code: 'invalid', codes });
  });
});
