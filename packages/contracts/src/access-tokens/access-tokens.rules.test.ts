import { describe, expect, it } from 'vitest';
import type { Actor } from '../roles/actor';
import { ROLES, type RoleId } from '../roles/role-ids';
import { canManageOrganizationTokens, canUseAccessTokens } from './access-tokens.rules';

const actor = (roles: RoleId[]): Actor => ({
  roles,
  departments: [],
  sub_department_ids: [],
  is_timesheet_approver: false,
  user_id: 1,
});

describe('who may use access tokens', () => {
  it.each<[string, RoleId[], boolean, boolean]>([
    ['an employee: own tokens only', [ROLES.EMPLOYEE], true, false],
    ['someone with no role: own tokens only', [], true, false],
    ['an employee manager: own tokens only', [ROLES.EMPLOYEE, ROLES.EMPLOYEE_MANAGER], true, false],
    ['the org admin: every token', [ROLES.ORG_ADMIN], true, true],
    ['the setup manager: every token', [ROLES.SETUP_MANAGER], true, true],
    ['the CEO: every token', [ROLES.CEO], true, true],
  ])('%s', (_who, roles, uses, manages) => {
    expect(canUseAccessTokens(actor(roles))).toBe(uses);
    expect(canManageOrganizationTokens(actor(roles))).toBe(manages);
  });
});
