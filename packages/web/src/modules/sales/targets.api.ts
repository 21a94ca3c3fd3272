import {
  type BusinessPlanCreate,
  BusinessPlanListSchema,
  BusinessPlanSchema,
  type BusinessPlanUpdate,
  type TargetCreate,
  TargetFiguresPageSchema,
  TargetFormOptionsSchema,
  type TargetListQuery,
  TargetPageSchema,
  TargetSchema,
  type TargetUpdate,
} from '@atrium/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../platform/apiClient';
import { useOrganization } from '../../platform/OrganizationContext';
import { queryParams } from '../../platform/queryParams';
import { salesKeys } from './sales.api';

/** Business plans' and targets' query keys, under the sales module's, one place for reading and invalidating them. */
export const targetKeys = {
  all: (orgId: number) => [...salesKeys.all(orgId), 'targets'] as const,
  plans: (orgId: number) => [...targetKeys.all(orgId), 'plans'] as const,
  targets: (orgId: number, planId: number | undefined, query: Partial<TargetListQuery>) =>
    [...targetKeys.all(orgId), 'list', planId, query] as const,
  figures: (orgId: number, planId: number | undefined, query: Partial<TargetListQuery>) =>
    [...targetKeys.all(orgId), 'figures', planId, query] as const,
  options: (orgId: number) => [...targetKeys.all(orgId), 'options'] as const,
};

function useBase() {
  const { id: orgId } = useOrganization();
  return { orgId, base: `/${orgId}/sales` };
}

export function useBusinessPlans() {
  const { orgId, base } = useBase();
  return useQuery({
    queryKey: targetKeys.plans(orgId),
    queryFn: ({ signal }) =>
      apiRequest({ signal, path: `${base}/business-plans/`, schema: BusinessPlanListSchema }),
  });
}

export function useTargetPage(planId: number | undefined, query: Partial<TargetListQuery>) {
  const { orgId, base } = useBase();
  return useQuery({
    queryKey: targetKeys.targets(orgId, planId, query),
    queryFn: ({ signal }) =>
      apiRequest({
        signal,
        path: `${base}/business-plans/${planId}/targets/`,
        query: queryParams(query),
        schema: TargetPageSchema,
      }),
    enabled: planId !== undefined,
    placeholderData: keepPreviousData,
  });
}

export function useTargetFigures(planId: number | undefined, query: Partial<TargetListQuery>) {
  const { orgId, base } = useBase();
  return useQuery({
    queryKey: targetKeys.figures(orgId, planId, query),
    queryFn: ({ signal }) =>
      apiRequest({
        signal,
        path: `${base}/business-plans/${planId}/figures/`,
        query: queryParams(query),
        schema: TargetFiguresPageSchema,
      }),
    enabled: planId !== undefined,
    placeholderData: keepPreviousData,
  });
}

export function useTargetFormOptions(enabled: boolean) {
  const { orgId, base } = useBase();
  return useQuery({
    queryKey: targetKeys.options(orgId),
    queryFn: ({ signal }) =>
      apiRequest({ signal, path: `${base}/target-form-options/`, schema: TargetFormOptionsSchema }),
    enabled,
  });
}

function useTargetMutation<In, Out>(request: (base: string, input: In) => Promise<Out>) {
  const { orgId, base } = useBase();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: In) => request(base, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: targetKeys.all(orgId) }),
  });
}

export function useSaveBusinessPlan() {
  return useTargetMutation(
    (base, { id, body }: { id: number | undefined; body: BusinessPlanCreate | BusinessPlanUpdate }) =>
      apiRequest({
        method: id === undefined ? 'POST' : 'PATCH',
        path: id === undefined ? `${base}/business-plans/` : `${base}/business-plans/${id}/`,
        body,
        schema: BusinessPlanSchema,
      }),
  );
}

export function useSaveTarget() {
  return useTargetMutation(
    (
      base,
      input:
        | { planId: number; id: undefined; body: TargetCreate }
        | { planId: number; id: number; body: TargetUpdate },
    ) =>
      apiRequest({
        method: input.id === undefined ? 'POST' : 'PATCH',
        path:
          input.id === undefined
            ? `${base}/business-plans/${input.planId}/targets/`
            : `${base}/targets/${input.id}/`,
        body: input.body,
        schema: TargetSchema,
      }),
  );
}

export function useDeleteTarget() {
  return useTargetMutation((base, id: number) =>
    apiRequest({ method: 'DELETE', path: `${base}/targets/${id}/` }),
  );
}
