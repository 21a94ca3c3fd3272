import { describe, expect, it } from 'vitest';
import {
  addDays,
  dateParts,
  datesFrom,
  dayOfWeek,
  daysBetween,
  earlierOf,
  isoDate,
  laterOf,
  monthStartsFrom,
} from './iso-date';

describe('dateParts', () => {
  it.each([
    ['2025-06-02', { year: 2025, month: 6, day: 2 }],
    ['2024-02-29', { year: 2024, month: 2, day: 29 }],
  ])('%s', (date, parts) => {
    expect(dateParts(date)).toEqual(parts);
  });

  it.each(['2025-6-2', '02/06/2025', ''])('rejects %j', (date) => {
    expect(() => dateParts(date)).toThrow(RangeError);
  });
});

describe('isoDate', () => {
  it.each([
    [2025, 6, 2, '2025-06-02'],
    [2025, 13, 1, '2026-01-01'],
    [2025, 4, 0, '2025-03-31'],
    [2024, 3, 0, '2024-02-29'],
    [2025, 3, 0, '2025-02-28'],
  ])('%i-%i-%i is %s', (year, month, day, expected) => {
    expect(isoDate(year, month, day)).toBe(expected);
  });
});

describe('addDays', () => {
  it.each([
    ['2025-06-02', 4, '2025-06-06'],
    ['2025-12-31', 1, '2026-01-01'],
    ['2024-02-28', 1, '2024-02-29'],
    ['2025-02-28', 1, '2025-03-01'],
    ['2025-03-01', -1, '2025-02-28'],
    ['2025-06-02', 0, '2025-06-02'],
  ])('%s %+i days is %s', (date, days, expected) => {
    expect(addDays(date, days)).toBe(expected);
  });
});

describe('daysBetween', () => {
  it.each([
    ['2025-06-02', '2025-06-09', 7],
    ['2025-06-09', '2025-06-02', -7],
    ['2024-02-01', '2024-03-01', 29],
    ['2025-02-01', '2025-03-01', 28],
    ['2025-06-02', '2025-06-02', 0],
  ])('from %s to %s is %i', (from, to, expected) => {
    expect(daysBetween(from, to)).toBe(expected);
  });
});

describe('dayOfWeek', () => {
  it.each([
    ['2025-06-01', 0, 'Sunday'],
    ['2025-06-02', 1, 'Monday'],
    ['2025-06-07', 6, 'Saturday'],
    ['2024-02-29', 4, 'Thursday'],
  ])('%s is %i (%s)', (date, expected) => {
    expect(dayOfWeek(date)).toBe(expected);
  });
});

describe('datesFrom', () => {
  it.each([
    ['2025-06-02', '2025-06-02', ['2025-06-02']],
    ['2024-02-28', '2024-03-01', ['2024-02-28', '2024-02-29', '2024-03-01']],
    ['2025-12-31', '2026-01-01', ['2025-12-31', '2026-01-01']],
    ['2025-06-03', '2025-06-02', []],
  ])('%s to %s', (start, end, expected) => {
    expect(datesFrom(start, end)).toEqual(expected);
  });
});

describe('monthStartsFrom', () => {
  it.each([
    ['2025-01-01', '2025-03-31', ['2025-01-01', '2025-02-01', '2025-03-01']],
    ['2025-11-15', '2026-02-01', ['2025-11-01', '2025-12-01', '2026-01-01', '2026-02-01']],
    ['2025-06-10', '2025-06-20', ['2025-06-01']],
  ])('%s to %s', (start, end, expected) => {
    expect(monthStartsFrom(start, end)).toEqual(expected);
  });

  it('gives the twelve months of an April–March year', () => {
    const months = monthStartsFrom('2025-04-01', '2026-03-31');
    expect(months).toHaveLength(12);
    expect([months[0], months[11]]).toEqual(['2025-04-01', '2026-03-01']);
  });
});

describe.each([
  ['2025-06-02', '2025-06-09', '2025-06-02', '2025-06-09'],
  ['2025-06-09', '2025-06-02', '2025-06-02', '2025-06-09'],
  ['2025-06-02', '2025-06-02', '2025-06-02', '2025-06-02'],
])('%s and %s', (a, b, earlier, later) => {
  it(`earlierOf is ${earlier}`, () => expect(earlierOf(a, b)).toBe(earlier));
  it(`laterOf is ${later}`, () => expect(laterOf(a, b)).toBe(later));
});
