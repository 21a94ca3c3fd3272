import {
  EmployeePageSchema,
  HierarchyLevelSchema,
  HierarchyPathSchema,
  TeamPageSchema,
} from '@atrium/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useOrganization } from '../../app/OrganizationContext';
import { apiRequest } from '../../platform/apiClient';

/** Direct reports of `managerId`, or the people at the top when null. */
export function fetchHierarchyLevel(orgId: number, managerId: number | null) {
  return apiRequest({
    path: `/${orgId}/org/employees/hierarchy/`,
    query: { manager: managerId === null ? undefined : String(managerId) },
    schema: HierarchyLevelSchema,
    expectedStatuses: [403],
  });
}

export function fetchManagerChain(orgId: number, employeeId: number) {
  return apiRequest({
    path: `/${orgId}/org/employees/hierarchy/path/`,
    query: { employee: String(employeeId) },
    schema: HierarchyPathSchema,
  });
}

/** Employees whose name, email or code matches, for the hierarchy's search box. */
export function useEmployeeMatches(term: string) {
  const { id: orgId } = useOrganization();
  return useQuery({
    queryKey: ['employee-matches', orgId, term],
    queryFn: ({ signal }) =>
      apiRequest({
        signal,
        path: `/${orgId}/org/employees/`,
        query: { search: term, limit: '10' },
        schema: EmployeePageSchema,
      }),
    enabled: term.trim().length > 0,
  });
}

/** A page of a manager's team: direct reports, or everyone below them. */
export function useTeamPage(query: {
  manager: number | null;
  direct: boolean;
  search: string;
  page: number;
  pageSize: number;
}) {
  const { id: orgId } = useOrganization();
  return useQuery({
    queryKey: ['team', orgId, query],
    queryFn: ({ signal }) =>
      apiRequest({
        signal,
        path: `/${orgId}/org/employees/team/`,
        query: {
          manager: String(query.manager),
          direct: String(query.direct),
          search: query.search || undefined,
          order_by: 'depth',
          limit: String(query.pageSize),
          offset: String((query.page - 1) * query.pageSize),
        },
        schema: TeamPageSchema,
      }),
    enabled: query.manager !== null,
    placeholderData: keepPreviousData,
  });
}
