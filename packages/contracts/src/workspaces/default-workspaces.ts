import { DEFAULT_WORKSPACE_NAME } from '../constants';
import { ROLES, type RoleId } from '../roles';
import { type LayoutId, type ToolIdentifier, toolTitle, WORKSPACE_LAYOUTS } from '../tools';
import type { WorkspaceTool } from './workspace.schemas';
import type { WorkspaceAccess, WorkspaceAccessRule } from './workspace-access';
import { WORKSPACE_NAMES, type WorkspaceName } from './workspace-names';

export interface WorkspaceDefinition extends WorkspaceAccess {
  name: WorkspaceName;
  display_name: string;
  layout_id: LayoutId;
  tools: WorkspaceTool[];
  is_default: boolean;
}

type ContainerOf<L extends LayoutId> = (typeof WORKSPACE_LAYOUTS)[L]['containers'][number];

interface Definition<L extends LayoutId> {
  name: WorkspaceName;
  display_name: string;
  layout_id: L;
  containers: Partial<Record<ContainerOf<L>, ToolIdentifier[]>>;
  roles?: RoleId[];
  access_rule?: WorkspaceAccessRule;
}

/* @__NO_SIDE_EFFECTS__ */
function defineWorkspace<L extends LayoutId>(definition: Definition<L>): WorkspaceDefinition {
  const containers: readonly ContainerOf<L>[] = WORKSPACE_LAYOUTS[definition.layout_id].containers;
  const tools = containers.flatMap((container_id) =>
    (definition.containers[container_id] ?? []).map((identifier) => ({
      identifier,
      title: toolTitle(identifier),
      data: {},
      container_id,
    })),
  );
  return {
    name: definition.name,
    display_name: definition.display_name,
    layout_id: definition.layout_id,
    tools,
    roles: definition.roles ?? [],
    access_rule: definition.access_rule ?? null,
    is_default: definition.name === DEFAULT_WORKSPACE_NAME,
  };
}

const { DELIVERY_LEAD, PROJECT_OWNER, FINANCE_EXECUTIVE, SUB_DEPARTMENT_HEAD } = ROLES;
const { PROJECT_SALES_HEAD, PROJECT_SALES_EXECUTIVE, TAS_RECRUITMENT_MANAGER, TAS_ANALYST } = ROLES;
const N = WORKSPACE_NAMES;

/**
 * Role rules mirror spec 6: a drill-down workspace is open to the roles that see its widget, the salary and
 * project-overview workspaces to the roles the salary mask is shown to, my-profile and employee-hierarchy to
 * those who see the profile menu item and the hierarchy button. The CEO passes every role check.
 */
