import { describe, expect, it } from 'vitest';
import { countLeaveDays, type LeaveDate } from './count-leave-days';
import type { SandwichRule, WorkCalendar } from './work-calendar';

// Saturdays and Sundays off; Republic Day 2025 is a Sunday, Independence Day a Friday, Gandhi Jayanti a Thursday.
const calendar: WorkCalendar = {
  weekendDays: [0, 6],
  holidays: new Set(['2025-01-26', '2025-08-15', '2025-10-02']),
};
const off: SandwichRule = { weekends: false, holidays: false };
const weekends: SandwichRule = { weekends: true, holidays: false };
const holidays: SandwichRule = { weekends: false, holidays: true };
const both: SandwichRule = { weekends: true, holidays: true };

/** Each date's count, in order; a star marks a sandwiched day. */
const breakdown = (dates: LeaveDate[]) =>
  dates.map(({ counted, sandwiched }) => `${counted}${sandwiched ? '*' : ''}`).join(' ');

describe('countLeaveDays', () => {
  it.each([
    ['a working week', '2025-06-02', '2025-06-06', '', off, 5, '1 1 1 1 1'],
    [
      'a working week from the second half of Monday',
      '2025-06-02',
      '2025-06-06',
      'start',
      off,
      4.5,
      '0.5 1 1 1 1',
    ],
    [
      'a working week until the first half of Friday',
      '2025-06-02',
      '2025-06-06',
      'end',
      off,
      4.5,
      '1 1 1 1 0.5',
    ],
    ['a working week, half days at both ends', '2025-06-02', '2025-06-06', 'both', off, 4, '0.5 1 1 1 0.5'],
    ['a single day', '2025-06-04', '2025-06-04', '', off, 1, '1'],
    ['a single day from its second half', '2025-06-04', '2025-06-04', 'start', off, 0.5, '0.5'],
    ['a single day until its first half', '2025-06-04', '2025-06-04', 'end', off, 0.5, '0.5'],
    ['a single day with both flags', '2025-06-04', '2025-06-04', 'both', off, 0.5, '0.5'],
    ['Friday to Monday, sandwich off', '2025-06-06', '2025-06-09', '', off, 2, '1 0 0 1'],
    ['Friday to Monday, weekends sandwiched', '2025-06-06', '2025-06-09', '', weekends, 4, '1 1* 1* 1'],
    ['Friday to Monday, only holidays sandwiched', '2025-06-06', '2025-06-09', '', holidays, 2, '1 0 0 1'],
    [
      'Friday to Monday in halves, weekends sandwiched',
      '2025-06-06',
      '2025-06-09',
      'both',
      weekends,
      3,
      '0.5 1* 1* 0.5',
    ],
    ['across a Thursday holiday, sandwich off', '2025-10-01', '2025-10-03', '', off, 2, '1 0 1'],
    ['across a Thursday holiday, holidays sandwiched', '2025-10-01', '2025-10-03', '', holidays, 3, '1 1* 1'],
    [
      'across a Thursday holiday, only weekends sandwiched',
      '2025-10-01',
      '2025-10-03',
      '',
      weekends,
      2,
      '1 0 1',
    ],
    [
      'a Friday holiday and weekend, only weekends',
      '2025-08-14',
      '2025-08-18',
      '',
      weekends,
      4,
      '1 0 1* 1* 1',
    ],
    [
      'a Friday holiday and weekend, only holidays',
      '2025-08-14',
      '2025-08-18',
      '',
      holidays,
      3,
      '1 1* 0 0 1',
    ],
    ['a Friday holiday and weekend, both', '2025-08-14', '2025-08-18', '', both, 5, '1 1* 1* 1* 1'],
    ['a holiday on a Sunday is a holiday', '2025-01-24', '2025-01-27', '', weekends, 3, '1 1* 0 1'],
    ['starting on a Saturday', '2025-06-07', '2025-06-10', '', both, 2, '0 0 1 1'],
    ['starting on a Saturday with a half day', '2025-06-07', '2025-06-09', 'start', both, 1, '0 0 1'],
    ['ending on a Sunday', '2025-06-05', '2025-06-08', '', both, 2, '1 1 0 0'],
    ['a weekend alone', '2025-06-07', '2025-06-08', '', both, 0, '0 0'],
    ['a holiday alone', '2025-08-15', '2025-08-15', '', both, 0, '0'],
    ['weekend to weekend', '2025-06-07', '2025-06-15', '', both, 5, '0 0 1 1 1 1 1 0 0'],
    ['two weeks, sandwich off', '2025-06-02', '2025-06-13', '', off, 10, '1 1 1 1 1 0 0 1 1 1 1 1'],
    [
      'two weeks, weekends sandwiched',
      '2025-06-02',
      '2025-06-13',
      '',
      weekends,
      12,
      '1 1 1 1 1 1* 1* 1 1 1 1 1',
    ],
    ['across leap day', '2024-02-28', '2024-03-01', '', off, 3, '1 1 1'],
    ['the end before the start', '2025-06-06', '2025-06-02', '', both, 0, ''],
  ] as const)('%s (%s to %s, halves: %j)', (_label, start, end, halves, sandwich, days, expected) => {
    const result = countLeaveDays({
      start,
      end,
      startHalf: halves === 'start' || halves === 'both',
      endHalf: halves === 'end' || halves === 'both',
      calendar,
      sandwich,
    });
    expect(result.days).toBe(days);
    expect(breakdown(result.dates)).toBe(expected);
  });

  it('lists every date with its kind', () => {
    const { dates } = countLeaveDays({
      start: '2025-08-14',
      end: '2025-08-18',
      startHalf: false,
      endHalf: false,
      calendar,
      sandwich: weekends,
    });
    expect(dates).toEqual([
      { date: '2025-08-14', counted: 1, kind: 'working', sandwiched: false },
      { date: '2025-08-15', counted: 0, kind: 'holiday', sandwiched: false },
      { date: '2025-08-16', counted: 1, kind: 'weekend', sandwiched: true },
      { date: '2025-08-17', counted: 1, kind: 'weekend', sandwiched: true },
      { date: '2025-08-18', counted: 1, kind: 'working', sandwiched: false },
    ]);
  });
});
