import { type Actor, type ExitStatus, ROLES, type RoleId } from '@atrium/contracts';
import { describe, expect, it } from 'vitest';
import { exitInterviewPolicy, interviewAnswerable } from './exit-interview.policy';

const actor = (roles: RoleId[], userId: number): Actor => ({
  roles,
  departments: [],
  sub_department_ids: [],
  is_timesheet_approver: false,
  user_id: userId,
});
const exit = (status: ExitStatus = 'in-notice') => ({ status, employee: { user_id: 40 } });

describe('whose exit interview a caller reads and fills in', () => {
  it.each<[string, RoleId[], number, boolean, boolean]>([
    ['an exit manager: every one', [ROLES.EMPLOYEE, ROLES.EMPLOYEE_EXIT_MANAGER], 7, true, true],
    ['the CEO: every one', [ROLES.CEO], 8, true, true],
    ['the leaver: their own', [ROLES.EMPLOYEE], 40, false, true],
    ['another employee: none', [ROLES.EMPLOYEE], 41, false, false],
    ['a finance executive: none', [ROLES.EMPLOYEE, ROLES.FINANCE_EXECUTIVE], 9, false, false],
  ])('%s', (_who, roles, userId, seesEvery, mayRead) => {
    const policy = exitInterviewPolicy(actor(roles, userId));
    expect(policy.seesEvery).toBe(seesEvery);
    expect(policy.mayRead(exit())).toBe(mayRead);
  });
});

describe('when the interview may be filled in', () => {
  it.each<[string, ExitStatus, boolean, boolean, boolean]>([
    ['in notice, a form active, not answered', 'in-notice', true, false, true],
    ['after the exit is done', 'exit-done', true, false, true],
    ['no active form', 'in-notice', false, false, false],
    ['already answered', 'in-notice', true, true, false],
    ['a withdrawn exit', 'withdrawn', true, false, false],
  ])('%s', (_what, status, hasForm, answered, may) => {
    expect(interviewAnswerable(exit(status), hasForm, answered)).toBe(may);
  });
});
