import { ROLES, type RoleId } from '@atrium/contracts';
import { describe, expect, it } from 'vitest';
import type { RequestActor } from '../../platform/auth/actor';
import { actorWith } from '../../test/policy-actors';
import { approvalScope, decidesLine, type LineDeciders } from './timesheets.policy';

const approver = (roles: RoleId[], userId = 3, facts: Partial<RequestActor> = {}) =>
  actorWith(roles, { user_id: userId, ...facts }) as RequestActor;
/** A timesheet approver (the flag only) who is user 5, the person's manager. */
const flagged = approver([ROLES.EMPLOYEE], 5, { is_timesheet_approver: true });
/** The head of sub-department 21 (user 6), and of another one (user 7). */
const head = approver([ROLES.EMPLOYEE], 6, { sub_department_ids: [21] });
const otherHead = approver([ROLES.EMPLOYEE], 7, { sub_department_ids: [22] });
/** A line of project 8, led by user 3 and owned by user 4, of a person of sub-department 21 whose manager is user 5. */
const projectLine: LineDeciders = {
  exists: true,
  projectId: 8,
  projectDeciders: [3, 4],
  managerUserId: 5,
  subDepartmentId: 21,
};
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
    ['a timesheet approver, their report’s project line', flagged, projectLine, true],
    ['a timesheet approver, their report’s other work', flagged, otherWork, true],
    [
      'a timesheet approver, another’s report',
      approver([ROLES.EMPLOYEE], 8, { is_timesheet_approver: true }),
      projectLine,
      false,
    ],
    ['the sub-department head, a project line of its person', head, projectLine, true],
    ['the sub-department head, other work of its person', head, otherWork, true],
    ['another sub-department’s head', otherHead, projectLine, false],
    [
      'the sub-department head, a contractor (no sub-department)',
      head,
      { ...otherWork, subDepartmentId: null },
      false,
    ],
    ['the sub-department head, a sheet that does not exist', head, { ...projectLine, exists: false }, false],
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
