export const DASHBOARD_TILE_HEIGHT_PX = 154;
export const DASHBOARD_COLUMNS = 3;
export const WIDGET_COUNT_THRESHOLDS = [3, 6] as const;
export const WIDGET_LAYOUT_ID = 11;

export const ATTRITION_CHART_MONTHS = 6;
export const TIMESHEET_WIDGET_WEEKS = 4;

export const OPEN_POSITIONS_CAP = 999;
export const PYRAMID_COUNT_CAP = 9999;

/** A count above `cap` shows as the cap and a plus sign: capCount(1000, 999) is '999+'. */
export function capCount(value: number, cap: number): string {
  return value > cap ? `${cap}+` : String(value);
}
