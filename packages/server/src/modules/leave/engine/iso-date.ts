/** A calendar date written `YYYY-MM-DD`. Such strings sort in date order, so they compare with `<` and `>`. */
export type IsoDate = string;

/** From `start` to `end`, both included. */
export interface DateRange {
  start: IsoDate;
  end: IsoDate;
}

const MS_PER_DAY = 86_400_000;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

export interface DateParts {
  year: number;
  /** 1 = January … 12 = December */
  month: number;
  day: number;
}

export function dateParts(date: IsoDate): DateParts {
  const match = ISO_DATE.exec(date);
  if (!match) throw new RangeError(`Not an ISO date: ${date}`);
  return { year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) };
}

/** Builds a date from parts; a month or day out of range rolls over (month 13 is January of the next year). */
export function isoDate(year: number, month: number, day: number): IsoDate {
  return new Date(Date.UTC(year, month - 1, day)).toISOString().slice(0, 10);
}

function dayNumber(date: IsoDate): number {
  const { year, month, day } = dateParts(date);
  return Date.UTC(year, month - 1, day) / MS_PER_DAY;
}

export function addDays(date: IsoDate, days: number): IsoDate {
  return new Date((dayNumber(date) + days) * MS_PER_DAY).toISOString().slice(0, 10);
}

/** Calendar days from `from` to `to`: positive when `to` is later. */
export function daysBetween(from: IsoDate, to: IsoDate): number {
  return dayNumber(to) - dayNumber(from);
}

/** 0 = Sunday … 6 = Saturday */
export function dayOfWeek(date: IsoDate): number {
  return new Date(dayNumber(date) * MS_PER_DAY).getUTCDay();
}

/** Every date from `start` to `end`, both included; empty when `end` is before `start`. */
export function datesFrom(start: IsoDate, end: IsoDate): IsoDate[] {
  const dates: IsoDate[] = [];
  for (let date = start; date <= end; date = addDays(date, 1)) dates.push(date);
  return dates;
}

/** The first day of every month that has a date between `start` and `end`, both included. */
export function monthStartsFrom(start: IsoDate, end: IsoDate): IsoDate[] {
  const months: IsoDate[] = [];
  const { year, month } = dateParts(start);
  for (let first = isoDate(year, month, 1), n = 1; first <= end; first = isoDate(year, month + n, 1), n++) {
    months.push(first);
  }
  return months;
}

export function laterOf(a: IsoDate, b: IsoDate): IsoDate {
  return a > b ? a : b;
}

export function earlierOf(a: IsoDate, b: IsoDate): IsoDate {
  return a < b ? a : b;
}
