import { ROLES, type RoleId } from '@atrium/contracts';
import { describe, expect, it } from 'vitest';
import type { RequestActor } from '../../platform/auth/actor';
import { actorWith } from '../../test/policy-actors';
import { approvalScope, decidesLine, type LineDeciders } from './timesheets.policy';

const approver = (roles: RoleId[], userId = 3) =>
  actorWith(roles, { user_id: userId, is_timesheet_approver: true }) as RequestActor;
/** A line of project 8, led by user 3 and owned by user 4, of a person whose manager is user 5. */
const projectLine: LineDeciders = { exists: true, projectId: 8, projectDeciders: [3, 4], managerUserId: 5 };
/** A line of work outside projects, of a person whose manager is user 5. */
const otherWork: LineDeciders = { ...projectLine, projectId: null, projectDeciders: [] };

describe('timesheets policy', () => {
  it.each([
    ['the delivery lead, a project line', approver([ROLES.EMPLOYEE], 3), projectLine, true],
    ['the project owner, a project line', approver([ROLES.EMPLOYEE], 4), projectLine, true],
    ['the reporting manager, a project line', approver([ROLES.EMPLOYEE], 5), projectLine, false],
    ['the reporting manager, other work', approver([ROLES.EMPLOYEE], 5), otherWork, true],
    ['the delivery lead, other work', approver([ROLES.EMPLOYEE], 3), otherWork, false],
    ['the timesheet manager, any line', approver([ROLES.TIMESHEET_MANAGER], 9), projectLine, true],
    ['the CEO, other work', approver([ROLES.CEO], 9), otherWork, true],
    [
      'the CEO, a sheet that does not exist',
      approver([ROLES.CEO], 9),
      { ...projectLine, exists: false },
      false,
    ],
  ])('%s: decides %s', (_who, actor, line, expected) => {
    expect(decidesLine(approvalScope(actor), line)).toBe(expected);
  });
});
