import {
  type Actor,
  canCreateProject,
  canReadAllocations,
  canSeeProjectFinances,
  isOnProject,
  type PermissionProject,
  type Project,
  type ProjectPermissions,
  type ProjectPermissionVariant,
  ProjectPermissionVariantSchema,
  projectPermissions,
  seesEveryProject,
} from '@atrium/contracts';
import type { RequestActor } from '../../platform/auth/actor';
import type { ScopedOrganization } from '../../platform/tenancy/org-scope';
import type { ProjectVisibility } from './projects.queries';

/** The organisation's project permission variant (spec 6); an unknown one falls back to the default table. */
export const variantOf = (
  org: Pick<ScopedOrganization, 'projectPermissionVariant'>,
): ProjectPermissionVariant =>
  ProjectPermissionVariantSchema.catch('default').parse(org.projectPermissionVariant);

/** The people of a project as the permission checks compare them: user ids. */
export const permissionProject = (project: Project): PermissionProject => ({
  project_owner_id: project.project_owner?.id ?? null,
  delivery_lead_id: project.delivery_lead?.id ?? null,
  sales_executive_id: project.sales_executive?.id ?? null,
  assigned_sales_executive_id: project.assigned_sales_executive?.id ?? null,
});

/** Whether the caller sees the project's money: finance, and the project's owner and delivery lead (spec 6). */
export const seesFinancesOf = (actor: Actor, project: Project) =>
  canSeeProjectFinances(actor, permissionProject(project));

export const projectVisibility = (actor: Actor): ProjectVisibility =>
  seesEveryProject(actor) ? { every: true } : { every: false, userId: actor.user_id };

/** What the actor may do with one project; null when they may not even read it. */
export function accessTo(
  org: Pick<ScopedOrganization, 'projectPermissionVariant'>,
  actor: Actor,
  project: Project,
): ProjectPermissions | null {
  const people = permissionProject(project);
  const permissions = projectPermissions(variantOf(org), actor, people);
  const mayRead =
    seesEveryProject(actor) || isOnProject(actor, people) || Object.values(permissions).some(Boolean);
  return mayRead ? permissions : null;
}

/** Creating needs no project: the variant comes with the signed-in actor. */
export const mayCreateProject = (actor: RequestActor) =>
  canCreateProject(
    variantOf({ projectPermissionVariant: actor.project_permission_variant ?? 'default' }),
    actor,
  );

/** Resource & Billing's allocations across projects (spec 6 "project allocations read"), by the actor's variant. */
export const mayReadAllocations = (actor: RequestActor) =>
  canReadAllocations(
    variantOf({ projectPermissionVariant: actor.project_permission_variant ?? 'default' }),
    actor,
  );
