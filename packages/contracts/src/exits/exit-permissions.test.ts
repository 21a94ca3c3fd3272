import { describe, expect, it } from 'vitest';
import type { Actor } from '../roles/actor';
import { ROLES, type RoleId } from '../roles/role-ids';
import {
  canReadExit,
  canReadExits,
  canSettleExitFinance,
  canSignClearance,
  isExitManager,
} from './exit-permissions';

const actor = (roles: RoleId[], user_id = 5): Actor => ({
  roles,
  departments: [],
  sub_department_ids: [],
  is_timesheet_approver: false,
  user_id,
});

const exitManager = actor([ROLES.EMPLOYEE_EXIT_MANAGER]);
const finance = actor([ROLES.FINANCE_EXECUTIVE]);
const ceo = actor([ROLES.CEO]);
const employee = actor([ROLES.EMPLOYEE]);
const manager = actor([ROLES.EMPLOYEE], 42);

describe('exit permissions', () => {
  it('lets exit managers and the CEO run exits', () => {
    expect([exitManager, ceo, finance, employee].map(isExitManager)).toEqual([true, true, false, false]);
  });

  it('lets finance executives, exit managers and the CEO settle finance', () => {
    expect([exitManager, ceo, finance, employee].map(canSettleExitFinance)).toEqual([
      true,
      true,
      true,
      false,
    ]);
    expect([exitManager, ceo, finance, employee].map(canReadExits)).toEqual([true, true, true, false]);
  });

  it('lets the reporting manager read the exit', () => {
    expect(canReadExit(manager, 42)).toBe(true);
    expect(canReadExit(manager, 43)).toBe(false);
    expect(canReadExit(employee, null)).toBe(false);
    expect(canReadExit(finance, null)).toBe(true);
  });

  it('decides each clearance area', () => {
    expect(canSignClearance(exitManager, 'it', null)).toBe(true);
    expect(canSignClearance(finance, 'it', null)).toBe(false);
    expect(canSignClearance(finance, 'admin', null)).toBe(false);
    expect(canSignClearance(finance, 'finance', null)).toBe(true);
    expect(canSignClearance(employee, 'finance', null)).toBe(false);
    expect(canSignClearance(manager, 'manager', 42)).toBe(true);
    expect(canSignClearance(manager, 'manager', 43)).toBe(false);
    expect(canSignClearance(manager, 'it', 42)).toBe(false);
    expect(canSignClearance(exitManager, 'manager', 43)).toBe(true);
    expect(canSignClearance(ceo, 'manager', null)).toBe(true);
  });
});
