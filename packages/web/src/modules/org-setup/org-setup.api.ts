import { UnitMemberPageSchema, type UnitMemberQuery } from '@atrium/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest, type ResponseSchema } from '../../platform/apiClient';
import { useOrganization } from '../../platform/OrganizationContext';
import { queryParams } from '../../platform/queryParams';
import { hierarchyKeys } from '../people';

/** Where one catalogue lives: its key in the query cache and its path under `/api/{orgId}`. */
export interface SetupResource {
  key: string;
  path: string;
}

export const setupResource = (name: string): SetupResource => ({ key: name, path: `/org/setup/${name}/` });
export const HOLIDAYS: SetupResource = { key: 'holidays', path: '/leave-portal/holidays/' };

export type ListQuery = Readonly<Record<string, string | number | undefined>>;

type UnitKind = 'departments' | 'sub-departments';
type UnitMembersQuery = Pick<UnitMemberQuery, 'limit' | 'offset' | 'search'>;

/** The org-setup module's query keys, one place for reading and invalidating them. */
export const orgSetupKeys = {
  /** Every catalogue: a change to one refreshes them all. */
  all: (orgId: number) => ['org-setup', orgId] as const,
  page: (orgId: number, resource: SetupResource, query: ListQuery) =>
    [...orgSetupKeys.all(orgId), resource.key, query] as const,
  unitMembers: (orgId: number, kind: UnitKind, id: number | null, query: UnitMembersQuery) =>
    [...orgSetupKeys.all(orgId), kind, id, 'members', query] as const,
};

/**
 * Refreshes every catalogue after a change, and the hierarchy's departments (people): a department's
 * sub-department count and a sub-department's department name show in each other's lists, heads and names in
 * the hierarchy.
 */
function useSetupChanged() {
  const { id: orgId } = useOrganization();
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: orgSetupKeys.all(orgId) }),
      queryClient.invalidateQueries({ queryKey: hierarchyKeys.units(orgId) }),
    ]);
}

/** One page of a catalogue, the previous page kept on screen while the next loads. */
export function useSetupPage<Page>(
  resource: SetupResource,
  query: ListQuery,
  schema: ResponseSchema<Page>,
  { enabled = true }: { enabled?: boolean } = {},
) {
  const { id: orgId } = useOrganization();
  return useQuery({
    queryKey: orgSetupKeys.page(orgId, resource, query),
    queryFn: ({ signal }) =>
      apiRequest({
        path: `/${orgId}${resource.path}`,
        query: queryParams(query),
        schema,
        signal,
        expectedStatuses: [403],
      }),
    placeholderData: keepPreviousData,
    enabled,
  });
}

/** Adds a record (no id) or changes one; every catalogue is refreshed afterwards. */
export function useSaveSetupRecord<Row>(resource: SetupResource, schema: ResponseSchema<Row>) {
  const { id: orgId } = useOrganization();
  const changed = useSetupChanged();
  return useMutation({
    mutationFn: ({ id, body }: { id?: number; body: unknown }) =>
      apiRequest({
        method: id === undefined ? 'POST' : 'PATCH',
        path: `/${orgId}${resource.path}${id === undefined ? '' : `${id}/`}`,
        body,
        schema,
      }),
    onSuccess: () => changed(),
  });
}

export function useRemoveSetupRecord(resource: SetupResource) {
  const { id: orgId } = useOrganization();
  const changed = useSetupChanged();
  return useMutation({
    mutationFn: (id: number) => apiRequest({ method: 'DELETE', path: `/${orgId}${resource.path}${id}/` }),
    onSuccess: () => changed(),
  });
}

/** The people of one department or sub-department, for its head. */
export function useUnitMembers(kind: UnitKind, id: number | null, query: UnitMembersQuery) {
  const { id: orgId } = useOrganization();
  return useQuery({
    queryKey: orgSetupKeys.unitMembers(orgId, kind, id, query),
    queryFn: ({ signal }) =>
      apiRequest({
        path: `/${orgId}/org/setup/${kind}/${id}/members/`,
        query: queryParams(query),
        schema: UnitMemberPageSchema,
        signal,
        expectedStatuses: [403],
      }),
    placeholderData: keepPreviousData,
    enabled: id !== null,
  });
}
