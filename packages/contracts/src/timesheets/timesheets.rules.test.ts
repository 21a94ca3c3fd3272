import { describe, expect, it } from 'vitest';
import { ROLES } from '../roles/role-ids';
import { canUseTool } from '../workspaces/tool-access';
import { approvesTimesheets, keepsTimesheet, readsUtilisation } from './timesheets.rules';

const actor = (overrides: {
  employee_id?: number | null;
  contractor_id?: number | null;
  roles?: string[];
}) => ({
  user_id: 1,
  roles: (overrides.roles ?? [ROLES.EMPLOYEE]) as never[],
  departments: [],
  sub_department_ids: [],
  is_timesheet_approver: false,
  is_reporting_manager: false,
  employee_id: overrides.employee_id ?? null,
  contractor_id: overrides.contractor_id ?? null,
});

describe('who keeps a timesheet', () => {
  it.each([
    ['an employee', actor({ employee_id: 4 }), true],
    ['a contractor', actor({ contractor_id: 9, roles: [ROLES.CONTRACTOR] }), true],
    ['a user with neither record', actor({ roles: [ROLES.ORG_ADMIN] }), false],
  ])('%s: %s', (_, who, keeps) => {
    expect(keepsTimesheet(who)).toBe(keeps);
    expect(canUseTool(who, 'timesheet')).toBe(keeps);
    expect(canUseTool(who, 'bulk-timesheets')).toBe(false);
  });
});

describe('who sees utilisation', () => {
  it.each([
    ['the CEO', [ROLES.CEO], true],
    ['the timesheet manager', [ROLES.TIMESHEET_MANAGER], true],
    ['a delivery lead', [ROLES.DELIVERY_LEAD], true],
    ['a project owner', [ROLES.PROJECT_OWNER], true],
    ['an employee', [ROLES.EMPLOYEE], false],
    ['a resource manager', [ROLES.RMG_MANAGER], false],
  ])('%s: %s', (_, roles, reads) => {
    expect(readsUtilisation(actor({ employee_id: 4, roles }))).toBe(reads);
  });

  it('not a timesheet approver who leads no project', () => {
    expect(readsUtilisation({ ...actor({ employee_id: 4 }), is_timesheet_approver: true })).toBe(false);
  });
});

describe('who approves timesheets', () => {
  it.each([
    ['a delivery lead', actor({ employee_id: 4, roles: [ROLES.DELIVERY_LEAD] }), true],
    ['the timesheet manager', actor({ employee_id: 4, roles: [ROLES.TIMESHEET_MANAGER] }), true],
    ['a timesheet approver (the flag)', { ...actor({ employee_id: 4 }), is_timesheet_approver: true }, true],
    ['a sub-department head', { ...actor({ employee_id: 4 }), sub_department_ids: [3] }, true],
    [
      'a reporting manager without the flag',
      { ...actor({ employee_id: 4 }), is_reporting_manager: true },
      false,
    ],
    ['an employee', actor({ employee_id: 4 }), false],
  ])('%s: %s', (_, who, approves) => {
    expect(approvesTimesheets(who)).toBe(approves);
  });
});
