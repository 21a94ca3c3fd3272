import { hasAnyRole } from '../roles/checks';
import { defineTools, type ToolUsers } from '../tools/define-tools';
import { EXPORT_KINDS } from './export-kinds';
import { IMPORT_KIND_IDS, IMPORT_KINDS } from './import-kinds';

const mayImport: ToolUsers = (actor) =>
  IMPORT_KIND_IDS.some((kind) => hasAnyRole(actor, IMPORT_KINDS[kind].roles));
const mayExport: ToolUsers = (actor) => Object.values(EXPORT_KINDS).some((kind) => kind.may(actor));

/** The imports module's tools and who may use them. */
export const IMPORTS_TOOLS = defineTools({
  'generic-importer': mayImport,
  uploads: mayImport,
  'import-export': (actor) => mayImport(actor) || mayExport(actor),
});
