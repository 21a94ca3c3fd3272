import { describe, expect, it } from 'vitest';
import type { Actor } from '../roles/actor';
import { ROLES, type RoleId } from '../roles/role-ids';
import { canUseForms } from './forms.rules';

const actor = (roles: RoleId[]): Actor => ({
  roles,
  departments: [],
  sub_department_ids: [],
  is_timesheet_approver: false,
  user_id: 1,
});

describe('who may use forms', () => {
  it.each<[string, RoleId[], boolean]>([
    ['an employee', [ROLES.EMPLOYEE], true],
    ['the CEO', [ROLES.CEO], true],
    ['someone with no role', [], false],
  ])('%s: %s', (_who, roles, may) => {
    expect(canUseForms(actor(roles))).toBe(may);
  });
});
