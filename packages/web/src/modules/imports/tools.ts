import type { ToolLoaders } from '../../platform/tools/toolTypes';

/** The imports module's tool screens, one chunk each. */
export const importsTools: ToolLoaders = {
  'generic-importer': () => import('./GenericImporterTool').then((m) => m.GenericImporterTool),
  'import-export': () => import('./ImportExportTool').then((m) => m.ImportExportTool),
  uploads: () => import('./UploadsTool').then((m) => m.UploadsTool),
};
