import { describe, expect, it } from 'vitest';
import type { Actor } from '../roles/actor';
import { ROLES, type RoleId } from '../roles/role-ids';
import { canSetUpSalesProcess, canUseSales, mayWorkOnOpportunity, seesEveryOpportunity } from './sales.rules';

const actor = (roles: RoleId[], user_id = 1): Actor => ({
  roles,
  departments: [],
  sub_department_ids: [],
  is_timesheet_approver: false,
  user_id,
});

describe('who may use sales', () => {
  it.each<[string, RoleId[], boolean, boolean]>([
    ['the CEO', [ROLES.CEO], true, true],
    ['the sales head', [ROLES.PROJECT_SALES_HEAD], true, true],
    ['a sales executive', [ROLES.PROJECT_SALES_EXECUTIVE], true, false],
    ['a delivery lead', [ROLES.DELIVERY_LEAD], false, false],
    ['an employee', [ROLES.EMPLOYEE], false, false],
    ['someone with no role', [], false, false],
  ])('%s', (_who, roles, uses, sees) => {
    expect(canUseSales(actor(roles))).toBe(uses);
    expect(seesEveryOpportunity(actor(roles))).toBe(sees);
    expect(canSetUpSalesProcess(actor(roles))).toBe(sees);
  });
});

describe('whose opportunity', () => {
  it.each<[string, RoleId[], number, boolean]>([
    ['its owner, a sales executive', [ROLES.PROJECT_SALES_EXECUTIVE], 5, true],
    ['its sales executive', [ROLES.PROJECT_SALES_EXECUTIVE], 6, true],
    ['another sales executive', [ROLES.PROJECT_SALES_EXECUTIVE], 7, false],
    ['the sales head', [ROLES.PROJECT_SALES_HEAD], 7, true],
    ['an employee named its owner', [ROLES.EMPLOYEE], 5, false],
  ])('%s', (_who, roles, userId, may) => {
    expect(mayWorkOnOpportunity(actor(roles, userId), { owner_id: 5, sales_executive_id: 6 })).toBe(may);
  });
});
