import {
  type Actor,
  canSeeHierarchyButton,
  canSeeMyProfile,
  hasAnyRole,
  type ProfileOwner,
  ROLES,
  type RoleId,
} from '../roles';

/** What the workspace rules read about the caller. */
export type WorkspaceActor = Actor &
  ProfileOwner & { is_reporting_manager: boolean; project_permission_variant?: string };

/** Rules beyond roles, named so a workspace row can refer to them (spec 6, "Other visibility"). */
export const WORKSPACE_ACCESS_RULES = {
  'profile-owner': (actor: WorkspaceActor) => canSeeMyProfile(actor),
  'hierarchy-viewer': (actor: WorkspaceActor) => canSeeHierarchyButton(actor),
} as const;

export type WorkspaceAccessRule = keyof typeof WORKSPACE_ACCESS_RULES;

export const WORKSPACE_ACCESS_RULE_NAMES = Object.keys(WORKSPACE_ACCESS_RULES) as WorkspaceAccessRule[];

/** Who may open a workspace: any of `roles` (none listed: everyone signed in), and the named rule if any. */
export interface WorkspaceAccess {
  roles: readonly RoleId[];
  access_rule: WorkspaceAccessRule | null;
}

export function listAccessRulesMet(actor: WorkspaceActor): WorkspaceAccessRule[] {
  return WORKSPACE_ACCESS_RULE_NAMES.filter((rule) => WORKSPACE_ACCESS_RULES[rule](actor));
}

export function canOpenWorkspace(actor: WorkspaceActor, workspace: WorkspaceAccess): boolean {
  const isRoleAllowed = workspace.roles.length === 0 || hasAnyRole(actor, workspace.roles);
  return (
    isRoleAllowed && (workspace.access_rule === null || WORKSPACE_ACCESS_RULES[workspace.access_rule](actor))
  );
}

/** Enabling and disabling workspaces: organisation admins and setup managers (and the CEO). */
export function canManageWorkspaces(actor: Actor): boolean {
  return hasAnyRole(actor, [ROLES.ORG_ADMIN, ROLES.SETUP_MANAGER]);
}
