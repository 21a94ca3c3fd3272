export * from './export-kinds';
export * from './import-kinds';
