import {
  type ChangeRequestCreate,
  ChangeRequestListSchema,
  ChangeRequestSchema,
  type ChangeRequestStatus,
  FixedBidNumbersSchema,
  isCalculating,
} from '@atrium/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../platform/apiClient';
import { projectKeys, useBase, useProjectsMutation } from './projects.api';

/** Fixed-bid projects' query keys, under the projects module's so any project change refreshes them. */
export const fixedBidKeys = {
  numbers: (orgId: number, id: number | undefined) =>
    [...projectKeys.all(orgId), 'fixed-bid-numbers', id] as const,
  changeRequests: (orgId: number, id: number) => [...projectKeys.all(orgId), 'change-requests', id] as const,
};

/** How often the numbers are asked for again while a recalculation is queued or running. */
export const CALCULATION_POLL_MS = 1500;

/** A project's fixed-bid numbers; asked again every moment while they are being recalculated. */
export function useFixedBidNumbers(id: number | undefined) {
  const { orgId, base } = useBase();
  return useQuery({
    queryKey: fixedBidKeys.numbers(orgId, id),
    queryFn: ({ signal }) =>
      apiRequest({
        signal,
        path: `${base}/projects/${id}/fixed-bid-numbers/`,
        schema: FixedBidNumbersSchema,
      }),
    enabled: id !== undefined,
    refetchInterval: (query) =>
      query.state.data && isCalculating(query.state.data.calculation.state) ? CALCULATION_POLL_MS : false,
  });
}

export function useChangeRequests(id: number, enabled: boolean) {
  const { orgId, base } = useBase();
  return useQuery({
    queryKey: fixedBidKeys.changeRequests(orgId, id),
    queryFn: ({ signal }) =>
      apiRequest({
        signal,
        path: `${base}/projects/${id}/change-requests/`,
        schema: ChangeRequestListSchema,
      }),
    enabled,
  });
}

export const useRecalculateFixedBid = (id: number) =>
  useProjectsMutation((base, _: undefined) =>
    apiRequest({
      method: 'POST',
      path: `${base}/projects/${id}/fixed-bid-numbers/recalculate/`,
      body: {},
      schema: FixedBidNumbersSchema,
    }),
  );

export type ChangeRequestChange =
  | { kind: 'add'; body: ChangeRequestCreate }
  | { kind: 'status'; recordId: number; status: ChangeRequestStatus }
  | { kind: 'delete'; recordId: number };

export function useChangeChangeRequests(id: number) {
  return useProjectsMutation(async (base, change: ChangeRequestChange) => {
    const path = `${base}/projects/${id}/change-requests/`;
    switch (change.kind) {
      case 'add':
        return apiRequest({ method: 'POST', path, body: change.body, schema: ChangeRequestSchema });
      case 'status':
        return apiRequest({
          method: 'PATCH',
          path: `${path}${change.recordId}/`,
          body: { status: change.status },
          schema: ChangeRequestSchema,
        });
      case 'delete':
        await apiRequest({ method: 'DELETE', path: `${path}${change.recordId}/` });
        return null;
    }
  });
}
