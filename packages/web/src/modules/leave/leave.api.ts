import {
  type LeaveBalances,
  LeaveBalancesSchema,
  type LeaveRequest,
  type LeaveRequestCreate,
  LeaveRequestPageSchema,
  type LeaveRequestPreview,
  LeaveRequestPreviewSchema,
  type LeaveRequestQuery,
  LeaveRequestSchema,
  type LeaveRequestStatus,
  type LeaveRequestTerms,
  LedgerSchema,
  TeamLeavesSchema,
} from '@atrium/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../platform/apiClient';
import { useOrganization } from '../../platform/OrganizationContext';
import { queryParams } from '../../platform/queryParams';
import { downloadFile, uploadFile } from '../../platform/transfers';
import { leaveConfigurationKeys } from './leaveConfigurations.api';

/** The leave module's query keys, one place for reading and invalidating them. */
export const leaveKeys = {
  /** Everything else this module caches sits under it, so a change refreshes balances, lists and calendars. */
  all: (orgId: number) => ['leave', orgId] as const,
  balances: (orgId: number, employeeId: number | 'mine') =>
    [...leaveKeys.all(orgId), 'balances', employeeId] as const,
  ledger: (orgId: number, leaveTypeId: number | undefined, employeeId: number | 'mine') =>
    [...leaveKeys.all(orgId), 'ledger', leaveTypeId, employeeId] as const,
  preview: (orgId: number, body: LeaveRequestTerms | null) =>
    [...leaveKeys.all(orgId), 'preview', body] as const,
  requests: (orgId: number, filters: LeaveRequestFilters) =>
    [...leaveKeys.all(orgId), 'requests', filters] as const,
  request: (orgId: number, id: number | undefined) => [...leaveKeys.all(orgId), 'request', id] as const,
  team: (orgId: number, from: string, to: string) => [...leaveKeys.all(orgId), 'team', from, to] as const,
};

/** Field errors and messages of the leave screens are looked up under this module. */
export const LEAVE_MODULE = 'leave';

function useLeaveBase() {
  const { id: orgId } = useOrganization();
  return { orgId, base: `/${orgId}/leave-portal` };
}

/** Refreshes every leave query (and the leave years) after a change. */
export function useInvalidateLeave() {
  const { orgId } = useLeaveBase();
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: leaveKeys.all(orgId) }),
      queryClient.invalidateQueries({ queryKey: leaveConfigurationKeys.all(orgId) }),
    ]);
}

/** Balances per leave type in the active year: one's own, or an employee's for their manager or an lms admin. */
export function useLeaveBalances(employeeId?: number | null, { enabled = true } = {}) {
  const { orgId, base } = useLeaveBase();
  return useQuery<LeaveBalances>({
    queryKey: leaveKeys.balances(orgId, employeeId ?? 'mine'),
    queryFn: ({ signal }) =>
      apiRequest({
        signal,
        path: `${base}/balances/`,
        query: queryParams({ employee_id: employeeId ?? undefined }),
        schema: LeaveBalancesSchema,
        expectedStatuses: [403],
      }),
    enabled,
  });
}

/** Every credit and debit of one leave type in the active year, oldest first. */
export function useLedger(leaveTypeId: number | undefined, employeeId?: number) {
  const { orgId, base } = useLeaveBase();
  return useQuery({
    queryKey: leaveKeys.ledger(orgId, leaveTypeId, employeeId ?? 'mine'),
    queryFn: ({ signal }) =>
      apiRequest({
        signal,
        path: `${base}/balances/ledger/`,
        query: queryParams({ leave_type_id: leaveTypeId, employee_id: employeeId }),
        schema: LedgerSchema,
      }),
    enabled: leaveTypeId !== undefined,
  });
}

/**
 * What a request would take and the rules it breaks, asked again whenever `body` changes (the caller
 * debounces it); null asks nothing. The previous answer stays on screen while the next one loads.
 */
