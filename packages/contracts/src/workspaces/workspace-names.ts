import { DEFAULT_WORKSPACE_NAME } from '../constants';

/**
 * The names of the workspaces every organisation starts with (the widget drill-downs of spec 2.7 open them by name),
 * and where each sits in the navigation: what the app shell needs of them, apart from their definitions.
 */
export const WORKSPACE_NAMES = {
  DEFAULT: DEFAULT_WORKSPACE_NAME,
  ORG_SETUP: 'org-setup',
  MY_PROFILE: 'my-profile',
  EMPLOYEE_HIERARCHY: 'employee-hierarchy',
  TAS: 'tas',
  RESOURCE_MANAGEMENT: 'resource-management',
  SALES_TARGET: 'sales-target',
  SALES_OPPORTUNITIES: 'sales-opportunities',
  SALARY_MANAGEMENT: 'salary-management',
  INVOICES_COLLECTIONS: 'invoices-collections-dashboard',
  ON_BOARDING: 'on-boarding',
  DEPARTMENTS: 'departments',
  SUB_DEPARTMENTS: 'sub-departments',
  PROJECTS: 'projects',
  PROJECT_OVERVIEW: 'project-overview',
  AUDIT_LOG: 'audit-log',
  EXPLORE: 'explore',
  TIMESHEETS: 'timesheets',
  LEAVES: 'leaves',
  EMPLOYEE_PROFILE: 'employee-profile',
  PEOPLE: 'people',
  CONTRACTORS: 'contractors',
  EMPLOYEE_EXIT: 'employee-exit',
  LEAVE_ADMIN: 'leave-admin',
} as const;

export type WorkspaceName = (typeof WORKSPACE_NAMES)[keyof typeof WORKSPACE_NAMES];

/** The navigation's groups, in the order it lists them. */
export const WORKSPACE_NAV_GROUPS = [
  'Home',
  'My work',
  'Leaves',
  'People',
  'Hiring',
  'Projects and resources',
  'Sales',
  'Finance',
  'Administration',
] as const;

export type WorkspaceNavGroup = (typeof WORKSPACE_NAV_GROUPS)[number];

/** Where each workspace sits in the navigation; a workspace an organisation adds goes under Administration. */
export const WORKSPACE_NAV_GROUP_OF: Readonly<Record<WorkspaceName, WorkspaceNavGroup>> = {
  [WORKSPACE_NAMES.DEFAULT]: 'Home',
  [WORKSPACE_NAMES.MY_PROFILE]: 'My work',
  [WORKSPACE_NAMES.TIMESHEETS]: 'My work',
  [WORKSPACE_NAMES.LEAVES]: 'Leaves',
  [WORKSPACE_NAMES.LEAVE_ADMIN]: 'Leaves',
  [WORKSPACE_NAMES.PEOPLE]: 'People',
  [WORKSPACE_NAMES.EMPLOYEE_PROFILE]: 'People',
  [WORKSPACE_NAMES.EMPLOYEE_HIERARCHY]: 'People',
  [WORKSPACE_NAMES.DEPARTMENTS]: 'People',
  [WORKSPACE_NAMES.SUB_DEPARTMENTS]: 'People',
  [WORKSPACE_NAMES.CONTRACTORS]: 'People',
  [WORKSPACE_NAMES.EMPLOYEE_EXIT]: 'People',
  [WORKSPACE_NAMES.TAS]: 'Hiring',
  [WORKSPACE_NAMES.ON_BOARDING]: 'Hiring',
  [WORKSPACE_NAMES.RESOURCE_MANAGEMENT]: 'Projects and resources',
  [WORKSPACE_NAMES.PROJECTS]: 'Projects and resources',
  [WORKSPACE_NAMES.PROJECT_OVERVIEW]: 'Projects and resources',
  [WORKSPACE_NAMES.SALES_TARGET]: 'Sales',
  [WORKSPACE_NAMES.SALES_OPPORTUNITIES]: 'Sales',
  [WORKSPACE_NAMES.SALARY_MANAGEMENT]: 'Finance',
  [WORKSPACE_NAMES.INVOICES_COLLECTIONS]: 'Finance',
  [WORKSPACE_NAMES.ORG_SETUP]: 'Administration',
  [WORKSPACE_NAMES.AUDIT_LOG]: 'Administration',
  [WORKSPACE_NAMES.EXPLORE]: 'Administration',
};

export function navGroupOf(workspaceName: string): WorkspaceNavGroup {
  return Object.hasOwn(WORKSPACE_NAV_GROUP_OF, workspaceName)
    ? WORKSPACE_NAV_GROUP_OF[workspaceName as WorkspaceName]
    : 'Administration';
}
