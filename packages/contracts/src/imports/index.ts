export * from './import-kinds';
