import { describe, expect, it } from 'vitest';
import { ASSIGNABLE_ROLES, DERIVED_ROLES, ROLE_IDS, ROLES, RoleIdSchema } from './role-ids';

const SPEC_ROLES: [keyof typeof ROLES, string][] = [
  ['ORG_ADMIN', 'org-admin'],
  ['PROJECT_OWNER', 'project:project-owner'],
  ['DELIVERY_LEAD', 'project:delivery-lead'],
  ['PROJECT_RESOURCE', 'project:resource'],
  ['PROJECT_SALES_HEAD', 'project:sales-head'],
  ['PROJECT_SALES_EXECUTIVE', 'project:sales-executive'],
  ['TAS_RECRUITER', 'tas:recruiter'],
  ['TAS_HIRING_MANAGER', 'tas:hiring-manager'],
  ['TAS_RECRUITMENT_MANAGER', 'tas:recruitment-manager'],
  ['TAS_ONBOARDING_MANAGER', 'tas:on-boarding-manager'],
  ['TAS_ANALYST', 'tas:analyst'],
  ['RMG_MANAGER', 'rmg:manager'],
  ['SERVICE_DESK_MANAGER', 'service-desk:manager'],
  ['SERVICE_DESK_EXECUTIVE', 'service-desk:executive'],
  ['EMPLOYEE_MANAGER', 'org:employee-manager'],
  ['EMPLOYEE_EXIT_MANAGER', 'employee-exit:employee-exit-manager'],
  ['FINANCE_EXECUTIVE', 'finance:finance-executive'],
  ['FINANCE_CXO', 'finance:cxo'],
  ['FINANCE_CEO', 'finance:ceo'],
  ['SETUP_MANAGER', 'org:setup-manager'],
  ['SALARY_MANAGER', 'sal:salary-manager'],
  ['LMS_ADMIN', 'lms:lms-admin'],
  ['CONTRACTOR_MANAGER', 'org:contractor-manager'],
  ['CEO', 'org:full-access'],
  ['AUDIT_MANAGER', 'audit:manager'],
  ['CONTRACTOR', 'org:contractor'],
  ['EMPLOYEE', 'org:employee'],
  ['TIMESHEET_MANAGER', 'timesheet:timesheet-manager'],
  ['SUB_DEPARTMENT_HEAD', 'sub-department-head'],
  ['DEPARTMENT_HEAD', 'department-head'],
  ['TIMESHEET_APPROVER', 'timesheet-approver'],
];

const DERIVED = ['department-head', 'sub-department-head', 'timesheet-approver'];

describe('ROLES', () => {
  it.each(SPEC_ROLES)('%s is %s', (key, id) => {
    expect(ROLES[key]).toBe(id);
  });

  it('holds exactly the spec role identifiers', () => {
    expect([...ROLE_IDS].sort()).toEqual(SPEC_ROLES.map(([, id]) => id).sort());
  });
});

describe('RoleIdSchema', () => {
  it.each(SPEC_ROLES)('accepts %s', (_key, id) => {
    expect(RoleIdSchema.parse(id)).toBe(id);
  });

  it.each(['', 'ceo', 'org:full_access', 'ORG-ADMIN', 42, null])('rejects %j', (value) => {
    expect(RoleIdSchema.safeParse(value).success).toBe(false);
  });
});

describe('ASSIGNABLE_ROLES', () => {
  it.each(SPEC_ROLES.filter(([, id]) => !DERIVED.includes(id)))('includes %s', (_key, id) => {
    expect(ASSIGNABLE_ROLES).toContain(id);
  });

  it.each(DERIVED)('leaves out the derived role %s', (id) => {
    expect(ASSIGNABLE_ROLES).not.toContain(id);
    expect(DERIVED_ROLES).toContain(id);
  });

  it('covers every role exactly once together with the derived roles', () => {
    expect([...ASSIGNABLE_ROLES, ...DERIVED_ROLES].sort()).toEqual([...ROLE_IDS].sort());
  });
});
