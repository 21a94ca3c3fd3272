import type { Actor, PermissionProject } from '../roles/actor';
import {
  hasAnyRole,
  hasRole,
  isCeo,
  isDeliveryLead,
  isFinanceExecutive,
  isProjectOwner,
  isRmgManager,
  isSalesExecutive,
  isSalesHead,
} from '../roles/checks';
import {
  canDoProjectAction,
  type ProjectAction,
  type ProjectPermissionVariant,
} from '../roles/project-permissions';
import { ROLES } from '../roles/role-ids';
import type { ProjectPermissions } from './projects.schemas';

/** Who works with projects at all: the project list and its workspace are theirs. */
export const canListProjects = (actor: Actor) =>
  isDeliveryLead(actor) ||
  isProjectOwner(actor) ||
  isSalesExecutive(actor) ||
  isRmgManager(actor) ||
  isFinanceExecutive(actor);

/** The CEO, the RMG manager, finance and the sales head see every project; the others the ones they are on. */
export const seesEveryProject = (actor: Actor) =>
  isCeo(actor) || isRmgManager(actor) || isFinanceExecutive(actor) || isSalesHead(actor);

/** Whether the actor is one of the project's people (owner, delivery lead or one of its sales executives). */
export const isOnProject = (actor: Actor, project: PermissionProject) =>
  [
    project.project_owner_id,
    project.delivery_lead_id,
    project.sales_executive_id,
    project.assigned_sales_executive_id,
  ].includes(actor.user_id);

export const canCreateProject = (variant: ProjectPermissionVariant, actor: Actor) =>
  canDoProjectAction(variant, 'project_create_update', actor);

/** Reading the allocations of every project at once (spec 6 "project allocations read"): Resource & Billing. */
export const canReadAllocations = (variant: ProjectPermissionVariant, actor: Actor) =>
  canDoProjectAction(variant, 'project_allocations_read', actor);

/** What the actor may do with one project under the organisation's permission variant (spec 6). */
export function projectPermissions(
  variant: ProjectPermissionVariant,
  actor: Actor,
  project: PermissionProject,
): ProjectPermissions {
  const can = (action: ProjectAction) => canDoProjectAction(variant, action, actor, project);
  return {
    can_update: can('project_create_update'),
    can_read_settings: can('project_settings_read'),
    // Those who plan the groups or staff them see the team they work on.
    can_read_team: can('team_manager_read') || can('team_manager_update') || can('resource_planning_update'),
    can_update_team: can('team_manager_update'),
    can_plan_resources: can('resource_planning_update'),
  };
}

/** Billing roles and their negotiated rates are kept by the CEO, finance and organisation admins. */
export const canManageBillingRoles = (actor: Actor) =>
  isFinanceExecutive(actor) || hasRole(actor, ROLES.ORG_ADMIN);

/** The project custom fields are defined by organisation admins and setup managers (and the CEO). */
export const canManageProjectFields = (actor: Actor) =>
  hasAnyRole(actor, [ROLES.ORG_ADMIN, ROLES.SETUP_MANAGER]);
