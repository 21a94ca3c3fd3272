import type { Actor } from '../roles/actor';
import { canSeeSalary, hasAnyRole, hasRole, isCeo } from '../roles/checks';
import { ROLES } from '../roles/role-ids';
import { type HiringRequestAction, hiringRequestRefusal } from './hiring-request-state';

const { TAS_RECRUITER, TAS_HIRING_MANAGER, TAS_RECRUITMENT_MANAGER, TAS_ANALYST, TAS_ONBOARDING_MANAGER } =
  ROLES;

/**
 * The hiring requests' list and screens: the talent acquisition roles of spec 6 (recruiters, hiring managers,
 * recruitment managers, analysts) and the CEO.
 */
export const canUseHiring = (actor: Actor) =>
  hasAnyRole(actor, [TAS_RECRUITER, TAS_HIRING_MANAGER, TAS_RECRUITMENT_MANAGER, TAS_ANALYST]);

/** Raising a hiring request: hiring managers, recruitment managers and the CEO. */
export const canRaiseHiringRequest = (actor: Actor) =>
  hasAnyRole(actor, [TAS_HIRING_MANAGER, TAS_RECRUITMENT_MANAGER]);

/**
 * Deciding requests (approve, reject, hold, resume, close), assigning recruiters and publishing jobs: recruitment
 * managers and the CEO.
 */
export const isRecruitmentManager = (actor: Actor) => hasRole(actor, TAS_RECRUITMENT_MANAGER);

/** Every request of the organisation: recruitment managers, analysts and the CEO. */
export const seesEveryHiringRequest = (actor: Actor) =>
  hasAnyRole(actor, [TAS_RECRUITMENT_MANAGER, TAS_ANALYST]);

/** The candidate pool: recruiters, recruitment managers, analysts and the CEO. */
export const canReadCandidates = (actor: Actor) =>
  hasAnyRole(actor, [TAS_RECRUITER, TAS_RECRUITMENT_MANAGER, TAS_ANALYST]);

/** Adding and changing candidates and their resumes: recruiters, recruitment managers and the CEO. */
export const canManageCandidates = (actor: Actor) =>
  hasAnyRole(actor, [TAS_RECRUITER, TAS_RECRUITMENT_MANAGER]);

/** Blacklisting and unblocking a candidate: recruitment managers and the CEO. */
export const canBlacklistCandidates = isRecruitmentManager;

/** A request's CTC range is salary data (spec 6): the CEO and salary managers read it. */
export const seesHiringSalary = (actor: Actor) => canSeeSalary(actor);

/** Who a request involves: who raised it and the recruiter assigned to it. */
export interface HiringRequestPeople {
  raised_by_id: number;
  recruiter_id: number | null;
}

/**
 * Whether the caller may read a request: those who see every one, the hiring manager who raised it and the
 * recruiter assigned to it.
 */
export function canReadHiringRequest(actor: Actor, request: HiringRequestPeople): boolean {
  if (isCeo(actor) || seesEveryHiringRequest(actor)) return true;
  if (hasRole(actor, TAS_HIRING_MANAGER) && request.raised_by_id === actor.user_id) return true;
  return hasRole(actor, TAS_RECRUITER) && request.recruiter_id === actor.user_id;
}

/**
 * Whether the caller's role may take an action on a request (its state aside): recruitment managers take every
 * one; the hiring manager who raised a request may still edit it while it waits for approval.
 */
export function mayActOnHiringRequest(
  actor: Actor,
  request: HiringRequestPeople & { status: string },
  action: HiringRequestAction,
): boolean {
  if (isRecruitmentManager(actor)) return true;
  return (
    action === 'edit' &&
    request.status === 'pending' &&
    request.raised_by_id === actor.user_id &&
    canRaiseHiringRequest(actor)
  );
}

/** The actions the caller may take on a request now: their role allows it and the request's state does. */
export function hiringRequestActionsFor(
  actor: Actor,
  request: HiringRequestPeople & { status: HiringRequestStateLike; is_published: boolean },
  actions: readonly HiringRequestAction[],
): HiringRequestAction[] {
  return actions.filter(
    (action) =>
      mayActOnHiringRequest(actor, request, action) && hiringRequestRefusal(request, action) === null,
  );
}

type HiringRequestStateLike = Parameters<typeof hiringRequestRefusal>[0]['status'];

/** The applications' tracker and board: every talent acquisition role and the CEO, each to the requests they read. */
export const canUseApplications = canUseHiring;

/** Adding candidates to requests, moving applications and scheduling interviews: recruiters, recruitment managers, the CEO. */
export const canManageApplications = canManageCandidates;

/**
 * Whether the caller may act on a request's applications: recruitment managers and the CEO on every request, a
 * recruiter on those assigned to them.
 */
export function mayActOnApplications(actor: Actor, request: HiringRequestPeople): boolean {
  if (isRecruitmentManager(actor)) return true;
  return hasRole(actor, TAS_RECRUITER) && request.recruiter_id === actor.user_id;
}

/** A candidate's feedback across their applications: those who read the candidate pool. */
export const canReadPastFeedback = canReadCandidates;

/** Setting the organisation's hiring flow: recruitment managers and the CEO. */
export const canSetHiringFlow = isRecruitmentManager;

/** Talent Acquisition Statistics, over every request: recruitment managers, analysts and the CEO. */
export const canReadTasStats = seesEveryHiringRequest;

/** Making offers and recording the candidate's answer: recruiters (on their requests), recruitment managers, the CEO. */
export const canMakeOffers = canManageApplications;

/**
 * The onboarding candidate list and the offers on it (spec 6, the `on-boarding` workspace): onboarding managers,
 * recruitment managers, analysts and the CEO.
 */
export const canReadOnboarding = (actor: Actor) =>
  hasAnyRole(actor, [TAS_ONBOARDING_MANAGER, TAS_RECRUITMENT_MANAGER, TAS_ANALYST]);

/**
 * Onboarding a candidate (documents, tasks, the joining, a joining date, not joining): onboarding managers,
 * recruitment managers and the CEO.
 */
export const canOnboard = (actor: Actor) =>
  hasAnyRole(actor, [TAS_ONBOARDING_MANAGER, TAS_RECRUITMENT_MANAGER]);

/** Reading offers: those who read the onboarding list, and those who make offers (an application's own). */
export const canReadOffers = (actor: Actor) => canReadOnboarding(actor) || canMakeOffers(actor);
