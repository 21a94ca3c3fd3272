export * from './leave-configuration.schemas';
