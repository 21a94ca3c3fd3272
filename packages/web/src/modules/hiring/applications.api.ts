import {
  type ApplicationAction,
  ApplicationBoardSchema,
  ApplicationHistorySchema,
  type ApplicationListQuery,
  ApplicationPageSchema,
  ApplicationSchema,
  type CandidateSource,
  HiringFlowSchema,
  type InterviewFeedbackInput,
  InterviewListSchema,
  InterviewPageSchema,
  type InterviewSchedule,
  InterviewSchema,
  PastFeedbackSchema,
  type TasStatsQuery,
  TasStatsSchema,
} from '@atrium/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../platform/apiClient';
import { useOrganization } from '../../platform/OrganizationContext';
import { queryParams } from '../../platform/queryParams';
import { hiringKeys } from './hiring.api';

/** Applications' and interviews' query keys, under the hiring module's prefix, so any change refreshes them all. */
export const applicationKeys = {
  flow: (orgId: number) => [...hiringKeys.all(orgId), 'flow'] as const,
  list: (orgId: number, query: Partial<ApplicationListQuery>) =>
    [...hiringKeys.all(orgId), 'applications', query] as const,
  detail: (orgId: number, id: number | undefined) => [...hiringKeys.all(orgId), 'application', id] as const,
  history: (orgId: number, id: number) => [...hiringKeys.all(orgId), 'application-history', id] as const,
  board: (orgId: number, requestId: number | undefined) =>
    [...hiringKeys.all(orgId), 'board', requestId] as const,
  interviews: (orgId: number, applicationId: number) =>
    [...hiringKeys.all(orgId), 'application-interviews', applicationId] as const,
  mine: (orgId: number, query: object) => [...hiringKeys.all(orgId), 'my-interviews', query] as const,
  stats: (orgId: number, query: TasStatsQuery) => [...hiringKeys.all(orgId), 'stats', query] as const,
  pastFeedback: (orgId: number, candidateId: number | undefined) =>
    [...hiringKeys.all(orgId), 'past-feedback', candidateId] as const,
};

function useBase() {
  const { id: orgId } = useOrganization();
  return { orgId, base: `/${orgId}/hiring/` };
}

export function useHiringFlow() {
  const { orgId, base } = useBase();
  return useQuery({
    queryKey: applicationKeys.flow(orgId),
    queryFn: ({ signal }) => apiRequest({ signal, path: `${base}flow/`, schema: HiringFlowSchema }),
    staleTime: 5 * 60_000,
  });
}

export function useApplications(query: Partial<ApplicationListQuery>) {
  const { orgId, base } = useBase();
  return useQuery({
    queryKey: applicationKeys.list(orgId, query),
    queryFn: ({ signal }) =>
      apiRequest({
        signal,
        path: `${base}applications/`,
        query: queryParams(query),
        schema: ApplicationPageSchema,
      }),
    placeholderData: keepPreviousData,
  });
}

export function useApplication(id: number | undefined) {
  const { orgId, base } = useBase();
  return useQuery({
    queryKey: applicationKeys.detail(orgId, id),
    queryFn: ({ signal }) =>
      apiRequest({ signal, path: `${base}applications/${id}/`, schema: ApplicationSchema }),
    enabled: id !== undefined,
  });
}

export function useApplicationHistory(id: number) {
  const { orgId, base } = useBase();
  return useQuery({
    queryKey: applicationKeys.history(orgId, id),
    queryFn: ({ signal }) =>
      apiRequest({ signal, path: `${base}applications/${id}/history/`, schema: ApplicationHistorySchema }),
  });
}

export function useApplicationBoard(requestId: number | undefined) {
  const { orgId, base } = useBase();
  return useQuery({
    queryKey: applicationKeys.board(orgId, requestId),
    queryFn: ({ signal }) =>
      apiRequest({
        signal,
        path: `${base}hiring-requests/${requestId}/board/`,
        schema: ApplicationBoardSchema,
      }),
    enabled: requestId !== undefined,
  });
}

