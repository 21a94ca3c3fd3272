/**
 * A timesheet entry's life (spec 4, 5): drafted, submitted, approved or rejected (with a reason), reopened (with a
 * reason), frozen when its period closes, billed once an invoice locks it. An approver may also skip submitted time:
 * it stays on record, no longer waits for anyone and counts as neither approved nor billable, until it is reopened.
 * Frozen and billed time is final: no decision, save or upload changes it (spec 4: a finalised timesheet cannot be
 * reopened). Only the timesheet manager may take a month's frozen time back to approved, unfreezing it with a
 * reason, and never time an invoice references: billed time stays billed. The week shows the roll-up of its
 * entries. Pure, so the server enforces it and the web app offers only what it allows.
 */
export const TIMESHEET_STATUSES = [
  'draft',
  'submitted',
  'approved',
  'rejected',
  'reopened',
  'frozen',
  'billed',
  'skipped',
] as const;
export type TimesheetStatus = (typeof TIMESHEET_STATUSES)[number];

/** Time that counts as approved: approved, and what approval leads to (frozen when its period closes, billed). */
export const APPROVED_TIME_STATUSES = [
  'approved',
  'frozen',
  'billed',
] as const satisfies readonly TimesheetStatus[];

export const TIMESHEET_STATUS_TEXTS: Record<TimesheetStatus, string> = {
  draft: 'Draft',
  submitted: 'Submitted',
  approved: 'Approved',
  rejected: 'Rejected',
  reopened: 'Reopened',
  frozen: 'Frozen',
  billed: 'Billed',
  skipped: 'Skipped',
};

export const TIMESHEET_ACTIONS = [
  'submit',
  'approve',
  'reject',
  'reopen',
  'skip',
  'freeze',
  'unfreeze',
  'bill',
] as const;
export type TimesheetAction = (typeof TIMESHEET_ACTIONS)[number];

const TRANSITIONS: Record<TimesheetAction, { from: readonly TimesheetStatus[]; to: TimesheetStatus }> = {
  submit: { from: ['draft', 'rejected', 'reopened'], to: 'submitted' },
  approve: { from: ['submitted'], to: 'approved' },
  reject: { from: ['submitted'], to: 'rejected' },
  reopen: { from: ['submitted', 'approved', 'rejected', 'skipped'], to: 'reopened' },
  skip: { from: ['submitted'], to: 'skipped' },
  freeze: { from: ['approved'], to: 'frozen' },
  unfreeze: { from: ['frozen'], to: 'approved' },
  bill: { from: ['frozen'], to: 'billed' },
};

/** The person submits; an approver decides; the timesheet manager closes months (bulk). */
export const TIMESHEET_DECISIONS = [
  'approve',
  'reject',
  'reopen',
  'skip',
] as const satisfies readonly TimesheetAction[];
export type TimesheetDecision = (typeof TIMESHEET_DECISIONS)[number];
export const MONTH_ACTIONS = ['freeze', 'unfreeze', 'bill'] as const satisfies readonly TimesheetAction[];

/**
 * Where an action takes an entry, or null when the entry's status does not allow it. `invoiced`: an invoice
 * references the entry, which nothing then takes back (unfreeze included).
 */
export function nextTimesheetStatus(
  status: TimesheetStatus,
  action: TimesheetAction,
  { invoiced = false }: { invoiced?: boolean } = {},
): TimesheetStatus | null {
  const transition = TRANSITIONS[action];
  if (invoiced && action === 'unfreeze') return null;
  return transition.from.includes(status) ? transition.to : null;
}

/** The statuses an action moves an entry from, and where to: what a month's closing updates in one statement. */
export const timesheetTransition = (action: TimesheetAction) => TRANSITIONS[action];

/** Frozen and billed entries are final: they are never reopened (spec 4). */
export const isFinalised = (status: TimesheetStatus) => status === 'frozen' || status === 'billed';

/** Time may be saved only while the entry is a draft, or sent back (rejected or reopened). */
export const isEditable = (status: TimesheetStatus) =>
  status === 'draft' || status === 'rejected' || status === 'reopened';

/** Why a decision refuses a line (one person, week and project) or one of its days. */
export type LineDecisionRefusal = 'timesheet_finalised' | 'timesheet_transition_not_allowed';

/**
 * Whether a decision may be taken on a line whose entries are in `statuses`: null when it may, else why not. It
 * moves the entries it can, so it needs one that it moves; reopening leaves a line alone that holds final time.
 */
export function lineDecisionRefusal(
  statuses: readonly TimesheetStatus[],
  decision: TimesheetDecision,
): LineDecisionRefusal | null {
  if (decision === 'reopen' && statuses.some(isFinalised)) return 'timesheet_finalised';
  return statuses.some((status) => nextTimesheetStatus(status, decision))
    ? null
    : 'timesheet_transition_not_allowed';
}

/** Actions that need a reason from the one who takes them. */
export const REASONED_ACTIONS: readonly TimesheetAction[] = ['reject', 'reopen', 'unfreeze'];

const ROLL_UP_ORDER: readonly TimesheetStatus[] = [
  'rejected',
  'reopened',
  'draft',
  'submitted',
  'approved',
  'frozen',
  'billed',
  'skipped',
];

/**
 * The week's status from its entries': the least advanced one wins, so a week is approved only when every entry
 * is, and a single rejected entry shows the week as rejected. Skipped time waits for nothing, so it shows only when
 * the whole week was skipped. A week without entries is a draft.
 */
export function rollUpStatus(statuses: readonly TimesheetStatus[]): TimesheetStatus {
  return ROLL_UP_ORDER.find((status) => statuses.includes(status)) ?? 'draft';
}