export const DEFAULT_WORKSPACES: readonly WorkspaceDefinition[] = [
  defineWorkspace({
    name: N.DEFAULT,
    display_name: 'Dashboard',
    layout_id: 11,
    containers: { widgets: ['widgets'], main: ['aam', 'messenger'] },
  }),
  defineWorkspace({
    name: N.ORG_SETUP,
    display_name: 'Organisation Setup',
    layout_id: 1,
    containers: {
      main: [
        'org',
        'project-settings',
        'integrations',
        'invoice-settings',
        'access-tokens',
        'additional-auth',
        'form-builder',
        'template-module-list',
        'generic-importer',
        'import-export',
      ],
    },
    roles: [ROLES.ORG_ADMIN, ROLES.SETUP_MANAGER],
  }),
  defineWorkspace({
    name: N.MY_PROFILE,
    display_name: 'My Profile',
    layout_id: 3,
    containers: { main: ['user-profile-viewer'], side: ['my-leaves'] },
    access_rule: 'profile-owner',
  }),
  defineWorkspace({
    name: N.EMPLOYEE_HIERARCHY,
    display_name: 'Organisation Hierarchy',
    layout_id: 1,
    containers: { main: ['org-hierarchy'] },
    access_rule: 'hierarchy-viewer',
  }),
  defineWorkspace({
    name: N.TAS,
    display_name: 'Talent Acquisition',
    layout_id: 4,
    containers: {
      top: ['tas-stats'],
      main: ['hiring-request-list', 'candidate-list', 'candidate-application-tracker', 'interviews-feedback'],
    },
    roles: [ROLES.TAS_RECRUITER, ROLES.TAS_HIRING_MANAGER, TAS_RECRUITMENT_MANAGER, TAS_ANALYST],
  }),
  defineWorkspace({
    name: N.RESOURCE_MANAGEMENT,
    display_name: 'Resource Management',
    layout_id: 4,
    containers: {
      top: ['rmg-overview'],
      main: [
        'resource-request-list',
        'resource-list',
        'rmg-stats',
        'resource-allocation',
        'resource-forecasting-dashboard',
      ],
    },
    // The RMG manager works here; those who ask for resources open it for their requests, each seeing only the
    // tools their roles may use.
    roles: [ROLES.RMG_MANAGER, DELIVERY_LEAD, PROJECT_OWNER, PROJECT_SALES_HEAD, PROJECT_SALES_EXECUTIVE],
  }),
  defineWorkspace({
    name: N.SALES_TARGET,
    display_name: 'Sales Target',
    layout_id: 1,
    containers: { main: ['sales-target-viewer', 'target-setting-form'] },
    roles: [FINANCE_EXECUTIVE, PROJECT_SALES_HEAD, PROJECT_SALES_EXECUTIVE],
  }),
  defineWorkspace({
    name: N.SALES_OPPORTUNITIES,
    display_name: 'Sales Opportunities',
    layout_id: 4,
    containers: {
      top: ['opportunity-stats'],
      main: ['opportunity-list', 'opportunity-progression', 'client-list', 'contact-manager', 'follow-ups'],
    },
    roles: [DELIVERY_LEAD, PROJECT_SALES_HEAD, PROJECT_SALES_EXECUTIVE],
  }),
  defineWorkspace({
    name: N.SALARY_MANAGEMENT,
    display_name: 'Salary Management',
    layout_id: 1,
    containers: { main: ['salary-viewer', 'salary-discrepancies'] },
    roles: [ROLES.SALARY_MANAGER],
  }),
  defineWorkspace({
    name: N.INVOICES_COLLECTIONS,
    display_name: 'Invoices & Collections',
    layout_id: 1,
    containers: { main: ['invoices-collections-dashboard'] },
    roles: [FINANCE_EXECUTIVE, DELIVERY_LEAD, SUB_DEPARTMENT_HEAD],
  }),
  defineWorkspace({
    name: N.ON_BOARDING,
    display_name: 'Onboarding',
    layout_id: 1,
    containers: { main: ['onboarding-candidate-list'] },
    roles: [ROLES.TAS_ONBOARDING_MANAGER, TAS_RECRUITMENT_MANAGER, TAS_ANALYST],
  }),
  defineWorkspace({
    name: N.DEPARTMENTS,
    display_name: 'Departments',
    layout_id: 1,
    containers: { main: ['department-viewer'] },
    roles: [ROLES.DEPARTMENT_HEAD],
  }),
  defineWorkspace({
    name: N.SUB_DEPARTMENTS,
    display_name: 'Sub Departments',
    layout_id: 1,
    containers: { main: ['sub-department-viewer'] },
    roles: [SUB_DEPARTMENT_HEAD],
  }),
  defineWorkspace({
    name: N.PROJECTS,
    display_name: 'Projects',
    layout_id: 1,
    // A project opens on its own page from the list, its team, milestones, money and settings a click away there,
    // instead of a picker per tool here.
    containers: { main: ['project-list'] },
    roles: [
      DELIVERY_LEAD,
      PROJECT_OWNER,
      PROJECT_SALES_HEAD,
      PROJECT_SALES_EXECUTIVE,
      ROLES.RMG_MANAGER,
      FINANCE_EXECUTIVE,
    ],
  }),
  defineWorkspace({
    name: N.PROJECT_OVERVIEW,
    display_name: 'Project Overview',
    layout_id: 1,
    containers: {
      main: ['project-overview', 'fixed-bid-numbers', 'net-margins-table', 'leakage-loss-table'],
    },
    roles: [ROLES.SALARY_MANAGER, DELIVERY_LEAD, PROJECT_OWNER, FINANCE_EXECUTIVE, SUB_DEPARTMENT_HEAD],
  }),
  defineWorkspace({
    name: N.AUDIT_LOG,
    display_name: 'Audit Log',
    layout_id: 1,
    containers: { main: ['audit-log'] },
    roles: [ROLES.AUDIT_MANAGER],
  }),
  defineWorkspace({
    name: N.EXPLORE,
    display_name: 'Explore',
    layout_id: 1,
    containers: { main: ['explore-workspace'] },
  }),
  defineWorkspace({
    name: N.TIMESHEETS,
    display_name: 'Timesheets',
    layout_id: 1,
    containers: { main: ['timesheet', 'bulk-timesheets'] },
  }),
  defineWorkspace({
    name: N.LEAVES,
    display_name: 'Leaves',
    layout_id: 1,
    containers: { main: ['my-leaves', 'leave-request-list', 'team-leaves'] },
  }),
  defineWorkspace({
    name: N.EMPLOYEE_PROFILE,
    display_name: 'Employee Profile',
    layout_id: 1,
    containers: { main: ['employee-viewer'] },
  }),
  defineWorkspace({
    name: N.PEOPLE,
    display_name: 'People',
    layout_id: 1,
    containers: { main: ['employee-list', 'generic-importer', 'import-export'] },
    roles: [ROLES.EMPLOYEE_MANAGER],
  }),
  defineWorkspace({
    name: N.CONTRACTORS,
    display_name: 'Contractors and Vendors',
    layout_id: 1,
    containers: { main: ['contractor-list', 'vendor-list', 'contractor-form', 'vendor-form'] },
    roles: [ROLES.CONTRACTOR_MANAGER],
  }),
  defineWorkspace({
    name: N.EMPLOYEE_EXIT,
    display_name: 'Exits and Clearance',
    layout_id: 1,
    containers: { main: ['employee-clearance-list'] },
    roles: [ROLES.EMPLOYEE_EXIT_MANAGER, FINANCE_EXECUTIVE],
  }),
  defineWorkspace({
    name: N.LEAVE_ADMIN,
    display_name: 'Leave Administration',
    layout_id: 1,
    containers: { main: ['lms-settings', 'generic-importer', 'import-export'] },
    roles: [ROLES.LMS_ADMIN],
  }),
];
