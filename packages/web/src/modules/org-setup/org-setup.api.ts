import { UnitMemberPageSchema, type UnitMemberQuery } from '@atrium/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest, type ResponseSchema } from '../../platform/apiClient';
import { useOrganization } from '../../platform/OrganizationContext';
import { queryParams } from '../../platform/queryParams';

/** Where one catalogue lives: its key in the query cache and its path under `/api/{orgId}`. */
export interface SetupResource {
  key: string;
  path: string;
}

export const setupResource = (name: string): SetupResource => ({ key: name, path: `/org/setup/${name}/` });
export const HOLIDAYS: SetupResource = { key: 'holidays', path: '/leave-portal/holidays/' };

export type ListQuery = Readonly<Record<string, string | number | undefined>>;

const setupKey = (orgId: number, resource?: SetupResource) =>
  resource ? (['org-setup', orgId, resource.key] as const) : (['org-setup', orgId] as const);

/** One page of a catalogue, the previous page kept on screen while the next loads. */
export function useSetupPage<Page>(
  resource: SetupResource,
  query: ListQuery,
  schema: ResponseSchema<Page>,
  { enabled = true }: { enabled?: boolean } = {},
) {
  const { id: orgId } = useOrganization();
  return useQuery({
    queryKey: [...setupKey(orgId, resource), query],
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

/**
 * Adds a record (no id) or changes one. Every catalogue is refreshed afterwards: a department's sub-department
 * count and a sub-department's department name show in each other's lists.
 */
export function useSaveSetupRecord<Row>(resource: SetupResource, schema: ResponseSchema<Row>) {
  const { id: orgId } = useOrganization();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id?: number; body: unknown }) =>
      apiRequest({
        method: id === undefined ? 'POST' : 'PATCH',
        path: `/${orgId}${resource.path}${id === undefined ? '' : `${id}/`}`,
        body,
        schema,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: setupKey(orgId) }),
  });
}

export function useRemoveSetupRecord(resource: SetupResource) {
  const { id: orgId } = useOrganization();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiRequest({ method: 'DELETE', path: `/${orgId}${resource.path}${id}/` }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: setupKey(orgId) }),
  });
}

/** The people of one department or sub-department, for its head. */
export function useUnitMembers(
  kind: 'departments' | 'sub-departments',
  id: number | null,
  query: Pick<UnitMemberQuery, 'limit' | 'offset' | 'search'>,
) {
  const { id: orgId } = useOrganization();
  return useQuery({
    queryKey: [...setupKey(orgId, setupResource(kind)), id, 'members', query],
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
