/** Timesheets: its tool screens, loaded lazily, and the Pending Timesheets drilldown the dashboard opens. */
export { MyWeekCard, TimesheetApprovalsCard } from './components/HomeTimesheetCards';
export { loadPendingTimesheetsDrilldown, timesheetsTools } from './tools';
