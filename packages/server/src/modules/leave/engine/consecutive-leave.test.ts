import { describe, expect, it } from 'vitest';
import { consecutiveLeaveDays, type DatedLeave } from './consecutive-leave';
import type { WorkCalendar } from './work-calendar';

// Saturdays and Sundays off; 15 August 2025 is a Friday holiday.
const calendar: WorkCalendar = { weekendDays: [0, 6], holidays: new Set(['2025-08-15']) };

const day = (date: string, days = 1): DatedLeave => ({ start: date, end: date, days });

describe('consecutiveLeaveDays', () => {
  it.each<[string, DatedLeave, DatedLeave[], number]>([
    ['no other leave', { start: '2025-06-09', end: '2025-06-11', days: 3 }, [], 3],
    ['Friday taken, Monday asked: chained across the weekend', day('2025-06-09'), [day('2025-06-06')], 2],
    ['Monday taken, Friday asked', day('2025-06-06'), [day('2025-06-09')], 2],
    ['the day before, no gap', day('2025-06-10'), [day('2025-06-09')], 2],
    ['chains on both sides', day('2025-06-09'), [day('2025-06-06'), day('2025-06-10')], 3],
    [
      'chains transitively, whatever the order of the others',
      day('2025-06-09'),
      [day('2025-06-04'), day('2025-06-05'), day('2025-06-06')],
      4,
    ],
    ['stops at a working day not on leave', day('2025-06-09'), [day('2025-06-03'), day('2025-06-06')], 2],
    ['a working Friday between: not chained', day('2025-06-09'), [day('2025-06-05')], 1],
    ['across a Friday holiday and the weekend', day('2025-08-18'), [day('2025-08-14')], 2],
    ['half days add as halves', day('2025-06-09'), [day('2025-06-06', 0.5)], 1.5],
    [
      'a weekend request inside the run adds its days',
      day('2025-06-06'),
      [day('2025-06-09'), day('2025-06-07', 0)],
      2,
    ],
    [
      'an overlapping request is left out',
      { start: '2025-06-09', end: '2025-06-10', days: 2 },
      [day('2025-06-10'), day('2025-06-06')],
      3,
    ],
  ])('%s', (_label, request, existing, expected) => {
    expect(consecutiveLeaveDays(request, existing, calendar)).toBe(expected);
  });
});
