import {
  type Actor,
  canReadHiringRequest,
  type HiringRequestAction,
  type HiringRequestPeople,
  hasRole,
  hiringRequestRefusal,
  isCeo,
  mayActOnHiringRequest,
  ROLES,
  seesEveryHiringRequest,
} from '@atrium/contracts';
import { AppError } from '../../platform/http/app-error';
import { assertAllowed, type ReadPolicy } from '../../platform/http/policy-answer';
import type { HiringRequestRow } from './hiring-request.queries';

/** Who reads a request: recruitment managers, analysts and the CEO every one; its hiring manager and recruiter theirs. */
export const hiringRequestReadPolicy = (actor: Actor): ReadPolicy<HiringRequestPeople> => ({
  seesEvery: isCeo(actor) || seesEveryHiringRequest(actor),
  mayRead: (request) => canReadHiringRequest(actor, request),
});

/**
 * The requests a caller's list shows: every one (null), or those they raised as a hiring manager and those assigned
 * to them as a recruiter.
 */
export function listedRequestsOf(actor: Actor): { raisedBy: number | null; recruiter: number | null } | null {
  if (isCeo(actor) || seesEveryHiringRequest(actor)) return null;
  return {
    raisedBy: hasRole(actor, ROLES.TAS_HIRING_MANAGER) ? actor.user_id : null,
    recruiter: hasRole(actor, ROLES.TAS_RECRUITER) ? actor.user_id : null,
  };
}

/**
 * Refuses an action the caller's role may not take on the request (403), then one its state refuses (the state
 * machine's code: on hold, closed, not approved, not allowed).
 */
export function assertMayAct(actor: Actor, request: HiringRequestRow, action: HiringRequestAction) {
  assertAllowed(mayActOnHiringRequest(actor, request, action));
  const refusal = hiringRequestRefusal(request, action);
  if (refusal) throw new AppError(refusal);
}
