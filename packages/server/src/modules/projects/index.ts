/** Projects: projects (`PR-`), their milestones, expenses and receipts, revenue and costs, and who is allocated to them when. */

import { defineImportKind } from '../../platform/imports/import-kind';
import { defineModule } from '../../platform/module-kit';
import { expenseRoutes } from './expenses/expense.routes';
import * as expenseTables from './expenses/expense.tables';
import { fixedBidRoutes } from './fixed-bid/fixed-bid.routes';
import { fixedBidRecalculateJob } from './fixed-bid/fixed-bid.service';
import * as fixedBidTables from './fixed-bid/fixed-bid.tables';
import { financialRecordRoutes } from './ledger/financial-record.routes';
import * as financialRecordTables from './ledger/financial-record.tables';
import { projectNumbersRoutes } from './ledger/project-numbers.routes';
import { countFiguresJob, refreshFiguresJob } from './margins/project-figures.service';
import * as figureTables from './margins/project-figures.tables';
import { projectMarginRoutes } from './margins/project-margins.routes';
import { milestoneRoutes } from './milestones/milestone.routes';
import { fixedBidMilestoneImport } from './milestones/milestone-import';
import { milestoneRemindersJob } from './milestones/milestone-reminders.job';
import type { OpportunityTerms } from './opportunity-terms';
import { projectExport } from './project-export';
import { projectImport } from './project-imports';
import { projectSearchProvider } from './project-search';
import type { ProjectTime } from './project-time';
import { projectRoutes } from './projects.routes';
import * as tables from './projects.tables';
import { projectCustomFieldImport } from './settings/custom-field-import';
import { settingsRoutes } from './settings/settings.routes';
import { projectAllocationImport } from './team/allocation-import';
import { billingRoleImport } from './team/billing-role-import';
import { teamRoutes } from './team/team.routes';

export type { OpportunityFacts } from './engine/discrepancies';
export { calculateDemoFixedBids } from './fixed-bid/fixed-bid.service';
export { countFigures, markFiguresChanged } from './margins/project-figures.service';
export { loadLeakageLossWidget, loadNetMarginWidget } from './margins/project-margins.service';
export type { OpportunityTerms } from './opportunity-terms';
export { createProject } from './project.service';
export { seedContractorAllocation, seedProjectDemo } from './project-demo';
export {
  allocationsOf,
  findClientProjects,
  type ProjectRow,
  projectCode,
  projectFinder,
} from './project-lookup';
export type { ProjectTime } from './project-time';
export { projectMatches } from './projects.queries';
export { projectAllocations, projectMilestones, projects, resourceGroups } from './projects.tables';
export {
  bookedPercentSql,
  dayLoadSql,
  hundredths,
  lastAllocatedProjectSql,
  lastAllocationEndSql,
} from './team/allocation-load';
export { billableCapacitySql } from './team/billable-capacity';
export { projectTeamSql } from './team/project-team';
export { addAllocation, createResourceGroup } from './team/team.service';

/**
 * The module, given the time logged on projects (timesheets provides it) and, when sales is composed, what each
 * project was sold as (sales provides it).
 */
export const projectsModule = (time: ProjectTime, terms: OpportunityTerms | null = null) =>
  defineModule({
    name: 'projects',
    routes: [
      projectRoutes,
      teamRoutes(terms),
      milestoneRoutes,
      expenseRoutes,
      financialRecordRoutes,
      projectNumbersRoutes,
      fixedBidRoutes(time),
      projectMarginRoutes(time),
      settingsRoutes,
    ],
    importKinds: () => [
      defineImportKind(projectImport),
      defineImportKind(projectAllocationImport),
      defineImportKind(fixedBidMilestoneImport),
      defineImportKind(projectCustomFieldImport),
      defineImportKind(billingRoleImport),
    ],
    exportKinds: [projectExport],
    jobs: (ctx) => [
      fixedBidRecalculateJob(ctx, time),
      milestoneRemindersJob(ctx),
      refreshFiguresJob(ctx, time),
      countFiguresJob(ctx, time),
    ],
    searchProviders: [projectSearchProvider],
    tables: { ...tables, ...expenseTables, ...financialRecordTables, ...fixedBidTables, ...figureTables },
  });
