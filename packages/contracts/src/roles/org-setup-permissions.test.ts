import { describe, expect, it } from 'vitest';
import type { Actor } from './actor';
import {
  canManageHolidays,
  canManageOrgSetup,
  canReadDepartment,
  canReadSubDepartment,
} from './org-setup-permissions';
import { ROLES, type RoleId } from './role-ids';

const actor = (roles: RoleId[], units: Partial<Actor> = {}): Actor => ({
  roles,
  departments: [],
  sub_department_ids: [],
  is_timesheet_approver: false,
  user_id: 1,
  ...units,
});

describe('org setup permissions', () => {
  it.each([
    ['an org admin', actor([ROLES.ORG_ADMIN]), true],
    ['a setup manager', actor([ROLES.SETUP_MANAGER]), true],
    ['the CEO', actor([ROLES.CEO]), true],
    ['an employee manager', actor([ROLES.EMPLOYEE_MANAGER]), false],
    ['an employee', actor([ROLES.EMPLOYEE]), false],
  ])('%s may manage the setup: %s', (_who, who, expected) => {
    expect(canManageOrgSetup(who)).toBe(expected);
  });

  it.each([
    ['an org admin', actor([ROLES.ORG_ADMIN]), true],
    ['a setup manager', actor([ROLES.SETUP_MANAGER]), true],
    ['a leave administrator', actor([ROLES.LMS_ADMIN]), true],
    ['the CEO', actor([ROLES.CEO]), true],
    ['an employee manager', actor([ROLES.EMPLOYEE_MANAGER]), false],
    ['an employee', actor([ROLES.EMPLOYEE]), false],
  ])('%s may manage holidays: %s', (_who, who, expected) => {
    expect(canManageHolidays(who)).toBe(expected);
  });

  it('lets a department head read only their own departments', () => {
    const head = actor([ROLES.EMPLOYEE], { departments: [3] });
    expect(canReadDepartment(head, 3)).toBe(true);
    expect(canReadDepartment(head, 4)).toBe(false);
    expect(canReadDepartment(actor([ROLES.SETUP_MANAGER]), 4)).toBe(true);
  });

  it('lets a sub-department be read by its head and the head of its department', () => {
    const unit = { id: 8, department_id: 3 };
    expect(canReadSubDepartment(actor([ROLES.EMPLOYEE], { sub_department_ids: [8] }), unit)).toBe(true);
    expect(canReadSubDepartment(actor([ROLES.EMPLOYEE], { departments: [3] }), unit)).toBe(true);
    expect(canReadSubDepartment(actor([ROLES.EMPLOYEE], { sub_department_ids: [9] }), unit)).toBe(false);
    expect(canReadSubDepartment(actor([ROLES.CEO]), unit)).toBe(true);
  });
});
