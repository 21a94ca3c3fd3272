export * from './audit.schemas';
