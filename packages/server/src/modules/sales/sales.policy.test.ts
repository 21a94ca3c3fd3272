import { type Actor, ROLES, type RoleId } from '@atrium/contracts';
import { describe, expect, it } from 'vitest';
import { listedOpportunitiesOf, opportunityPolicy } from './sales.policy';

const actor = (roles: RoleId[]): Actor => ({
  roles,
  departments: [],
  sub_department_ids: [],
  is_timesheet_approver: false,
  user_id: 7,
});

describe('whose opportunities a caller sees', () => {
  it.each<[string, RoleId[], number | null, boolean]>([
    ['the CEO: every one', [ROLES.CEO], null, true],
    ['the sales head: every one', [ROLES.PROJECT_SALES_HEAD], null, true],
    ['a sales executive: their own', [ROLES.PROJECT_SALES_EXECUTIVE], 7, false],
  ])('%s', (_who, roles, listed, seesOthers) => {
    expect(listedOpportunitiesOf(actor(roles))).toBe(listed);
    const policy = opportunityPolicy(actor(roles));
    expect(policy.mayRead({ owner_id: 8, sales_executive_id: 9 })).toBe(seesOthers);
    expect(policy.mayRead({ owner_id: 8, sales_executive_id: 7 })).toBe(true);
  });
});
