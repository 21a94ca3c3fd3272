export * from './discrepancy-rules';
export * from './expenses.schemas';
export * from './project-terms';
export * from './projects.errors';
export * from './projects.rules';
export * from './projects.schemas';
