import { describe, expect, it } from 'vitest';
import { type Actor, withDerivedRoles } from './actor';
import { ROLES } from './role-ids';

function buildActor(overrides: Partial<Actor> = {}): Actor {
  return {
    roles: [],
    departments: [],
    sub_department_ids: [],
    is_timesheet_approver: false,
    user_id: 1,
    ...overrides,
  };
}

describe('withDerivedRoles', () => {
  it.each<[string, Partial<Actor>, string[]]>([
    ['nothing for a plain actor', {}, []],
    ['keeps assigned roles', { roles: [ROLES.EMPLOYEE] }, [ROLES.EMPLOYEE]],
    ['department-head from departments', { departments: [4] }, [ROLES.DEPARTMENT_HEAD]],
    ['sub-department-head from sub_department_ids', { sub_department_ids: [7] }, [ROLES.SUB_DEPARTMENT_HEAD]],
    ['timesheet-approver from the flag', { is_timesheet_approver: true }, [ROLES.TIMESHEET_APPROVER]],
    [
      'all three after the assigned roles',
      { roles: [ROLES.EMPLOYEE], departments: [1], sub_department_ids: [2], is_timesheet_approver: true },
      [ROLES.EMPLOYEE, ROLES.DEPARTMENT_HEAD, ROLES.SUB_DEPARTMENT_HEAD, ROLES.TIMESHEET_APPROVER],
    ],
    [
      'no duplicate when a derived role is already listed',
      { roles: [ROLES.DEPARTMENT_HEAD, ROLES.EMPLOYEE, ROLES.EMPLOYEE], departments: [1] },
      [ROLES.DEPARTMENT_HEAD, ROLES.EMPLOYEE],
    ],
  ])('adds %s', (_name, overrides, expected) => {
    expect(withDerivedRoles(buildActor(overrides))).toEqual(expected);
  });

  it('leaves the actor unchanged', () => {
    const actor = buildActor({ roles: [ROLES.EMPLOYEE], departments: [1] });
    withDerivedRoles(actor);
    expect(actor.roles).toEqual([ROLES.EMPLOYEE]);
  });
});
