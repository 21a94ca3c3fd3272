import { ROLES, type RoleId } from '@atrium/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withScope } from '../../platform/scope';
import {
  type BuildEmployee,
  bearer,
  buildEmployee,
  buildOrganization,
  organizationOf,
  signIn,
} from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createDepartment, createSubDepartment } from '../org-setup';

let test: TestApp;
let org: number;
let engineering: number;
let platform: number;
let elsewhere: number;

/** An employee who signs in as `<name>@units.test`. */
async function addPerson(
  name: string,
  roles: RoleId[],
  managerId: number | null = null,
  more: BuildEmployee = {},
) {
  const email = `${name}@units.test`;
  const built = await buildEmployee(test.ctx, org, {
    email,
    firstName: name,
    lastName: 'Unit',
    roles,
    reportingManagerId: managerId,
    ...more,
  });
  return built.employee.id;
}

/** Where a person sits in Engineering. */
const inEngineering = (subDepartmentId: number | null, status = 'active'): BuildEmployee => ({
  departmentId: engineering,
  subDepartmentId,
  status,
});

beforeAll(async () => {
  test = await createTestApp();
  org = (await buildOrganization(test.ctx)).id;
  const other = (await buildOrganization(test.ctx)).id;
  await withScope(test.ctx, await organizationOf(test.ctx, org), null, async (scope) => {
    engineering = (await createDepartment(scope, 'Engineering')).id;
    platform = (await createSubDepartment(scope, { departmentId: engineering, name: 'Platform' })).id;
  });
  await withScope(test.ctx, await organizationOf(test.ctx, other), null, async (scope) => {
    elsewhere = (await createDepartment(scope, 'Elsewhere')).id;
  });
  const ceo = await addPerson('ceo', [ROLES.CEO]);
  const lead = await addPerson('lead', [ROLES.EMPLOYEE], ceo, inEngineering(null));
  await addPerson('hr', [ROLES.EMPLOYEE_MANAGER]);
  await addPerson('dev', [ROLES.EMPLOYEE], lead, inEngineering(platform));
  await addPerson('gone', [ROLES.EMPLOYEE], lead, inEngineering(platform, 'exited'));
});
afterAll(() => test.close());

const membersOf = async (unit: string, as: string, query = '') =>
  test.app.inject({
    url: `/api/${org}/org/employees/hierarchy/${unit}/members/${query}`,
    headers: bearer(await signIn(test, org, `${as}@units.test`)),
  });
const names = (body: { results: Array<{ first_name: string }> }) => body.results.map((row) => row.first_name);

describe('the hierarchy’s department view', () => {
  it('lists a department’s people who have not exited, by name, with their sub-department', async () => {
    const response = await membersOf(`departments/${engineering}`, 'lead');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      count: 2,
      results: [
        { first_name: 'dev', sub_department: 'Platform' },
        { first_name: 'lead', sub_department: null },
      ],
    });
  });

  it('lists a sub-department’s people, a page at a time', async () => {
    expect(names((await membersOf(`sub-departments/${platform}`, 'hr')).json())).toEqual(['dev']);
    const second = (await membersOf(`departments/${engineering}`, 'ceo', '?limit=1&offset=1')).json();
    expect([second.count, names(second)]).toEqual([2, ['lead']]);
  });

  it('answers 403 permission_denied to someone who manages nobody and is no employee manager', async () => {
    const response = await membersOf(`departments/${engineering}`, 'dev');
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ code: 'permission_denied' });
  });

  it.each([
    ['an unknown department', () => 'departments/999999'],
    ['an unknown sub-department', () => 'sub-departments/999999'],
    ['another organisation’s department', () => `departments/${elsewhere}`],
  ])('answers 404 not_found for %s', async (_case, unit) => {
    const response = await membersOf(unit(), 'hr');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'not_found' });
  });
});
