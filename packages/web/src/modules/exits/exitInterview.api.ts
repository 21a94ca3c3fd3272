import { type FormAnswerSubmit, RecordFormSchema } from '@atrium/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../platform/apiClient';
import { useOrganization } from '../../platform/OrganizationContext';
import { exitKeys } from './exits.api';

/** The exit interview's query keys, under the exits module's prefix so an exit's change refreshes them too. */
export const exitInterviewKeys = {
  detail: (orgId: number, exitId: number) => [...exitKeys.all(orgId), 'interview', exitId] as const,
};

const pathOf = (orgId: number, exitId: number) => `/${orgId}/employee-exit/exits/${exitId}/interview/`;

/** The exit's interview: the form to fill in or the answers given, and whether the caller may answer. */
export function useExitInterview(exitId: number, enabled: boolean) {
  const { id: orgId } = useOrganization();
  return useQuery({
    queryKey: exitInterviewKeys.detail(orgId, exitId),
    queryFn: ({ signal }) => apiRequest({ signal, path: pathOf(orgId, exitId), schema: RecordFormSchema }),
    enabled,
  });
}

export function useAnswerExitInterview(exitId: number) {
  const { id: orgId } = useOrganization();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: FormAnswerSubmit) =>
      apiRequest({ method: 'POST', path: pathOf(orgId, exitId), body, schema: RecordFormSchema }),
    onSuccess: (interview) => queryClient.setQueryData(exitInterviewKeys.detail(orgId, exitId), interview),
  });
}
