import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { useOrganization } from '../app/OrganizationContext';
import { apiRequest } from '../platform/apiClient';

const NamedSchema = z.object({ id: z.number().int(), name: z.string() }).nullable();

/**
 * What the profile hover card shows (spec 2.10), from GET /api/{orgId}/org/employees/{id}/card/.
 * Kept here until the endpoint's contract lands in @atrium/contracts; then this moves there.
 */
export const EmployeeCardSchema = z.object({
  id: z.number().int(),
  first_name: z.string(),
  last_name: z.string(),
  photo: z.string().nullable(),
  email: z.string(),
  mobile: z.string().nullable(),
  designation: NamedSchema,
  department: NamedSchema,
  code: z.string(),
  total_experience: z.number().nullable(),
  employment_type: z.string(),
  status: z.string(),
});
export type EmployeeCard = z.infer<typeof EmployeeCardSchema>;

export const employeeCardQueryKey = (orgId: number, employeeId: number) =>
  ['employee-card', orgId, employeeId] as const;

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
    queryKey: employeeCardQueryKey(orgId, employeeId),
    queryFn: () => fetchEmployeeCard(orgId, employeeId),
    enabled,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
  });
}
