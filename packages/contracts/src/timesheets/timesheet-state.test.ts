import { describe, expect, it } from 'vitest';
import {
  isEditable,
  isFinalised,
  nextTimesheetStatus,
  rollUpStatus,
  TIMESHEET_ACTIONS,
  TIMESHEET_STATUSES,
  type TimesheetAction,
  type TimesheetStatus,
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
