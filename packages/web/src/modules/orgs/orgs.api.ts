import { type PublicOrganization, PublicOrganizationSchema } from '@atrium/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../platform/apiClient';

export const ORGANIZATION_QUERY_KEY = 'organization';

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
    queryKey: [ORGANIZATION_QUERY_KEY, host],
    queryFn: () => fetchPublicOrganization(host),
    staleTime: Number.POSITIVE_INFINITY,
    enabled,
  });
}
