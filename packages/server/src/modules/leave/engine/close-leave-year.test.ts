import { describe, expect, it } from 'vitest';
import { type CarryForwardRule, closeLeaveYear } from './close-leave-year';

const none: CarryForwardRule = { mode: 'none', value: 0, cap: null };
const count = (value: number, cap: number | null = null): CarryForwardRule => ({ mode: 'count', value, cap });
const percent = (value: number, cap: number | null = null): CarryForwardRule => ({
  mode: 'percent',
  value,
  cap,
});

describe('closeLeaveYear', () => {
  it.each([
    ['no carry-forward, no encashment: all lapses', 10, none, 0, { carried: 0, encashed: 0, lapsed: 10 }],
    ['no carry-forward, some encashed', 10, none, 4, { carried: 0, encashed: 4, lapsed: 6 }],
    ['count under the balance', 10, count(5), 0, { carried: 5, encashed: 0, lapsed: 5 }],
    ['count over the balance', 3, count(5), 0, { carried: 3, encashed: 0, lapsed: 0 }],
    ['count over a fractional balance', 3.33, count(5), 0, { carried: 3.33, encashed: 0, lapsed: 0 }],
    ['count held by the cap', 10, count(8, 6), 0, { carried: 6, encashed: 0, lapsed: 4 }],
    ['percent, exact', 10, percent(50), 0, { carried: 5, encashed: 0, lapsed: 5 }],
    ['percent, rounded down to a half day', 7, percent(50), 0, { carried: 3.5, encashed: 0, lapsed: 3.5 }],
    ['percent, 33% of 10 rounded down', 10, percent(33), 0, { carried: 3, encashed: 0, lapsed: 7 }],
    ['percent held by the cap', 20, percent(50, 6), 0, { carried: 6, encashed: 0, lapsed: 14 }],
    ['carried, then encashed, then lapsed', 20, count(8), 5, { carried: 8, encashed: 5, lapsed: 7 }],
    ['encashment takes all the rest', 10, count(8), 5, { carried: 8, encashed: 2, lapsed: 0 }],
    ['a fractional rest', 10.33, count(5), 2, { carried: 5, encashed: 2, lapsed: 3.33 }],
    ['a zero balance', 0, count(5), 5, { carried: 0, encashed: 0, lapsed: 0 }],
    [
      'a negative balance is carried as a debt',
      -2.5,
      count(5, 1),
      5,
      { carried: -2.5, encashed: 0, lapsed: 0 },
    ],
    [
      'a negative balance is carried even without carry-forward',
      -1,
      none,
      0,
      { carried: -1, encashed: 0, lapsed: 0 },
    ],
  ])('%s (balance %d)', (_label, closingBalance, carryForward, encashmentMax, expected) => {
    const result = closeLeaveYear({ closingBalance, carryForward, encashmentMax });
    expect(result).toEqual(expected);
    expect(result.carried + result.encashed + result.lapsed).toBeCloseTo(closingBalance, 10);
  });
});
