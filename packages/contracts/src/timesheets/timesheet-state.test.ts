import { describe, expect, it } from 'vitest';
import {
  isEditable,
  isFinalised,
  type LineDecisionRefusal,
  lineDecisionRefusal,
  MONTH_ACTIONS,
  nextTimesheetStatus,
  REASONED_ACTIONS,
  rollUpStatus,
  TIMESHEET_ACTIONS,
  TIMESHEET_DECISIONS,
  TIMESHEET_STATUSES,
  type TimesheetAction,
  type TimesheetDecision,
  type TimesheetStatus,
  timesheetTransition,
} from './timesheet-state';

/** Every status × action: the status reached, or null where the action is refused. */
const TABLE: Record<TimesheetStatus, Record<TimesheetAction, TimesheetStatus | null>> = {
  draft: {
    submit: 'submitted',
    approve: null,
    reject: null,
    reopen: null,
    skip: null,
    freeze: null,
    unfreeze: null,
    bill: null,
  },
  submitted: {
    submit: null,
    approve: 'approved',
    reject: 'rejected',
    reopen: 'reopened',
    skip: 'skipped',
    freeze: null,
    unfreeze: null,
    bill: null,
  },
  approved: {
    submit: null,
    approve: null,
    reject: null,
    reopen: 'reopened',
    skip: null,
    freeze: 'frozen',
    unfreeze: null,
    bill: null,
  },
  rejected: {
    submit: 'submitted',
    approve: null,
    reject: null,
    reopen: 'reopened',
    skip: null,
    freeze: null,
    unfreeze: null,
    bill: null,
  },
  reopened: {
    submit: 'submitted',
    approve: null,
    reject: null,
    reopen: null,
    skip: null,
    freeze: null,
    unfreeze: null,
    bill: null,
  },
  frozen: {
    submit: null,
    approve: null,
    reject: null,
    reopen: null,
    skip: null,
    freeze: null,
    unfreeze: 'approved',
    bill: 'billed',
  },
  billed: {
    submit: null,
    approve: null,
    reject: null,
    reopen: null,
    skip: null,
    freeze: null,
    unfreeze: null,
    bill: null,
  },
  skipped: {
    submit: null,
    approve: null,
    reject: null,
    reopen: 'reopened',
    skip: null,
    freeze: null,
    unfreeze: null,
    bill: null,
  },
};

describe('nextTimesheetStatus', () => {
  const cells = TIMESHEET_STATUSES.flatMap((status) =>
    TIMESHEET_ACTIONS.map((action) => [status, action, TABLE[status][action]] as const),
  );
  it.each(cells)('%s + %s → %s', (status, action, expected) => {
    expect(nextTimesheetStatus(status, action)).toBe(expected);
  });

  it('never reopens a finalised entry', () => {
    for (const status of TIMESHEET_STATUSES.filter(isFinalised))
      expect(nextTimesheetStatus(status, 'reopen')).toBeNull();
  });

  it('lets no decision of an approver move a finalised entry', () => {
    for (const status of TIMESHEET_STATUSES.filter(isFinalised))
      for (const decision of TIMESHEET_DECISIONS) expect(nextTimesheetStatus(status, decision)).toBeNull();
  });

  it('takes back to approved only frozen time no invoice references: billed time stays billed', () => {
    expect(nextTimesheetStatus('frozen', 'unfreeze', { invoiced: true })).toBeNull();
    expect(nextTimesheetStatus('billed', 'unfreeze', { invoiced: true })).toBeNull();
    expect(nextTimesheetStatus('frozen', 'unfreeze', { invoiced: false })).toBe('approved');
    expect(nextTimesheetStatus('frozen', 'bill', { invoiced: false })).toBe('billed');
  });

  it('asks a reason to reject, reopen and unfreeze', () => {
    expect(REASONED_ACTIONS).toEqual(['reject', 'reopen', 'unfreeze']);
  });

  it('splits the actions between approvers and the month closing', () => {
    expect(['submit', ...TIMESHEET_DECISIONS, ...MONTH_ACTIONS].sort()).toEqual(
      [...TIMESHEET_ACTIONS].sort(),
    );
    expect(MONTH_ACTIONS.map((action) => timesheetTransition(action))).toEqual([
      { from: ['approved'], to: 'frozen' },
      { from: ['frozen'], to: 'approved' },
      { from: ['frozen'], to: 'billed' },
    ]);
  });
});

describe('isEditable', () => {
  it.each(TIMESHEET_STATUSES)('%s', (status) => {
    expect(isEditable(status)).toBe(['draft', 'rejected', 'reopened'].includes(status));
  });
});

describe('rollUpStatus', () => {
  it.each<[TimesheetStatus[], TimesheetStatus]>([
    [[], 'draft'],
    [['approved', 'approved'], 'approved'],
    [['approved', 'submitted'], 'submitted'],
    [['approved', 'rejected', 'submitted'], 'rejected'],
    [['frozen', 'approved'], 'approved'],
    [['billed', 'frozen'], 'frozen'],
    [['draft', 'submitted'], 'draft'],
    [['reopened', 'approved'], 'reopened'],
    [['skipped', 'approved'], 'approved'],
    [['skipped', 'submitted'], 'submitted'],
    [['skipped', 'billed'], 'billed'],
    [['skipped', 'skipped'], 'skipped'],
  ])('%j → %s', (statuses, expected) => {
    expect(rollUpStatus(statuses)).toBe(expected);
  });
});

describe('lineDecisionRefusal', () => {
  it.each<[TimesheetStatus[], TimesheetDecision, LineDecisionRefusal | null]>([
    [['submitted', 'submitted'], 'approve', null],
    [['approved', 'submitted'], 'approve', null],
    [['approved', 'approved'], 'approve', 'timesheet_transition_not_allowed'],
    [['approved', 'rejected'], 'reject', 'timesheet_transition_not_allowed'],
    [['skipped', 'submitted'], 'skip', null],
    [['approved', 'skipped'], 'reopen', null],
    [['draft', 'reopened'], 'reopen', 'timesheet_transition_not_allowed'],
    [['approved', 'frozen'], 'reopen', 'timesheet_finalised'],
    [['billed'], 'reopen', 'timesheet_finalised'],
    [['frozen', 'submitted'], 'approve', null],
  ])('%j, %s → %s', (statuses, decision, expected) => {
    expect(lineDecisionRefusal(statuses, decision)).toBe(expected);
  });
});
