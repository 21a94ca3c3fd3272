import { formatTimeSpent, type MyWeek } from '@atrium/contracts';
import dayjs from 'dayjs';

/** The hours a working day expects, and the most a day can hold. */
export const WORKING_DAY_MINUTES = 8 * 60;
export const DAY_MINUTES = 24 * 60;
/** A week that ended this many days ago or more is long past: submitting it is asked about. */
export const LONG_PAST_DAYS = 28;

/** Monday to Friday, less holidays and leave: the days a week expects time on. */
export const expectedMinutes = (days: MyWeek['days']) =>
  days.filter((day, index) => index < 5 && !day.holiday && !day.leave).length * WORKING_DAY_MINUTES;

/** What a person should know before submitting: a week short of its working days' hours, a week long past. */
export function submitWarnings(week: MyWeek, totalMinutes: number, today: string): string[] {
  const warnings: string[] = [];
  const expected = expectedMinutes(week.days);
  if (totalMinutes < expected)
    warnings.push(
      `This week holds ${formatTimeSpent(totalMinutes) || '0h'} of the ${formatTimeSpent(expected)} its working days expect.`,
    );
  const lastDay = week.days[6]?.date ?? week.week_start;
  const ago = dayjs(today).diff(dayjs(lastDay), 'day');
  if (ago >= LONG_PAST_DAYS) warnings.push(`This week ended ${ago} days ago.`);
  return warnings;
}
