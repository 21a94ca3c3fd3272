import { describe, expect, it } from 'vitest';
import { dayKind, onlyDaysOffBetween, type WorkCalendar } from './work-calendar';

const fiveDayWeek: WorkCalendar = {
  weekendDays: [0, 6],
  holidays: new Set(['2025-01-26', '2025-08-15', '2025-10-02']),
};
const sixDayWeek: WorkCalendar = { weekendDays: [0], holidays: new Set(['2025-08-15']) };

describe('dayKind', () => {
  it.each([
    ['Monday', '2025-06-02', fiveDayWeek, 'working'],
    ['Saturday, five-day week', '2025-06-07', fiveDayWeek, 'weekend'],
    ['Saturday, six-day week', '2025-06-07', sixDayWeek, 'working'],
    ['Sunday', '2025-06-08', fiveDayWeek, 'weekend'],
    ['Independence Day, a Friday', '2025-08-15', fiveDayWeek, 'holiday'],
    ['Republic Day, a Sunday', '2025-01-26', fiveDayWeek, 'holiday'],
  ] as const)('%s (%s) is %s', (_label, date, calendar, expected) => {
    expect(dayKind(date, calendar)).toBe(expected);
  });
});

describe('onlyDaysOffBetween', () => {
  it.each([
    ['Friday and Monday, a weekend between', '2025-06-06', '2025-06-09', true],
    ['Monday and Tuesday, nothing between', '2025-06-02', '2025-06-03', true],
    ['Monday and Wednesday, a working Tuesday between', '2025-06-02', '2025-06-04', false],
    ['Thursday and Monday, a holiday Friday and a weekend between', '2025-08-14', '2025-08-18', true],
    ['Wednesday and Friday, a holiday Thursday between', '2025-10-01', '2025-10-03', true],
    ['Thursday and Tuesday, a working Monday between', '2025-06-05', '2025-06-10', false],
  ])('%s', (_label, before, after, expected) => {
    expect(onlyDaysOffBetween(before, after, fiveDayWeek)).toBe(expected);
  });
});
