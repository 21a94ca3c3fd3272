import type { Actor, PermissionProject } from '../roles/actor';
import { isCeo, isProjectOwner, isRmgManager, isSalesExecutive } from '../roles/checks';
import { canDoProjectAction, type ProjectPermissionVariant } from '../roles/project-permissions';
import { type ResourceRequestAction, resourceRequestRefusal } from './resource-request-state';

/**
 * The resource requests' list and screens: RMG managers, project owners, delivery leads, the sales roles who plan
 * resources (spec 6 "resource planning update") and the CEO.
 */
export const canUseResourceRequests = (actor: Actor) =>
  isRmgManager(actor) || isProjectOwner(actor) || isSalesExecutive(actor);

/** Raising a resource request at all: project owners, delivery leads, the sales roles who plan resources, the CEO. */
export const canRaiseResourceRequests = (actor: Actor) => isProjectOwner(actor) || isSalesExecutive(actor);

/**
 * Raising one for a given project: its owner or delivery lead, or whoever the organisation's permission variant
 * lets update the project's resource planning (spec 6).
 */
export const mayRaiseResourceRequestFor = (
  variant: ProjectPermissionVariant,
  actor: Actor,
  project: PermissionProject,
) =>
  isProjectOwner(actor, project) || canDoProjectAction(variant, 'resource_planning_update', actor, project);

/** Accepting, working on, fulfilling and closing requests, ranking candidates, the RMG pool: RMG managers and the CEO. */
export const isResourceManager = (actor: Actor) => isRmgManager(actor);

/** Every request of the organisation: RMG managers and the CEO. */
export const seesEveryResourceRequest = (actor: Actor) => isCeo(actor) || isRmgManager(actor);

/** The people a request's rules name: who raised it and its project's owner and delivery lead. */
export interface ResourceRequestPeople {
  raised_by_id: number;
  project_owner_id: number | null;
  delivery_lead_id: number | null;
}

/** Their own: they raised it, or they own or lead its project (holding a project owner's or delivery lead's role). */
const isOwnRequest = (actor: Actor, request: ResourceRequestPeople) =>
  request.raised_by_id === actor.user_id ||
  (isProjectOwner(actor) &&
    (request.project_owner_id === actor.user_id || request.delivery_lead_id === actor.user_id));

/** Reading a request: every one for RMG managers and the CEO; their own and their projects' for the others. */
export const canReadResourceRequest = (actor: Actor, request: ResourceRequestPeople) =>
  seesEveryResourceRequest(actor) || (canUseResourceRequests(actor) && isOwnRequest(actor, request));

/**
 * Whether the caller's role lets them take the action on the request (its state aside): RMG managers everything;
 * the requester and the project's owner or delivery lead edit, cancel and comment on their own.
 */
export function mayActOnResourceRequest(
  actor: Actor,
  request: ResourceRequestPeople,
  action: ResourceRequestAction,
): boolean {
  if (isResourceManager(actor)) return true;
  if (!canReadResourceRequest(actor, request)) return false;
  return action === 'edit' || action === 'cancel' || action === 'comment';
}

/** The actions the caller may take on the request now: their role's and its state's, both. */
export function resourceRequestActionsFor(
  actor: Actor,
  request: ResourceRequestPeople & { status: Parameters<typeof resourceRequestRefusal>[0]['status'] } & {
    count: number;
    filled_count: number;
  },
  allowed: readonly ResourceRequestAction[],
): ResourceRequestAction[] {
  return allowed.filter(
    (action) =>
      mayActOnResourceRequest(actor, request, action) && resourceRequestRefusal(request, action) === null,
  );
}

/** The RMG pool (`/resource-list`): RMG managers and the CEO. */
export const canReadRmgPool = (actor: Actor) => isRmgManager(actor);

/**
 * Changing or deleting a saved forecast scenario: its author while they may read forecasts, and the CEO. Everyone
 * who may read forecasts reads every scenario of the organisation (that is how one is shared, by its link).
 */
export const mayEditForecastScenario = (actor: Actor, scenario: { created_by_id: number | null }) =>
  isCeo(actor) || (canReadRmgPool(actor) && scenario.created_by_id === actor.user_id);
