import { canReadExits } from '../exits/exit-permissions';
import { EXPORT_KINDS } from '../imports/export-kinds';
import { IMPORT_KIND_IDS, IMPORT_KINDS } from '../imports/import-kinds';
import { canSeeTeamLeaves, isLeaveAdmin } from '../leave/leave-permissions';
import { isEmployeeManager } from '../people/people-permissions';
import { canSeeProjectFinances, canSeeProjectMargins } from '../projects/financial-records.rules';
import { canCreateProject, canListProjects, canManageProjectFields } from '../projects/projects.rules';
import { hasAnyRole, hasRole, isDepartmentHead, isSubDepartmentHead } from '../roles/checks';
import { canManageOrgSetup } from '../roles/org-setup-permissions';
import { canDoProjectAction, ProjectPermissionVariantSchema } from '../roles/project-permissions';
import { ROLES } from '../roles/role-ids';
import { canSeeHierarchyButton } from '../roles/visibility';
import { canSeeWidget } from '../roles/widgets';
import { approvesEveryTimesheet, approvesTimesheets, keepsTimesheet } from '../timesheets/timesheets.rules';
import { parseToolKey } from '../tools/tool-key';
import { isToolIdentifier, type ToolIdentifier } from '../tools/tool-registry';
import type { WorkspaceActor } from './workspace-access';

/**
 * The tools that exist: each has a screen in the web app (its module's tools.ts registers it; a web test
 * holds the two lists equal). A tool missing here is not built yet: workspaces, Explore, search, the
 * navigation and the tour leave it out until it is added here.
 */
export const BUILT_TOOLS: ReadonlySet<ToolIdentifier> = new Set<ToolIdentifier>([
  'explore-workspace',
  'widgets',
  'attrition-drilldown',
  'widget-drilldowns',
  'leaves-drilldown',
  'audit-log',
  'org',
  'department-viewer',
  'sub-department-viewer',
  'org-hierarchy',
  'user-profile-viewer',
  'employee-list',
  'employee-form',
  'employee-viewer',
  'details-viewer',
  'vendor-list',
  'vendor-form',
  'vendor-details',
  'contractor-list',
  'contractor-form',
  'contractor-details',
  'contract-details',
  'employee-clearance-list',
  'generic-importer',
  'import-export',
  'uploads',
  'my-leaves',
  'leave-request-form',
  'leave-request-list',
  'leave-request-details',
  'team-leaves',
  'lms-settings',
  'project-list',
  'project-form',
  'project-details',
  'project-view',
  'team-manager',
  'resource-allocation',
  'milestone',
  'project-expense-recorder',
  'project-financial-records',
  'project-financial-forms',
  'project-financial-record-details',
  'project-overview',
  'fixed-bid-numbers',
  'net-margins-table',
  'leakage-loss-table',
  'timesheet',
  'bulk-timesheets',
  'project-settings',
]);

/** The organisation's project permission variant, as the server puts it on the actor (spec 6). */
const variantOf = (actor: WorkspaceActor) =>
  ProjectPermissionVariantSchema.catch('default').parse(actor.project_permission_variant);

const hasEmployeeRecord = (actor: WorkspaceActor) => actor.employee_id !== null;
const mayImport = (actor: WorkspaceActor) =>
  IMPORT_KIND_IDS.some((kind) => hasAnyRole(actor, IMPORT_KINDS[kind].roles));
const mayExport = (actor: WorkspaceActor) => Object.values(EXPORT_KINDS).some((kind) => kind.may(actor));
const isContractorManager = (actor: WorkspaceActor) => hasRole(actor, ROLES.CONTRACTOR_MANAGER);

/**
 * Who may use a built tool, as the server's routes behind it decide (the CEO passes every role check). A tool
 * not listed is open to anyone who may open the workspace it sits in.
 */
const TOOL_USERS: Partial<Record<ToolIdentifier, (actor: WorkspaceActor) => boolean>> = {
  'my-leaves': hasEmployeeRecord,
  'leave-request-form': hasEmployeeRecord,
  'leave-request-list': (actor) => hasEmployeeRecord(actor) || isLeaveAdmin(actor),
  'team-leaves': (actor) => canSeeTeamLeaves(actor, actor.is_reporting_manager),
  'leaves-drilldown': (actor) => canSeeWidget(actor, 'team_leaves'),
  'attrition-drilldown': (actor) => canSeeWidget(actor, 'attrition_rate'),
  // Its one drilldown so far is the Pending Timesheets tile's (/pending-timesheets).
  'widget-drilldowns': (actor) => canSeeWidget(actor, 'pending_timesheets'),
  'lms-settings': isLeaveAdmin,
  'generic-importer': mayImport,
  uploads: mayImport,
  'import-export': (actor) => mayImport(actor) || mayExport(actor),
  'audit-log': (actor) => hasRole(actor, ROLES.AUDIT_MANAGER),
  org: canManageOrgSetup,
  'department-viewer': (actor) => isDepartmentHead(actor) || canManageOrgSetup(actor),
  'sub-department-viewer': (actor) => isSubDepartmentHead(actor) || canManageOrgSetup(actor),
  'org-hierarchy': canSeeHierarchyButton,
  'employee-form': isEmployeeManager,
  // Someone else's full record is for employee managers; everyone has their own under My Profile.
  'employee-viewer': isEmployeeManager,
  'details-viewer': isEmployeeManager,
  'employee-list': isEmployeeManager,
  'contractor-list': isContractorManager,
  'contractor-form': isContractorManager,
  'vendor-list': isContractorManager,
  'vendor-form': isContractorManager,
  'employee-clearance-list': canReadExits,
  'project-list': canListProjects,
  'project-details': canListProjects,
  'project-view': canListProjects,
  'project-form': (actor) => canCreateProject(variantOf(actor), actor),
  'team-manager': (actor) => canDoProjectAction(variantOf(actor), 'team_manager_read', actor),
  'resource-allocation': canListProjects,
  milestone: canListProjects,
  'project-expense-recorder': canListProjects,
  // Project money is for finance, project owners and delivery leads (spec 6).
  'project-financial-records': (actor) => canSeeProjectFinances(actor),
  'project-financial-forms': (actor) => canSeeProjectFinances(actor),
  'project-financial-record-details': (actor) => canSeeProjectFinances(actor),
  'project-overview': (actor) => canSeeProjectFinances(actor),
  'fixed-bid-numbers': (actor) => canSeeProjectFinances(actor),
  'net-margins-table': canSeeProjectMargins,
  'leakage-loss-table': canSeeProjectMargins,
  timesheet: (actor) => keepsTimesheet(actor) || approvesTimesheets(actor),
  'bulk-timesheets': approvesEveryTimesheet,
  'project-settings': (actor) =>
    canDoProjectAction(variantOf(actor), 'project_settings_read', actor) || canManageProjectFields(actor),
};

export function isToolBuilt(toolKey: string): boolean {
  const { identifier } = parseToolKey(toolKey);
  return isToolIdentifier(identifier) && BUILT_TOOLS.has(identifier);
}

/** Whether a workspace shows this tool (a key, '#path' allowed) to the actor: built, and theirs to use. */
export function canUseTool(actor: WorkspaceActor, toolKey: string): boolean {
  const { identifier } = parseToolKey(toolKey);
  if (!isToolIdentifier(identifier) || !BUILT_TOOLS.has(identifier)) return false;
  return TOOL_USERS[identifier]?.(actor) ?? true;
}
