import { ROLES } from '@atrium/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, buildEmployee, buildOrganization, signIn } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';

let test: TestApp;
let org: number;

beforeAll(async () => {
  test = await createTestApp();
  org = (await buildOrganization(test.ctx)).id;
});
afterAll(() => test.close());

async function meAs(input: Parameters<typeof buildEmployee>[2]) {
  const built = await buildEmployee(test.ctx, org, input);
  const token = await signIn(test, org, built.user.email);
  const response = await test.app.inject({
    url: `/api/${org}/org/employee/me/?roles=true`,
    headers: bearer(token),
  });
  expect(response.statusCode).toBe(200);
  return { built, me: response.json() };
}

describe('GET /api/{orgId}/org/employee/me/?roles=true', () => {
  it('returns the spec’s user fields', async () => {
    const { built, me } = await meAs({ firstName: 'ada', lastName: 'lovelace', roles: [ROLES.EMPLOYEE] });
    expect(Object.keys(me).sort()).toEqual(
      [
        'blood_group',
        'contractor_info',
        'departments',
        'dob',
        'email',
        'employee_info',
        'first_name',
        'gender',
        'id',
        'is_active',
        'is_approver',
        'is_candidate',
        'is_contractor',
        'is_department_head',
        'is_employee',
        'is_org_admin',
        'is_reporting_manager',
        'is_superuser',
        'is_timesheet_approver',
        'landline',
        'last_name',
        'marital_status',
        'middle_name',
        'mobile',
        'nationality',
        'organization_id',
        'photo',
        'primary_role',
        'role_objects',
        'roles',
        'sub_department_ids',
        'tour_seen',
        'user_type',
        'username',
      ].sort(),
    );
    expect(me).toMatchObject({
      id: built.user.id,
      organization_id: org,
      first_name: 'ada',
      user_type: 'employee',
      is_employee: true,
      is_contractor: false,
      roles: [ROLES.EMPLOYEE],
      role_objects: [{ id: ROLES.EMPLOYEE, name: 'Employee' }],
      employee_info: { id: built.employee.id, code: built.employee.code, status: 'active' },
      contractor_info: null,
    });
    expect(me).not.toHaveProperty('password_hash');
  });

  it.each([
    ['department head', { headOfDepartment: true }, ROLES.DEPARTMENT_HEAD],
    ['sub-department head', { headOfSubDepartment: true }, ROLES.SUB_DEPARTMENT_HEAD],
    ['timesheet approver', { isTimesheetApprover: true }, ROLES.TIMESHEET_APPROVER],
  ])('adds %s to the roles', async (_name, input, role) => {
    const { me } = await meAs(input);
    expect(me.roles).toContain(role);
  });

  it('lists the departments and sub-departments a head leads', async () => {
    const { built, me } = await meAs({ headOfDepartment: true, headOfSubDepartment: true });
    expect(me.departments).toEqual(built.departments);
    expect(me.sub_department_ids).toEqual(built.subDepartments);
    expect(me.is_department_head).toBe(true);
  });

  it('marks a reporting manager', async () => {
    const manager = await buildEmployee(test.ctx, org);
    await buildEmployee(test.ctx, org, { reportingManagerId: manager.employee.id });
    const token = await signIn(test, org, manager.user.email);
    const me = (
      await test.app.inject({ url: `/api/${org}/org/employee/me/`, headers: bearer(token) })
    ).json();
    expect(me).toMatchObject({ is_reporting_manager: true, is_approver: true, is_department_head: false });
  });

  it('marks an organisation admin', async () => {
    const { me } = await meAs({ roles: [ROLES.ORG_ADMIN] });
    expect(me.is_org_admin).toBe(true);
  });

  it.each([
    ['no token', {}, 'auth_token_missing'],
    ['an unknown token', bearer('not-a-real-token'), 'authentication_failed'],
    ['a malformed header', { authorization: 'Basic abc' }, 'auth_token_missing'],
  ])('answers 401 for %s', async (_case, headers, code) => {
    const response = await test.app.inject({ url: `/api/${org}/org/employee/me/`, headers });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ code });
  });

  it('remembers that the first-visit tour was seen, for this user only, whatever browser asks next', async () => {
    const first = await meAs({ roles: [ROLES.EMPLOYEE] });
    const second = await meAs({ roles: [ROLES.EMPLOYEE] });
    expect([first.me.tour_seen, second.me.tour_seen]).toEqual([false, false]);
    const token = await signIn(test, org, first.built.user.email);
    const seen = () =>
      test.app.inject({
        method: 'POST',
        url: `/api/${org}/org/employee/me/tour-seen/`,
        headers: bearer(token),
      });
    expect((await seen()).statusCode).toBe(204);
    expect((await seen()).statusCode).toBe(204);
    const again = await signIn(test, org, first.built.user.email);
    const me = (
      await test.app.inject({ url: `/api/${org}/org/employee/me/`, headers: bearer(again) })
    ).json();
    expect(me.tour_seen).toBe(true);
    const other = await signIn(test, org, second.built.user.email);
    const theirs = (
      await test.app.inject({ url: `/api/${org}/org/employee/me/`, headers: bearer(other) })
    ).json();
    expect(theirs.tour_seen).toBe(false);
    expect(
      (await test.app.inject({ method: 'POST', url: `/api/${org}/org/employee/me/tour-seen/` })).statusCode,
    ).toBe(401);
  });
});
