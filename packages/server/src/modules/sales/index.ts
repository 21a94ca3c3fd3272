/** Sales: opportunities (`OP-`) through the organisation's sales process of stages and checklists, won into delivery. */
import { defineModule } from '../../platform/module-kit';
import { opportunityDocumentRoutes } from './document.routes';
import { followUpRoutes } from './follow-up.routes';
import { followUpRemindersJob } from './follow-up-reminders.job';
import { salesInsightRoutes } from './insight.routes';
import { salesRoutes } from './sales.routes';
import * as tables from './sales.tables';
import { stageFieldRoutes } from './stage-fields.routes';
import { targetRoutes } from './target.routes';

export { countNotifiedOpportunities } from './insight.queries';
export { createOpportunity } from './opportunity.service';
export { opportunityTerms } from './opportunity-terms';
export { ACME_SALES, seedSalesDemo, ZENSOFT_SALES } from './sales-demo';
export { ACME_TARGETS, seedTargetsDemo, ZENSOFT_TARGETS } from './target-demo';
export { loadClientAchievements, loadTargetAchievements } from './target-figures';

export const salesModule = defineModule({
  name: 'sales',
  routes: [
    salesRoutes,
    stageFieldRoutes,
    followUpRoutes,
    targetRoutes,
    salesInsightRoutes,
    opportunityDocumentRoutes,
  ],
  jobs: (ctx) => [followUpRemindersJob(ctx)],
  tables,
});
