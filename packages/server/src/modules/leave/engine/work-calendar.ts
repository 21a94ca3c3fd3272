import { addDays, dayOfWeek, type IsoDate } from './iso-date';

export interface WorkCalendar {
  /** 0 = Sunday … 6 = Saturday */
  weekendDays: readonly number[];
  holidays: ReadonlySet<IsoDate>;
}

/** Whether weekend days and holidays inside a request count as leave. */
export interface SandwichRule {
  weekends: boolean;
  holidays: boolean;
}

export type DayKind = 'working' | 'weekend' | 'holiday';

/** A holiday falling on a weekend day is a holiday. */
export function dayKind(date: IsoDate, calendar: WorkCalendar): DayKind {
  if (calendar.holidays.has(date)) return 'holiday';
  if (calendar.weekendDays.includes(dayOfWeek(date))) return 'weekend';
  return 'working';
}

/** Whether every date strictly between `before` and `after` is a weekend day or a holiday (true when none lie between). */
export function onlyDaysOffBetween(before: IsoDate, after: IsoDate, calendar: WorkCalendar): boolean {
  for (let date = addDays(before, 1); date < after; date = addDays(date, 1)) {
    if (dayKind(date, calendar) === 'working') return false;
  }
  return true;
}
