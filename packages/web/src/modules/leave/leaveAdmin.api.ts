import {
  type BalanceAdjustment,
  LeaveConfigurationSchema,
  type LeavePolicyCreate,
  LeavePolicySchema,
  type LeaveTypeCreate,
  LeaveTypePageSchema,
  LeaveTypeSchema,
  type LeaveYearOpen,
  YearEndPreviewSchema,
} from '@atrium/contracts';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../platform/apiClient';
import { useOrganization } from '../../platform/OrganizationContext';
import { leaveKeys, useInvalidateLeave } from './leave.api';

/** Leave Management Admin: leave years, types, policies and adjustments (lms admins; the server checks). */
function useAdminBase() {
  const { id: orgId } = useOrganization();
  return { orgId, base: `/${orgId}/leave-portal` };
}

/** Leave Management Admin's query keys, under the leave module's so any leave change refreshes them. */
export const leaveAdminKeys = {
  all: (orgId: number) => [...leaveKeys.all(orgId), 'admin'] as const,
  types: (orgId: number, query: LeaveTypeListQuery) =>
    [...leaveAdminKeys.all(orgId), 'types', query] as const,
  policies: (orgId: number) => [...leaveAdminKeys.all(orgId), 'policies'] as const,
  yearEnd: (orgId: number, yearId: number) => [...leaveAdminKeys.all(orgId), 'year-end', yearId] as const,
};

export interface LeaveTypeListQuery {
  limit: number;
  offset: number;
  order_by?: string;
  is_active?: 'true' | 'false';
}

/** One page of leave types; anyone signed in may read them, so the policy form can list them too. */
export function useLeaveTypePage(query: LeaveTypeListQuery) {
  const { orgId, base } = useAdminBase();
  return useQuery({
    queryKey: leaveAdminKeys.types(orgId, query),
    queryFn: ({ signal }) =>
      apiRequest({
        signal,
        path: `${base}/leave-types/`,
        query: Object.fromEntries(
          Object.entries(query)
            .filter(([, value]) => value !== undefined)
            .map(([name, value]) => [name, String(value)]),
        ),
        schema: LeaveTypePageSchema,
        expectedStatuses: [403],
      }),
    placeholderData: keepPreviousData,
  });
}

/** Adds a leave type (no id) or changes one. */
export function useSaveLeaveType() {
  const { base } = useAdminBase();
  const invalidate = useInvalidateLeave();
  return useMutation({
    mutationFn: ({ id, body }: { id?: number; body: LeaveTypeCreate }) =>
      apiRequest({
        method: id === undefined ? 'POST' : 'PATCH',
        path: `${base}/leave-types/${id === undefined ? '' : `${id}/`}`,
        body,
        schema: LeaveTypeSchema,
      }),
    onSuccess: () => invalidate(),
  });
}

const LeavePolicyListSchema = z.object({ results: z.array(LeavePolicySchema) });

export function useLeavePolicies() {
  const { orgId, base } = useAdminBase();
  return useQuery({
    queryKey: leaveAdminKeys.policies(orgId),
    queryFn: ({ signal }) =>
      apiRequest({
        signal,
        path: `${base}/leave-policies/`,
        schema: LeavePolicyListSchema,
        expectedStatuses: [403],
      }),
  });
}

export function useSaveLeavePolicy() {
  const { base } = useAdminBase();
  const invalidate = useInvalidateLeave();
  return useMutation({
    mutationFn: ({ id, body }: { id?: number; body: LeavePolicyCreate }) =>
      apiRequest({
        method: id === undefined ? 'POST' : 'PATCH',
        path: `${base}/leave-policies/${id === undefined ? '' : `${id}/`}`,
        body,
        schema: LeavePolicySchema,
      }),
    onSuccess: () => invalidate(),
  });
}

export function useRemoveLeavePolicy() {
  const { base } = useAdminBase();
  const invalidate = useInvalidateLeave();
  return useMutation({
    mutationFn: (id: number) => apiRequest({ method: 'DELETE', path: `${base}/leave-policies/${id}/` }),
    onSuccess: () => invalidate(),
  });
}

/** Opens a leave year from 1 January or 1 April with its weekend days. */
export function useOpenLeaveYear() {
  const { base } = useAdminBase();
  const invalidate = useInvalidateLeave();
  return useMutation({
    mutationFn: (body: LeaveYearOpen) =>
      apiRequest({
        method: 'POST',
        path: `${base}/leave-configurations/`,
        body,
        schema: LeaveConfigurationSchema,
      }),
    onSuccess: () => invalidate(),
  });
}

/** A manual credit (positive) or debit (negative) with a reason. */
export function useAdjustBalance() {
  const { base } = useAdminBase();
  const invalidate = useInvalidateLeave();
  return useMutation({
    mutationFn: (body: BalanceAdjustment) =>
      apiRequest({
        method: 'POST',
        path: `${base}/balances/adjustments/`,
        body,
        schema: z.object({ id: z.number().int() }),
      }),
    onSuccess: () => invalidate(),
  });
}

/** What closing a leave year would carry forward, encash and lapse per leave type. */
export function useYearEndPreview(yearId: number) {
  const { orgId, base } = useAdminBase();
  return useQuery({
    queryKey: leaveAdminKeys.yearEnd(orgId, yearId),
    queryFn: () =>
      apiRequest({ path: `${base}/leave-configurations/${yearId}/year-end/`, schema: YearEndPreviewSchema }),
  });
}

/** Closes the leave year in the background; the next year becomes the active one. */
export function useRunYearEnd() {
  const { base } = useAdminBase();
  const invalidate = useInvalidateLeave();
  return useMutation({
    mutationFn: (yearId: number) =>
      apiRequest({
        method: 'POST',
        path: `${base}/leave-configurations/${yearId}/year-end/`,
        schema: z.object({ detail: z.string() }),
      }),
    onSuccess: () => invalidate(),
  });
}
