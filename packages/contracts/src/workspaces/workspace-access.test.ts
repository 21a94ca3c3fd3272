import { describe, expect, it } from 'vitest';
import { ROLES, type RoleId } from '../roles';
import { DEFAULT_WORKSPACES } from './default-workspaces';
import {
  canManageWorkspaces,
  canOpenWorkspace,
  listAccessRulesMet,
  type WorkspaceActor,
} from './workspace-access';

const actor = (roles: RoleId[], extra: Partial<WorkspaceActor> = {}): WorkspaceActor => ({
  roles,
  departments: [],
  sub_department_ids: [],
  is_timesheet_approver: false,
  user_id: 1,
  user_type: 'employee',
  is_reporting_manager: false,
  ...extra,
});

const employee = actor([ROLES.EMPLOYEE]);
const ceo = actor([ROLES.CEO]);
const workspace = (name: string) => {
  const found = DEFAULT_WORKSPACES.find((w) => w.name === name);
  if (!found) throw new Error(`no workspace ${name}`);
  return found;
};

describe('who may open a workspace', () => {
  it.each<[string, string, WorkspaceActor, boolean]>([
    ['default', 'an employee', employee, true],
    ['default', 'a contractor', actor([ROLES.CONTRACTOR], { user_type: 'contractor' }), true],
    ['explore', 'an employee', employee, true],
    ['my-profile', 'an employee', employee, true],
    ['my-profile', 'a contractor', actor([ROLES.CONTRACTOR], { user_type: 'contractor' }), true],
    ['my-profile', 'a candidate', actor([], { user_type: 'candidate' }), false],
    ['employee-hierarchy', 'the CEO', ceo, true],
    ['employee-hierarchy', 'an employee manager', actor([ROLES.EMPLOYEE_MANAGER]), true],
    [
      'employee-hierarchy',
      'a reporting manager',
      actor([ROLES.EMPLOYEE], { is_reporting_manager: true }),
      true,
    ],
    ['employee-hierarchy', 'an employee', employee, false],
    ['salary-management', 'the CEO', ceo, true],
    ['salary-management', 'a salary manager', actor([ROLES.SALARY_MANAGER]), true],
    ['salary-management', 'a finance executive', actor([ROLES.FINANCE_EXECUTIVE]), false],
    ['salary-management', 'an employee', employee, false],
    ['org-setup', 'an org admin', actor([ROLES.ORG_ADMIN]), true],
    ['org-setup', 'a setup manager', actor([ROLES.SETUP_MANAGER]), true],
    ['org-setup', 'an employee', employee, false],
    ['audit-log', 'an audit manager', actor([ROLES.AUDIT_MANAGER]), true],
    ['audit-log', 'an employee', employee, false],
    ['departments', 'a department head', actor([ROLES.EMPLOYEE], { departments: [4] }), true],
    ['departments', 'an employee', employee, false],
    ['sub-departments', 'a sub-department head', actor([ROLES.EMPLOYEE], { sub_department_ids: [9] }), true],
    ['project-overview', 'a delivery lead', actor([ROLES.DELIVERY_LEAD]), true],
    ['project-overview', 'a salary manager', actor([ROLES.SALARY_MANAGER]), true],
    ['project-overview', 'an employee', employee, false],
    ['tas', 'a recruiter', actor([ROLES.TAS_RECRUITER]), true],
    ['on-boarding', 'an onboarding manager', actor([ROLES.TAS_ONBOARDING_MANAGER]), true],
    ['resource-management', 'an RMG manager', actor([ROLES.RMG_MANAGER]), true],
    ['resource-management', 'an employee', employee, false],
  ])('%s is open to %s: %s', (name, _, who, expected) => {
    expect(canOpenWorkspace(who, workspace(name))).toBe(expected);
  });

  it('lists the named rules an actor meets', () => {
    expect(listAccessRulesMet(employee)).toEqual(['profile-owner']);
    expect(listAccessRulesMet(ceo)).toEqual(['profile-owner', 'hierarchy-viewer']);
    expect(listAccessRulesMet(actor([], { user_type: 'candidate' }))).toEqual([]);
  });

  it.each<[string, WorkspaceActor, boolean]>([
    ['an org admin', actor([ROLES.ORG_ADMIN]), true],
    ['a setup manager', actor([ROLES.SETUP_MANAGER]), true],
    ['the CEO', ceo, true],
    ['an employee manager', actor([ROLES.EMPLOYEE_MANAGER]), false],
    ['an employee', employee, false],
  ])('lets %s manage workspaces: %s', (_, who, expected) => {
    expect(canManageWorkspaces(who)).toBe(expected);
  });
});
