import { type Actor, ROLES, type RoleId } from '@atrium/contracts';
import { describe, expect, it } from 'vitest';
import type { AppError } from '../../platform/http/app-error';
import { assertMayAct, listedRequestsOf, resourceRequestReadPolicy } from './resources.policy';

const actor = (roles: RoleId[], user_id = 7): Actor => ({
  roles,
  departments: [],
  sub_department_ids: [],
  is_timesheet_approver: false,
  user_id,
});

const request = {
  raised_by_id: 7,
  project_owner_id: 8,
  delivery_lead_id: 9,
  status: 'open' as const,
  count: 2,
  filled_count: 0,
};

const refusal = (work: () => void) => {
  try {
    work();
    return null;
  } catch (error) {
    return (error as AppError).code;
  }
};

describe('whose requests a list shows', () => {
  it.each<[string, RoleId[], { userId: number; viaProjects: boolean } | null]>([
    ['the CEO: every one', [ROLES.CEO], null],
    ['an RMG manager: every one', [ROLES.RMG_MANAGER], null],
    ['a delivery lead: theirs and their projects’', [ROLES.DELIVERY_LEAD], { userId: 7, viaProjects: true }],
    ['a project owner: theirs and their projects’', [ROLES.PROJECT_OWNER], { userId: 7, viaProjects: true }],
    [
      'a sales executive: those they raised',
      [ROLES.PROJECT_SALES_EXECUTIVE],
      { userId: 7, viaProjects: false },
    ],
  ])('%s', (_who, roles, listed) => {
    expect(listedRequestsOf(actor(roles))).toEqual(listed);
  });
});

describe('reading one request', () => {
  it.each<[string, RoleId[], number, boolean, boolean]>([
    ['an RMG manager', [ROLES.RMG_MANAGER], 1, true, true],
    ['its requester', [ROLES.PROJECT_OWNER], 7, false, true],
    ['its project’s delivery lead', [ROLES.DELIVERY_LEAD], 9, false, true],
    ['another delivery lead', [ROLES.DELIVERY_LEAD], 3, false, false],
    ['an employee', [ROLES.EMPLOYEE], 7, false, false],
  ])('%s', (_who, roles, userId, every, reads) => {
    const policy = resourceRequestReadPolicy(actor(roles, userId));
    expect(policy.seesEvery).toBe(every);
    expect(policy.mayRead(request)).toBe(reads);
  });
});

describe('acting on a request', () => {
  it.each<
    [
      string,
      RoleId[],
      number,
      Parameters<typeof assertMayAct>[1],
      Parameters<typeof assertMayAct>[2],
      string | null,
    ]
  >([
    ['an RMG manager fulfils an open one', [ROLES.RMG_MANAGER], 1, request, 'fulfil', null],
    ['its requester may not fulfil', [ROLES.PROJECT_OWNER], 7, request, 'fulfil', 'permission_denied'],
    ['its requester cancels', [ROLES.PROJECT_OWNER], 7, request, 'cancel', null],
    ['another lead may not cancel', [ROLES.DELIVERY_LEAD], 3, request, 'cancel', 'permission_denied'],
    [
      'nobody cancels once filled',
      [ROLES.RMG_MANAGER],
      1,
      { ...request, filled_count: 1, status: 'in-progress' },
      'cancel',
      'resource_request_filled',
    ],
    [
      'nobody edits a closed one',
      [ROLES.RMG_MANAGER],
      1,
      { ...request, status: 'closed' },
      'edit',
      'resource_request_final',
    ],
    [
      'nobody accepts an open one',
      [ROLES.RMG_MANAGER],
      1,
      request,
      'accept',
      'resource_request_action_not_allowed',
    ],
  ])('%s', (_case, roles, userId, target, action, code) => {
    expect(refusal(() => assertMayAct(actor(roles, userId), target, action))).toBe(code);
  });
});
