import {
  DEFAULT_WORKSPACE_NAME,
  type ResolveRequest,
  ResolveResponseSchema,
  type WorkspaceConfig,
  WorkspaceConfigSchema,
  type WorkspaceListQuery,
  WorkspacePageSchema,
} from '@atrium/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useOrganization } from '../../app/OrganizationContext';
import { apiRequest } from '../../platform/apiClient';

export const workspaceQueryKey = (orgId: number, name: string) => ['workspace', orgId, name] as const;

/** 'default' is the organisation's default workspace; any other key is a name or a numeric id. */
export function fetchWorkspaceConfig(orgId: number, key: string): Promise<WorkspaceConfig> {
  const path =
    key === DEFAULT_WORKSPACE_NAME
      ? `/${orgId}/workspace/default-workspace/`
      : `/${orgId}/workspace/workspaces/${encodeURIComponent(key)}/`;
  return apiRequest({ path, schema: WorkspaceConfigSchema });
}

/**
 * A workspace config, cached by the name the page was opened with (spec 4 "Workspace load": the cached
 * config is used when the name matches). 403 and 404 are left to the API client, which opens /403,
 * /disabled-workspace or /404 (spec 8).
 */
export function useWorkspaceConfig(key: string) {
  const { id: orgId } = useOrganization();
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: workspaceQueryKey(orgId, key),
    queryFn: async () => {
      const config = await fetchWorkspaceConfig(orgId, key);
      // Opened by id: the same config answers a later visit by its name.
      if (config.name !== key) queryClient.setQueryData(workspaceQueryKey(orgId, config.name), config);
      return config;
    },
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** The explore list: the workspaces the caller may open, one page at a time. */
export function useWorkspaceList(
  query: Pick<WorkspaceListQuery, 'limit' | 'offset' | 'search' | 'order_by'>,
) {
  const { id: orgId } = useOrganization();
  return useQuery({
    queryKey: ['workspaces', orgId, query],
    queryFn: () =>
      apiRequest({
        path: `/${orgId}/workspace/workspaces/`,
        query: {
          limit: String(query.limit),
          offset: String(query.offset),
          search: query.search,
          order_by: query.order_by,
        },
        schema: WorkspacePageSchema,
        expectedStatuses: [403],
      }),
    placeholderData: keepPreviousData,
  });
}

/** Which workspace a notification or a link opens (spec 2.2 /resolver). */
export function useResolveWorkspace() {
  const { id: orgId } = useOrganization();
  return useMutation({
    mutationFn: (request: ResolveRequest) =>
      apiRequest({
        method: 'POST',
        path: `/${orgId}/workspace/resolve/`,
        body: request,
        schema: ResolveResponseSchema,
      }),
  });
}
