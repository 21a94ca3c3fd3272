import { MyOnboardingTaskListSchema, OfferSchema } from '@atrium/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../platform/apiClient';
import { useOrganization } from '../../platform/OrganizationContext';
import { hiringKeys } from './hiring.api';

/** The signed-in user's own onboarding tasks, under the hiring module's prefix. */
export const myOnboardingTaskKeys = {
  list: (orgId: number) => [...hiringKeys.all(orgId), 'my-onboarding-tasks'] as const,
};

export function useMyOnboardingTasks(enabled: boolean) {
  const { id: orgId } = useOrganization();
  return useQuery({
    queryKey: myOnboardingTaskKeys.list(orgId),
    queryFn: ({ signal }) =>
      apiRequest({
        signal,
        path: `/${orgId}/hiring/onboarding-tasks/mine/`,
        schema: MyOnboardingTaskListSchema,
      }),
    enabled,
  });
}

export function useCompleteMyOnboardingTask() {
  const { id: orgId } = useOrganization();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { offerId: number; taskId: number }) =>
      apiRequest({
        method: 'POST',
        path: `/${orgId}/hiring/offers/${input.offerId}/tasks/${input.taskId}/complete/`,
        schema: OfferSchema.nullable(),
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: hiringKeys.all(orgId) }),
  });
}
