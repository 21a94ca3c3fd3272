import {
  DepartmentPageSchema,
  EmployeePageSchema,
  HierarchyLevelSchema,
  HierarchyPathSchema,
  SubDepartmentPageSchema,
  TeamPageSchema,
  UnitMemberPageSchema,
} from '@atrium/contracts';
import { keepPreviousData, type QueryKey, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { apiRequest, type ResponseSchema } from '../../platform/apiClient';
import { useOrganization } from '../../platform/OrganizationContext';
import { employeeKeys } from './employees.api';

export interface TeamQuery {
  manager: number | null;
  direct: boolean;
  search: string;
  page: number;
  pageSize: number;
}

export type UnitKind = 'departments' | 'sub-departments';

type UnitQuery = Readonly<Record<string, string>>;

/** The hierarchy's query keys, one place for reading and invalidating them. */
export const hierarchyKeys = {
  matches: (orgId: number, term: string) => ['employee-matches', orgId, term] as const,
  team: (orgId: number, query: TeamQuery) => ['team', orgId, query] as const,
  directReports: (orgId: number, employeeId: number) =>
    [...employeeKeys.one(orgId, employeeId), 'direct-reports'] as const,
  /** The department view's departments and sub-departments: org setup's changes refresh them. */
  units: (orgId: number) => ['hierarchy-units', orgId] as const,
  unitPages: (orgId: number, kind: UnitKind, query: UnitQuery) =>
    [...hierarchyKeys.units(orgId), kind, query] as const,
  /** A unit's people, among the lists of people, so employee changes refresh them. */
  unitMembers: (orgId: number, kind: UnitKind, id: number, query: UnitQuery) =>
    [...employeeKeys.lists(orgId), 'unit-members', kind, id, query] as const,
};

/** Direct reports of `managerId`, or the people at the top when null. */
export function fetchHierarchyLevel(orgId: number, managerId: number | null) {
  return apiRequest({
    path: `/${orgId}/org/employees/hierarchy/`,
    query: { manager: managerId === null ? undefined : String(managerId) },
    schema: HierarchyLevelSchema,
    expectedStatuses: [403],
  });
}

/** The employee's direct reports, for their reporting line. */
export function useDirectReports(employeeId: number, enabled: boolean) {
  const { id: orgId } = useOrganization();
  return useQuery({
    queryKey: hierarchyKeys.directReports(orgId, employeeId),
    queryFn: () => fetchHierarchyLevel(orgId, employeeId),
    enabled,
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
    queryKey: hierarchyKeys.matches(orgId, term),
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
export function useTeamPage(query: TeamQuery) {
  const { id: orgId } = useOrganization();
  return useQuery({
    queryKey: hierarchyKeys.team(orgId, query),
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

/** Rows loaded UNIT_PAGE_SIZE at a time, each "Load more" asking for the next page; `queryKey` holds `query`. */
function useRowsByPage<Row>(
  queryKey: QueryKey,
  path: string,
  query: UnitQuery,
  schema: ResponseSchema<{ count: number; results: Row[] }>,
) {
  const { id: orgId } = useOrganization();
  return useInfiniteQuery({
    queryKey,
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
  const query = { order_by: 'name' };
  return useRowsByPage(
    hierarchyKeys.unitPages(orgId, 'departments', query),
    '/org/setup/departments/',
    query,
    DepartmentPageSchema,
  );
}

export function useSubDepartmentPages(departmentId: number) {
  const { id: orgId } = useOrganization();
  const query = { department: String(departmentId), order_by: 'name' };
  return useRowsByPage(
    hierarchyKeys.unitPages(orgId, 'sub-departments', query),
    '/org/setup/sub-departments/',
    query,
    SubDepartmentPageSchema,
  );
}

/** The people of a department or sub-department who have not exited, by name; employee changes refresh them. */
export function useUnitMemberPages(kind: UnitKind, id: number) {
  const { id: orgId } = useOrganization();
  const query = { order_by: 'name' };
  return useRowsByPage(
    hierarchyKeys.unitMembers(orgId, kind, id, query),
    `/org/employees/hierarchy/${kind}/${id}/members/`,
    query,
    UnitMemberPageSchema,
  );
}
