import {
  DepartmentPageSchema,
  EmployeePageSchema,
  HierarchyLevelSchema,
  HierarchyPathSchema,
  SubDepartmentPageSchema,
  TeamPageSchema,
  UnitMemberPageSchema,
} from '@atrium/contracts';
import { keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { apiRequest, type ResponseSchema } from '../../platform/apiClient';
import { useOrganization } from '../../platform/OrganizationContext';

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

/** How many departments, sub-departments or people the department view loads at a time. */
export const UNIT_PAGE_SIZE = 20;

export type UnitKind = 'departments' | 'sub-departments';

/** Rows loaded UNIT_PAGE_SIZE at a time, each "Load more" asking for the next page. */
function useRowsByPage<Row>(
  queryKey: readonly unknown[],
  path: string,
  query: Readonly<Record<string, string>>,
  schema: ResponseSchema<{ count: number; results: Row[] }>,
) {
  const { id: orgId } = useOrganization();
  return useInfiniteQuery({
    queryKey: [...queryKey, query],
    queryFn: ({ pageParam, signal }) =>
      apiRequest({
        signal,
        path: `/${orgId}${path}`,
        query: { ...query, limit: String(UNIT_PAGE_SIZE), offset: String(pageParam) },
        schema,
        expectedStatuses: [403],
      }),
    initialPageParam: 0,
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((total, page) => total + page.results.length, 0);
      return loaded < last.count ? loaded : undefined;
    },
  });
}

/** The organisation's departments with heads and head counts; org setup changes refresh them. */
export function useDepartmentPages() {
  const { id: orgId } = useOrganization();
  return useRowsByPage(
    ['org-setup', orgId, 'departments', 'hierarchy'],
    '/org/setup/departments/',
    { order_by: 'name' },
    DepartmentPageSchema,
  );
}

export function useSubDepartmentPages(departmentId: number) {
  const { id: orgId } = useOrganization();
  return useRowsByPage(
    ['org-setup', orgId, 'sub-departments', 'hierarchy'],
    '/org/setup/sub-departments/',
    { department: String(departmentId), order_by: 'name' },
    SubDepartmentPageSchema,
  );
}

/** The people of a department or sub-department who have not exited, by name; employee changes refresh them. */
export function useUnitMemberPages(kind: UnitKind, id: number) {
  const { id: orgId } = useOrganization();
  return useRowsByPage(
    ['employees', orgId, 'unit-members', kind, id],
    `/org/employees/hierarchy/${kind}/${id}/members/`,
    { order_by: 'name' },
    UnitMemberPageSchema,
  );
}
