/** Timesheets: its tool screens, loaded lazily. */
export { timesheetsTools } from './tools';
