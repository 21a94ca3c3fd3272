import { UNIVERSAL_SEARCH_LIMIT, UniversalSearchResponseSchema } from '@atrium/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../platform/apiClient';
import { useOrganization } from '../../platform/OrganizationContext';
import { QUIET_HEADER_STATUSES } from '../../platform/quietStatuses';

/** The search module's query keys, one place for reading and invalidating them. */
export const searchKeys = {
  universal: (orgId: number, term: string) => ['universal-search', orgId, term] as const,
};

/** Results are cached per term for the session of the page (spec 7); an empty term asks nothing. */
export function useUniversalSearch(term: string) {
  const { id: orgId } = useOrganization();
  return useQuery({
    queryKey: searchKeys.universal(orgId, term),
    queryFn: ({ signal }) =>
      apiRequest({
        signal,
        path: `/${orgId}/workspace/universal-search/`,
        query: { search: term, limit: String(UNIVERSAL_SEARCH_LIMIT) },
        schema: UniversalSearchResponseSchema,
        expectedStatuses: QUIET_HEADER_STATUSES,
      }),
    enabled: term.length > 0,
    staleTime: 5 * 60_000,
    placeholderData: keepPreviousData,
  });
}
