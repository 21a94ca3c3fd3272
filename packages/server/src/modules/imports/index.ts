/** Imports and exports: the Generic Importer's uploads and Excel exports, each run by a job as a background task. */
export type { ExportFilters, ExportHandler } from './export-handler';
export { exportJob, IMPORT_JOB, importJob } from './import-export.jobs';
export type { AnyImportHandler, FieldErrors, ImportHandler, NumberedRow } from './import-handler';
export { importRoutes, templateRoutes } from './imports.routes';
