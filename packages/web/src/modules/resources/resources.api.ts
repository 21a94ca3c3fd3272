import {
  PoolPageSchema,
  type PoolQuery,
  RaisedHiringRequestSchema,
  RankedCandidateListSchema,
  RequestProjectListSchema,
  ResourceForecastSchema,
  type ResourceRequestCreateSchema,
  ResourceRequestFormOptionsSchema,
  type ResourceRequestHiring,
  ResourceRequestHistorySchema,
  type ResourceRequestListQuery,
  ResourceRequestPageSchema,
  ResourceRequestSchema,
  type ResourceRequestTransition,
  type ResourceRequestUpdateSchema,
  RmgOverviewSchema,
  RmgStatsSchema,
  SoftBookingListSchema,
} from '@atrium/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../../platform/apiClient';
import { useOrganization } from '../../platform/OrganizationContext';
import { queryParams } from '../../platform/queryParams';

export type ResourceRequestInput = z.input<typeof ResourceRequestCreateSchema>;
export type ResourceRequestChanges = z.input<typeof ResourceRequestUpdateSchema>;

/** The resources module's query keys, one place for reading and invalidating them. */
export const resourcesKeys = {
  /** Everything this module caches sits under it, so any change refreshes lists, screens and the pool alike. */
  all: (orgId: number) => ['resources', orgId] as const,
  requests: (orgId: number, query: Partial<ResourceRequestListQuery>) =>
    [...resourcesKeys.all(orgId), 'requests', query] as const,
  request: (orgId: number, id: number | undefined) => [...resourcesKeys.all(orgId), 'request', id] as const,
  history: (orgId: number, id: number) => [...resourcesKeys.all(orgId), 'history', id] as const,
  candidates: (orgId: number, id: number) => [...resourcesKeys.all(orgId), 'candidates', id] as const,
  softBookings: (orgId: number, id: number) => [...resourcesKeys.all(orgId), 'soft-bookings', id] as const,
  projects: (orgId: number) => [...resourcesKeys.all(orgId), 'projects'] as const,
  formOptions: (orgId: number) => [...resourcesKeys.all(orgId), 'form-options'] as const,
  overview: (orgId: number, date: string | undefined) =>
    [...resourcesKeys.all(orgId), 'overview', date] as const,
  forecast: (orgId: number, date: string | undefined) =>
    [...resourcesKeys.all(orgId), 'forecast', date] as const,
  stats: (orgId: number, date: string | undefined, weeks: number | undefined) =>
    [...resourcesKeys.all(orgId), 'stats', date, weeks] as const,
  pool: (orgId: number, query: Partial<PoolQuery>) => [...resourcesKeys.all(orgId), 'pool', query] as const,
};

function useBase() {
  const { id: orgId } = useOrganization();
  return { orgId, requests: `/${orgId}/resources/resource-requests/` };
}

export function useResourceRequests(query: Partial<ResourceRequestListQuery>) {
  const { orgId, requests } = useBase();
  return useQuery({
    queryKey: resourcesKeys.requests(orgId, query),
    queryFn: ({ signal }) =>
      apiRequest({ signal, path: requests, query: queryParams(query), schema: ResourceRequestPageSchema }),
    placeholderData: keepPreviousData,
  });
}

/** The projects of the requests the caller sees, for the list's filter. */
export function useRequestProjects() {
  const { orgId, requests } = useBase();
  return useQuery({
    queryKey: resourcesKeys.projects(orgId),
    queryFn: ({ signal }) =>
      apiRequest({ signal, path: `${requests}projects/`, schema: RequestProjectListSchema }),
    staleTime: 60_000,
  });
}

export function useResourceRequest(id: number | undefined) {
  const { orgId, requests } = useBase();
  return useQuery({
    queryKey: resourcesKeys.request(orgId, id),
    queryFn: ({ signal }) => apiRequest({ signal, path: `${requests}${id}/`, schema: ResourceRequestSchema }),
    enabled: id !== undefined,
  });
}

export function useResourceRequestHistory(id: number) {
  const { orgId, requests } = useBase();
  return useQuery({
    queryKey: resourcesKeys.history(orgId, id),
    queryFn: ({ signal }) =>
      apiRequest({ signal, path: `${requests}${id}/history/`, schema: ResourceRequestHistorySchema }),
  });
}

/** The people ranked for a request; only asked while `enabled` (the RMG manager, a request still to fill). */
export function useRankedCandidates(id: number, enabled: boolean) {
  const { orgId, requests } = useBase();
  return useQuery({
    queryKey: resourcesKeys.candidates(orgId, id),
    queryFn: ({ signal }) =>
      apiRequest({ signal, path: `${requests}${id}/candidates/`, schema: RankedCandidateListSchema }),
    enabled,
  });
}

export function useResourceFormOptions() {
  const { orgId } = useBase();
  return useQuery({
    queryKey: resourcesKeys.formOptions(orgId),
    queryFn: ({ signal }) =>
      apiRequest({
        signal,
        path: `/${orgId}/resources/form-options/`,
        schema: ResourceRequestFormOptionsSchema,
      }),
    staleTime: 60_000,
  });
}

