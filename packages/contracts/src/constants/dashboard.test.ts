import { describe, expect, it } from 'vitest';
import {
  ATTRITION_CHART_MONTHS,
  capCount,
  DASHBOARD_COLUMNS,
  DASHBOARD_TILE_HEIGHT_PX,
  OPEN_POSITIONS_CAP,
  PYRAMID_COUNT_CAP,
  TIMESHEET_WIDGET_WEEKS,
  WIDGET_COUNT_THRESHOLDS,
  WIDGET_LAYOUT_ID,
} from './dashboard';

describe('capCount', () => {
  it.each<[number, number, string]>([
    [0, OPEN_POSITIONS_CAP, '0'],
    [998, OPEN_POSITIONS_CAP, '998'],
    [999, OPEN_POSITIONS_CAP, '999'],
    [1000, OPEN_POSITIONS_CAP, '999+'],
    [123456, OPEN_POSITIONS_CAP, '999+'],
    [9999, PYRAMID_COUNT_CAP, '9999'],
    [10000, PYRAMID_COUNT_CAP, '9999+'],
  ])('shows %d under cap %d as %s', (value, cap, expected) => {
    expect(capCount(value, cap)).toBe(expected);
  });
});

describe('dashboard constants', () => {
  it.each<[string, unknown, unknown]>([
    ['DASHBOARD_TILE_HEIGHT_PX', DASHBOARD_TILE_HEIGHT_PX, 154],
    ['DASHBOARD_COLUMNS', DASHBOARD_COLUMNS, 3],
    ['WIDGET_COUNT_THRESHOLDS', WIDGET_COUNT_THRESHOLDS, [3, 6]],
    ['WIDGET_LAYOUT_ID', WIDGET_LAYOUT_ID, 11],
    ['ATTRITION_CHART_MONTHS', ATTRITION_CHART_MONTHS, 6],
    ['TIMESHEET_WIDGET_WEEKS', TIMESHEET_WIDGET_WEEKS, 4],
    ['OPEN_POSITIONS_CAP', OPEN_POSITIONS_CAP, 999],
    ['PYRAMID_COUNT_CAP', PYRAMID_COUNT_CAP, 9999],
  ])('%s is %j', (_, value, expected) => {
    expect(value).toEqual(expected);
  });
});
