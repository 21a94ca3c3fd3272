import { canDoProjectAction, ProjectPermissionVariantSchema } from '../roles/project-permissions';
import { defineTools } from '../tools/define-tools';
import type { WorkspaceActor } from '../workspaces/workspace-access';
import { canSeeProjectFinances, canSeeProjectMargins } from './financial-records.rules';
import {
  canCreateProject,
  canListProjects,
  canManageProjectFields,
  canReadAllocations,
} from './projects.rules';

/** The organisation's project permission variant, as the server puts it on the actor (spec 6). */
const variantOf = (actor: WorkspaceActor) =>
  ProjectPermissionVariantSchema.catch('default').parse(actor.project_permission_variant);

/** The projects module's tools and who may use them. */
export const PROJECTS_TOOLS = defineTools({
  'project-list': canListProjects,
  'project-form': (actor) => canCreateProject(variantOf(actor), actor),
  'project-details': canListProjects,
  'project-view': canListProjects,
  'team-manager': (actor) => canDoProjectAction(variantOf(actor), 'team_manager_read', actor),
  'resource-allocation': (actor) => canListProjects(actor) || canReadAllocations(variantOf(actor), actor),
  milestone: canListProjects,
  'project-expense-recorder': canListProjects,
  // Project money is for finance, project owners and delivery leads (spec 6).
  'project-financial-records': canSeeProjectFinances,
  'project-financial-forms': canSeeProjectFinances,
  'project-financial-record-details': canSeeProjectFinances,
  'project-settings': (actor) =>
    canDoProjectAction(variantOf(actor), 'project_settings_read', actor) || canManageProjectFields(actor),
  'project-overview': canSeeProjectFinances,
  'fixed-bid-numbers': canSeeProjectFinances,
  'net-margins-table': canSeeProjectMargins,
  'leakage-loss-table': canSeeProjectMargins,
});
