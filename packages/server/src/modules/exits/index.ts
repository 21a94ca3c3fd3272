/** Exits: resignations and terminations, notice, per-department clearance, full-and-final, letters. */

import { defineImportKind } from '../../platform/imports/import-kind';
import { defineModule } from '../../platform/module-kit';
import { exitedEmployeeImport, pastEmployeeImport } from '../people';
import { recordCompletedExits } from './exit.service';
import { exitInterviewRoutes } from './exit-interview.routes';
import { exitRoutes } from './exits.routes';
import * as tables from './exits.tables';

export {
  type CompletedExit,
  completeExit,
  markExitClearance,
  markFullAndFinal,
  recordCompletedExits,
  signClearance,
  startExit,
  withdrawExit,
} from './exit.service';
export { seedExitDemo } from './exit-demo';
export { seedExitInterviewDemo } from './exit-interview-demo';
export { employeeExits } from './exits.tables';
export { findLastWorkingDays, lastWorkingDaysOfSql, lastWorkingDaysSql } from './last-working-days.queries';

export const exitsModule = defineModule({
  name: 'exits',
  routes: [exitRoutes, exitInterviewRoutes],
  // Uploads of people who have already left record their completed exits here.
  importKinds: () => [
    defineImportKind(pastEmployeeImport(recordCompletedExits)),
    defineImportKind(exitedEmployeeImport(recordCompletedExits)),
  ],
  tables,
});
