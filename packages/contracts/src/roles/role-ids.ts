import { z } from 'zod';

export const ROLES = {
  ORG_ADMIN: 'org-admin',
  PROJECT_OWNER: 'project:project-owner',
  DELIVERY_LEAD: 'project:delivery-lead',
  PROJECT_RESOURCE: 'project:resource',
  PROJECT_SALES_HEAD: 'project:sales-head',
  PROJECT_SALES_EXECUTIVE: 'project:sales-executive',
  TAS_RECRUITER: 'tas:recruiter',
  TAS_HIRING_MANAGER: 'tas:hiring-manager',
  TAS_RECRUITMENT_MANAGER: 'tas:recruitment-manager',
  TAS_ONBOARDING_MANAGER: 'tas:on-boarding-manager',
  TAS_ANALYST: 'tas:analyst',
  RMG_MANAGER: 'rmg:manager',
  SERVICE_DESK_MANAGER: 'service-desk:manager',
  SERVICE_DESK_EXECUTIVE: 'service-desk:executive',
  EMPLOYEE_MANAGER: 'org:employee-manager',
  EMPLOYEE_EXIT_MANAGER: 'employee-exit:employee-exit-manager',
  FINANCE_EXECUTIVE: 'finance:finance-executive',
  FINANCE_CXO: 'finance:cxo',
  FINANCE_CEO: 'finance:ceo',
  SETUP_MANAGER: 'org:setup-manager',
  SALARY_MANAGER: 'sal:salary-manager',
  LMS_ADMIN: 'lms:lms-admin',
  CONTRACTOR_MANAGER: 'org:contractor-manager',
  CEO: 'org:full-access',
  AUDIT_MANAGER: 'audit:manager',
  CONTRACTOR: 'org:contractor',
  EMPLOYEE: 'org:employee',
  TIMESHEET_MANAGER: 'timesheet:timesheet-manager',
  SUB_DEPARTMENT_HEAD: 'sub-department-head',
  DEPARTMENT_HEAD: 'department-head',
  TIMESHEET_APPROVER: 'timesheet-approver',
} as const;

export type RoleId = (typeof ROLES)[keyof typeof ROLES];

export const ROLE_IDS = Object.values(ROLES);

export const RoleIdSchema = z.enum(ROLE_IDS);

/** Computed from the user's departments, sub-departments and approver flag; never stored or assigned. */
export const DERIVED_ROLES = [
  ROLES.DEPARTMENT_HEAD,
  ROLES.SUB_DEPARTMENT_HEAD,
  ROLES.TIMESHEET_APPROVER,
] as const satisfies readonly RoleId[];

export const ASSIGNABLE_ROLES = ROLE_IDS.filter((role) => !DERIVED_ROLES.some((derived) => derived === role));
