import { describe, expect, it } from 'vitest';
import { addDays, localDate, organizationClock } from './clock';

describe('organisation clock', () => {
  it.each([
    ['2026-11-25T18:29:59Z', 'Asia/Kolkata', '2026-11-25'],
    ['2026-11-25T18:30:00Z', 'Asia/Kolkata', '2026-11-26'],
    ['2026-11-25T04:00:00Z', 'America/New_York', '2026-11-24'],
    ['2026-12-31T23:59:59Z', 'UTC', '2026-12-31'],
  ])('%s in %s is %s', (instant, zone, date) => {
    expect(localDate(new Date(instant), zone)).toBe(date);
  });

  it("gives today's local date at the moment it is asked", () => {
    let now = new Date('2026-03-31T18:29:00Z');
    const clock = organizationClock('Asia/Kolkata', () => now);
    expect(clock.today()).toBe('2026-03-31');
    now = new Date('2026-03-31T18:31:00Z');
    expect(clock.today()).toBe('2026-04-01');
  });
});

describe('adding days to a date', () => {
  it.each([
    ['2026-11-26', 1, '2026-11-27'],
    ['2026-12-31', 1, '2027-01-01'],
    ['2028-03-01', -1, '2028-02-29'],
    ['2026-03-01', -1, '2026-02-28'],
    ['2026-11-26', 30, '2026-12-26'],
  ])('%s plus %i is %s', (date, days, expected) => {
    expect(addDays(date, days)).toBe(expected);
  });
});
