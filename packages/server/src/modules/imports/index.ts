/** Imports and exports: the Generic Importer's uploads and Excel exports, each run by a job as a background task. */
import { defineModule } from '../../platform/module-kit';
import { exportJob, importJob } from './import-export.jobs';
import { importRoutes, templateRoutes } from './imports.routes';

export { IMPORT_JOB } from './import-export.jobs';

/** The machinery (reading sheets, checking rows, writing in batches) is in platform/imports; kinds come from the modules. */
export const importsModule = defineModule({
  name: 'imports',
  routes: [importRoutes],
  publicRoutes: [templateRoutes],
  jobs: (ctx, registry) => [importJob(ctx, registry.importKinds), exportJob(ctx, registry.exportKinds)],
});
