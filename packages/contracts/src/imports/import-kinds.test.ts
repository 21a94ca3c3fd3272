import { describe, expect, it } from 'vitest';
import { type Actor, canManageHolidays, hasAnyRole, ROLE_IDS } from '../roles';
import { ExportRequestSchema, IMPORT_KINDS } from './import-kinds';

describe('the holiday upload', () => {
  it.each(ROLE_IDS)('admits %s exactly when holidays may be managed by hand', (role) => {
    const actor: Actor = {
      roles: [role],
      departments: [],
      sub_department_ids: [],
      is_timesheet_approver: false,
      user_id: 1,
    };
    expect(hasAnyRole(actor, IMPORT_KINDS.organisation_holidays.roles)).toBe(canManageHolidays(actor));
  });
});

describe('export requests', () => {
  it('carry the employee list’s filters', () => {
    const filters = { search: 'asha', status: 'active,in-notice', department: 3, employment_type: 'intern' };
    expect(ExportRequestSchema.parse(filters)).toEqual(filters);
    expect(ExportRequestSchema.parse({})).toEqual({});
  });

  it.each([
    [{ department: '3' }],
    [{ department: 0 }],
    [{ status: 'Active' }],
    [{ employment_type: 'x'.repeat(41) }],
    [{ order_by: 'name' }],
  ])('refuses %j', (body) => {
    expect(ExportRequestSchema.safeParse(body).success).toBe(false);
  });
});
