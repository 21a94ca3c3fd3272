import { describe, expect, it } from 'vitest';
import {
  createLocalDate,
  displayApiDate,
  formatApiDate,
  formatDateRange,
  formatDisplayDate,
  formatDisplayTime,
  formatRelativeAge,
  parseApiDate,
} from './dates';

describe('formatDisplayDate', () => {
  it.each<[Date, string]>([
    [new Date(2024, 3, 5), '05-Apr-2024'],
    [new Date(2024, 0, 31, 23, 59), '31-Jan-2024'],
    [new Date(1999, 11, 1), '01-Dec-1999'],
    [new Date(2025, 8, 15), '15-Sep-2025'],
    [createLocalDate(987, 5, 9), '09-Jun-0987'],
  ])('formats %s as %s', (date, expected) => {
    expect(formatDisplayDate(date)).toBe(expected);
  });
});

describe('formatDisplayTime', () => {
  it.each<[number, number, string]>([
    [0, 0, '12:00 AM'],
    [0, 30, '12:30 AM'],
    [9, 5, '09:05 AM'],
    [11, 59, '11:59 AM'],
    [12, 0, '12:00 PM'],
    [14, 5, '02:05 PM'],
    [23, 59, '11:59 PM'],
  ])('formats %d:%d as %s', (hours, minutes, expected) => {
    expect(formatDisplayTime(new Date(2024, 3, 5, hours, minutes))).toBe(expected);
  });
});

describe('formatApiDate', () => {
  it.each<[Date, string]>([
    [new Date(2024, 3, 5), '2024-04-05'],
    [new Date(2024, 3, 5, 23, 59, 59), '2024-04-05'],
    [new Date(2024, 11, 31, 0, 0, 1), '2024-12-31'],
    [createLocalDate(45, 0, 1), '0045-01-01'],
  ])('formats %s as %s', (date, expected) => {
    expect(formatApiDate(date)).toBe(expected);
  });
});

describe('parseApiDate', () => {
  it.each<[string, [number, number, number]]>([
    ['2024-04-05', [2024, 3, 5]],
    ['2024-02-29', [2024, 1, 29]],
    ['2023-12-31', [2023, 11, 31]],
    ['0045-01-01', [45, 0, 1]],
  ])('reads %s as local midnight', (text, [year, monthIndex, day]) => {
    const date = parseApiDate(text);
    expect(date && [date.getFullYear(), date.getMonth(), date.getDate(), date.getHours()]).toEqual([
      year,
      monthIndex,
      day,
      0,
    ]);
    expect(date && formatApiDate(date)).toBe(text);
  });

  it.each([
    '2023-02-29',
    '2024-13-01',
    '2024-00-10',
    '2024-04-31',
    '2024-04-00',
    '2024-4-5',
    '24-04-05',
    '2024-04-05T00:00:00Z',
    ' 2024-04-05',
    '05-Apr-2024',
    '',
  ])('rejects %j', (text) => {
    expect(parseApiDate(text)).toBeNull();
  });
});

describe('createLocalDate', () => {
  it.each<[number, number, number, string]>([
    [2024, 3, 5, '2024-04-05'],
    [2024, 12, 1, '2025-01-01'],
    [2024, 2, 0, '2024-02-29'],
    [99, 0, 1, '0099-01-01'],
  ])('builds %d/%d/%d as %s', (year, monthIndex, day, expected) => {
    expect(formatApiDate(createLocalDate(year, monthIndex, day))).toBe(expected);
  });
});

describe('formatRelativeAge', () => {
  const now = new Date(2024, 3, 5, 12, 0, 0);
  const before = (ms: number) => new Date(now.getTime() - ms);

  it.each<[string, number, string]>([
    ['now', 0, '0m'],
    ['59 seconds ago', 59_000, '0m'],
    ['1 minute ago', 60_000, '1m'],
    ['59 minutes 59 seconds ago', 3_599_000, '59m'],
    ['1 hour ago', 3_600_000, '1h'],
    ['23 hours 59 minutes ago', 86_340_000, '23h'],
    ['1 day ago', 86_400_000, '1d'],
    ['400 days ago', 400 * 86_400_000, '400d'],
    ['2 minutes ahead', -120_000, '0m'],
  ])('shows %s as %s', (_, elapsed, expected) => {
    expect(formatRelativeAge(before(elapsed), now)).toBe(expected);
  });
});

describe('formatDateRange', () => {
  it('formats both ends as API dates', () => {
    expect(formatDateRange(new Date(2024, 3, 1, 18, 30), new Date(2025, 2, 31, 23, 59))).toEqual({
      start_date: '2024-04-01',
      end_date: '2025-03-31',
    });
  });
});

describe('displayApiDate', () => {
  it.each([
    ['2026-12-01', '01-Dec-2026'],
    ['2024-02-29', '29-Feb-2024'],
    ['2023-02-29', '2023-02-29'],
  ])('%s reads %s', (text, shown) => {
    expect(displayApiDate(text)).toBe(shown);
  });
});