export function useLeavePreview(body: LeaveRequestTerms | null) {
  const { orgId, base } = useLeaveBase();
  return useQuery<LeaveRequestPreview>({
    queryKey: leaveKeys.preview(orgId, body),
    queryFn: ({ signal }) =>
      apiRequest({
        signal,
        method: 'POST',
        path: `${base}/leave-requests/preview/`,
        body,
        schema: LeaveRequestPreviewSchema,
        expectedStatuses: [400, 403, 404, 409],
      }),
    enabled: body !== null,
    placeholderData: keepPreviousData,
    retry: false,
    staleTime: 30_000,
  });
}

const AttachmentSchema = z.object({ attachment_key: z.string() });

/** Uploads a document before applying; answers the key the request refers to. */
export function useUploadLeaveAttachment() {
  const { base } = useLeaveBase();
  return (file: File, onProgress?: (percent: number) => void) =>
    uploadFile({
      path: `${base}/leave-requests/attachments/`,
      file,
      schema: AttachmentSchema,
      onProgress: ({ loaded, total }) => onProgress?.(total ? Math.round((loaded / total) * 100) : 0),
    }).then((answer) => answer.attachment_key);
}

export function useApplyForLeave() {
  const { base } = useLeaveBase();
  const invalidate = useInvalidateLeave();
  return useMutation({
    mutationFn: (body: LeaveRequestCreate) =>
      apiRequest({ method: 'POST', path: `${base}/leave-requests/`, body, schema: LeaveRequestSchema }),
    onSuccess: () => invalidate(),
  });
}

export interface LeaveRequestFilters {
  scope: NonNullable<LeaveRequestQuery['scope']>;
  status?: LeaveRequestStatus;
  order_by?: string;
  limit: number;
  offset: number;
}

export function useLeaveRequestPage(filters: LeaveRequestFilters, { enabled = true } = {}) {
  const { orgId, base } = useLeaveBase();
  return useQuery({
    enabled,
    queryKey: leaveKeys.requests(orgId, filters),
    queryFn: ({ signal }) =>
      apiRequest({
        signal,
        path: `${base}/leave-requests/`,
        query: queryParams({ ...filters }),
        schema: LeaveRequestPageSchema,
        expectedStatuses: [403],
      }),
    placeholderData: keepPreviousData,
  });
}

export function useLeaveRequest(id: number | undefined) {
  const { orgId, base } = useLeaveBase();
  return useQuery({
    queryKey: leaveKeys.request(orgId, id),
    queryFn: ({ signal }) =>
      apiRequest({
        signal,
        path: `${base}/leave-requests/${id}/`,
        schema: LeaveRequestSchema,
        expectedStatuses: [403, 404],
      }),
    enabled: id !== undefined,
  });
}

/** What the people on a request may do to it: the approver decides, the employee cancels. */
export type LeaveAction =
  | { id: number; action: 'approve'; comment: string }
  | { id: number; action: 'reject'; comment: string }
  | { id: number; action: 'cancel' };

export function useLeaveAction() {
  const { base } = useLeaveBase();
  const invalidate = useInvalidateLeave();
  return useMutation({
    mutationFn: (input: LeaveAction): Promise<LeaveRequest> =>
      apiRequest({
        method: 'POST',
        path: `${base}/leave-requests/${input.id}/${input.action}/`,
        body: input.action === 'cancel' ? undefined : { comment: input.comment },
        schema: LeaveRequestSchema,
      }),
    onSuccess: () => invalidate(),
  });
}

export function useDownloadLeaveAttachment() {
  const { base } = useLeaveBase();
  return (request: Pick<LeaveRequest, 'id' | 'code'>) =>
    downloadFile({
      path: `${base}/leave-requests/${request.id}/attachment/`,
      fallbackName: `${request.code}-attachment`,
    });
}

/** The team's live leaves overlapping `from`…`to` (a week or a month) and who is away. */
export function useTeamLeaves(from: string, to: string) {
  const { orgId, base } = useLeaveBase();
  return useQuery({
    queryKey: leaveKeys.team(orgId, from, to),
    queryFn: ({ signal }) =>
      apiRequest({
        signal,
        path: `${base}/team-leaves/`,
        query: { from, to },
        schema: TeamLeavesSchema,
        expectedStatuses: [403],
      }),
    placeholderData: keepPreviousData,
  });
}
