export * from './organization.schemas';
export * from './orgs.errors';
export * from './provisioning.schemas';
