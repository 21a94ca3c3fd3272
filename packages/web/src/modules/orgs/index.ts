/** The organisation the host name stands for, as the public lookup answers it. */
export { isOrganizationQuery, usePublicOrganization } from './orgs.api';
