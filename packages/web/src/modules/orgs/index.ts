/** The organisation the host name stands for, as the public lookup answers it. */
export { ORGANIZATION_QUERY_KEY, usePublicOrganization } from './orgs.api';
