import {
  type CustomFieldDefine,
  type CustomValuesUpdate,
  type FollowUpCreate,
  type FollowUpListQuery,
  FollowUpPageSchema,
  FollowUpSchema,
  type OpportunityCreate,
  OpportunityDetailSchema,
  type OpportunityListQuery,
  type OpportunityOutcome,
  OpportunityPageSchema,
  type OpportunityUpdate,
  type SalesPipelineCreate,
  type SalesPipelineUpdate,
  SalesProcessSchema,
  type SalesStageCreate,
} from '@atrium/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../platform/apiClient';
import { useOrganization } from '../../platform/OrganizationContext';
import { queryParams } from '../../platform/queryParams';

const Named = z.object({ id: z.number(), name: z.string() });
const FormOptionsSchema = z.object({
  clients: z.array(Named),
  designations: z.array(Named),
  people: z.array(Named),
});

/** The sales module's query keys, one place for reading and invalidating them. */
export const salesKeys = {
  /** Everything this module caches sits under it, so any change refreshes lists, the board and cards alike. */
  all: (orgId: number) => ['sales', orgId] as const,
  opportunities: (orgId: number, query: Partial<OpportunityListQuery>) =>
    [...salesKeys.all(orgId), 'opportunities', query] as const,
  opportunity: (orgId: number, id: number | undefined) =>
    [...salesKeys.all(orgId), 'opportunity', id] as const,
  process: (orgId: number) => [...salesKeys.all(orgId), 'process'] as const,
  formOptions: (orgId: number) => [...salesKeys.all(orgId), 'form-options'] as const,
  followUps: (orgId: number, query: Partial<FollowUpListQuery>) =>
    [...salesKeys.all(orgId), 'follow-ups', query] as const,
  stats: (orgId: number, query: object) => [...salesKeys.all(orgId), 'stats', query] as const,
  clientTotals: (orgId: number, query: object) => [...salesKeys.all(orgId), 'client-totals', query] as const,
  clientDrillDown: (orgId: number, id: number | undefined) =>
    [...salesKeys.all(orgId), 'client-drill-down', id] as const,
  documents: (orgId: number, opportunityId: number, query: object) =>
    [...salesKeys.all(orgId), 'documents', opportunityId, query] as const,
};

function useBase() {
  const { id: orgId } = useOrganization();
  return { orgId, base: `/${orgId}/sales` };
}

/** A page of opportunities; `enabled` false holds the call until what the query needs is known. */
export function useOpportunityPage(query: Partial<OpportunityListQuery>, enabled = true) {
  const { orgId, base } = useBase();
  return useQuery({
    enabled,
    queryKey: salesKeys.opportunities(orgId, query),
    queryFn: ({ signal }) =>
      apiRequest({
        signal,
        path: `${base}/opportunities/`,
        query: queryParams(query),
        schema: OpportunityPageSchema,
      }),
    placeholderData: keepPreviousData,
  });
}

export function useOpportunity(id: number | undefined) {
  const { orgId, base } = useBase();
  return useQuery({
    queryKey: salesKeys.opportunity(orgId, id),
    queryFn: ({ signal }) =>
      apiRequest({ signal, path: `${base}/opportunities/${id}/`, schema: OpportunityDetailSchema }),
    enabled: id !== undefined,
  });
}

export function useSalesProcess() {
  const { orgId, base } = useBase();
  return useQuery({
    queryKey: salesKeys.process(orgId),
    queryFn: ({ signal }) => apiRequest({ signal, path: `${base}/stages/`, schema: SalesProcessSchema }),
  });
}

export function useOpportunityFormOptions() {
  const { orgId, base } = useBase();
  return useQuery({
    queryKey: salesKeys.formOptions(orgId),
    queryFn: ({ signal }) =>
      apiRequest({ signal, path: `${base}/opportunity-form-options/`, schema: FormOptionsSchema }),
  });
}

function useSalesMutation<In>(request: (base: string, input: In) => Promise<unknown>) {
  const { orgId, base } = useBase();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: In) => request(base, input) as Promise<z.infer<typeof OpportunityDetailSchema>>,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: salesKeys.all(orgId) }),
  });
}

