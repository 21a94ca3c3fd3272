import { describe, expect, it } from 'vitest';
import {
  calendarYearRange,
  type FiscalQuarter,
  FiscalQuarterSchema,
  fiscalQuarterOf,
  fiscalQuarterRange,
  fiscalYearOf,
  listDropdownYears,
} from './fiscal-year';

describe('fiscalYearOf', () => {
  it.each<[Date, string, string, number, string]>([
    [new Date(2024, 3, 1), '2024-04-01', '2025-03-31', 2024, '2024-25'],
    [new Date(2024, 6, 15), '2024-04-01', '2025-03-31', 2024, '2024-25'],
    [new Date(2025, 2, 31, 23, 59), '2024-04-01', '2025-03-31', 2024, '2024-25'],
    [new Date(2024, 2, 31), '2023-04-01', '2024-03-31', 2023, '2023-24'],
    [new Date(2024, 0, 1), '2023-04-01', '2024-03-31', 2023, '2023-24'],
    [new Date(2099, 11, 31), '2099-04-01', '2100-03-31', 2099, '2099-00'],
    [new Date(2008, 4, 1), '2008-04-01', '2009-03-31', 2008, '2008-09'],
  ])('places %s in %s to %s (%d, %s)', (date, start_date, end_date, startYear, title) => {
    expect(fiscalYearOf(date)).toEqual({ start_date, end_date, startYear, title });
  });
});

describe('fiscalQuarterOf', () => {
  it.each<[number, FiscalQuarter]>([
    [0, 'q4'],
    [1, 'q4'],
    [2, 'q4'],
    [3, 'q1'],
    [4, 'q1'],
    [5, 'q1'],
    [6, 'q2'],
    [7, 'q2'],
    [8, 'q2'],
    [9, 'q3'],
    [10, 'q3'],
    [11, 'q3'],
  ])('puts month index %d in %s', (monthIndex, quarter) => {
    expect(fiscalQuarterOf(new Date(2024, monthIndex, 15))).toBe(quarter);
  });
});

describe('fiscalQuarterRange', () => {
  it.each<[number, FiscalQuarter, string, string]>([
    [2024, 'q1', '2024-04-01', '2024-06-30'],
    [2024, 'q2', '2024-07-01', '2024-09-30'],
    [2024, 'q3', '2024-10-01', '2024-12-31'],
    [2024, 'q4', '2025-01-01', '2025-03-31'],
    [2023, 'q4', '2024-01-01', '2024-03-31'],
  ])('gives FY %d %s as %s to %s', (year, quarter, start_date, end_date) => {
    expect(fiscalQuarterRange(year, quarter)).toEqual({ start_date, end_date });
  });

  it('covers the day it was computed from', () => {
    const day = new Date(2025, 1, 10);
    expect(fiscalQuarterRange(fiscalYearOf(day).startYear, fiscalQuarterOf(day))).toEqual({
      start_date: '2025-01-01',
      end_date: '2025-03-31',
    });
  });
});

describe('FiscalQuarterSchema', () => {
  it.each<[unknown, boolean]>([
    ['q1', true],
    ['q4', true],
    ['Q1', false],
    ['q5', false],
  ])('parses %j: %s', (value, ok) => {
    expect(FiscalQuarterSchema.safeParse(value).success).toBe(ok);
  });
});

describe('calendarYearRange', () => {
  it.each<[number, string, string]>([
    [2024, '2024-01-01', '2024-12-31'],
    [1999, '1999-01-01', '1999-12-31'],
  ])('gives %d as %s to %s', (year, start_date, end_date) => {
    expect(calendarYearRange(year)).toEqual({ start_date, end_date });
  });
});

describe('listDropdownYears', () => {
  it.each<[number, number[]]>([
    [2024, [2022, 2023, 2024, 2025, 2026]],
    [2000, [1998, 1999, 2000, 2001, 2002]],
  ])('lists the years around %d', (year, expected) => {
    expect(listDropdownYears(year)).toEqual(expected);
  });
});
