import { ROLES } from '@atrium/contracts';
import { describe, expect, it } from 'vitest';
import { actorWith } from '../../test/policy-actors';
import { contractorReadPolicy } from './contractors.policy';

const contractor = { user_id: 21 };

describe('contractors policy', () => {
  it.each([
    ['a contractor manager', actorWith([ROLES.CONTRACTOR_MANAGER]), true, true],
    ['the contractor themselves', actorWith([ROLES.CONTRACTOR], { user_id: 21 }), false, true],
    ['another contractor', actorWith([ROLES.CONTRACTOR], { user_id: 22 }), false, false],
    ['an employee manager', actorWith([ROLES.EMPLOYEE_MANAGER]), false, false],
    ['an employee', actorWith([ROLES.EMPLOYEE]), false, false],
  ])('%s: sees every contractor %s, reads this one %s', (_who, actor, seesEvery, reads) => {
    const policy = contractorReadPolicy(actor);
    expect(policy.seesEvery).toBe(seesEvery);
    expect(policy.mayRead(contractor)).toBe(reads);
  });
});
