import { describe, expect, it } from 'vitest';
import type { Actor } from '../roles/actor';
import { ROLES } from '../roles/role-ids';
import { canReadEmployeeRecord, isEmployeeManager } from './people-permissions';

const actor = (roles: Actor['roles'], employeeId: number | null = 7): Actor => ({
  roles,
  departments: [],
  sub_department_ids: [],
  is_timesheet_approver: false,
  employee_id: employeeId,
  user_id: 70,
});

describe('people permissions', () => {
  it('lets employee managers and the CEO manage records, nobody else', () => {
    expect(isEmployeeManager(actor([ROLES.EMPLOYEE_MANAGER]))).toBe(true);
    expect(isEmployeeManager(actor([ROLES.CEO]))).toBe(true);
    expect(isEmployeeManager(actor([ROLES.EMPLOYEE_EXIT_MANAGER, ROLES.DELIVERY_LEAD]))).toBe(false);
  });

  it('lets an employee read only their own full record', () => {
    expect(canReadEmployeeRecord(actor([]), 7)).toBe(true);
    expect(canReadEmployeeRecord(actor([]), 8)).toBe(false);
    expect(canReadEmployeeRecord(actor([], null), 7)).toBe(false);
    expect(canReadEmployeeRecord(actor([ROLES.EMPLOYEE_MANAGER]), 8)).toBe(true);
  });
});
