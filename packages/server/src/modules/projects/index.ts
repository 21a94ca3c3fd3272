/** Projects: clients, projects (`PR-`), their milestones, expenses and receipts, revenue and costs, and who is allocated to them when. */

import { defineImportKind } from '../../platform/imports/import-kind';
import { defineModule } from '../../platform/module-kit';
import { projectAllocationImport } from './allocation-import';
import { expenseRoutes } from './expense.routes';
import * as expenseTables from './expense.tables';
import { financialRecordRoutes } from './financial-record.routes';
import * as financialRecordTables from './financial-record.tables';
import { fixedBidRoutes } from './fixed-bid.routes';
import { fixedBidRecalculateJob } from './fixed-bid.service';
import * as fixedBidTables from './fixed-bid.tables';
import { milestoneRoutes } from './milestone.routes';
import { fixedBidMilestoneImport } from './milestone-import';
import { milestoneRemindersJob } from './milestone-reminders.job';
import { projectExport } from './project-export';
import { clientImport, projectImport } from './project-imports';
import { projectMarginRoutes } from './project-margins.routes';
import { projectNumbersRoutes } from './project-numbers.routes';
import { projectSearchProvider } from './project-search';
import { projectRoutes } from './projects.routes';
import * as tables from './projects.tables';
import { settingsRoutes } from './settings.routes';
import { teamRoutes } from './team.routes';

export { calculateDemoFixedBids } from './fixed-bid.service';
export { seedContractorAllocation, seedProjectDemo } from './project-demo';
export { allocationsOf, type ProjectRow, projectCode, projectFinder } from './project-lookup';
export { loadLeakageLossWidget, loadNetMarginWidget } from './project-margins.service';
export { projectTeamSql } from './project-team';
export { projectMatches } from './projects.queries';

export { projectAllocations, projects } from './projects.tables';

export const projectsModule = defineModule({
  name: 'projects',
  routes: [
    projectRoutes,
    teamRoutes,
    milestoneRoutes,
    expenseRoutes,
    financialRecordRoutes,
    projectNumbersRoutes,
    fixedBidRoutes,
    projectMarginRoutes,
    settingsRoutes,
  ],
  importKinds: () => [
    defineImportKind(clientImport),
    defineImportKind(projectImport),
    defineImportKind(projectAllocationImport),
    defineImportKind(fixedBidMilestoneImport),
  ],
  exportKinds: [projectExport],
  jobs: (ctx) => [fixedBidRecalculateJob(ctx), milestoneRemindersJob(ctx)],
  searchProviders: [projectSearchProvider],
  tables: { ...tables, ...expenseTables, ...financialRecordTables, ...fixedBidTables },
});
