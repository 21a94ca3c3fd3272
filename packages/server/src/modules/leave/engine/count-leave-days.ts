import { datesFrom, type IsoDate } from './iso-date';
import { type DayKind, dayKind, type SandwichRule, type WorkCalendar } from './work-calendar';

export interface LeaveDaysInput {
  start: IsoDate;
  end: IsoDate;
  /** Leave from the second half of the start day. */
  startHalf: boolean;
  /** Leave until the first half of the end day. */
  endHalf: boolean;
  calendar: WorkCalendar;
  sandwich: SandwichRule;
}

export interface LeaveDate {
  date: IsoDate;
  counted: 0 | 0.5 | 1;
  kind: DayKind;
  /** A weekend day or holiday counted because working days of the request lie on both sides of it. */
  sandwiched: boolean;
}

export interface LeaveDays {
  days: number;
  dates: LeaveDate[];
}

/**
 * The leave a request takes, date by date. An end before the start gives no dates; reporting that is
 * left to validation.
 */
export function countLeaveDays(input: LeaveDaysInput): LeaveDays {
  const { start, end, startHalf, endHalf, calendar, sandwich } = input;
  const kinds = datesFrom(start, end).map((date) => ({ date, kind: dayKind(date, calendar) }));
  const firstWorking = kinds.findIndex(({ kind }) => kind === 'working');
  const lastWorking = kinds.findLastIndex(({ kind }) => kind === 'working');

  const dates = kinds.map(({ date, kind }, index): LeaveDate => {
    if (kind === 'working') {
      const half = (date === start && startHalf) || (date === end && endHalf);
      return { date, kind, counted: half ? 0.5 : 1, sandwiched: false };
    }
    const sandwiched =
      index > firstWorking &&
      index < lastWorking &&
      (kind === 'weekend' ? sandwich.weekends : sandwich.holidays);
    return { date, kind, counted: sandwiched ? 1 : 0, sandwiched };
  });

  return { days: dates.reduce((sum, { counted }) => sum + counted, 0), dates };
}
