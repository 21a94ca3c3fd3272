import { ROLES } from '@atrium/contracts';
import { describe, expect, it } from 'vitest';
import { actorWith } from '../../test/policy-actors';
import { exitReadPolicy } from './exits.policy';

const exitReportingTo = (managerUserId: number | null) => ({
  employee: { reporting_manager_user_id: managerUserId },
});

describe('exits policy', () => {
  it.each([
    ['an exit manager', actorWith([ROLES.EMPLOYEE_EXIT_MANAGER]), 30, true, true],
    ['a finance executive', actorWith([ROLES.FINANCE_EXECUTIVE]), 30, true, true],
    ['the leaver’s reporting manager', actorWith([ROLES.EMPLOYEE], { user_id: 30 }), 30, false, true],
    ['another manager', actorWith([ROLES.EMPLOYEE], { user_id: 31 }), 30, false, false],
    [
      'anyone, for a leaver with no manager',
      actorWith([ROLES.EMPLOYEE], { user_id: 30 }),
      null,
      false,
      false,
    ],
    ['an employee manager', actorWith([ROLES.EMPLOYEE_MANAGER]), 30, false, false],
  ])('%s: sees every exit %s, reads this one %s', (_who, actor, managerUserId, seesEvery, reads) => {
    const policy = exitReadPolicy(actor);
    expect(policy.seesEvery).toBe(seesEvery);
    expect(policy.mayRead(exitReportingTo(managerUserId))).toBe(reads);
  });
});
