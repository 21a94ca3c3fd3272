import { describe, expect, it } from 'vitest';
import { daysAboveShare, type WeekLine, weekProblems } from './time-rules';
import { mondayOf, weekDays } from './week';

const DAYS = weekDays('2026-11-23');
const WINDOWS = new Map([[4, [{ startDate: '2026-11-01', endDate: '2026-11-27', percent: 100 }]]]);
const line = (minutes: number[], projectId: number | null = 4, isBillable = true): WeekLine => ({
  projectId,
  isBillable,
  minutes,
});

describe('weeks', () => {
  it.each([
    ['2026-11-23', '2026-11-23'],
    ['2026-11-25', '2026-11-23'],
    ['2026-11-29', '2026-11-23'],
    ['2026-11-30', '2026-11-30'],
    ['2027-01-01', '2026-12-28'],
  ])('the Monday of %s is %s', (day, monday) => {
    expect(mondayOf(day)).toBe(monday);
  });

  it('lists Monday to Sunday', () => {
    expect(DAYS).toEqual([
      '2026-11-23',
      '2026-11-24',
      '2026-11-25',
      '2026-11-26',
      '2026-11-27',
      '2026-11-28',
      '2026-11-29',
    ]);
  });
});

describe('weekProblems', () => {
  it.each<[string, WeekLine[], string[]]>([
    ['a normal week', [line([480, 480, 480, 480, 480, 0, 0])], []],
    ['exactly 24 hours in a day', [line([1440, 0, 0, 0, 0, 0, 0])], []],
    [
      'over 24 hours across lines',
      [line([900, 0, 0, 0, 0, 0, 0]), line([600, 0, 0, 0, 0, 0, 0], null, false)],
      ['day_over_24_hours'],
    ],
    ['billable under an hour', [line([30, 0, 0, 0, 0, 0, 0])], ['billable_hours_out_of_range']],
    ['non-billable under an hour', [line([30, 0, 0, 0, 0, 0, 0], 4, false)], []],
    ['an hour split across billable lines', [line([30, 0, 0, 0, 0, 0, 0]), line([30, 0, 0, 0, 0, 0, 0])], []],
    [
      'time on Saturday after the allocation ends',
      [line([0, 0, 0, 0, 0, 240, 0])],
      ['time_outside_allocation'],
    ],
    [
      'a project the person is not allocated to',
      [line([60, 0, 0, 0, 0, 0, 0], 9)],
      ['time_outside_allocation'],
    ],
    ['non-project time any day', [line([0, 0, 0, 0, 0, 240, 240], null, false)], []],
  ])('%s', (_, lines, expected) => {
    expect(weekProblems(DAYS, lines, WINDOWS)).toEqual(expected);
  });
});

describe("a contractor's week", () => {
  const CONTRACTS = [
    { startDate: '2026-01-01', endDate: '2026-11-24' },
    { startDate: '2026-11-26', endDate: '2026-12-31' },
  ];
  it.each<[string, WeekLine[], string[]]>([
    ['time on contracted days', [line([480, 480, 0, 480, 480, 0, 0])], []],
    ['time in the gap between contracts', [line([0, 0, 480, 0, 0, 0, 0])], ['no_active_contract']],
    ['non-project time in the gap', [line([0, 0, 120, 0, 0, 0, 0], null, false)], ['no_active_contract']],
    ['no time at all on the gap day', [line([480, 0, 0, 0, 0, 0, 0])], []],
  ])('%s', (_, lines, expected) => {
    expect(weekProblems(DAYS, lines, WINDOWS, CONTRACTS)).toEqual(expected);
  });

  it('an employee (no contracts to keep to) logs time any day of their allocation', () => {
    expect(weekProblems(DAYS, [line([0, 0, 480, 0, 0, 0, 0])], WINDOWS, null)).toEqual([]);
  });
});

describe('daysAboveShare', () => {
  // Half time until Wednesday, then full time from Thursday (a second allocation to the same project).
  const SHARES = new Map([
    [
      4,
      [
        { startDate: '2026-11-01', endDate: '2026-11-25', percent: 50 },
        { startDate: '2026-11-26', endDate: '2026-11-30', percent: 100 },
      ],
    ],
  ]);
  it.each<[string, WeekLine[], [number, number[]][]]>([
    ['within a half share: 4 hours a day', [line([240, 240, 240, 0, 0, 0, 0])], []],
    ['a minute above the half share on Tuesday', [line([240, 241, 0, 0, 0, 0, 0])], [[0, [1]]]],
    ['a full day from Thursday, under the second allocation', [line([0, 0, 0, 480, 480, 0, 0])], []],
    ['over the full share on Friday', [line([0, 0, 0, 0, 540, 0, 0])], [[0, [4]]]],
    [
      'other work has no share',
      [line([0, 0, 0, 0, 0, 0, 0]), line([600, 0, 0, 0, 0, 0, 0], null, false)],
      [],
    ],
    [
      'each line by its index',
      [line([0, 0, 0, 0, 0, 0, 0], null, false), line([300, 0, 300, 0, 0, 0, 0])],
      [[1, [0, 2]]],
    ],
  ])('%s', (_, lines, expected) => {
    expect([...daysAboveShare(DAYS, lines, SHARES)]).toEqual(expected);
  });
});
