import type { ToolLoaders } from '../../platform/tools/toolTypes';

/** The timesheets module's tool screens. */
export const timesheetsTools: ToolLoaders = {
  timesheet: () => import('./TimesheetTool').then((m) => m.TimesheetTool),
  'bulk-timesheets': () => import('./BulkTimesheetsTool').then((m) => m.BulkTimesheetsTool),
};
