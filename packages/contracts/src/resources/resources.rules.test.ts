import { describe, expect, it } from 'vitest';
import type { Actor } from '../roles/actor';
import type { ProjectPermissionVariant } from '../roles/project-permissions';
import { ROLES, type RoleId } from '../roles/role-ids';
import type { ResourceRequestAction } from './resource-request-state';
import {
  canRaiseResourceRequests,
  canReadResourceRequest,
  canReadRmgPool,
  canUseResourceRequests,
  mayActOnResourceRequest,
  mayEditForecastScenario,
  mayRaiseResourceRequestFor,
  seesEveryResourceRequest,
} from './resources.rules';

const actor = (roles: RoleId[], user_id = 1): Actor => ({
  roles,
  departments: [],
  sub_department_ids: [],
  is_timesheet_approver: false,
  user_id,
});

const {
  CEO,
  RMG_MANAGER,
  DELIVERY_LEAD,
  PROJECT_OWNER,
  PROJECT_SALES_HEAD,
  PROJECT_SALES_EXECUTIVE,
  EMPLOYEE,
} = ROLES;

describe('who uses resource requests and the RMG pool', () => {
  it.each<[string, RoleId[], boolean, boolean, boolean, boolean]>([
    // who, roles, list and detail, form, every request, pool
    ['the CEO', [CEO], true, true, true, true],
    ['an RMG manager', [RMG_MANAGER], true, false, true, true],
    ['a delivery lead', [DELIVERY_LEAD], true, true, false, false],
    ['a project owner', [PROJECT_OWNER], true, true, false, false],
    ['a sales head', [PROJECT_SALES_HEAD], true, true, false, false],
    ['a sales executive', [PROJECT_SALES_EXECUTIVE], true, true, false, false],
    ['an employee', [EMPLOYEE], false, false, false, false],
  ])('%s', (_who, roles, use, raise, every, pool) => {
    const a = actor(roles);
    expect(canUseResourceRequests(a)).toBe(use);
    expect(canRaiseResourceRequests(a)).toBe(raise);
    expect(seesEveryResourceRequest(a)).toBe(every);
    expect(canReadRmgPool(a)).toBe(pool);
  });
});

describe('raising a request for a project, per permission variant', () => {
  const project = {
    project_owner_id: 2,
    delivery_lead_id: 3,
    sales_executive_id: 4,
    assigned_sales_executive_id: null,
  };
  it.each<[string, RoleId[], number, ProjectPermissionVariant, boolean]>([
    ['its owner', [PROJECT_OWNER], 2, 'default', true],
    ['its owner', [PROJECT_OWNER], 2, 'acme', true],
    ['another project’s owner', [PROJECT_OWNER], 9, 'default', false],
    ['its delivery lead', [DELIVERY_LEAD], 3, 'acme', true],
    ['its delivery lead', [DELIVERY_LEAD], 3, 'zensoft', true],
    ['another delivery lead', [DELIVERY_LEAD], 9, 'default', false],
    ['its sales executive', [PROJECT_SALES_EXECUTIVE], 4, 'default', true],
    ['its sales executive', [PROJECT_SALES_EXECUTIVE], 4, 'acme', true],
    ['another sales executive', [PROJECT_SALES_EXECUTIVE], 9, 'zensoft', false],
    ['the sales head', [PROJECT_SALES_HEAD], 9, 'olympus', true],
    ['an RMG manager', [RMG_MANAGER], 9, 'acme', false],
    ['the CEO', [CEO], 9, 'nm', true],
  ])('%s under %s… (%s)', (_who, roles, userId, variant, may) => {
    expect(mayRaiseResourceRequestFor(variant, actor(roles, userId), project)).toBe(may);
  });
});

describe('a request’s readers and actors', () => {
  const request = { raised_by_id: 5, project_owner_id: 6, delivery_lead_id: 7 };
  it.each<[string, RoleId[], number, boolean, ResourceRequestAction[]]>([
    ['its requester', [PROJECT_OWNER], 5, true, ['edit', 'cancel', 'comment']],
    ['its project’s owner', [PROJECT_OWNER], 6, true, ['edit', 'cancel', 'comment']],
    ['its project’s delivery lead', [DELIVERY_LEAD], 7, true, ['edit', 'cancel', 'comment']],
    ['another delivery lead', [DELIVERY_LEAD], 8, false, []],
    ['an employee who raised it once', [EMPLOYEE], 5, false, []],
    [
      'an RMG manager',
      [RMG_MANAGER],
      8,
      true,
      ['accept', 'start', 'fulfil', 'book', 'hire', 'edit', 'close', 'cancel', 'comment'],
    ],
  ])('%s', (_who, roles, userId, reads, actions) => {
    const a = actor(roles, userId);
    expect(canReadResourceRequest(a, request)).toBe(reads);
    const all: ResourceRequestAction[] = [
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
    expect(all.filter((action) => mayActOnResourceRequest(a, request, action))).toEqual(actions);
  });
});

describe('who changes a saved forecast scenario', () => {
  it.each<[string, RoleId[], number, number | null, boolean]>([
    ['its author, an RMG manager', [RMG_MANAGER], 5, 5, true],
    ['another RMG manager', [RMG_MANAGER], 6, 5, false],
    ['the CEO', [CEO], 6, 5, true],
    ['the CEO, its author gone', [CEO], 6, null, true],
    ['its author, no longer reading forecasts', [EMPLOYEE], 5, 5, false],
  ])('%s', (_who, roles, userId, createdBy, may) => {
    expect(mayEditForecastScenario(actor(roles, userId), { created_by_id: createdBy })).toBe(may);
  });
});
