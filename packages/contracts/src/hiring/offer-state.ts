import type { ApplicationStatus, HiringStageKind } from './application-state';
import { requestRefusalForApplications } from './application-state';
import type { HiringRequestStatus } from './hiring-request-state';

/**
 * An offer on an application standing at the offer stage, and the candidate's onboarding (spec 3, 4): made with a
 * CTC and an expected joining date, accepted or declined (with a reason) as the candidate answers, marked as not
 * joining (with a reason, after a confirmation), and joined once the onboarding checklist is complete. A live
 * application (in progress, not on hold, not rejected, its candidate not blacklisted) of a request that is open
 * is the only one offers are made or acted on for. Pure, so the server enforces it and the screens offer only what
 * it allows.
 */

export const OFFER_STATUSES = ['offered', 'accepted', 'declined', 'not-joining', 'joined'] as const;
export type OfferStatus = (typeof OFFER_STATUSES)[number];

export const OFFER_STATUS_TEXTS: Record<OfferStatus, string> = {
  offered: 'Offered',
  accepted: 'Accepted',
  declined: 'Declined',
  'not-joining': 'Not joining',
  joined: 'Joined',
};

/**
 * What may be done with an offer: make (or make again after a decline), accept, decline, mark as not joining,
 * change the expected joining date, fill in the onboarding checklist, join.
 */
export const OFFER_ACTIONS = [
  'make',
  'accept',
  'decline',
  'not-joining',
  'reschedule',
  'onboard',
  'join',
] as const;
export type OfferAction = (typeof OFFER_ACTIONS)[number];

/** What the rules read: the request, the application, its stage's kind, the candidate, the offer if any. */
export interface OfferState {
  request_status: HiringRequestStatus;
  application_status: ApplicationStatus;
  stage_kind: HiringStageKind;
  candidate_blacklisted: boolean;
  offer_status: OfferStatus | null;
  /** Whether every item of the onboarding checklist is done (read by `join` only). */
  checklist_complete?: boolean;
}

const OFFER_STATUSES_FOR: Record<Exclude<OfferAction, 'make' | 'join'>, readonly OfferStatus[]> = {
  accept: ['offered'],
  decline: ['offered'],
  'not-joining': ['offered', 'accepted'],
  reschedule: ['offered', 'accepted'],
  onboard: ['accepted'],
};

/**
 * Why an offer refuses an action, as an error code, or null when it allows it. In order: a joining already done;
 * the request (on hold, closed, not approved); the application (rejected, on hold, ended); the blacklist; the
 * stage (offers live at the offer stage); then the offer's own state.
 */
export function offerRefusal(state: OfferState, action: OfferAction): string | null {
  // A joining done (joining twice included) takes nothing more.
  if (state.offer_status === 'joined') return 'offer_action_not_allowed';
  const request = requestRefusalForApplications(state.request_status);
  if (request) return request;
  if (state.application_status === 'rejected') return 'application_rejected';
  if (state.application_status === 'on-hold') return 'application_on_hold';
  if (state.application_status !== 'in-progress') return 'application_action_not_allowed';
  if (state.candidate_blacklisted) return 'candidate_blacklisted';
  if (state.stage_kind !== 'offer') return 'offer_stage_required';
  const status = state.offer_status;
  // An offer is made once; again only after a decline.
  if (action === 'make') return status === null || status === 'declined' ? null : 'offer_action_not_allowed';
  if (status === null) return 'not_found';
  if (action === 'join') {
    // A declined offer, a candidate not joining and an offer not yet accepted are not joined.
    if (status !== 'accepted') return 'offer_action_not_allowed';
    return state.checklist_complete ? null : 'onboarding_incomplete';
  }
  return OFFER_STATUSES_FOR[action].includes(status) ? null : 'offer_action_not_allowed';
}

/** The actions an offer allows now, in the order a screen offers them. */
export function allowedOfferActions(state: OfferState): OfferAction[] {
  return OFFER_ACTIONS.filter((action) => offerRefusal(state, action) === null);
}

/** The onboarding checklist's documents: PAN, Aadhaar and a bank proof. */
export const ONBOARDING_DOCUMENTS = ['pan', 'aadhaar', 'bank_proof'] as const;
export type OnboardingDocument = (typeof ONBOARDING_DOCUMENTS)[number];
export const ONBOARDING_DOCUMENT_TEXTS: Record<OnboardingDocument, string> = {
  pan: 'PAN',
  aadhaar: 'Aadhaar',
  bank_proof: 'Bank proof',
};

/** Who an onboarding task is for. */
export const ONBOARDING_TEAMS = ['it', 'admin'] as const;
export type OnboardingTeam = (typeof ONBOARDING_TEAMS)[number];
export const ONBOARDING_TEAM_TEXTS: Record<OnboardingTeam, string> = { it: 'IT', admin: 'Admin' };

/** The checklist's progress: each document given and each task completed counts one. */
export function checklistProgress(
  documents: Readonly<Record<OnboardingDocument, boolean>>,
  tasks: readonly { completed: boolean }[],
): { done: number; total: number } {
  const given = ONBOARDING_DOCUMENTS.filter((document) => documents[document]).length;
  const completed = tasks.filter((task) => task.completed).length;
  return { done: given + completed, total: ONBOARDING_DOCUMENTS.length + tasks.length };
}
