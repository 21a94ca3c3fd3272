import {
  ApprovalPageSchema,
  type ApprovalQuery,
  type Decision,
  DecisionResultSchema,
  type Freeze,
  type MonthQuery,
  MonthScopesSchema,
  MonthSummarySchema,
  MyWeekSchema,
  PendingTimesheetPageSchema,
  type PendingTimesheetQuery,
  type TimesheetSettings,
  TimesheetSettingsSchema,
  TimesheetSummarySchema,
  type WeekSave,
} from '@atrium/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../platform/apiClient';
import { useOrganization } from '../../platform/OrganizationContext';
import { queryParams } from '../../platform/queryParams';

function useBase() {
  const { id: orgId } = useOrganization();
  return { base: `/${orgId}/timesheets`, key: ['timesheets', orgId] as const };
}

function useTimesheetsMutation<In, Out>(mutationFn: (base: string, input: In) => Promise<Out>) {
  const { base, key } = useBase();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: In) => mutationFn(base, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}

/** The signed-in person's week holding `day` (today's week when none). */
export function useMyWeek(day: string | undefined, enabled = true) {
  const { base, key } = useBase();
  return useQuery({
    queryKey: [...key, 'my-week', day ?? 'this'],
    queryFn: ({ signal }) =>
      apiRequest({
        signal,
        path: `${base}/my-week/`,
        query: queryParams({ week: day }),
        schema: MyWeekSchema,
      }),
    placeholderData: keepPreviousData,
    enabled,
  });
}

/** One sheet's week and person (a search result or a notification opens it by id). */
export function useTimesheet(id: number | undefined) {
  const { base, key } = useBase();
  return useQuery({
    queryKey: [...key, 'sheet', id],
    queryFn: ({ signal }) => apiRequest({ signal, path: `${base}/${id}/`, schema: TimesheetSummarySchema }),
    enabled: id !== undefined,
  });
}

export function useSaveWeek() {
  return useTimesheetsMutation((base, body: WeekSave) =>
    apiRequest({ method: 'PUT', path: `${base}/my-week/`, body, schema: MyWeekSchema }),
  );
}

export function useSubmitWeek() {
  return useTimesheetsMutation((base, weekStart: string) =>
    apiRequest({
      method: 'POST',
      path: `${base}/my-week/submit/`,
      body: { week_start: weekStart },
      schema: MyWeekSchema,
    }),
  );
}

export function useApprovals(query: Partial<ApprovalQuery>, enabled = true) {
  const { base, key } = useBase();
  return useQuery({
    queryKey: [...key, 'approvals', query],
    queryFn: ({ signal }) =>
      apiRequest({
        signal,
        path: `${base}/approvals/`,
        query: queryParams(query),
        schema: ApprovalPageSchema,
      }),
    placeholderData: keepPreviousData,
    enabled,
  });
}

export function useDecide() {
  return useTimesheetsMutation((base, body: Decision) =>
    apiRequest({ method: 'POST', path: `${base}/approvals/decide/`, body, schema: DecisionResultSchema }),
  );
}

/** A month's time by status, of the organisation or of one project's or department's. */
export function useMonthSummary(query: MonthQuery) {
  const { base, key } = useBase();
  return useQuery({
    queryKey: [...key, 'month', query],
    queryFn: ({ signal }) =>
      apiRequest({
        signal,
        path: `${base}/bulk/month/`,
        query: queryParams(query),
        schema: MonthSummarySchema,
      }),
    placeholderData: keepPreviousData,
  });
}

/** The projects and departments a month can be closed for. */
export function useMonthScopes() {
  const { base, key } = useBase();
  return useQuery({
    queryKey: [...key, 'month-scopes'],
    queryFn: ({ signal }) => apiRequest({ signal, path: `${base}/bulk/scopes/`, schema: MonthScopesSchema }),
    staleTime: 60_000,
  });
}

/** The organisation's timesheet rules. */
export function useTimesheetSettings() {
  const { base, key } = useBase();
  return useQuery({
    queryKey: [...key, 'settings'],
    queryFn: ({ signal }) =>
      apiRequest({ signal, path: `${base}/settings/`, schema: TimesheetSettingsSchema }),
  });
}

export function useSaveTimesheetSettings() {
  return useTimesheetsMutation((base, body: TimesheetSettings) =>
    apiRequest({ method: 'PUT', path: `${base}/settings/`, body, schema: TimesheetSettingsSchema }),
  );
}

export function useFreezeMonth() {
  return useTimesheetsMutation((base, body: Freeze) =>
    apiRequest({ method: 'POST', path: `${base}/bulk/freeze/`, body, schema: DecisionResultSchema }),
  );
}

/** The Pending Timesheets drilldown's page of one kind (the tile's last four weeks). */
export function usePendingTimesheets(query: Partial<PendingTimesheetQuery>) {
  const { base, key } = useBase();
  return useQuery({
    queryKey: [...key, 'pending', query],
    queryFn: ({ signal }) =>
      apiRequest({
        signal,
        path: `${base}/pending/`,
        query: queryParams(query),
        schema: PendingTimesheetPageSchema,
      }),
    placeholderData: keepPreviousData,
  });
}
