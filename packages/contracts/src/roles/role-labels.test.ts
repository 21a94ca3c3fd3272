import { describe, expect, it } from 'vitest';
import { ROLE_IDS } from './role-ids';
import { ROLE_LABELS } from './role-labels';

describe('ROLE_LABELS', () => {
  it.each(ROLE_IDS)('names %s', (role) => {
    expect(ROLE_LABELS[role]).toMatch(/^[A-Z]/);
  });

  it('calls org:full-access the CEO', () => {
    expect(ROLE_LABELS['org:full-access']).toBe('CEO');
  });
});
