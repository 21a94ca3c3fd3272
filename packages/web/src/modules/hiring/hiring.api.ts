import {
  HiringFormOptionsSchema,
  type HiringRequestCreateSchema,
  HiringRequestHistorySchema,
  type HiringRequestListQuery,
  HiringRequestPageSchema,
  HiringRequestSchema,
  type HiringRequestTransition,
  type HiringRequestUpdateSchema,
  RecruiterListSchema,
} from '@atrium/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../../platform/apiClient';
import { useOrganization } from '../../platform/OrganizationContext';
import { queryParams } from '../../platform/queryParams';

export type HiringRequestInput = z.input<typeof HiringRequestCreateSchema>;
export type HiringRequestChanges = z.input<typeof HiringRequestUpdateSchema>;

/** The hiring module's query keys, one place for reading and invalidating them. */
export const hiringKeys = {
  /** Everything this module caches sits under it, so any change refreshes lists and screens alike. */
  all: (orgId: number) => ['hiring', orgId] as const,
  requests: (orgId: number, query: Partial<HiringRequestListQuery>) =>
    [...hiringKeys.all(orgId), 'requests', query] as const,
  request: (orgId: number, id: number | undefined) => [...hiringKeys.all(orgId), 'request', id] as const,
  history: (orgId: number, id: number) => [...hiringKeys.all(orgId), 'history', id] as const,
  formOptions: (orgId: number) => [...hiringKeys.all(orgId), 'form-options'] as const,
  recruiters: (orgId: number) => [...hiringKeys.all(orgId), 'recruiters'] as const,
};

function useBase() {
  const { id: orgId } = useOrganization();
  return { orgId, requests: `/${orgId}/hiring/hiring-requests/` };
}

export function useHiringRequests(query: Partial<HiringRequestListQuery>) {
  const { orgId, requests } = useBase();
  return useQuery({
    queryKey: hiringKeys.requests(orgId, query),
    queryFn: ({ signal }) =>
      apiRequest({ signal, path: requests, query: queryParams(query), schema: HiringRequestPageSchema }),
    placeholderData: keepPreviousData,
  });
}

export function useHiringRequest(id: number | undefined) {
  const { orgId, requests } = useBase();
  return useQuery({
    queryKey: hiringKeys.request(orgId, id),
    queryFn: ({ signal }) => apiRequest({ signal, path: `${requests}${id}/`, schema: HiringRequestSchema }),
    enabled: id !== undefined,
  });
}

export function useHiringRequestHistory(id: number) {
  const { orgId, requests } = useBase();
  return useQuery({
    queryKey: hiringKeys.history(orgId, id),
    queryFn: ({ signal }) =>
      apiRequest({ signal, path: `${requests}${id}/history/`, schema: HiringRequestHistorySchema }),
  });
}

export function useHiringFormOptions() {
  const { orgId } = useBase();
  return useQuery({
    queryKey: hiringKeys.formOptions(orgId),
    queryFn: ({ signal }) =>
      apiRequest({ signal, path: `/${orgId}/hiring/form-options/`, schema: HiringFormOptionsSchema }),
    staleTime: 5 * 60_000,
  });
}

export function useRecruiters(enabled: boolean) {
  const { orgId } = useBase();
  return useQuery({
    queryKey: hiringKeys.recruiters(orgId),
    queryFn: ({ signal }) =>
      apiRequest({ signal, path: `/${orgId}/hiring/recruiters/`, schema: RecruiterListSchema }),
    enabled,
  });
}

/** A change to a request: every cached list and screen of the module is refreshed once it is made. */
function useRequestMutation<In>(call: (requests: string, input: In) => Promise<unknown>) {
  const { orgId, requests } = useBase();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: In) => call(requests, input) as Promise<z.infer<typeof HiringRequestSchema>>,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: hiringKeys.all(orgId) }),
  });
}

export function useSaveHiringRequest() {
  return useRequestMutation((requests, { id, body }: { id?: number; body: HiringRequestChanges }) =>
    apiRequest({
      method: id ? 'PATCH' : 'POST',
      path: id ? `${requests}${id}/` : requests,
      body,
      schema: HiringRequestSchema,
    }),
  );
}

export function useTransitionHiringRequest() {
  return useRequestMutation(
    (requests, input: { id: number; action: HiringRequestTransition; reason?: string }) =>
      apiRequest({
        method: 'POST',
        path: `${requests}${input.id}/transitions/`,
        body: { action: input.action, ...(input.reason ? { reason: input.reason } : {}) },
        schema: HiringRequestSchema,
      }),
  );
}

export function usePublishHiringRequest() {
  return useRequestMutation((requests, input: { id: number; published: boolean }) =>
    apiRequest({
      method: 'PUT',
      path: `${requests}${input.id}/publication/`,
      body: { published: input.published },
      schema: HiringRequestSchema,
    }),
  );
}

export function useAssignRecruiter() {
  return useRequestMutation((requests, input: { id: number; recruiterId: number }) =>
    apiRequest({
      method: 'PUT',
      path: `${requests}${input.id}/recruiter/`,
      body: { recruiter_id: input.recruiterId },
      schema: HiringRequestSchema,
    }),
  );
}
