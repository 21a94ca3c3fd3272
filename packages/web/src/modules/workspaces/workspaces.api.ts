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
import { apiRequest } from '../../platform/apiClient';
import { useOrganization } from '../../platform/OrganizationContext';
import { QUIET_HEADER_STATUSES } from '../../platform/quietStatuses';

/** The workspaces module's query keys, one place for reading and invalidating them. */
export const workspaceKeys = {
  config: (orgId: number, name: string) => ['workspace', orgId, name] as const,
  list: (orgId: number, query: object) => ['workspaces', orgId, query] as const,
  navigation: (orgId: number) => ['workspaces', orgId, 'navigation'] as const,
};

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
    queryKey: workspaceKeys.config(orgId, key),
    queryFn: async () => {
      const config = await fetchWorkspaceConfig(orgId, key);
      // Opened by id: the same config answers a later visit by its name.
      if (config.name !== key) queryClient.setQueryData(workspaceKeys.config(orgId, config.name), config);
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
    queryKey: workspaceKeys.list(orgId, query),
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

/** The navigation's list: every workspace the caller may open, quietly (it runs beside every screen). */
export function useNavigationWorkspaces() {
  const { id: orgId } = useOrganization();
  return useQuery({
    queryKey: workspaceKeys.navigation(orgId),
    queryFn: () =>
      apiRequest({
        path: `/${orgId}/workspace/workspaces/`,
        query: { limit: '200', offset: '0', order_by: 'display_name' },
        schema: WorkspacePageSchema,
        expectedStatuses: QUIET_HEADER_STATUSES,
      }),
    staleTime: 5 * 60_000,
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
