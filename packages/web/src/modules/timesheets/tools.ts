import type { ToolLoader, ToolLoaders } from '../../platform/tools/toolTypes';

/** The timesheets module's tool screens. */
export const timesheetsTools: ToolLoaders = {
  timesheet: () => import('./TimesheetTool').then((m) => m.TimesheetTool),
  'bulk-timesheets': () => import('./BulkTimesheetsTool').then((m) => m.BulkTimesheetsTool),
};

/** The Pending Timesheets tile's drilldown (Widget Drilldown at /pending-timesheets), one chunk. */
export const loadPendingTimesheetsDrilldown: ToolLoader = () =>
  import('./PendingTimesheetsDrilldownTool').then((m) => m.PendingTimesheetsDrilldownTool);
