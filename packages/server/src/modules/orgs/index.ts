/** Organisations (tenants): lookup by host and id, provisioning. */
export { toPublicOrganization } from './organization.presenter';
export { createOrganization, getOrganizationById, type NewOrganization } from './organization.service';
export { findOrganizationBySlug, type OrganizationRow } from './orgs.queries';
export { orgPublicRoutes } from './orgs.routes';
export { provisionOrganization } from './provision-organization';
