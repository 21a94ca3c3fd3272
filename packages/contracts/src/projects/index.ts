export * from './discrepancy-rules';
export * from './expenses.errors';
export * from './expenses.schemas';
export * from './project-terms';
export * from './projects.errors';
export * from './projects.rules';
export * from './projects.schemas';