export function useSaveOpportunity() {
  return useSalesMutation(
    (base, { id, body }: { id: number | undefined; body: OpportunityCreate | OpportunityUpdate }) =>
      id === undefined
        ? apiRequest({
            method: 'POST',
            path: `${base}/opportunities/`,
            body,
            schema: OpportunityDetailSchema,
          })
        : apiRequest({
            method: 'PATCH',
            path: `${base}/opportunities/${id}/`,
            body,
            schema: OpportunityDetailSchema,
          }),
  );
}

export function useCheckTask() {
  return useSalesMutation((base, { id, taskId, done }: { id: number; taskId: number; done: boolean }) =>
    apiRequest({
      method: 'PUT',
      path: `${base}/opportunities/${id}/checklist/${taskId}/`,
      body: { done },
      schema: OpportunityDetailSchema,
    }),
  );
}

export function useCompleteStage() {
  return useSalesMutation((base, id: number) =>
    apiRequest({
      method: 'POST',
      path: `${base}/opportunities/${id}/stage-completions/`,
      schema: OpportunityDetailSchema,
    }),
  );
}

/** Saves the opportunity's values of its current stage's custom fields. */
export function useSaveOpportunityFields() {
  return useSalesMutation((base, { id, values }: { id: number; values: CustomValuesUpdate['values'] }) =>
    apiRequest({
      method: 'PUT',
      path: `${base}/opportunities/${id}/fields/`,
      body: { values },
      schema: OpportunityDetailSchema,
    }),
  );
}

/** Adds a pipeline with its first stages. */
export function useAddPipeline() {
  return useSalesMutation((base, body: SalesPipelineCreate) =>
    apiRequest({ method: 'POST', path: `${base}/pipelines/`, body, schema: SalesProcessSchema }),
  );
}

/** Renames a pipeline, or makes it the default one. */
export function useUpdatePipeline() {
  return useSalesMutation((base, { id, body }: { id: number; body: SalesPipelineUpdate }) =>
    apiRequest({ method: 'PATCH', path: `${base}/pipelines/${id}/`, body, schema: SalesProcessSchema }),
  );
}

/** Adds a stage at the end of a pipeline. */
export function useAddStage() {
  return useSalesMutation((base, { pipelineId, body }: { pipelineId: number; body: SalesStageCreate }) =>
    apiRequest({
      method: 'POST',
      path: `${base}/pipelines/${pipelineId}/stages/`,
      body,
      schema: SalesProcessSchema,
    }),
  );
}

/** Adds a custom field to a stage of the sales process. */
export function useAddStageField() {
  return useSalesMutation((base, { stageId, body }: { stageId: number; body: CustomFieldDefine }) =>
    apiRequest({
      method: 'POST',
      path: `${base}/stages/${stageId}/fields/`,
      body,
      schema: SalesProcessSchema,
    }),
  );
}

/** Retires a stage's custom field. */
export function useRetireStageField() {
  return useSalesMutation((base, { stageId, fieldId }: { stageId: number; fieldId: number }) =>
    apiRequest({
      method: 'DELETE',
      path: `${base}/stages/${stageId}/fields/${fieldId}/`,
      schema: SalesProcessSchema,
    }),
  );
}

export function useDecideOpportunity() {
  return useSalesMutation((base, { id, body }: { id: number; body: OpportunityOutcome }) =>
    apiRequest({
      method: 'POST',
      path: `${base}/opportunities/${id}/outcome/`,
      body,
      schema: OpportunityDetailSchema,
    }),
  );
}

export function useFollowUpPage(query: Partial<FollowUpListQuery>) {
  const { orgId, base } = useBase();
  return useQuery({
    queryKey: salesKeys.followUps(orgId, query),
    queryFn: ({ signal }) =>
      apiRequest({
        signal,
        path: `${base}/follow-ups/`,
        query: queryParams(query),
        schema: FollowUpPageSchema,
      }),
    placeholderData: keepPreviousData,
  });
}

export function useAddFollowUp() {
  return useSalesMutation((base, body: FollowUpCreate) =>
    apiRequest({ method: 'POST', path: `${base}/follow-ups/`, body, schema: FollowUpSchema }),
  );
}

export function useCompleteFollowUp() {
  return useSalesMutation((base, id: number) =>
    apiRequest({ method: 'POST', path: `${base}/follow-ups/${id}/completion/`, schema: FollowUpSchema }),
  );
}

export function useDeleteFollowUp() {
  return useSalesMutation((base, id: number) =>
    apiRequest({ method: 'DELETE', path: `${base}/follow-ups/${id}/` }),
  );
}
