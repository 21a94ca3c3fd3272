import { describe, expect, it } from 'vitest';
import { expireCarryForward } from './expire-carry-forward';

describe('expireCarryForward', () => {
  it.each([
    ['nothing taken: all the carried leave lapses', 6, 0, 6],
    ['some taken: the rest lapses', 6, 2.5, 3.5],
    ['all taken', 6, 6, 0],
    ['more taken than carried: nothing lapses', 6, 9, 0],
    ['nothing carried', 0, 3, 0],
    ['a carried debt never lapses', -2, 0, 0],
    ['fractional quantities', 3.33, 1.1, 2.23],
  ])('%s (carried %d, taken %d)', (_label, carried, takenSinceYearStart, expected) => {
    expect(expireCarryForward({ carried, takenSinceYearStart })).toBe(expected);
  });
});
