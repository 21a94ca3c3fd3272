import { z } from 'zod';
import { createLocalDate, type DateRange, formatDateRange } from './dates';

/** April, counted from 0 as `Date` counts months. */
export const FISCAL_YEAR_START_MONTH_INDEX = 3;
export const YEAR_DROPDOWN_SPAN = 2;

export const FISCAL_QUARTERS = ['q1', 'q2', 'q3', 'q4'] as const;
export const FiscalQuarterSchema = z.enum(FISCAL_QUARTERS);
export type FiscalQuarter = z.infer<typeof FiscalQuarterSchema>;

export interface FiscalYear extends DateRange {
  startYear: number;
  /** '2024-25' for the year from 1 April 2024 to 31 March 2025. */
  title: string;
}

export function fiscalYearOf(date: Date): FiscalYear {
  const startYear = date.getFullYear() - (date.getMonth() < FISCAL_YEAR_START_MONTH_INDEX ? 1 : 0);
  const start = createLocalDate(startYear, FISCAL_YEAR_START_MONTH_INDEX, 1);
  const end = createLocalDate(startYear + 1, FISCAL_YEAR_START_MONTH_INDEX, 0);
  const title = `${startYear}-${String((startYear + 1) % 100).padStart(2, '0')}`;
  return { ...formatDateRange(start, end), startYear, title };
}

/** q1 April–June, q2 July–September, q3 October–December, q4 January–March. */
export function fiscalQuarterOf(date: Date): FiscalQuarter {
  const monthsIntoYear = (date.getMonth() - FISCAL_YEAR_START_MONTH_INDEX + 12) % 12;
  return `q${Math.floor(monthsIntoYear / 3) + 1}` as FiscalQuarter;
}

export function fiscalQuarterRange(fiscalStartYear: number, quarter: FiscalQuarter): DateRange {
  const startMonth = FISCAL_YEAR_START_MONTH_INDEX + FISCAL_QUARTERS.indexOf(quarter) * 3;
  return formatDateRange(
    createLocalDate(fiscalStartYear, startMonth, 1),
    createLocalDate(fiscalStartYear, startMonth + 3, 0),
  );
}

export function calendarYearRange(year: number): DateRange {
  return formatDateRange(createLocalDate(year, 0, 1), createLocalDate(year, 11, 31));
}

/** The year dropdown: two years before to two after `currentYear`, ascending. */
export function listDropdownYears(currentYear: number): number[] {
  return Array.from({ length: 2 * YEAR_DROPDOWN_SPAN + 1 }, (_, i) => currentYear - YEAR_DROPDOWN_SPAN + i);
}
