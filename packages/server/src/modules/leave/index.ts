/** Leave: leave years, holidays, leave types and policies, the leave ledger, requests and team leaves. */

export { holidayRoutes } from './holiday.routes';
export { holidayImport } from './holiday-import';
export { leaveRoutes } from './leave.routes';
export { leaveAccrualJob } from './leave-accrual.job';
export { leaveAdminRoutes } from './leave-admin.routes';
export { openLeaveYear } from './leave-configuration.service';
export { seedDemoLeaveTypes, seedLeaveDemo } from './leave-demo';
export { leaveBalanceImport } from './leave-imports';
export { leaveRequestRoutes } from './leave-request.routes';
export { leaveInProjectImport, pastLeaveImport } from './past-leave-import';
export { findTeamLeaves, teamLeaderOf } from './team-leaves.queries';
export { leaveYearEndJob } from './year-end.job';
