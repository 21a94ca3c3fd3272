/**
 * A resource request's life: a project owner or delivery lead raises it (pending); an RMG manager accepts it (open)
 * and starts working on it (in progress); each person allocated against it counts towards its `count`, and the one
 * that meets it makes the request fulfilled. An RMG manager closes it (done, whether or not every position was
 * filled); the requester or an RMG manager cancels it while nobody was allocated yet. Closed and cancelled are
 * final. Pure, so the server enforces it and the web app offers only what it allows.
 */
export const RESOURCE_REQUEST_STATUSES = [
  'pending',
  'open',
  'in-progress',
  'fulfilled',
  'closed',
  'cancelled',
] as const;
export type ResourceRequestStatus = (typeof RESOURCE_REQUEST_STATUSES)[number];

export const RESOURCE_REQUEST_STATUS_TEXTS: Record<ResourceRequestStatus, string> = {
  pending: 'Pending',
  open: 'Open',
  'in-progress': 'In progress',
  fulfilled: 'Fulfilled',
  closed: 'Closed',
  cancelled: 'Cancelled',
};

/** The transitions a person asks for; fulfilment moves the request on its own (`statusAfterFulfilment`). */
export const RESOURCE_REQUEST_TRANSITIONS = ['accept', 'start', 'close', 'cancel'] as const;
export type ResourceRequestTransition = (typeof RESOURCE_REQUEST_TRANSITIONS)[number];

/** Every action on a request: its transitions and the changes that keep or move its status. */
export type ResourceRequestAction =
  | ResourceRequestTransition
  | 'edit'
  | 'comment'
  | 'fulfil'
  | 'book'
  | 'hire';

const TRANSITIONS: Record<
  ResourceRequestTransition,
  { from: readonly ResourceRequestStatus[]; to: ResourceRequestStatus }
> = {
  accept: { from: ['pending'], to: 'open' },
  start: { from: ['open'], to: 'in-progress' },
  close: { from: ['open', 'in-progress', 'fulfilled'], to: 'closed' },
  cancel: { from: ['pending', 'open', 'in-progress'], to: 'cancelled' },
};

const CHANGES: Record<
  Exclude<ResourceRequestAction, ResourceRequestTransition>,
  readonly ResourceRequestStatus[]
> = {
  edit: ['pending', 'open'],
  comment: RESOURCE_REQUEST_STATUSES,
  fulfil: ['open', 'in-progress'],
  /** Holding a person for the request until they are confirmed (a soft booking). */
  book: ['open', 'in-progress'],
  /** Raising a hiring request for the people still to be found. */
  hire: ['open', 'in-progress'],
};

/** What the state machine needs of a request. */
export interface ResourceRequestState {
  status: ResourceRequestStatus;
  count: number;
  filled_count: number;
}

/** Where a transition takes a request, or null when its status does not allow it. */
export function nextResourceRequestStatus(
  status: ResourceRequestStatus,
  transition: ResourceRequestTransition,
): ResourceRequestStatus | null {
  const rule = TRANSITIONS[transition];
  return rule.from.includes(status) ? rule.to : null;
}

/** The status once one more person is allocated: fulfilled when the count is met, in progress until then. */
export function statusAfterFulfilment(request: ResourceRequestState): ResourceRequestStatus {
  return request.filled_count + 1 >= request.count ? 'fulfilled' : 'in-progress';
}

/**
 * Why a request refuses an action, as an error code, or null when it allows it: `resource_request_final` for a
 * closed or cancelled one, `resource_request_filled` for a cancel once someone is allocated (close it instead), and
 * `resource_request_action_not_allowed` otherwise.
 */
export function resourceRequestRefusal(
  request: ResourceRequestState,
  action: ResourceRequestAction,
): string | null {
  const allowed =
    action in TRANSITIONS
      ? TRANSITIONS[action as ResourceRequestTransition].from
      : CHANGES[action as Exclude<ResourceRequestAction, ResourceRequestTransition>];
  if (action === 'cancel' && request.filled_count > 0 && allowed.includes(request.status))
    return 'resource_request_filled';
  if (allowed.includes(request.status)) return null;
  if (request.status === 'closed' || request.status === 'cancelled') return 'resource_request_final';
  return 'resource_request_action_not_allowed';
}

/** The actions the request's state allows, in the order a screen offers them. */
export function allowedResourceRequestActions(request: ResourceRequestState): ResourceRequestAction[] {
  const order: ResourceRequestAction[] = [
    'accept',
    'start',
    'fulfil',
    'book',
    'hire',
    'edit',
    'close',
    'cancel',
    'comment',
  ];
  return order.filter((action) => resourceRequestRefusal(request, action) === null);
}
