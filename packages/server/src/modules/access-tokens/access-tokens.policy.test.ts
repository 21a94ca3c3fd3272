import { type Actor, ROLES, type RoleId } from '@atrium/contracts';
import { describe, expect, it } from 'vitest';
import { listedOwnerOf, mayRevokeToken, refusalOfNewToken } from './access-tokens.policy';

const actor = (roles: RoleId[]): Actor => ({
  roles,
  departments: [],
  sub_department_ids: [],
  is_timesheet_approver: false,
  user_id: 7,
});
const employee = actor([ROLES.EMPLOYEE]);
const admin = actor([ROLES.EMPLOYEE, ROLES.ORG_ADMIN]);
const setupManager = actor([ROLES.SETUP_MANAGER]);
const ceo = actor([ROLES.CEO]);

describe('whose tokens a list shows', () => {
  it.each<[string, Actor, number | null]>([
    ['an employee: their own', employee, 7],
    ['an employee manager: their own', actor([ROLES.EMPLOYEE, ROLES.EMPLOYEE_MANAGER]), 7],
    ['the org admin: every one', admin, null],
    ['the setup manager: every one', setupManager, null],
    ['the CEO: every one', ceo, null],
  ])('%s', (_who, who, owner) => {
    expect(listedOwnerOf(who)).toBe(owner);
  });
});

describe('who may revoke a token', () => {
  const own = { kind: 'personal' as const, ownerUserId: 7 };
  const another = { kind: 'personal' as const, ownerUserId: 8 };
  const organization = { kind: 'organization' as const, ownerUserId: null };
  it.each<[string, Actor, typeof own | typeof organization, boolean]>([
    ['an employee, their own', employee, own, true],
    ['an employee, another’s', employee, another, false],
    ['an employee, an organisation token', employee, organization, false],
    ['the org admin, another’s personal token', admin, another, true],
    ['the org admin, an organisation token', admin, organization, true],
    ['the setup manager, an organisation token', setupManager, organization, true],
    ['the CEO, another’s personal token', ceo, another, true],
  ])('%s: %s', (_what, who, token, may) => {
    expect(mayRevokeToken(who, token)).toBe(may);
  });
});

describe('who may make which token', () => {
  const today = '2026-11-29';
  const personal = { kind: 'personal' as const, roles: [], expires_on: '2027-02-27' };
  const organization = { kind: 'organization' as const, roles: [ROLES.EMPLOYEE], expires_on: '2027-02-27' };
  it.each<[string, Actor, Parameters<typeof refusalOfNewToken>[1], string | null]>([
    ['an employee, a personal token', employee, personal, null],
    [
      'an employee, a personal token with roles',
      employee,
      { ...personal, roles: [ROLES.EMPLOYEE] },
      'invalid',
    ],
    ['an employee, an organisation token', employee, organization, 'access_token_kind_refused'],
    ['the org admin, an organisation token with a role they hold', admin, organization, null],
    [
      'the org admin, an organisation token with a role they lack',
      admin,
      { ...organization, roles: [ROLES.FINANCE_CEO] },
      'access_token_role_not_held',
    ],
    [
      'the org admin, an organisation token with no role',
      admin,
      { ...organization, roles: [] },
      'access_token_roles_needed',
    ],
    [
      'the CEO, an organisation token with any role',
      ceo,
      { ...organization, roles: [ROLES.FINANCE_CEO] },
      null,
    ],
    ['expiring today', employee, { ...personal, expires_on: today }, 'access_token_expiry_invalid'],
    ['expiring tomorrow', employee, { ...personal, expires_on: '2026-11-30' }, null],
    ['expiring in a year', employee, { ...personal, expires_on: '2027-11-29' }, null],
    [
      'expiring past a year',
      employee,
      { ...personal, expires_on: '2027-11-30' },
      'access_token_expiry_invalid',
    ],
  ])('%s', (_what, who, input, refusal) => {
    expect(refusalOfNewToken(who, input, today)).toBe(refusal);
  });
});
