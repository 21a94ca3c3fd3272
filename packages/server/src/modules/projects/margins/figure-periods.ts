import { createLocalDate, fiscalYearOf, formatApiDate, LEAKAGE_LOSS_MONTHS } from '@atrium/contracts';
import type { Period } from './project-margins.queries';

const dayOf = (iso: string) => {
  const [year, month, day] = iso.split('-').map(Number) as [number, number, number];
  return createLocalDate(year, month - 1, day);
};

/** The financial year (April to March) holding `today`. */
export function financialYearOf(today: string): Period {
  const year = fiscalYearOf(dayOf(today));
  return { start: year.start_date, end: year.end_date };
}

/** The current month and the three before it, up to `today`. */
export function leakageWindowOf(today: string): Period {
  const day = dayOf(today);
  const start = createLocalDate(day.getFullYear(), day.getMonth() - (LEAKAGE_LOSS_MONTHS - 1), 1);
  return { start: formatApiDate(start), end: today };
}

/** The last day of the month of `day`. */
export function lastOfMonth(day: string) {
  const [year, month] = day.split('-').map(Number) as [number, number];
  return formatApiDate(createLocalDate(year, month, 0));
}
