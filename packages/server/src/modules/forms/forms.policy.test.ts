import { type Actor, ROLES, type RoleId } from '@atrium/contracts';
import { describe, expect, it } from 'vitest';
import { listedAuthorOf } from './forms.policy';

const actor = (roles: RoleId[]): Actor => ({
  roles,
  departments: [],
  sub_department_ids: [],
  is_timesheet_approver: false,
  user_id: 7,
});

describe('whose records a list shows', () => {
  it.each<[string, RoleId[], number | null]>([
    ['the CEO: every one', [ROLES.CEO], null],
    ['an employee: their own', [ROLES.EMPLOYEE], 7],
    ['an employee manager: their own', [ROLES.EMPLOYEE, ROLES.EMPLOYEE_MANAGER], 7],
  ])('%s', (_who, roles, author) => {
    expect(listedAuthorOf(actor(roles))).toBe(author);
  });
});
