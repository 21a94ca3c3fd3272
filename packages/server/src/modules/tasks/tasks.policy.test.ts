import { ROLES } from '@atrium/contracts';
import { describe, expect, it } from 'vitest';
import { actorWith } from '../../test/policy-actors';
import { ownsTask } from './tasks.policy';

describe('tasks policy', () => {
  it.each([
    ['the user who started it', actorWith([ROLES.EMPLOYEE], { user_id: 4 }), true],
    ['another user', actorWith([ROLES.EMPLOYEE], { user_id: 5 }), false],
    ['the CEO, who started none', actorWith([ROLES.CEO], { user_id: 6 }), false],
  ])('%s owns the task: %s', (_who, actor, expected) => {
    expect(ownsTask(actor, { userId: 4 })).toBe(expected);
  });
});
