import {
  ClientListSchema,
  ClientSchema,
  type ProjectCreateSchema,
  ProjectDetailSchema,
  type ProjectListQuery,
  ProjectPageSchema,
  type ProjectStatus,
  ProjectTeamSchema,
} from '@atrium/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../../platform/apiClient';
import { useOrganization } from '../../platform/OrganizationContext';

export type ProjectInput = z.input<typeof ProjectCreateSchema>;

const asQuery = (query: object): Record<string, string> =>
  Object.fromEntries(
    Object.entries(query)
      .filter(([, value]) => value !== undefined && value !== null && value !== '')
      .map(([key, value]) => [key, String(value)]),
  );

/** Everything this module caches sits under one key, so any change refreshes lists and details alike. */
function useBase() {
  const { id: orgId } = useOrganization();
  return { base: `/${orgId}/projects`, key: ['projects', orgId] as const };
}

function useProjectsMutation<In, Out>(mutationFn: (base: string, input: In) => Promise<Out>) {
  const { base, key } = useBase();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: In) => mutationFn(base, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}

export function useProjectPage(query: Partial<ProjectListQuery>, enabled = true) {
  const { base, key } = useBase();
  return useQuery({
    queryKey: [...key, 'list', query],
    queryFn: ({ signal }) =>
      apiRequest({ signal, path: `${base}/projects/`, query: asQuery(query), schema: ProjectPageSchema }),
    placeholderData: keepPreviousData,
    enabled,
  });
}

export function useProject(id: number | undefined) {
  const { base, key } = useBase();
  return useQuery({
    queryKey: [...key, 'project', id],
    queryFn: ({ signal }) =>
      apiRequest({ signal, path: `${base}/projects/${id}/`, schema: ProjectDetailSchema }),
    enabled: id !== undefined,
  });
}

export function useProjectTeam(id: number, enabled: boolean) {
  const { base, key } = useBase();
  return useQuery({
    queryKey: [...key, 'team', id],
    queryFn: ({ signal }) =>
      apiRequest({ signal, path: `${base}/projects/${id}/team/`, schema: ProjectTeamSchema }),
    enabled,
  });
}

export function useClients() {
  const { base, key } = useBase();
  return useQuery({
    queryKey: [...key, 'clients'],
    queryFn: ({ signal }) => apiRequest({ signal, path: `${base}/clients/`, schema: ClientListSchema }),
  });
}

export function useAddClient() {
  return useProjectsMutation((base, name: string) =>
    apiRequest({ method: 'POST', path: `${base}/clients/`, body: { name }, schema: ClientSchema }),
  );
}

export function useSaveProject() {
  return useProjectsMutation((base, { id, body }: { id: number | undefined; body: ProjectInput }) =>
    id === undefined
      ? apiRequest({ method: 'POST', path: `${base}/projects/`, body, schema: ProjectDetailSchema })
      : apiRequest({ method: 'PATCH', path: `${base}/projects/${id}/`, body, schema: ProjectDetailSchema }),
  );
}

export function useChangeProjectStatus() {
  return useProjectsMutation((base, { id, status }: { id: number; status: ProjectStatus }) =>
    apiRequest({
      method: 'POST',
      path: `${base}/projects/${id}/status/`,
      body: { status },
      schema: ProjectDetailSchema,
    }),
  );
}
