export * from './client-config.schemas';
