/** Leave: leave years, holidays, leave types and policies, the leave ledger, requests and team leaves. */
import { defineImportKind } from '../../platform/imports/import-kind';
import { defineModule } from '../../platform/module-kit';
import { holidayRoutes } from './holiday.routes';
import { holidayImport } from './holiday-import';
import { leaveRoutes } from './leave.routes';
import * as leaveTables from './leave.tables';
import { leaveAccrualJob } from './leave-accrual.job';
import { leaveAdminRoutes } from './leave-admin.routes';
import { leaveBalanceImport } from './leave-imports';
import * as policyTables from './leave-policy.tables';
import { leaveRequestRoutes } from './leave-request.routes';
import * as requestTables from './leave-request.tables';
import { leaveInProjectImport, pastLeaveImport } from './past-leave-import';
import { leaveYearEndJob } from './year-end.job';

export {
  approvedLeaveDatesSql,
  approvedLeaveDaysSql,
  type DayOff,
  findDaysOff,
  offEveryWorkingDaySql,
} from './days-off.queries';
export { postDueAccruals } from './leave-accrual.service';
export { leaveCardDecision } from './leave-card-decision';
export { findActiveLeaveYear, openLeaveYear } from './leave-configuration.service';
export { approveLeave, cancelLeave, rejectLeave } from './leave-decision.service';
export { seedDemoLeaveTypes, seedLeaveDemo } from './leave-demo';
export { applyForLeave } from './leave-request.service';
export { createLeaveType } from './leave-type.service';
export { findTeamLeaves, teamLeaderOf } from './team-leaves.queries';

export const leaveModule = defineModule({
  name: 'leave',
  routes: [leaveRoutes, leaveAdminRoutes, leaveRequestRoutes, holidayRoutes],
  jobs: (ctx) => [leaveAccrualJob(ctx), leaveYearEndJob(ctx)],
  importKinds: () => [
    defineImportKind(holidayImport),
    defineImportKind(leaveBalanceImport),
    defineImportKind(pastLeaveImport),
    defineImportKind(leaveInProjectImport),
  ],
  tables: { ...leaveTables, ...policyTables, ...requestTables },
});
