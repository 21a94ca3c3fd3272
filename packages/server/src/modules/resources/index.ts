/** Resources: resource requests (`RR-`) ranked against and fulfilled from the organisation's people, and the RMG pool. */
import { defineModule } from '../../platform/module-kit';
import { raiseExitBackfills } from './exit-backfill';
import * as forecastTables from './forecast-load.tables';
import { forecastScenarioRoutes } from './forecast-scenario.routes';
import { poolExport } from './pool-export';
import { proposeJoiner } from './resource-request.service';
import { resourcesRoutes } from './resources.routes';
import * as tables from './resources.tables';
import { keepPoolJob } from './rmg-pool.job';
import * as poolTables from './rmg-pool.tables';
import { softBookingRoutes } from './soft-booking.routes';

export { type PipelineDemandLine, replacePipelineDemand } from './pipeline-demand.service';
export {
  commentOnResourceRequest,
  fulfilResourceRequest,
  raiseResourceRequest,
  transitionResourceRequest,
} from './resource-request.service';
export { ACME_RESOURCES, type ResourcesDemo, seedResourcesDemo, ZENSOFT_RESOURCES } from './resources-demo';

export { countAllocationSplit } from './rmg.queries';
export { keepPool } from './rmg-pool.job';

export const resourcesModule = defineModule({
  name: 'resources',
  routes: [resourcesRoutes, softBookingRoutes, forecastScenarioRoutes],
  exportKinds: [poolExport],
  jobs: (ctx) => [keepPoolJob(ctx)],
  listeners: { 'exits.exit_started': raiseExitBackfills, 'hiring.candidate_joined': proposeJoiner },
  tables: { ...tables, ...poolTables, ...forecastTables },
});
