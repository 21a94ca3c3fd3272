import { describe, expect, it } from 'vitest';
import {
  DASHBOARD_RANGE_LABELS,
  DASHBOARD_RANGES,
  DATE_PRESET_LABELS,
  DATE_PRESETS,
  type DashboardRange,
  type DatePreset,
  DatePresetSchema,
  DEFAULT_UPCOMING_INTERVIEW_RANGE,
  resolveDashboardRange,
  resolveDatePreset,
} from './date-presets';

// Wednesday 10 April 2024, late in the evening.
const WEDNESDAY = new Date(2024, 3, 10, 23, 30);

describe('resolveDatePreset', () => {
  it.each<[DatePreset, string, string]>([
    ['today', '2024-04-10', '2024-04-10'],
    ['yesterday', '2024-04-09', '2024-04-09'],
    ['current_week', '2024-04-08', '2024-04-14'],
    ['last_week', '2024-04-01', '2024-04-07'],
    ['last_four_weeks', '2024-03-11', '2024-04-07'],
    ['current_month', '2024-04-01', '2024-04-30'],
    ['last_month', '2024-03-01', '2024-03-31'],
    ['last_six_months', '2023-10-01', '2024-03-31'],
    ['current_year', '2024-01-01', '2024-12-31'],
    ['last_year', '2023-01-01', '2023-12-31'],
  ])('resolves %s on Wednesday 10-Apr-2024 to %s … %s', (preset, start_date, end_date) => {
    expect(resolveDatePreset(preset, WEDNESDAY)).toEqual({ start_date, end_date });
  });

  it.each<[DatePreset, string, string, string, Date]>([
    ['current_week', 'Monday 8-Apr-2024', '2024-04-08', '2024-04-14', new Date(2024, 3, 8)],
    ['current_week', 'Sunday 14-Apr-2024', '2024-04-08', '2024-04-14', new Date(2024, 3, 14)],
    ['last_week', 'Sunday 14-Apr-2024', '2024-04-01', '2024-04-07', new Date(2024, 3, 14)],
    ['yesterday', '1-Jan-2025', '2024-12-31', '2024-12-31', new Date(2025, 0, 1)],
    ['last_week', '1-Jan-2025', '2024-12-23', '2024-12-29', new Date(2025, 0, 1)],
    ['last_month', '1-Jan-2025', '2024-12-01', '2024-12-31', new Date(2025, 0, 1)],
    ['current_month', '15-Mar-2024', '2024-03-01', '2024-03-31', new Date(2024, 2, 15)],
    ['last_month', '1-Mar-2024', '2024-02-01', '2024-02-29', new Date(2024, 2, 1)],
    ['last_six_months', '15-Mar-2024', '2023-09-01', '2024-02-29', new Date(2024, 2, 15)],
  ])('resolves %s on %s to %s … %s', (preset, _, start_date, end_date, today) => {
    expect(resolveDatePreset(preset, today)).toEqual({ start_date, end_date });
  });

  it('leaves custom to the user', () => {
    expect(resolveDatePreset('custom', WEDNESDAY)).toBeNull();
  });

  it('labels every preset', () => {
    expect(DATE_PRESETS.map((preset) => DATE_PRESET_LABELS[preset])).toEqual([
      'Today',
      'Yesterday',
      'Current week',
      'Last week',
      'Last four weeks',
      'Current month',
      'Last month',
      'Last six months',
      'Current year',
      'Last year',
      'Custom',
    ]);
  });

  it.each<[unknown, boolean]>([
    ['last_four_weeks', true],
    ['custom', true],
    ['last four weeks', false],
    ['tomorrow', false],
  ])('DatePresetSchema parses %j: %s', (value, ok) => {
    expect(DatePresetSchema.safeParse(value).success).toBe(ok);
  });
});

describe('resolveDashboardRange', () => {
  it.each<[DashboardRange, string, string, Date]>([
    ['ONE_WEEK', '2024-04-10', '2024-04-16', WEDNESDAY],
    ['TWO_WEEKS', '2024-04-10', '2024-04-23', WEDNESDAY],
    ['ONE_MONTH', '2024-04-10', '2024-05-09', WEDNESDAY],
    ['TWO_MONTHS', '2024-04-10', '2024-06-09', WEDNESDAY],
    ['ONE_WEEK', '2024-12-28', '2025-01-03', new Date(2024, 11, 28)],
    ['ONE_MONTH', '2024-01-01', '2024-01-31', new Date(2024, 0, 1)],
    ['ONE_MONTH', '2024-01-31', '2024-02-28', new Date(2024, 0, 31)],
    ['TWO_MONTHS', '2024-12-31', '2025-02-27', new Date(2024, 11, 31)],
  ])('resolves %s to %s … %s', (range, start_date, end_date, today) => {
    expect(resolveDashboardRange(range, today)).toEqual({ start_date, end_date });
  });

  it('defaults the upcoming-interview window to one week', () => {
    expect(DEFAULT_UPCOMING_INTERVIEW_RANGE).toBe('ONE_WEEK');
  });

  it('labels every range', () => {
    expect(DASHBOARD_RANGES.map((range) => DASHBOARD_RANGE_LABELS[range])).toEqual([
      '1 week',
      '2 weeks',
      '1 month',
      '2 months',
    ]);
  });
});
