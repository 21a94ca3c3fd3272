import { type AttritionMonth, MONTH_ABBREVIATIONS } from '@atrium/contracts';

/** 'Jun 2026' for a month of the attrition list (month 1-12). */
export function attritionMonthLabel({ month, year }: Pick<AttritionMonth, 'month' | 'year'>): string {
  return `${MONTH_ABBREVIATIONS[month - 1] ?? month} ${year}`;
}

/** '2.5%': the rate as the server rounded it. */
export const percent = (rate: number) => `${rate}%`;
