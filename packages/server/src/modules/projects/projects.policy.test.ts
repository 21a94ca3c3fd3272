import { type Project, ROLES, type RoleId } from '@atrium/contracts';
import { describe, expect, it } from 'vitest';
import { actorWith } from '../../test/policy-actors';
import { accessTo, seesFinancesOf } from './projects.policy';

const org = { projectPermissionVariant: 'default' };
const person = (id: number) => ({ id, name: `User ${id}` });
/** Owned by user 2, led by user 3, sold by user 4. */
const project = {
  project_owner: person(2),
  delivery_lead: person(3),
  sales_executive: person(4),
  assigned_sales_executive: null,
} as unknown as Project;
const caller = (roles: RoleId[], userId: number) => actorWith(roles, { user_id: userId });

describe('projects policy', () => {
  it.each([
    ['the CEO', caller([ROLES.CEO], 9), true, true],
    ['finance', caller([ROLES.FINANCE_EXECUTIVE], 9), true, true],
    ['the RMG manager', caller([ROLES.RMG_MANAGER], 9), true, false],
    ['its owner', caller([ROLES.PROJECT_OWNER], 2), true, true],
    ['another project’s owner', caller([ROLES.PROJECT_OWNER], 9), false, false],
    ['its delivery lead', caller([ROLES.DELIVERY_LEAD], 3), true, true],
    ['its sales executive', caller([ROLES.PROJECT_SALES_EXECUTIVE], 4), true, false],
    ['an employee on none of it', caller([ROLES.EMPLOYEE], 9), false, false],
  ])('%s: reads the project %s, sees its money %s', (_who, actor, reads, seesMoney) => {
    expect(accessTo(org, actor, project) !== null).toBe(reads);
    expect(seesFinancesOf(actor, project)).toBe(seesMoney);
  });
});
