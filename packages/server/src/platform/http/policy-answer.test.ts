import { describe, expect, it } from 'vitest';
import { readableRecord } from './policy-answer';

const record = { ownerId: 7 };
/** A policy of records their owners read, and one who sees every record reads too. */
const policyOf = (seesEvery: boolean, callerId: number) => ({
  seesEvery,
  mayRead: (found: typeof record) => seesEvery || found.ownerId === callerId,
});

describe('readableRecord', () => {
  it.each([
    ['one who sees every record, a record found', record, true, 1, 'read'],
    ['one who sees every record, no record', null, true, 1, 'not_found'],
    ['the owner, their record', record, false, 7, 'read'],
    ['another, the record', record, false, 1, 'permission_denied'],
    ['another, no record: refused alike', null, false, 1, 'permission_denied'],
  ] as const)('%s: %s', (_label, found, seesEvery, callerId, expected) => {
    const answer = () => readableRecord(found, policyOf(seesEvery, callerId));
    if (expected === 'read') expect(answer()).toBe(record);
    else expect(answer).toThrow(expected);
  });
});
