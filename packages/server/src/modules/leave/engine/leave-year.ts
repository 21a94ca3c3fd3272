import { type DateRange, dateParts, type IsoDate, isoDate } from './iso-date';

/** The leave year holding `date`: the calendar year (`startMonth` 1) or the April–March financial year (4). */
export function leaveYearContaining(date: IsoDate, startMonth: 1 | 4): DateRange {
  const { year, month } = dateParts(date);
  const startYear = month >= startMonth ? year : year - 1;
  return {
    start: isoDate(startYear, startMonth, 1),
    end: isoDate(startYear + 1, startMonth, 0),
  };
}
