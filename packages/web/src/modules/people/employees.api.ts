import {
  type EmployeeCreate,
  EmployeeCreatedSchema,
  EmployeeDetailSchema,
  EmployeeFormOptionsSchema,
  EmployeePageSchema,
  type EmployeeUpdate,
  type ExportRequestOf,
  type OwnProfileUpdate,
  type WorkChange,
  WorkHistorySchema,
} from '@atrium/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../platform/apiClient';
import { currentUserKeys } from '../../platform/currentUser';
import { useOrganization } from '../../platform/OrganizationContext';

export interface EmployeeListFilters {
  search?: string;
  /** Comma-separated statuses. */
  status?: string;
  department?: number;
  employment_type?: string;
  /** Only people who have joined by this date (YYYY-MM-DD). */
  joined_by?: string;
  order_by?: string;
  page: number;
  pageSize: number;
}

/** The people module's employee query keys, one place for reading and invalidating them. */
export const employeeKeys = {
  /** Every list of people (the directory, a unit's members): a change to anyone refreshes them all. */
  lists: (orgId: number) => ['employees', orgId] as const,
  page: (orgId: number, filters: EmployeeListFilters) => [...employeeKeys.lists(orgId), filters] as const,
  formOptions: (orgId: number) => ['employee-form-options', orgId] as const,
  /** Everything cached about one employee starts with this key, so one invalidation refreshes it all. */
  one: (orgId: number, id: number) => ['employee', orgId, id] as const,
  detail: (orgId: number, id: number) => [...employeeKeys.one(orgId, id), 'detail'] as const,
  workHistory: (orgId: number, id: number) => [...employeeKeys.one(orgId, id), 'work-history'] as const,
};

/** A page of the directory, filtered, sorted and paged on the server. */
export function useEmployeePage(filters: EmployeeListFilters) {
  const { id: orgId } = useOrganization();
  return useQuery({
    queryKey: employeeKeys.page(orgId, filters),
    queryFn: ({ signal }) =>
      apiRequest({
        signal,
        path: `/${orgId}/org/employees/`,
        query: {
          search: filters.search || undefined,
          status: filters.status || undefined,
          department: filters.department === undefined ? undefined : String(filters.department),
          employment_type: filters.employment_type || undefined,
          joined_by: filters.joined_by,
          order_by: filters.order_by,
          limit: String(filters.pageSize),
          offset: String((filters.page - 1) * filters.pageSize),
        },
        schema: EmployeePageSchema,
        expectedStatuses: [403],
      }),
    placeholderData: keepPreviousData,
  });
}

/** The catalogues the employee form and filters pick from (designations, departments, ...), by name. */
export function useEmployeeFormOptions() {
  const { id: orgId } = useOrganization();
  return useQuery({
    queryKey: employeeKeys.formOptions(orgId),
    queryFn: ({ signal }) =>
      apiRequest({
        signal,
        path: `/${orgId}/org/employees/form-options/`,
        schema: EmployeeFormOptionsSchema,
      }),
    staleTime: 5 * 60_000,
  });
}

/** The full record; a refusal (a colleague's record) is the screen's to show. */
export function useEmployeeDetail(id: number | null) {
  const { id: orgId } = useOrganization();
  return useQuery({
    queryKey: employeeKeys.detail(orgId, id ?? 0),
    queryFn: ({ signal }) =>
      apiRequest({
        signal,
        path: `/${orgId}/org/employees/${id}/`,
        schema: EmployeeDetailSchema,
        expectedStatuses: [403, 404],
      }),
    enabled: id !== null,
  });
}

export function useWorkHistory(id: number) {
  const { id: orgId } = useOrganization();
  return useQuery({
    queryKey: employeeKeys.workHistory(orgId, id),
    queryFn: ({ signal }) =>
      apiRequest({ signal, path: `/${orgId}/org/employees/${id}/work-history/`, schema: WorkHistorySchema }),
  });
}

/** Refreshes what is cached about the employee, and the lists they appear in. */
function useEmployeeChanged() {
  const { id: orgId } = useOrganization();
  const queryClient = useQueryClient();
  return (id: number) =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: employeeKeys.one(orgId, id) }),
      queryClient.invalidateQueries({ queryKey: employeeKeys.lists(orgId) }),
    ]);
}

export function useCreateEmployee() {
  const { id: orgId } = useOrganization();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: EmployeeCreate) =>
      apiRequest({ method: 'POST', path: `/${orgId}/org/employees/`, body, schema: EmployeeCreatedSchema }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: employeeKeys.lists(orgId) }),
  });
}

export function useUpdateEmployee(id: number) {
  const { id: orgId } = useOrganization();
  const changed = useEmployeeChanged();
  return useMutation({
    mutationFn: (body: EmployeeUpdate) =>
      apiRequest({ method: 'PATCH', path: `/${orgId}/org/employees/${id}/`, body }),
    onSuccess: () => changed(id),
  });
}

export function useChangeWork(id: number) {
  const { id: orgId } = useOrganization();
  const changed = useEmployeeChanged();
  return useMutation({
    mutationFn: (body: WorkChange) =>
      apiRequest({
        method: 'POST',
        path: `/${orgId}/org/employees/${id}/work-changes/`,
        body,
        schema: WorkHistorySchema,
      }),
    onSuccess: () => changed(id),
  });
}

export function useSetEmployeeActive(id: number) {
  const { id: orgId } = useOrganization();
  const changed = useEmployeeChanged();
  return useMutation({
    mutationFn: (isActive: boolean) =>
      apiRequest({
        method: 'POST',
        path: `/${orgId}/org/employees/${id}/${isActive ? 'activate' : 'deactivate'}/`,
      }),
    onSuccess: () => changed(id),
  });
}

/** The signed-in employee's own contact details; the header's copy of the user is refreshed too. */
export function useUpdateOwnProfile(employeeId: number) {
  const { id: orgId } = useOrganization();
  const queryClient = useQueryClient();
  const changed = useEmployeeChanged();
  return useMutation({
    mutationFn: (body: OwnProfileUpdate) =>
      apiRequest({ method: 'PATCH', path: `/${orgId}/org/employee/me/profile/`, body }),
    onSuccess: () =>
      Promise.all([
        changed(employeeId),
        queryClient.invalidateQueries({ queryKey: currentUserKeys.me(orgId) }),
      ]),
  });
}

export type EmployeeExportFilters = Pick<
  EmployeeListFilters,
  'search' | 'status' | 'department' | 'employment_type'
>;

/** The export's body from the list's filters, left out when empty as the list's own query leaves them. */
export function exportRequestOf(filters: EmployeeExportFilters): ExportRequestOf<'employees'> {
  return {
    ...(filters.search && { search: filters.search }),
    ...(filters.status && { status: filters.status }),
    ...(filters.department !== undefined && { department: filters.department }),
    ...(filters.employment_type && { employment_type: filters.employment_type }),
  };
}
