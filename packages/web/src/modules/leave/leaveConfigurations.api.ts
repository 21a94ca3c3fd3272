import { LeaveConfigurationListSchema } from '@atrium/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../platform/apiClient';
import { useOrganization } from '../../platform/OrganizationContext';

/** The leave years' query key, one place for reading and invalidating it. */
export const leaveConfigurationKeys = {
  all: (orgId: number) => ['leave-configurations', orgId] as const,
};

/**
 * The organisation's leave years (spec 4, app start: loaded with the signed-in user). Leave screens read them
 * from the cache; a failure here leaves the rest of the app alone.
 */
export function useLeaveConfigurations() {
  const { id: orgId } = useOrganization();
  return useQuery({
    queryKey: leaveConfigurationKeys.all(orgId),
    queryFn: () =>
      apiRequest({
        path: `/${orgId}/leave-portal/leave-configurations/`,
        schema: LeaveConfigurationListSchema,
        expectedStatuses: [403, 404, 500, 502, 503, 504],
      }),
    staleTime: 30 * 60_000,
  });
}
