/** Sales: opportunities (`OP-`) through the stages and checklists of its pipelines, won into delivery. */
import { defineModule } from '../../platform/module-kit';
import { opportunityDocumentRoutes } from './document.routes';
import { followUpRoutes } from './follow-up.routes';
import { followUpRemindersJob } from './follow-up-reminders.job';
import { salesInsightRoutes } from './insight.routes';
import { salesRoutes } from './sales.routes';
import * as tables from './sales.tables';
import { salesProcessRoutes } from './sales-process.routes';
import { stageFieldRoutes } from './stage-fields.routes';
import { targetRoutes } from './target.routes';

export { countNotifiedOpportunities } from './insight.queries';
export { createOpportunity } from './opportunity.service';
export { opportunityTerms } from './opportunity-terms';
export { seedSalesDemo } from './sales-demo';
export { ACME_SALES, ZENSOFT_SALES } from './sales-demo-data';
export { ACME_TARGETS, seedTargetsDemo, ZENSOFT_TARGETS } from './target-demo';
export { loadClientAchievements, loadTargetAchievements } from './target-figures';

export const salesModule = defineModule({
  name: 'sales',
  routes: [
    salesRoutes,
    salesProcessRoutes,
    stageFieldRoutes,
    followUpRoutes,
    targetRoutes,
    salesInsightRoutes,
    opportunityDocumentRoutes,
  ],
  jobs: (ctx) => [followUpRemindersJob(ctx)],
  tables,
});
