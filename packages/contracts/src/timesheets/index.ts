/** Timesheets: the weekly sheet, its state machine, approvals and the rules both sides share. */
export * from './pending-timesheets';
export * from './time-spent';
export * from './timesheet-state';
export * from './timesheets.errors';
export * from './timesheets.rules';
export * from './timesheets.schemas';
export * from './utilisation.schemas';
