import { defineTools } from '../tools/define-tools';
import { approvesEveryTimesheet, approvesTimesheets, keepsTimesheet } from './timesheets.rules';

/** The timesheets module's tools and who may use them. */
export const TIMESHEETS_TOOLS = defineTools({
  timesheet: (actor) => keepsTimesheet(actor) || approvesTimesheets(actor),
  'bulk-timesheets': approvesEveryTimesheet,
});
