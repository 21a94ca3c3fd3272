export * from './project-terms';
