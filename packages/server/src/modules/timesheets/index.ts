/** Timesheets: weekly sheets of time per project and task, their state machine and approvals. */
import { defineModule } from '../../platform/module-kit';
import { timesheetRoutes } from './timesheets.routes';
import * as tables from './timesheets.tables';

export { type ApprovalScope, countPendingTimesheets } from './timesheet.queries';
export { seedTimesheetDemo } from './timesheet-demo';

export const timesheetsModule = defineModule({ name: 'timesheets', routes: [timesheetRoutes], tables });
