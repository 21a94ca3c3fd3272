import { type EmployeeCard, EmployeeCardSchema } from '@atrium/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../platform/apiClient';
import { useOrganization } from '../platform/OrganizationContext';

/** The profile card's query keys, one place for reading and invalidating them. */
export const profileCardKeys = {
  card: (orgId: number, employeeId: number) => ['employee-card', orgId, employeeId] as const,
};

/** A card that cannot load just stays hidden: no redirect to an error page, no error dialog. */
const QUIET_STATUSES = [403, 404, 500, 502, 503, 504] as const;

export function fetchEmployeeCard(orgId: number, employeeId: number): Promise<EmployeeCard> {
  return apiRequest({
    path: `/${orgId}/org/employees/${employeeId}/card/`,
    schema: EmployeeCardSchema,
    expectedStatuses: QUIET_STATUSES,
  });
}

/** Loaded on first hover and kept for the session (sign-out clears the cache). */
export function useEmployeeCard(employeeId: number, enabled: boolean) {
  const { id: orgId } = useOrganization();
  return useQuery({
    queryKey: profileCardKeys.card(orgId, employeeId),
    queryFn: () => fetchEmployeeCard(orgId, employeeId),
    enabled,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
  });
}
