export * from './organization.schemas';
