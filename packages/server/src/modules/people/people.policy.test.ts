import { ROLES } from '@atrium/contracts';
import { describe, expect, it } from 'vitest';
import { actorWith } from '../../test/policy-actors';
import { canReadTeamOf } from './people.policy';

/** The team of manager 12, who reports to 11, who reports to 10. */
const MANAGER = 12;
const MANAGERS_ABOVE = [11, 10];

describe('people policy', () => {
  it.each([
    ['an employee manager', actorWith([ROLES.EMPLOYEE_MANAGER], { employee_id: 50 }), true],
    ['the CEO', actorWith([ROLES.CEO], { employee_id: 51 }), true],
    ['the manager', actorWith([ROLES.EMPLOYEE], { employee_id: 12 }), true],
    ['their manager', actorWith([ROLES.EMPLOYEE], { employee_id: 11 }), true],
    ['the top of the line', actorWith([ROLES.EMPLOYEE], { employee_id: 10 }), true],
    ['a colleague outside the line', actorWith([ROLES.EMPLOYEE], { employee_id: 13 }), false],
    ['a user without an employee record', actorWith([ROLES.CONTRACTOR], { employee_id: null }), false],
  ])('%s reads the team: %s', (_who, actor, expected) => {
    expect(canReadTeamOf(actor, MANAGER, MANAGERS_ABOVE)).toBe(expected);
  });
});
