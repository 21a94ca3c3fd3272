/** Contractors, the vendors that supply them and their contracts. */
export { createContractor } from './contractor.service';
