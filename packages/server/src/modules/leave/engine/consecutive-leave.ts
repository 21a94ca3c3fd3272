import { type DateRange, earlierOf, type IsoDate, laterOf } from './iso-date';
import { onlyDaysOffBetween, type WorkCalendar } from './work-calendar';

export interface DatedLeave {
  start: IsoDate;
  end: IsoDate;
  days: number;
}

/**
 * The days of `request` plus those of the existing requests chained to it: a request joins the run when
 * only weekend days and holidays separate it from the run, on either side, so leave split into single days
 * (Friday, then Monday) still forms one run. Existing requests overlapping `request` are left out; they
 * are reported as overlaps instead.
 */
export function consecutiveLeaveDays(
  request: DatedLeave,
  existing: readonly DatedLeave[],
  calendar: WorkCalendar,
): number {
  const remaining = existing.filter((other) => other.end < request.start || other.start > request.end);
  let run: DateRange = { start: request.start, end: request.end };
  let days = request.days;
  for (;;) {
    const index = remaining.findIndex((other) => joinsRun(other, run, calendar));
    const [other] = index === -1 ? [] : remaining.splice(index, 1);
    if (!other) return days;
    run = { start: earlierOf(other.start, run.start), end: laterOf(other.end, run.end) };
    days += other.days;
  }
}

function joinsRun(other: DatedLeave, run: DateRange, calendar: WorkCalendar): boolean {
  if (other.end < run.start) return onlyDaysOffBetween(other.end, run.start, calendar);
  if (other.start > run.end) return onlyDaysOffBetween(run.end, other.start, calendar);
  // Lies inside the run, on weekend days or holidays between two of its requests.
  return true;
}
