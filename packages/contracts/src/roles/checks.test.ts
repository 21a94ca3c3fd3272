import { describe, expect, it } from 'vitest';
import type { Actor, PermissionProject } from './actor';
import {
  canSeeSalary,
  hasAnyRole,
  hasRole,
  isCeo,
  isDeliveryLead,
  isDepartmentHead,
  isFinanceExecutive,
  isProjectOwner,
  isRmgManager,
  isSalesExecutive,
  isSalesHead,
  isSubDepartmentHead,
} from './checks';
import { ROLES, type RoleId } from './role-ids';

function buildActor(roles: RoleId[], overrides: Partial<Actor> = {}): Actor {
  return {
    roles,
    departments: [],
    sub_department_ids: [],
    is_timesheet_approver: false,
    user_id: 1,
    ...overrides,
  };
}

const PROJECT: PermissionProject = {
  delivery_lead_id: 10,
  project_owner_id: 20,
  assigned_sales_executive_id: 30,
  sales_executive_id: 31,
};

const ceo = buildActor([ROLES.CEO], { user_id: 99 });
const employee = buildActor([ROLES.EMPLOYEE]);

describe('isCeo', () => {
  it.each<[string, Actor, boolean]>([
    ['org:full-access', ceo, true],
    ['finance:ceo', buildActor([ROLES.FINANCE_CEO]), false],
    ['org-admin', buildActor([ROLES.ORG_ADMIN]), false],
    ['an employee', employee, false],
  ])('%s → %s', (_name, actor, expected) => {
    expect(isCeo(actor)).toBe(expected);
  });
});

describe('hasRole', () => {
  it.each<[string, Actor, RoleId, boolean]>([
    ['CEO passes any role', ceo, ROLES.LMS_ADMIN, true],
    ['an assigned role', buildActor([ROLES.LMS_ADMIN]), ROLES.LMS_ADMIN, true],
    ['a role not held', employee, ROLES.LMS_ADMIN, false],
    ['a derived role', buildActor([], { is_timesheet_approver: true }), ROLES.TIMESHEET_APPROVER, true],
    ['a derived role not earned', employee, ROLES.TIMESHEET_APPROVER, false],
  ])('%s → %s', (_name, actor, role, expected) => {
    expect(hasRole(actor, role)).toBe(expected);
  });
});

describe('hasAnyRole', () => {
  it.each<[string, Actor, RoleId[], boolean]>([
    ['one of them held', buildActor([ROLES.TAS_ANALYST]), [ROLES.TAS_RECRUITER, ROLES.TAS_ANALYST], true],
    ['none held', employee, [ROLES.TAS_RECRUITER, ROLES.TAS_ANALYST], false],
    ['CEO with an empty list', ceo, [], false],
    ['CEO with any listed role', ceo, [ROLES.TAS_RECRUITER], true],
  ])('%s → %s', (_name, actor, roles, expected) => {
    expect(hasAnyRole(actor, roles)).toBe(expected);
  });
});

type Check = (actor: Actor, project?: PermissionProject) => boolean;

