/** Contractors, the vendors that supply them and their contracts. */
export { assertActiveContract, hasActiveContract } from './contract.service';
export { CONTRACT_EXPIRY_JOB, contractExpiryJob, scanContractExpiry } from './contract-expiry.job';
export { createContractor } from './contractor.service';
export { seedContractorDemo } from './contractor-demo';
export { contractorSearchProvider } from './contractor-search';
export { contractorRoutes } from './contractors.routes';
