import { describe, expect, it } from 'vitest';
import type { Actor } from '../roles/actor';
import { ROLES, type RoleId } from '../roles/role-ids';
import { canUseTool } from '../workspaces/tool-access';
import { canBuildForms } from './forms.rules';

const actor = (roles: RoleId[]): Actor & { is_reporting_manager: boolean } => ({
  roles,
  departments: [],
  sub_department_ids: [],
  is_timesheet_approver: false,
  user_id: 1,
  is_reporting_manager: false,
});

describe('who may build forms', () => {
  it.each<[string, RoleId[], boolean]>([
    ['the organisation admin', [ROLES.ORG_ADMIN], true],
    ['a setup manager', [ROLES.EMPLOYEE, ROLES.SETUP_MANAGER], true],
    ['the CEO', [ROLES.CEO], true],
    ['an employee', [ROLES.EMPLOYEE], false],
    ['an employee-exit manager', [ROLES.EMPLOYEE, ROLES.EMPLOYEE_EXIT_MANAGER], false],
    ['someone with no role', [], false],
  ])('%s: %s', (_who, roles, may) => {
    expect(canBuildForms(actor(roles))).toBe(may);
    expect(canUseTool(actor(roles), 'form-builder')).toBe(may);
  });
});
