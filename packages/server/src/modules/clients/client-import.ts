import { namedCatalogueImport } from '../org-setup';
import { clients } from './clients.tables';

/** The clients bulk upload: names, one a row; names the organisation has already are left as they are. */
export const clientImport = namedCatalogueImport('clients', clients, 'client');
