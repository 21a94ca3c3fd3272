/**
 * A hiring request's life (spec 4): a hiring manager raises it (pending); a recruitment manager approves it (open)
 * or rejects it; an open request may be put on hold and resumed, and is closed once filled or dropped. Hold,
 * resume, close and reject each carry a reason. An on-hold or closed request blocks every other action (spec 4:
 * "An on-hold or closed hiring request or application blocks actions"): editing, assigning a recruiter and
 * publishing the job included. Pure, so the server enforces it and the web app offers only what it allows.
 */
export const HIRING_REQUEST_STATUSES = ['pending', 'open', 'on-hold', 'closed', 'rejected'] as const;
export type HiringRequestStatus = (typeof HIRING_REQUEST_STATUSES)[number];

export const HIRING_REQUEST_STATUS_TEXTS: Record<HiringRequestStatus, string> = {
  pending: 'Pending approval',
  open: 'Open',
  'on-hold': 'On hold',
  closed: 'Closed',
  rejected: 'Rejected',
};

/** The transitions of the request's status. */
export const HIRING_REQUEST_TRANSITIONS = ['approve', 'reject', 'hold', 'resume', 'close'] as const;
export type HiringRequestTransition = (typeof HIRING_REQUEST_TRANSITIONS)[number];

/** Every action on a request: its transitions and the changes that keep its status. */
export type HiringRequestAction = HiringRequestTransition | 'edit' | 'assign' | 'publish' | 'unpublish';

/** The transitions that ask for a reason (and a confirmation in the screen). */
export const REASONED_TRANSITIONS = [
  'reject',
  'hold',
  'resume',
  'close',
] as const satisfies readonly HiringRequestTransition[];

const TRANSITIONS: Record<
  HiringRequestTransition,
  { from: readonly HiringRequestStatus[]; to: HiringRequestStatus }
> = {
  approve: { from: ['pending'], to: 'open' },
  reject: { from: ['pending'], to: 'rejected' },
  hold: { from: ['open'], to: 'on-hold' },
  resume: { from: ['on-hold'], to: 'open' },
  close: { from: ['open'], to: 'closed' },
};

/** Where the changes that keep the status may happen. */
const CHANGES: Record<
  Exclude<HiringRequestAction, HiringRequestTransition>,
  readonly HiringRequestStatus[]
> = {
  edit: ['pending', 'open'],
  assign: ['open'],
  publish: ['open'],
  unpublish: ['open'],
};

export interface HiringRequestState {
  status: HiringRequestStatus;
  is_published: boolean;
}

/** Where a transition takes a request, or null when its status does not allow it. */
export function nextHiringRequestStatus(
  status: HiringRequestStatus,
  transition: HiringRequestTransition,
): HiringRequestStatus | null {
  const rule = TRANSITIONS[transition];
  return rule.from.includes(status) ? rule.to : null;
}

/**
 * Why a request refuses an action, as an error code, or null when it allows it: `hiring_request_on_hold` and
 * `hiring_request_closed` for the blocked states, `hiring_request_not_approved` for a job published before approval,
 * `hiring_request_action_not_allowed` otherwise (a published job published again included).
 */
export function hiringRequestRefusal(
  request: HiringRequestState,
  action: HiringRequestAction,
): string | null {
  const allowed =
    action in TRANSITIONS
      ? nextHiringRequestStatus(request.status, action as HiringRequestTransition) !== null
      : CHANGES[action as keyof typeof CHANGES].includes(request.status) &&
        !(action === 'publish' && request.is_published) &&
        !(action === 'unpublish' && !request.is_published);
  if (allowed) return null;
  if (request.status === 'on-hold') return 'hiring_request_on_hold';
  if (request.status === 'closed') return 'hiring_request_closed';
  if (request.status === 'pending' && (action === 'publish' || action === 'assign'))
    return 'hiring_request_not_approved';
  return 'hiring_request_action_not_allowed';
}

/** The actions the request's state allows, in the order a screen offers them. */
export function allowedHiringRequestActions(request: HiringRequestState): HiringRequestAction[] {
  const every: HiringRequestAction[] = [
    'edit',
    'approve',
    'reject',
    'assign',
    'publish',
    'unpublish',
    'hold',
    'resume',
    'close',
  ];
  return every.filter((action) => hiringRequestRefusal(request, action) === null);
}
