/** Contractors, the vendors that supply them and their contracts. */
import { defineModule } from '../../platform/module-kit';
import { contractExpiryJob } from './contract-expiry.job';
import { contractorSearchProvider } from './contractor-search';
import { contractorRoutes } from './contractors.routes';
import * as tables from './contractors.tables';

export {
  assertActiveContract,
  contractWindowsJsonSql,
  findContractWindows,
  hasActiveContract,
} from './contract.service';
export { CONTRACT_EXPIRY_JOB, scanContractExpiry } from './contract-expiry.job';
export { createContractor, findContractorsByCode } from './contractor.service';
export { seedContractorDemo } from './contractor-demo';

export { contractors } from './contractors.tables';

export const contractorsModule = defineModule({
  name: 'contractors',
  routes: [contractorRoutes],
  jobs: (ctx) => [contractExpiryJob(ctx)],
  searchProviders: [contractorSearchProvider],
  tables,
});
