import { type HiringRequestStatus, hiringRequestRefusal } from './hiring-request-state';

/**
 * A candidate's application to a hiring request and its way through the organisation's hiring flow (spec 3, 4):
 * stages in order (screening, interview rounds, HR, offer, joined), an application standing at one of them. It
 * moves on to the next stage, skips stages (with a reason), is put on hold and resumed (with a reason) or rejected
 * (with a reason). A rejected application, or one whose candidate is blacklisted, cannot move on; an on-hold
 * application takes nothing but a resume; an on-hold or closed hiring request blocks every action on its
 * applications (spec 4, "Rules on transitions"). Pure, so the server enforces it and the screens offer only what
 * it allows.
 */

export const HIRING_STAGE_KINDS = ['screening', 'interview', 'hr', 'offer', 'joined'] as const;
export type HiringStageKind = (typeof HIRING_STAGE_KINDS)[number];

export interface HiringStage {
  /** Stable within the organisation's flow: `screening`, `interview-1`, `hr`. */
  key: string;
  name: string;
  kind: HiringStageKind;
}

/** The flow an organisation starts with: screening, two interview rounds, HR, offer, joined. */
export const DEFAULT_HIRING_FLOW: readonly HiringStage[] = [
  { key: 'screening', name: 'Screening', kind: 'screening' },
  { key: 'interview-1', name: 'Technical interview', kind: 'interview' },
  { key: 'interview-2', name: 'Manager interview', kind: 'interview' },
  { key: 'hr', name: 'HR discussion', kind: 'hr' },
  { key: 'offer', name: 'Offer', kind: 'offer' },
  { key: 'joined', name: 'Joined', kind: 'joined' },
];

export const APPLICATION_STATUSES = ['in-progress', 'on-hold', 'rejected', 'joined'] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];

export const APPLICATION_STATUS_TEXTS: Record<ApplicationStatus, string> = {
  'in-progress': 'In progress',
  'on-hold': 'On hold',
  rejected: 'Rejected',
  joined: 'Joined',
};

/** What may be done to an application: each asks for a confirmation on screen, all but `move` for a reason. */
export const APPLICATION_ACTIONS = ['move', 'skip', 'hold', 'resume', 'reject'] as const;
export type ApplicationAction = (typeof APPLICATION_ACTIONS)[number];
export const REASONED_APPLICATION_ACTIONS: readonly ApplicationAction[] = [
  'skip',
  'hold',
  'resume',
  'reject',
];

/** What the rules read of an application: its status, its stage's place in the flow, its candidate and request. */
export interface ApplicationState {
  status: ApplicationStatus;
  stage_index: number;
  candidate_blacklisted: boolean;
  request_status: HiringRequestStatus;
}

/**
 * Why the hiring request refuses action on its applications, or null when it is open: on hold and closed
 * (spec 4), not approved yet, or rejected (not allowed). The request's own rule for assigning a recruiter, which
 * only an open request allows.
 */
export function requestRefusalForApplications(status: HiringRequestStatus): string | null {
  return hiringRequestRefusal({ status, is_published: false }, 'assign');
}

/**
 * The stage an action takes the application to, by its index in a flow of `stages` stages: `move` to the next (or
 * to `to`, which must be the next), `skip` past at least one stage (to `to`, by default the one after next); the
 * others keep the stage. Null when the target is not forward of where the application stands, as each wants.
 */
export function targetStageIndex(
  stageIndex: number,
  stages: number,
  action: ApplicationAction,
  to?: number,
): number | null {
  if (action === 'move') {
    const target = to ?? stageIndex + 1;
    return target === stageIndex + 1 && target < stages ? target : null;
  }
  if (action === 'skip') {
    const target = to ?? stageIndex + 2;
    return target >= stageIndex + 2 && target < stages ? target : null;
  }
  return stageIndex;
}

/**
 * Why an application refuses an action, as an error code, or null when it allows it. In order: the request (on
 * hold, closed, not approved), the application's end (rejected, joined), the blacklist, on hold (only a resume),
 * then the action's own rule (a resume of what is not on hold, a move that is not one stage on, a skip that
 * skips nothing); no move or skip reaches the joined stage, which only the joining of an offer does.
 */
export function applicationRefusal(
  application: ApplicationState,
  action: ApplicationAction,
  stages: number,
  to?: number,
): string | null {
  const request = requestRefusalForApplications(application.request_status);
  if (request) return request;
  if (application.status === 'rejected') return 'application_rejected';
  if (application.status === 'joined') return 'application_action_not_allowed';
  if (application.candidate_blacklisted && action !== 'reject') return 'candidate_blacklisted';
  if (application.status === 'on-hold') return action === 'resume' ? null : 'application_on_hold';
  if (action === 'resume') return 'application_action_not_allowed';
  const target = targetStageIndex(application.stage_index, stages, action, to);
  if (target === null) return 'application_stage_not_allowed';
  // The joined stage is reached by joining an accepted offer once its onboarding is complete (offer-state.ts).
  if (target === stages - 1 && action !== 'hold' && action !== 'reject') return 'onboarding_incomplete';
  return null;
}

/** The status an allowed action leaves: on hold, back in progress, rejected, or joined on reaching the last stage. */
export function nextApplicationStatus(
  action: ApplicationAction,
  targetIndex: number,
  stages: number,
): ApplicationStatus {
  if (action === 'hold') return 'on-hold';
  if (action === 'reject') return 'rejected';
  if ((action === 'move' || action === 'skip') && targetIndex === stages - 1) return 'joined';
  return 'in-progress';
}

/** The actions an application allows now, in the order a screen offers them. */
export function allowedApplicationActions(
  application: ApplicationState,
  stages: number,
): ApplicationAction[] {
  return APPLICATION_ACTIONS.filter((action) => applicationRefusal(application, action, stages) === null);
}

/**
 * Where an application may be dropped on the board: every stage a move or a skip reaches from where it stands,
 * with the action that takes it there.
 */
export function reachableStages(
  application: ApplicationState,
  stages: number,
): { index: number; action: 'move' | 'skip' }[] {
  const reachable: { index: number; action: 'move' | 'skip' }[] = [];
  for (let index = application.stage_index + 1; index < stages; index += 1) {
    const action = index === application.stage_index + 1 ? 'move' : 'skip';
    if (applicationRefusal(application, action, stages, index) === null) reachable.push({ index, action });
  }
  return reachable;
}

/** The checks on a flow an organisation sets: keys unique, at least two stages, offer then joined at its end. */
export function hiringFlowIssues(stages: readonly HiringStage[]): string | null {
  if (stages.length < 2) return 'hiring_flow_invalid';
  if (new Set(stages.map((stage) => stage.key)).size !== stages.length) return 'hiring_flow_invalid';
  if (stages.at(-1)?.kind !== 'joined') return 'hiring_flow_invalid';
  if (stages.filter((stage) => stage.kind === 'joined').length !== 1) return 'hiring_flow_invalid';
  return null;
}
