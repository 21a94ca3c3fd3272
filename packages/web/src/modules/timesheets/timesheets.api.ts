import {
  ApprovalPageSchema,
  ApprovalProjectsSchema,
  type ApprovalQuery,
  type Decision,
  DecisionResultSchema,
  type Freeze,
  MonthChangeSchema,
  type MonthQuery,
  MonthScopesSchema,
  MonthSummarySchema,
  MyWeekSchema,
  PendingTimesheetPageSchema,
  type PendingTimesheetQuery,
  type TimesheetSettings,
  TimesheetSettingsSchema,
  TimesheetSummarySchema,
  type Unfreeze,
  UtilisationPageSchema,
  type UtilisationQuery,
  type WeekSave,
} from '@atrium/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../platform/apiClient';
import { useOrganization } from '../../platform/OrganizationContext';
import { queryParams } from '../../platform/queryParams';

/** The timesheets module's query keys, one place for reading and invalidating them. */
export const timesheetKeys = {
  /** Everything this module caches sits under it, so any change (a month's closing too) refreshes it all. */
  all: (orgId: number) => ['timesheets', orgId] as const,
  myWeek: (orgId: number, day: string | undefined) =>
    [...timesheetKeys.all(orgId), 'my-week', day ?? 'this'] as const,
  sheet: (orgId: number, id: number | undefined) => [...timesheetKeys.all(orgId), 'sheet', id] as const,
  approvals: (orgId: number, query: Partial<ApprovalQuery>) =>
    [...timesheetKeys.all(orgId), 'approvals', query] as const,
  approvalProjects: (orgId: number, search: string) =>
    [...timesheetKeys.all(orgId), 'approval-projects', search] as const,
  month: (orgId: number, query: MonthQuery) => [...timesheetKeys.all(orgId), 'month', query] as const,
  monthScopes: (orgId: number) => [...timesheetKeys.all(orgId), 'month-scopes'] as const,
  settings: (orgId: number) => [...timesheetKeys.all(orgId), 'settings'] as const,
  pending: (orgId: number, query: Partial<PendingTimesheetQuery>) =>
    [...timesheetKeys.all(orgId), 'pending', query] as const,
  utilisation: (orgId: number, query: Partial<UtilisationQuery>) =>
    [...timesheetKeys.all(orgId), 'utilisation', query] as const,
};

function useBase() {
  const { id: orgId } = useOrganization();
  return { orgId, base: `/${orgId}/timesheets` };
}

function useTimesheetsMutation<In, Out>(mutationFn: (base: string, input: In) => Promise<Out>) {
  const { orgId, base } = useBase();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: In) => mutationFn(base, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: timesheetKeys.all(orgId) }),
  });
}

/** The signed-in person's week holding `day` (today's week when none). */
export function useMyWeek(day: string | undefined, enabled = true) {
  const { orgId, base } = useBase();
  return useQuery({
    queryKey: timesheetKeys.myWeek(orgId, day),
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
  const { orgId, base } = useBase();
  return useQuery({
    queryKey: timesheetKeys.sheet(orgId, id),
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
  const { orgId, base } = useBase();
  return useQuery({
    queryKey: timesheetKeys.approvals(orgId, query),
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

/** The projects the approver's lines can be filtered by, searched by code, name or client. */
export function useApprovalProjects(search: string) {
  const { orgId, base } = useBase();
  return useQuery({
    queryKey: timesheetKeys.approvalProjects(orgId, search),
    queryFn: ({ signal }) =>
      apiRequest({
        signal,
        path: `${base}/approvals/projects/`,
        query: queryParams({ search: search || undefined }),
        schema: ApprovalProjectsSchema,
      }),
    placeholderData: keepPreviousData,
  });
}

export function useDecide() {
  return useTimesheetsMutation((base, body: Decision) =>
    apiRequest({ method: 'POST', path: `${base}/approvals/decide/`, body, schema: DecisionResultSchema }),
  );
}

/** A month's time by status, of the organisation or of one project's or department's. */
export function useMonthSummary(query: MonthQuery) {
  const { orgId, base } = useBase();
  return useQuery({
    queryKey: timesheetKeys.month(orgId, query),
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
  const { orgId, base } = useBase();
  return useQuery({
    queryKey: timesheetKeys.monthScopes(orgId),
    queryFn: ({ signal }) => apiRequest({ signal, path: `${base}/bulk/scopes/`, schema: MonthScopesSchema }),
    staleTime: 60_000,
  });
}

/** The organisation's timesheet rules. */
export function useTimesheetSettings() {
  const { orgId, base } = useBase();
  return useQuery({
    queryKey: timesheetKeys.settings(orgId),
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
    apiRequest({ method: 'POST', path: `${base}/bulk/freeze/`, body, schema: MonthChangeSchema }),
  );
}

/** The timesheet manager takes a month's frozen time back to approved, giving the reason. */
export function useUnfreezeMonth() {
  return useTimesheetsMutation((base, body: Unfreeze) =>
    apiRequest({ method: 'POST', path: `${base}/bulk/unfreeze/`, body, schema: MonthChangeSchema }),
  );
}

/** The Pending Timesheets drilldown's page of one kind (the tile's last four weeks). */
export function usePendingTimesheets(query: Partial<PendingTimesheetQuery>) {
  const { orgId, base } = useBase();
  return useQuery({
    queryKey: timesheetKeys.pending(orgId, query),
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

/**
 * A month's utilisation per person, project or department (last month unless told), with its totals; under the
 * timesheets' key, so a month's closing refreshes it.
 */
export function useUtilisation(query: Partial<UtilisationQuery>) {
  const { orgId, base } = useBase();
  return useQuery({
    queryKey: timesheetKeys.utilisation(orgId, query),
    queryFn: ({ signal }) =>
      apiRequest({
        signal,
        path: `${base}/utilisation/`,
        query: queryParams(query),
        schema: UtilisationPageSchema,
      }),
    placeholderData: keepPreviousData,
  });
}
