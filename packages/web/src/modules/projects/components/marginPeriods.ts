import { fiscalYearOf, listDropdownYears } from '@atrium/contracts';
import type { FilterDefinition } from '../../../ui/FilterBar';

/** The financial years a margin table offers: the current one and the two before, newest first. */
export function financialYearFilter(
  label: string,
  placeholder: string,
  today = new Date(),
): FilterDefinition {
  const current = fiscalYearOf(today).startYear;
  return {
    kind: 'SIMPLE_SELECT',
    key: 'year',
    label,
    placeholder,
    options: listDropdownYears(current)
      .filter((year) => year <= current)
      .reverse()
      .map((year) => ({ label: `FY ${fiscalYearOf(new Date(year, 6, 1)).title}`, value: String(year) })),
  };
}

/** The dates of the financial year starting in April of `year`, when one is chosen. */
export function financialYearRange(year: string | undefined) {
  if (!year || !/^\d{4}$/.test(year)) return {};
  const range = fiscalYearOf(new Date(Number(year), 6, 1));
  return { start_date: range.start_date, end_date: range.end_date };
}
