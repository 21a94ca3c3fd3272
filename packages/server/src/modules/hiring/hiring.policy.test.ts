import { type Actor, ROLES, type RoleId } from '@atrium/contracts';
import { describe, expect, it } from 'vitest';
import { hiringRequestReadPolicy, listedRequestsOf } from './hiring.policy';

const actor = (roles: RoleId[]): Actor => ({
  roles,
  departments: [],
  sub_department_ids: [],
  is_timesheet_approver: false,
  user_id: 7,
});

describe('whose requests a list shows', () => {
  it.each<[string, RoleId[], ReturnType<typeof listedRequestsOf>]>([
    ['the CEO: every one', [ROLES.CEO], null],
    ['a recruitment manager: every one', [ROLES.TAS_RECRUITMENT_MANAGER], null],
    ['an analyst: every one', [ROLES.TAS_ANALYST], null],
    ['a hiring manager: those they raised', [ROLES.TAS_HIRING_MANAGER], { raisedBy: 7, recruiter: null }],
    ['a recruiter: those assigned', [ROLES.TAS_RECRUITER], { raisedBy: null, recruiter: 7 }],
    ['both: either', [ROLES.TAS_RECRUITER, ROLES.TAS_HIRING_MANAGER], { raisedBy: 7, recruiter: 7 }],
  ])('%s', (_who, roles, listed) => {
    expect(listedRequestsOf(actor(roles))).toEqual(listed);
  });

  it('lets only those who see every request learn that an id names none', () => {
    expect(hiringRequestReadPolicy(actor([ROLES.TAS_ANALYST])).seesEvery).toBe(true);
    expect(hiringRequestReadPolicy(actor([ROLES.TAS_HIRING_MANAGER])).seesEvery).toBe(false);
  });
});
