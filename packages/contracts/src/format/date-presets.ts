import { z } from 'zod';
import { createLocalDate, type DateRange, formatDateRange } from './dates';
import { calendarYearRange } from './fiscal-year';

export const DATE_PRESETS = [
  'today',
  'yesterday',
  'current_week',
  'last_week',
  'last_four_weeks',
  'current_month',
  'last_month',
  'last_six_months',
  'current_year',
  'last_year',
  'custom',
] as const;
export const DatePresetSchema = z.enum(DATE_PRESETS);
export type DatePreset = z.infer<typeof DatePresetSchema>;

export const DATE_PRESET_LABELS: Record<DatePreset, string> = {
  today: 'Today',
  yesterday: 'Yesterday',
  current_week: 'Current week',
  last_week: 'Last week',
  last_four_weeks: 'Last four weeks',
  current_month: 'Current month',
  last_month: 'Last month',
  last_six_months: 'Last six months',
  current_year: 'Current year',
  last_year: 'Last year',
  custom: 'Custom',
};

export const DASHBOARD_RANGES = ['ONE_WEEK', 'TWO_WEEKS', 'ONE_MONTH', 'TWO_MONTHS'] as const;
export const DashboardRangeSchema = z.enum(DASHBOARD_RANGES);
export type DashboardRange = z.infer<typeof DashboardRangeSchema>;

export const DASHBOARD_RANGE_LABELS: Record<DashboardRange, string> = {
  ONE_WEEK: '1 week',
  TWO_WEEKS: '2 weeks',
  ONE_MONTH: '1 month',
  TWO_MONTHS: '2 months',
};

export const DEFAULT_UPCOMING_INTERVIEW_RANGE: DashboardRange = 'ONE_WEEK';

const DASHBOARD_RANGE_SPANS: Record<DashboardRange, { days: number; months: number }> = {
  ONE_WEEK: { days: 7, months: 0 },
  TWO_WEEKS: { days: 14, months: 0 },
  ONE_MONTH: { days: 0, months: 1 },
  TWO_MONTHS: { days: 0, months: 2 },
};

function shiftDays(date: Date, days: number): Date {
  return createLocalDate(date.getFullYear(), date.getMonth(), date.getDate() + days);
}

function spanWeeks(monday: Date, weeksFromNow: number, count: number): DateRange {
  const start = shiftDays(monday, 7 * weeksFromNow);
  return formatDateRange(start, shiftDays(start, 7 * count - 1));
}

function spanMonths(year: number, monthIndex: number, count: number): DateRange {
  return formatDateRange(createLocalDate(year, monthIndex, 1), createLocalDate(year, monthIndex + count, 0));
}

/**
 * Whole periods, weeks starting on Monday: 'current …' is the entire week, month or calendar year holding
 * `today`; 'last …' is the entire period or periods just before it. 'custom' has no range of its own.
 */
export function resolveDatePreset(preset: DatePreset, today: Date): DateRange | null {
  const year = today.getFullYear();
  const month = today.getMonth();
  const monday = shiftDays(today, -((today.getDay() + 6) % 7));
  switch (preset) {
    case 'today':
      return formatDateRange(today, today);
    case 'yesterday':
      return formatDateRange(shiftDays(today, -1), shiftDays(today, -1));
    case 'current_week':
      return spanWeeks(monday, 0, 1);
    case 'last_week':
      return spanWeeks(monday, -1, 1);
    case 'last_four_weeks':
      return spanWeeks(monday, -4, 4);
    case 'current_month':
      return spanMonths(year, month, 1);
    case 'last_month':
      return spanMonths(year, month - 1, 1);
    case 'last_six_months':
      return spanMonths(year, month - 6, 6);
    case 'current_year':
      return calendarYearRange(year);
    case 'last_year':
      return calendarYearRange(year - 1);
    case 'custom':
      return null;
  }
}

/**
 * The dashboard window looking ahead from `today`, both ends included: a week is 7 days; a month ends the
 * day before the same date a month later, that date clamped to the month's last day.
 */
export function resolveDashboardRange(range: DashboardRange, today: Date): DateRange {
  const { days, months } = DASHBOARD_RANGE_SPANS[range];
  const year = today.getFullYear();
  const month = today.getMonth() + months;
  const sameDay = Math.min(today.getDate(), createLocalDate(year, month + 1, 0).getDate());
  return formatDateRange(today, createLocalDate(year, month, sameDay + days - 1));
}
