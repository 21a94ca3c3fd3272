export * from './contractor.schemas';
export * from './contractor-permissions';