const CHECK_ROWS: [string, string, Check, Actor, PermissionProject | undefined, boolean][] = [
  ['isDepartmentHead', 'CEO', isDepartmentHead, ceo, undefined, true],
  [
    'isDepartmentHead',
    'user with departments',
    isDepartmentHead,
    buildActor([], { departments: [3] }),
    undefined,
    true,
  ],
  ['isDepartmentHead', 'user without departments', isDepartmentHead, employee, undefined, false],
  ['isSubDepartmentHead', 'CEO', isSubDepartmentHead, ceo, undefined, true],
  [
    'isSubDepartmentHead',
    'user with sub-departments',
    isSubDepartmentHead,
    buildActor([], { sub_department_ids: [5] }),
    undefined,
    true,
  ],
  [
    'isSubDepartmentHead',
    'user with departments only',
    isSubDepartmentHead,
    buildActor([], { departments: [3] }),
    undefined,
    false,
  ],
  ['isDeliveryLead', 'CEO on any project', isDeliveryLead, ceo, PROJECT, true],
  ['isDeliveryLead', 'role, no project', isDeliveryLead, buildActor([ROLES.DELIVERY_LEAD]), undefined, true],
  [
    'isDeliveryLead',
    'role, lead of the project',
    isDeliveryLead,
    buildActor([ROLES.DELIVERY_LEAD], { user_id: 10 }),
    PROJECT,
    true,
  ],
  [
    'isDeliveryLead',
    'role, lead of another project',
    isDeliveryLead,
    buildActor([ROLES.DELIVERY_LEAD], { user_id: 11 }),
    PROJECT,
    false,
  ],
  [
    'isDeliveryLead',
    'lead id without the role',
    isDeliveryLead,
    buildActor([], { user_id: 10 }),
    PROJECT,
    false,
  ],
  [
    'isDeliveryLead',
    'employee id equal to the lead id',
    isDeliveryLead,
    buildActor([ROLES.DELIVERY_LEAD], { user_id: 11, employee_id: 10 }),
    PROJECT,
    false,
  ],
  ['isProjectOwner', 'CEO', isProjectOwner, ceo, PROJECT, true],
  [
    'isProjectOwner',
    'delivery lead of the project',
    isProjectOwner,
    buildActor([ROLES.DELIVERY_LEAD], { user_id: 10 }),
    PROJECT,
    true,
  ],
  ['isProjectOwner', 'role, no project', isProjectOwner, buildActor([ROLES.PROJECT_OWNER]), undefined, true],
  [
    'isProjectOwner',
    'role, owner of the project',
    isProjectOwner,
    buildActor([ROLES.PROJECT_OWNER], { user_id: 20 }),
    PROJECT,
    true,
  ],
  [
    'isProjectOwner',
    'role, owner of another project',
    isProjectOwner,
    buildActor([ROLES.PROJECT_OWNER], { user_id: 21 }),
    PROJECT,
    false,
  ],
  [
    'isProjectOwner',
    'owner id without the role',
    isProjectOwner,
    buildActor([], { user_id: 20 }),
    PROJECT,
    false,
  ],
  ['isProjectOwner', 'an employee', isProjectOwner, employee, undefined, false],
  [
    'isProjectOwner',
    'owner of a project with no owner',
    isProjectOwner,
    buildActor([ROLES.PROJECT_OWNER], { user_id: 20 }),
    { ...PROJECT, project_owner_id: null },
    false,
  ],
  ['isSalesHead', 'CEO', isSalesHead, ceo, undefined, true],
  ['isSalesHead', 'project:sales-head', isSalesHead, buildActor([ROLES.PROJECT_SALES_HEAD]), undefined, true],
  [
    'isSalesHead',
    'a sales executive',
    isSalesHead,
    buildActor([ROLES.PROJECT_SALES_EXECUTIVE]),
    undefined,
    false,
  ],
  ['isSalesExecutive', 'CEO', isSalesExecutive, ceo, PROJECT, true],
  ['isSalesExecutive', 'sales head', isSalesExecutive, buildActor([ROLES.PROJECT_SALES_HEAD]), PROJECT, true],
  [
    'isSalesExecutive',
    'role, no project',
    isSalesExecutive,
    buildActor([ROLES.PROJECT_SALES_EXECUTIVE]),
    undefined,
    true,
  ],
  [
    'isSalesExecutive',
    'role, assigned sales executive',
    isSalesExecutive,
    buildActor([ROLES.PROJECT_SALES_EXECUTIVE], { user_id: 30 }),
    PROJECT,
    true,
  ],
  [
    'isSalesExecutive',
    'role, sales executive',
    isSalesExecutive,
    buildActor([ROLES.PROJECT_SALES_EXECUTIVE], { user_id: 31 }),
    PROJECT,
    true,
  ],
  [
    'isSalesExecutive',
    'role, another project',
    isSalesExecutive,
    buildActor([ROLES.PROJECT_SALES_EXECUTIVE], { user_id: 32 }),
    PROJECT,
    false,
  ],
  [
    'isSalesExecutive',
    'executive id without the role',
    isSalesExecutive,
    buildActor([], { user_id: 30 }),
    PROJECT,
    false,
  ],
  ['isFinanceExecutive', 'CEO', isFinanceExecutive, ceo, undefined, true],
  [
    'isFinanceExecutive',
    'finance:finance-executive',
    isFinanceExecutive,
    buildActor([ROLES.FINANCE_EXECUTIVE]),
    undefined,
    true,
  ],
  [
    'isFinanceExecutive',
    'finance:cxo',
    isFinanceExecutive,
    buildActor([ROLES.FINANCE_CXO]),
    undefined,
    false,
  ],
  ['isRmgManager', 'CEO', isRmgManager, ceo, undefined, true],
  ['isRmgManager', 'rmg:manager', isRmgManager, buildActor([ROLES.RMG_MANAGER]), undefined, true],
  ['isRmgManager', 'an employee', isRmgManager, employee, undefined, false],
  ['canSeeSalary', 'CEO', canSeeSalary, ceo, undefined, true],
  ['canSeeSalary', 'salary manager', canSeeSalary, buildActor([ROLES.SALARY_MANAGER]), undefined, true],
  [
    'canSeeSalary',
    'finance executive',
    canSeeSalary,
    buildActor([ROLES.FINANCE_EXECUTIVE]),
    undefined,
    false,
  ],
  ['canSeeSalary', 'finance:ceo', canSeeSalary, buildActor([ROLES.FINANCE_CEO]), undefined, false],
];

describe('check rules', () => {
  it.each(CHECK_ROWS)('%s: %s', (_name, _who, check, actor, project, expected) => {
    expect(check(actor, project)).toBe(expected);
  });
});
