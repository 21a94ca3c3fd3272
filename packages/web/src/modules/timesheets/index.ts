/** Timesheets: its tool screens, loaded lazily, and the Pending Timesheets drilldown the dashboard opens. */
export { loadPendingTimesheetsDrilldown, timesheetsTools } from './tools';
