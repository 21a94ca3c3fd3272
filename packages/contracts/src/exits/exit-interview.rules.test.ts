import { describe, expect, it } from 'vitest';
import type { Actor } from '../roles/actor';
import { ROLES, type RoleId } from '../roles/role-ids';
import { canTakeExitInterview } from './exit-interview.rules';

const actor = (roles: RoleId[], userId: number): Actor => ({
  roles,
  departments: [],
  sub_department_ids: [],
  is_timesheet_approver: false,
  user_id: userId,
});

const LEAVER = 40;

describe('who fills in and reads an exit interview', () => {
  it.each<[string, RoleId[], number, boolean]>([
    ['the leaver, on their own exit', [ROLES.EMPLOYEE], LEAVER, true],
    ['another employee', [ROLES.EMPLOYEE], 41, false],
    ['an exit manager', [ROLES.EMPLOYEE, ROLES.EMPLOYEE_EXIT_MANAGER], 42, true],
    ['the CEO', [ROLES.CEO], 43, true],
    ['a finance executive', [ROLES.EMPLOYEE, ROLES.FINANCE_EXECUTIVE], 44, false],
    ['the organisation admin', [ROLES.ORG_ADMIN], 45, false],
  ])('%s', (_who, roles, userId, may) => {
    expect(canTakeExitInterview(actor(roles, userId), LEAVER)).toBe(may);
  });
});
