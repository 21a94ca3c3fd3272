import type { MyWeek } from '@atrium/contracts';
import { describe, expect, it } from 'vitest';
import { expectedMinutes, submitWarnings } from './weekChecks';

const dates = [
  '2026-11-23',
  '2026-11-24',
  '2026-11-25',
  '2026-11-26',
  '2026-11-27',
  '2026-11-28',
  '2026-11-29',
];
const weekWith = (off: Record<string, 'holiday' | 'leave'> = {}): MyWeek => ({
  code: null,
  week_start: '2026-11-23',
  status: 'draft',
  can_edit: true,
  over_allocation: 'flag',
  days: dates.map((date) => ({
    date,
    holiday: off[date] === 'holiday' ? 'Guru Nanak Jayanti' : null,
    leave: off[date] === 'leave' ? 'Casual Leave' : null,
  })),
  rows: [],
});

describe('a week before it is submitted', () => {
  it.each([
    [{}, 40 * 60],
    [{ '2026-11-27': 'holiday' as const }, 32 * 60],
    [{ '2026-11-24': 'leave' as const, '2026-11-27': 'holiday' as const }, 24 * 60],
    // A holiday at the weekend takes nothing from the working days.
    [{ '2026-11-28': 'holiday' as const }, 40 * 60],
  ])('expects 8 hours on each working day without a holiday or leave (%o)', (off, minutes) => {
    expect(expectedMinutes(weekWith(off).days)).toBe(minutes);
  });

  it.each([
    [40 * 60, '2026-11-30', []],
    [45 * 60, '2026-11-30', []],
    [38 * 60, '2026-11-30', ['This week holds 38h of the 40h its working days expect.']],
    [0, '2026-11-30', ['This week holds 0h of the 40h its working days expect.']],
    [40 * 60, '2026-12-26', []],
    [40 * 60, '2026-12-27', ['This week ended 28 days ago.']],
    [
      30 * 60 + 30,
      '2027-01-29',
      ['This week holds 30h 30m of the 40h its working days expect.', 'This week ended 61 days ago.'],
    ],
  ])('with %i minutes, submitted on %s, says %o', (total, today, warnings) => {
    expect(submitWarnings(weekWith(), total, today)).toEqual(warnings);
  });
});
