import { describe, expect, it } from 'vitest';
import { type AccrualInput, accrualSchedule } from './accrual-schedule';

const calendarYear2025 = { start: '2025-01-01', end: '2025-12-31' };
const financialYear2025 = { start: '2025-04-01', end: '2026-03-31' };
const calendarYear2024 = { start: '2024-01-01', end: '2024-12-31' };

const credits = (input: AccrualInput) => accrualSchedule(input).map(({ date, quantity }) => [date, quantity]);

describe('accrualSchedule, fixed', () => {
  const base = { annualQuantity: 15, mode: 'fixed', prorate: true, year: calendarYear2025 } as const;

  it.each([
    ['joined in an earlier year', '2020-05-10', '2025-06-01', [['2025-01-01', 15]]],
    ['joined on the first day of the year', '2025-01-01', '2025-01-01', [['2025-01-01', 15]]],
    [
      'joined 10 June: June to December, 8.75 rounded down',
      '2025-06-10',
      '2025-06-10',
      [['2025-06-10', 8.5]],
    ],
    ['joined 15 June: June still counts', '2025-06-15', '2025-07-01', [['2025-06-15', 8.5]]],
    ['joined 16 June: July to December', '2025-06-16', '2025-07-01', [['2025-06-16', 7.5]]],
    ['joined 20 December: no month left', '2025-12-20', '2025-12-31', []],
    ['joining after as-of', '2025-06-10', '2025-06-09', []],
    ['joining after the year end', '2026-01-05', '2026-02-01', []],
    ['as-of before the year begins', '2020-05-10', '2024-12-31', []],
  ])('%s', (_label, joiningDate, asOf, expected) => {
    expect(credits({ ...base, joiningDate, asOf })).toEqual(expected);
  });

  it.each([
    ['joined in an earlier year', '2020-05-10', '2025-04-01', 18, [['2025-04-01', 18]]],
    ['joined 10 January: January to March', '2026-01-10', '2026-02-01', 18, [['2026-01-10', 4.5]]],
    ['joined 20 January: February and March', '2026-01-20', '2026-01-20', 18, [['2026-01-20', 3]]],
    ['joined 10 November: 5 months of 10, rounded down', '2025-11-10', '2025-11-10', 10, [['2025-11-10', 4]]],
  ])('April–March year, %s', (_label, joiningDate, asOf, annualQuantity, expected) => {
    expect(credits({ ...base, year: financialYear2025, annualQuantity, joiningDate, asOf })).toEqual(
      expected,
    );
  });

  it.each([
    ['joined mid-year', '2025-06-20', [['2025-06-20', 15]]],
    ['joined before the year', '2024-06-20', [['2025-01-01', 15]]],
  ])('without proration, %s: the whole annual quantity', (_label, joiningDate, expected) => {
    expect(credits({ ...base, prorate: false, joiningDate, asOf: '2025-12-31' })).toEqual(expected);
  });
});

describe('accrualSchedule, monthly', () => {
  const base = {
    mode: 'monthly',
    prorate: false,
    year: calendarYear2025,
    joiningDate: '2020-05-10',
  } as const;

  it.each([
    [
      'the months begun by mid-March',
      { annualQuantity: 15, asOf: '2025-03-15' },
      [
        ['2025-01-01', 1.25],
        ['2025-02-01', 1.25],
        ['2025-03-01', 1.25],
      ],
    ],
    [
      'as-of on the first of a month includes it',
      { annualQuantity: 12, asOf: '2025-02-01' },
      [
        ['2025-01-01', 1],
        ['2025-02-01', 1],
      ],
    ],
    [
      'joined 10 June: June credited on the joining date',
      { annualQuantity: 12, joiningDate: '2025-06-10', asOf: '2025-08-01' },
      [
        ['2025-06-10', 1],
        ['2025-07-01', 1],
        ['2025-08-01', 1],
      ],
    ],
    [
      'joined 16 June: from July',
      { annualQuantity: 12, joiningDate: '2025-06-16', asOf: '2025-08-01' },
      [
        ['2025-07-01', 1],
        ['2025-08-01', 1],
      ],
    ],
    [
      'joined 20 December: nothing left in the year',
      { annualQuantity: 12, joiningDate: '2025-12-20', asOf: '2025-12-31' },
      [],
    ],
    [
      'joined 10 December: the last month, with its rounding remainder',
      { annualQuantity: 10, joiningDate: '2025-12-10', asOf: '2025-12-31' },
      [['2025-12-10', 0.87]],
    ],
    [
      'joined on leap day, after the 15th: from March',
      { annualQuantity: 12, year: calendarYear2024, joiningDate: '2024-02-29', asOf: '2024-03-31' },
      [['2024-03-01', 1]],
    ],
    [
      'April–March year, January to March',
      { annualQuantity: 12, year: financialYear2025, asOf: '2026-03-01' },
      [
        ['2025-04-01', 1],
        ['2025-05-01', 1],
        ['2025-06-01', 1],
        ['2025-07-01', 1],
        ['2025-08-01', 1],
        ['2025-09-01', 1],
        ['2025-10-01', 1],
        ['2025-11-01', 1],
        ['2025-12-01', 1],
        ['2026-01-01', 1],
        ['2026-02-01', 1],
        ['2026-03-01', 1],
      ],
    ],
    ['joining after as-of', { annualQuantity: 12, joiningDate: '2025-06-10', asOf: '2025-06-09' }, []],
    ['as-of before the year begins', { annualQuantity: 12, asOf: '2024-12-31' }, []],
  ])('%s', (_label, input, expected) => {
    expect(credits({ ...base, ...input })).toEqual(expected);
  });

  it.each([
    [10, calendarYear2025, 0.83, 0.87],
    [20, calendarYear2025, 1.67, 1.63],
    [15, financialYear2025, 1.25, 1.25],
    [7.5, financialYear2025, 0.63, 0.57],
  ])(
    'a full year of %d: eleven credits of %d, the last of %d, adding up exactly',
    (annual, year, month, last) => {
      const schedule = accrualSchedule({ ...base, annualQuantity: annual, year, asOf: year.end });
      expect(schedule).toHaveLength(12);
      expect(schedule.slice(0, 11).every(({ quantity }) => quantity === month)).toBe(true);
      expect(schedule[11]).toEqual({ date: `${year.end.slice(0, 8)}01`, quantity: last });
      const hundredths = schedule.reduce((sum, { quantity }) => sum + Math.round(quantity * 100), 0);
      expect(hundredths).toBe(annual * 100);
    },
  );
});
