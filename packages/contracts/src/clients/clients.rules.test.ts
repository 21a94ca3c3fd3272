import { describe, expect, it } from 'vitest';
import type { Actor } from '../roles/actor';
import { ROLES, type RoleId } from '../roles/role-ids';
import { canManageClients, canReadClients } from './clients.rules';

const actor = (roles: RoleId[]): Actor => ({
  roles,
  departments: [],
  sub_department_ids: [],
  is_timesheet_approver: false,
  user_id: 1,
});

describe('who reads and keeps clients and contacts', () => {
  it.each<[string, RoleId[], boolean, boolean]>([
    ['the CEO', [ROLES.CEO], true, true],
    ['a sales head', [ROLES.EMPLOYEE, ROLES.PROJECT_SALES_HEAD], true, true],
    ['a sales executive', [ROLES.EMPLOYEE, ROLES.PROJECT_SALES_EXECUTIVE], true, true],
    ['a delivery lead', [ROLES.EMPLOYEE, ROLES.DELIVERY_LEAD], true, false],
    ['a project owner', [ROLES.EMPLOYEE, ROLES.PROJECT_OWNER], true, false],
    ['a finance executive', [ROLES.EMPLOYEE, ROLES.FINANCE_EXECUTIVE], true, false],
    ['an employee', [ROLES.EMPLOYEE], false, false],
    ['an organisation admin', [ROLES.ORG_ADMIN], false, false],
  ])('%s: reads %s, keeps %s', (_who, roles, reads, keeps) => {
    expect(canReadClients(actor(roles))).toBe(reads);
    expect(canManageClients(actor(roles))).toBe(keeps);
  });
});
