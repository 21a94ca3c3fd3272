import {
  type Actor,
  canReadResourceRequest,
  isProjectOwner,
  mayActOnResourceRequest,
  type ResourceRequestAction,
  type ResourceRequestPeople,
  type ResourceRequestState,
  resourceRequestRefusal,
  seesEveryResourceRequest,
} from '@atrium/contracts';
import { AppError } from '../../platform/http/app-error';
import { assertAllowed, type ReadPolicy } from '../../platform/http/policy-answer';

/** Who reads a request: RMG managers and the CEO every one; its requester and its project's owner and lead theirs. */
export const resourceRequestReadPolicy = (actor: Actor): ReadPolicy<ResourceRequestPeople> => ({
  seesEvery: seesEveryResourceRequest(actor),
  mayRead: (request) => canReadResourceRequest(actor, request),
});

/**
 * Whose requests a caller's list shows: every one (null), or those they raised and those of projects they own or
 * lead when they hold a project owner's or delivery lead's role.
 */
export const listedRequestsOf = (actor: Actor): { userId: number; viaProjects: boolean } | null =>
  seesEveryResourceRequest(actor) ? null : { userId: actor.user_id, viaProjects: isProjectOwner(actor) };

/**
 * Refuses an action the caller's role may not take on the request (403), then one its state refuses (the state
 * machine's code: final, already filled, not allowed).
 */
export function assertMayAct(
  actor: Actor,
  request: ResourceRequestPeople & ResourceRequestState,
  action: ResourceRequestAction,
) {
  assertAllowed(mayActOnResourceRequest(actor, request, action));
  const refusal = resourceRequestRefusal(request, action);
  if (refusal) throw new AppError(refusal);
}
