import { PENDING_TIMESHEETS_PATH } from '@atrium/contracts';
import type { ToolLoader } from '../../platform/tools/toolTypes';
import { loadPendingTimesheetsDrilldown } from '../timesheets';

/**
 * Widget Drilldown's screens by the path of its key ('widget-drilldowns#/pending-timesheets'): each the screen of
 * the module whose tile it drills into, loaded when first opened.
 */
export const WIDGET_DRILLDOWNS: Readonly<Record<string, ToolLoader>> = {
  [PENDING_TIMESHEETS_PATH]: loadPendingTimesheetsDrilldown,
};
