/** Timesheets: weekly sheets of time per project and task, their state machine and approvals. */
import { defineImportKind } from '../../platform/imports/import-kind';
import { defineModule } from '../../platform/module-kit';
import { pastTimesheetImport, pastTimesheetLeaveImport } from './past-timesheet-import';
import { timesheetRemindersJob } from './timesheet-reminders.job';
import { timesheetSearchProvider } from './timesheet-search';
import { timesheetRoutes } from './timesheets.routes';
import * as tables from './timesheets.tables';
import { keepUtilisationJob } from './utilisation.job';
import { utilisationRoutes } from './utilisation.routes';
import * as utilisationTables from './utilisation.tables';

export { countPendingTimesheets } from './pending-timesheets.queries';
export { projectTime } from './project-time';
export { timesheetCardDecision } from './timesheet-card-decision';
export { seedTimesheetDemo } from './timesheet-demo';
export { sendTimesheetReminders, TIMESHEET_REMINDERS_JOB } from './timesheet-reminders.job';
export { approvalScope } from './timesheets.policy';
export { timesheetEntries, timesheets } from './timesheets.tables';
export { keepRecentUtilisation } from './utilisation.job';

export const timesheetsModule = defineModule({
  name: 'timesheets',
  routes: [timesheetRoutes, utilisationRoutes],
  jobs: (ctx) => [timesheetRemindersJob(ctx), keepUtilisationJob(ctx)],
  importKinds: () => [defineImportKind(pastTimesheetImport), defineImportKind(pastTimesheetLeaveImport)],
  searchProviders: [timesheetSearchProvider],
  tables: { ...tables, ...utilisationTables },
});
