import { describe, expect, it } from 'vitest';
import { type LedgerEntry, summarizeBalance } from './summarize-balance';

const monthlyAccruals = (count: number, quantity: number): LedgerEntry[] =>
  Array.from({ length: count }, () => ({ kind: 'accrual', quantity }));

describe('summarizeBalance', () => {
  it.each<[string, LedgerEntry[], number, ReturnType<typeof summarizeBalance>]>([
    ['an empty ledger', [], 0, { accrued: 0, taken: 0, pending: 0, available: 0, balance: 0 }],
    [
      'an allocation and leave taken',
      [
        { kind: 'allocation', quantity: 12 },
        { kind: 'leave_taken', quantity: -3 },
      ],
      0,
      { accrued: 12, taken: 3, pending: 0, available: 9, balance: 9 },
    ],
    [
      'pending requests reduce what is available, not the balance',
      [{ kind: 'allocation', quantity: 12 }],
      2.5,
      { accrued: 12, taken: 0, pending: 2.5, available: 9.5, balance: 12 },
    ],
    [
      'a cancellation gives leave back',
      [
        { kind: 'allocation', quantity: 12 },
        { kind: 'leave_taken', quantity: -5 },
        { kind: 'cancellation', quantity: 2 },
      ],
      0,
      { accrued: 12, taken: 3, pending: 0, available: 9, balance: 9 },
    ],
    [
      'carry-forward counts as accrued; expiry and encashment only lower the balance',
      [
        { kind: 'carry_forward', quantity: 6 },
        { kind: 'accrual', quantity: 1.25 },
        { kind: 'expiry', quantity: -2 },
        { kind: 'encashment', quantity: -1 },
      ],
      0,
      { accrued: 7.25, taken: 0, pending: 0, available: 4.25, balance: 4.25 },
    ],
    [
      'adjustments both ways',
      [
        { kind: 'allocation', quantity: 10 },
        { kind: 'adjustment', quantity: 1.5 },
        { kind: 'adjustment', quantity: -0.5 },
      ],
      0,
      { accrued: 10, taken: 0, pending: 0, available: 11, balance: 11 },
    ],
    [
      'a negative balance',
      [
        { kind: 'accrual', quantity: 1 },
        { kind: 'leave_taken', quantity: -3 },
      ],
      1,
      { accrued: 1, taken: 3, pending: 1, available: -3, balance: -2 },
    ],
    [
      'monthly accruals in hundredths add up without float noise',
      [
        ...monthlyAccruals(11, 0.83),
        { kind: 'accrual', quantity: 0.87 },
        { kind: 'leave_taken', quantity: -0.1 },
      ],
      0.2,
      { accrued: 10, taken: 0.1, pending: 0.2, available: 9.7, balance: 9.9 },
    ],
  ])('%s', (_label, entries, pending, expected) => {
    expect(summarizeBalance(entries, pending)).toEqual(expected);
  });
});
