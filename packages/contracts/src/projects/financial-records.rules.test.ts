import { describe, expect, it } from 'vitest';
import { isErrorCode } from '../errors/error-codes';
import { FINANCIAL_RECORD_ERRORS, isFinancialRecordErrorCode } from './financial-records.errors';
import { costDateProblems, type RevenueDates, revenueDateProblems } from './financial-records.rules';

const YEAR = { start_date: '2026-01-01', end_date: '2026-12-31' };
const OPEN = { start_date: null, end_date: null };

describe('revenue date rules', () => {
  const cases: [string, RevenueDates, typeof YEAR | typeof OPEN, string[]][] = [
    ['all in order', { revenue_date: '2026-03-01', receipt_date: '2026-03-05' }, YEAR, []],
    ['receipt on the revenue date', { revenue_date: '2026-03-01', receipt_date: '2026-03-01' }, YEAR, []],
    ['first day of the window', { revenue_date: '2026-01-01', receipt_date: '2026-01-01' }, YEAR, []],
    ['last day of the window', { revenue_date: '2026-12-31', receipt_date: '2027-01-15' }, YEAR, []],
    [
      'before the window',
      { revenue_date: '2025-12-31', receipt_date: '2026-01-05' },
      YEAR,
      ['revenue_date:revenue_outside_project'],
    ],
    [
      'after the window',
      { revenue_date: '2027-01-01', receipt_date: '2027-01-05' },
      YEAR,
      ['revenue_date:revenue_outside_project'],
    ],
    ['any date without a window', { revenue_date: '1999-01-01', receipt_date: '1999-01-01' }, OPEN, []],
    [
      'no receipt date',
      { revenue_date: '2026-03-01', receipt_date: null },
      YEAR,
      ['receipt_date:receipt_date_required'],
    ],
    [
      'an empty receipt date',
      { revenue_date: '2026-03-01', receipt_date: '' },
      YEAR,
      ['receipt_date:receipt_date_required'],
    ],
    [
      'receipt before the revenue',
      { revenue_date: '2026-03-01', receipt_date: '2026-02-28' },
      YEAR,
      ['receipt_date:receipt_before_revenue'],
    ],
    [
      'payment expected before the revenue',
      { revenue_date: '2026-03-01', receipt_date: '2026-03-01', expected_payment_date: '2026-02-01' },
      YEAR,
      ['expected_payment_date:payment_before_revenue'],
    ],
    [
      'payment expected on the revenue date',
      { revenue_date: '2026-03-01', receipt_date: '2026-03-01', expected_payment_date: '2026-03-01' },
      YEAR,
      [],
    ],
    [
      'every rule broken at once',
      { revenue_date: '2025-06-01', receipt_date: '2025-05-01', expected_payment_date: '2025-04-01' },
      YEAR,
      [
        'revenue_date:revenue_outside_project',
        'receipt_date:receipt_before_revenue',
        'expected_payment_date:payment_before_revenue',
      ],
    ],
  ];
  it.each(cases)('%s', (_name, dates, window, expected) => {
    expect(revenueDateProblems(dates, window).map((p) => `${p.field}:${p.code}`)).toEqual(expected);
  });
});

describe('cost date rule', () => {
  it.each([
    ['2026-01-01', YEAR, []],
    ['2026-12-31', YEAR, []],
    ['2025-12-31', YEAR, ['cost_outside_project']],
    ['2027-01-01', YEAR, ['cost_outside_project']],
    ['2030-01-01', { start_date: '2026-01-01', end_date: null }, []],
    ['2025-01-01', { start_date: null, end_date: '2026-12-31' }, []],
  ] as const)('%s', (date, window, expected) => {
    expect(costDateProblems(date, window).map((p) => p.code)).toEqual(expected);
  });
});

describe('financial record refusals', () => {
  it('are 400s with their own codes, none of them a code of the app-wide catalogue', () => {
    for (const [code, definition] of Object.entries(FINANCIAL_RECORD_ERRORS)) {
      expect(definition.status).toBe(400);
      expect(definition.message.length).toBeGreaterThan(10);
      expect(isErrorCode(code)).toBe(false);
    }
    expect(isFinancialRecordErrorCode('receipt_before_revenue')).toBe(true);
    expect(isFinancialRecordErrorCode('toString')).toBe(false);
  });
});