export function useApplicationInterviews(applicationId: number) {
  const { orgId, base } = useBase();
  return useQuery({
    queryKey: applicationKeys.interviews(orgId, applicationId),
    queryFn: ({ signal }) =>
      apiRequest({
        signal,
        path: `${base}applications/${applicationId}/interviews/`,
        schema: InterviewListSchema,
      }),
  });
}

export function useMyInterviews(query: { when: 'upcoming' | 'past'; limit: number; offset: number }) {
  const { orgId, base } = useBase();
  return useQuery({
    queryKey: applicationKeys.mine(orgId, query),
    queryFn: ({ signal }) =>
      apiRequest({
        signal,
        path: `${base}interviews/`,
        query: queryParams(query),
        schema: InterviewPageSchema,
      }),
    placeholderData: keepPreviousData,
  });
}

export function usePastFeedback(candidateId: number | undefined) {
  const { orgId, base } = useBase();
  return useQuery({
    queryKey: applicationKeys.pastFeedback(orgId, candidateId),
    queryFn: ({ signal }) =>
      apiRequest({ signal, path: `${base}candidates/${candidateId}/feedback/`, schema: PastFeedbackSchema }),
    enabled: candidateId !== undefined,
  });
}

export function useTasStats(query: TasStatsQuery) {
  const { orgId, base } = useBase();
  return useQuery({
    queryKey: applicationKeys.stats(orgId, query),
    queryFn: ({ signal }) =>
      apiRequest({ signal, path: `${base}stats/`, query: queryParams(query), schema: TasStatsSchema }),
    placeholderData: keepPreviousData,
  });
}

/** A change: every cached list and screen of the module is refreshed once it is made. */
function useHiringMutation<In, Out>(call: (base: string, input: In) => Promise<Out>) {
  const { orgId, base } = useBase();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: In) => call(base, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: hiringKeys.all(orgId) }),
  });
}

export function useAddApplication() {
  return useHiringMutation(
    (base, body: { candidate_id: number; hiring_request_id: number; source?: CandidateSource }) =>
      apiRequest({ method: 'POST', path: `${base}applications/`, body, schema: ApplicationSchema }),
  );
}

export function useTransitionApplication() {
  return useHiringMutation(
    (base, input: { id: number; action: ApplicationAction; to_stage?: string; reason?: string }) =>
      apiRequest({
        method: 'POST',
        path: `${base}applications/${input.id}/transitions/`,
        body: {
          action: input.action,
          ...(input.to_stage ? { to_stage: input.to_stage } : {}),
          ...(input.reason ? { reason: input.reason } : {}),
        },
        schema: ApplicationSchema,
      }),
  );
}

export function useScheduleInterview() {
  return useHiringMutation(
    (base, input: { applicationId: number; interviewId?: number; body: Partial<InterviewSchedule> }) =>
      apiRequest({
        method: input.interviewId ? 'PATCH' : 'POST',
        path: input.interviewId
          ? `${base}interviews/${input.interviewId}/`
          : `${base}applications/${input.applicationId}/interviews/`,
        body: input.body,
        schema: InterviewSchema,
      }),
  );
}

export function useDecideSlot() {
  return useHiringMutation((base, input: { id: number; decision: 'accept' | 'decline'; reason?: string }) =>
    apiRequest({
      method: 'POST',
      path: `${base}interviews/${input.id}/slot/`,
      body: { decision: input.decision, ...(input.reason ? { reason: input.reason } : {}) },
      schema: InterviewSchema,
    }),
  );
}

export function useGiveFeedback() {
  return useHiringMutation((base, input: { id: number; body: InterviewFeedbackInput }) =>
    apiRequest({
      method: 'PUT',
      path: `${base}interviews/${input.id}/feedback/`,
      body: input.body,
      schema: InterviewSchema,
    }),
  );
}
