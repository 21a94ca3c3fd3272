import { describe, expect, it } from 'vitest';
import type { Actor } from '../roles/actor';
import { ROLES, type RoleId } from '../roles/role-ids';
import {
  canBlacklistCandidates,
  canManageCandidates,
  canRaiseHiringRequest,
  canReadCandidates,
  canReadHiringRequest,
  canUseHiring,
  hiringRequestActionsFor,
  isRecruitmentManager,
  mayActOnHiringRequest,
  seesHiringSalary,
} from './hiring.rules';

const actor = (roles: RoleId[], user_id = 1): Actor => ({
  roles,
  departments: [],
  sub_department_ids: [],
  is_timesheet_approver: false,
  user_id,
});

const { CEO, EMPLOYEE, SALARY_MANAGER } = ROLES;
const RECRUITER = ROLES.TAS_RECRUITER;
const HIRING = ROLES.TAS_HIRING_MANAGER;
const RECRUITMENT = ROLES.TAS_RECRUITMENT_MANAGER;
const ANALYST = ROLES.TAS_ANALYST;
const ONBOARDING = ROLES.TAS_ONBOARDING_MANAGER;

describe('who may do what in hiring', () => {
  it.each<[RoleId, boolean[]]>([
    // use, raise, decide, read candidates, manage candidates, blacklist, see the CTC range
    [CEO, [true, true, true, true, true, true, true]],
    [RECRUITMENT, [true, true, true, true, true, true, false]],
    [HIRING, [true, true, false, false, false, false, false]],
    [RECRUITER, [true, false, false, true, true, false, false]],
    [ANALYST, [true, false, false, true, false, false, false]],
    [ONBOARDING, [false, false, false, false, false, false, false]],
    [SALARY_MANAGER, [false, false, false, false, false, false, true]],
    [EMPLOYEE, [false, false, false, false, false, false, false]],
  ])('%s', (role, expected) => {
    const who = actor([role]);
    expect(
      [
        canUseHiring,
        canRaiseHiringRequest,
        isRecruitmentManager,
        canReadCandidates,
        canManageCandidates,
        canBlacklistCandidates,
        seesHiringSalary,
      ].map((rule) => rule(who)),
    ).toEqual(expected);
  });
});

describe('whose requests one reads', () => {
  const request = { raised_by_id: 5, recruiter_id: 6 };
  it.each<[string, RoleId, number, boolean]>([
    ['the CEO, any', CEO, 9, true],
    ['a recruitment manager, any', RECRUITMENT, 9, true],
    ['an analyst, any', ANALYST, 9, true],
    ['the hiring manager who raised it', HIRING, 5, true],
    ['another hiring manager', HIRING, 9, false],
    ['the recruiter assigned', RECRUITER, 6, true],
    ['another recruiter', RECRUITER, 9, false],
    ['an employee', EMPLOYEE, 5, false],
  ])('%s: %s', (_who, role, userId, may) => {
    expect(canReadHiringRequest(actor([role], userId), request)).toBe(may);
  });
});

describe('who acts on a request', () => {
  const pending = { raised_by_id: 5, recruiter_id: null, status: 'pending' as const, is_published: false };
  const open = { ...pending, status: 'open' as const };
  it('lets the hiring manager who raised it edit it while it waits, and nothing else', () => {
    expect(mayActOnHiringRequest(actor([HIRING], 5), pending, 'edit')).toBe(true);
    expect(mayActOnHiringRequest(actor([HIRING], 5), pending, 'approve')).toBe(false);
    expect(mayActOnHiringRequest(actor([HIRING], 5), open, 'edit')).toBe(false);
    expect(mayActOnHiringRequest(actor([HIRING], 9), pending, 'edit')).toBe(false);
  });

  it('offers a recruitment manager what the request’s state allows', () => {
    const all = ['edit', 'approve', 'reject', 'assign', 'publish', 'hold', 'close'] as const;
    expect(hiringRequestActionsFor(actor([RECRUITMENT]), pending, all)).toEqual([
      'edit',
      'approve',
      'reject',
    ]);
    expect(hiringRequestActionsFor(actor([RECRUITMENT]), open, all)).toEqual([
      'edit',
      'assign',
      'publish',
      'hold',
      'close',
    ]);
    expect(hiringRequestActionsFor(actor([RECRUITER], 6), open, all)).toEqual([]);
  });
});