export function usePool(query: Partial<PoolQuery>) {
  const { orgId } = useBase();
  return useQuery({
    queryKey: resourcesKeys.pool(orgId, query),
    queryFn: ({ signal }) =>
      apiRequest({
        signal,
        path: `/${orgId}/resources/pool/`,
        query: queryParams(query),
        schema: PoolPageSchema,
      }),
    placeholderData: keepPreviousData,
  });
}

/** Utilisation, billable % and bench % on `date` (today unless given), in all and by department. */
export function useRmgOverview(date: string | undefined) {
  const { orgId } = useBase();
  return useQuery({
    queryKey: resourcesKeys.overview(orgId, date),
    queryFn: ({ signal }) =>
      apiRequest({
        signal,
        path: `/${orgId}/resources/overview/`,
        query: queryParams({ date }),
        schema: RmgOverviewSchema,
      }),
    placeholderData: keepPreviousData,
  });
}

export function useRmgStats(date: string | undefined, weeks: number | undefined) {
  const { orgId } = useBase();
  return useQuery({
    queryKey: resourcesKeys.stats(orgId, date, weeks),
    queryFn: ({ signal }) =>
      apiRequest({
        signal,
        path: `/${orgId}/resources/stats/`,
        query: queryParams({ date, weeks }),
        schema: RmgStatsSchema,
      }),
    placeholderData: keepPreviousData,
  });
}

/** A change to a request: every cached list, screen and the pool are refreshed once it is made. */
function useRequestMutation<In, Out>(call: (requests: string, input: In) => Promise<Out>) {
  const { orgId, requests } = useBase();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: In) => call(requests, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: resourcesKeys.all(orgId) }),
  });
}

export function useSaveResourceRequest() {
  return useRequestMutation(
    (requests, { id, body }: { id?: number; body: ResourceRequestInput | ResourceRequestChanges }) =>
      apiRequest({
        method: id ? 'PATCH' : 'POST',
        path: id ? `${requests}${id}/` : requests,
        body,
        schema: ResourceRequestSchema,
      }),
  );
}

export function useTransitionResourceRequest() {
  return useRequestMutation(
    (requests, input: { id: number; action: ResourceRequestTransition; comment?: string }) =>
      apiRequest({
        method: 'POST',
        path: `${requests}${input.id}/transitions/`,
        body: { action: input.action, ...(input.comment ? { comment: input.comment } : {}) },
        schema: ResourceRequestSchema,
      }),
  );
}

export function useCommentOnResourceRequest() {
  return useRequestMutation((requests, input: { id: number; comment: string }) =>
    apiRequest({
      method: 'POST',
      path: `${requests}${input.id}/comments/`,
      body: { comment: input.comment },
      schema: ResourceRequestHistorySchema,
    }),
  );
}

export function useFulfilResourceRequest() {
  return useRequestMutation((requests, input: { id: number; employeeId: number }) =>
    apiRequest({
      method: 'POST',
      path: `${requests}${input.id}/fulfilments/`,
      body: { employee_id: input.employeeId },
      schema: ResourceRequestSchema,
    }),
  );
}

export function useSoftBookings(id: number) {
  const { orgId, requests } = useBase();
  return useQuery({
    queryKey: resourcesKeys.softBookings(orgId, id),
    queryFn: ({ signal }) =>
      apiRequest({ signal, path: `${requests}${id}/soft-bookings/`, schema: SoftBookingListSchema }),
  });
}

export function useHoldPerson() {
  return useRequestMutation((requests, input: { id: number; employeeId: number }) =>
    apiRequest({
      method: 'POST',
      path: `${requests}${input.id}/soft-bookings/`,
      body: { employee_id: input.employeeId },
      schema: SoftBookingListSchema,
    }),
  );
}

export function useConfirmSoftBooking() {
  return useRequestMutation((requests, input: { id: number; bookingId: number }) =>
    apiRequest({
      method: 'POST',
      path: `${requests}${input.id}/soft-bookings/${input.bookingId}/confirm/`,
      schema: ResourceRequestSchema,
    }),
  );
}

export function useReleaseSoftBooking() {
  return useRequestMutation((requests, input: { id: number; bookingId: number }) =>
    apiRequest({ method: 'DELETE', path: `${requests}${input.id}/soft-bookings/${input.bookingId}/` }),
  );
}

export function useRaiseHiringRequest() {
  return useRequestMutation((requests, input: { id: number; body: ResourceRequestHiring }) =>
    apiRequest({
      method: 'POST',
      path: `${requests}${input.id}/hiring-requests/`,
      body: input.body,
      schema: RaisedHiringRequestSchema,
    }),
  );
}

export function useResourceForecast(date: string | undefined) {
  const { orgId } = useBase();
  return useQuery({
    queryKey: resourcesKeys.forecast(orgId, date),
    queryFn: ({ signal }) =>
      apiRequest({
        signal,
        path: `/${orgId}/resources/forecast/`,
        query: queryParams({ date }),
        schema: ResourceForecastSchema,
      }),
    placeholderData: keepPreviousData,
  });
}
