import { type PublicOrganization, PublicOrganizationSchema } from '@atrium/contracts';
import { type QueryKey, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../platform/apiClient';

/** The organisation's query keys, one place for reading and invalidating them. */
export const organizationKeys = {
  all: () => ['organization'] as const,
  byHost: (host: string) => [...organizationKeys.all(), host] as const,
};

/** Whether a query is the organisation's: it outlives a session, so signing out keeps it. */
export const isOrganizationQuery = ({ queryKey }: { queryKey: QueryKey }) =>
  queryKey[0] === organizationKeys.all()[0];

/** The organisation behind the host name the browser used (spec 1); 404 org_not_found when none. */
export function fetchPublicOrganization(host: string): Promise<PublicOrganization> {
  return apiRequest({
    path: `/public/org/list/${encodeURIComponent(host)}/`,
    auth: false,
    schema: PublicOrganizationSchema,
    expectedStatuses: [404, 503],
  });
}

export function usePublicOrganization(host: string, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: organizationKeys.byHost(host),
    queryFn: () => fetchPublicOrganization(host),
    staleTime: Number.POSITIVE_INFINITY,
    enabled,
  });
}
