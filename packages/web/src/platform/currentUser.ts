import { type CurrentUser, CurrentUserSchema } from '@atrium/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from './apiClient';
import { useOrganization } from './OrganizationContext';
import { hasAccessToken } from './sessionToken';

/** The signed-in user's query key, one place for reading and invalidating it. */
export const currentUserKeys = {
  me: (orgId: number) => ['current-user', orgId] as const,
};

export function fetchCurrentUser(orgId: number): Promise<CurrentUser> {
  return apiRequest({
    path: `/${orgId}/org/employee/me/`,
    query: { roles: 'true' },
    schema: CurrentUserSchema,
  });
}

export function useCurrentUser() {
  const organization = useOrganization();
  return useQuery({
    queryKey: currentUserKeys.me(organization.id),
    queryFn: () => fetchCurrentUser(organization.id),
    enabled: hasAccessToken(),
    staleTime: 5 * 60_000,
  });
}
