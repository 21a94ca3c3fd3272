import { describe, expect, it } from 'vitest';
import { formatReferenceCode, type ReferenceKind } from './reference-codes';

describe('formatReferenceCode', () => {
  it.each<[ReferenceKind, number, string]>([
    ['resource_request', 7, 'RR-0007'],
    ['hiring_request', 42, 'HR-0042'],
    ['opportunity', 315, 'OP-0315'],
    ['leave_request', 42, 'LR-0042'],
    ['project', 1, 'PR-0001'],
    ['project', 9999, 'PR-9999'],
    ['leave_request', 123456, 'LR-123456'],
  ])('formats %s %d as %s', (kind, number, expected) => {
    expect(formatReferenceCode(kind, number)).toBe(expected);
  });

  it.each([0, -3, 1.5, Number.NaN, Number.POSITIVE_INFINITY, 2 ** 53])(
    'rejects %d with a RangeError',
    (number) => {
      expect(() => formatReferenceCode('project', number)).toThrow(RangeError);
    },
  );
});
