/** Clients: the organisation's clients and the contacts at each; projects and sales refer to them by id. */
import { defineImportKind } from '../../platform/imports/import-kind';
import { defineModule } from '../../platform/module-kit';
import { clientImport } from './client-import';
import { clientRoutes, currencyPublicRoutes } from './clients.routes';
import * as tables from './clients.tables';
import { clientsExport } from './clients-export';

export { clientChoices } from './clients.queries';
export { addClientByName, createClient, createContact } from './clients.service';
export { clientContacts, clients } from './clients.tables';
export { seedDemoClients } from './clients-demo';

export const clientsModule = defineModule({
  name: 'clients',
  routes: [clientRoutes],
  publicRoutes: [currencyPublicRoutes],
  importKinds: () => [defineImportKind(clientImport)],
  exportKinds: [clientsExport],
  tables,
});
