import {
  type ForecastScenarioCreate,
  ForecastScenarioPageSchema,
  ForecastScenarioSchema,
  ScenarioComparisonSchema,
} from '@atrium/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../platform/apiClient';
import { useOrganization } from '../../platform/OrganizationContext';
import { queryParams } from '../../platform/queryParams';
import { resourcesKeys } from './resources.api';

/** Forecast scenarios' query keys, under the module's, so a saved scenario refreshes its list and comparison alike. */
export const scenarioKeys = {
  all: (orgId: number) => [...resourcesKeys.all(orgId), 'scenarios'] as const,
  list: (orgId: number) => [...scenarioKeys.all(orgId), 'list'] as const,
  comparison: (orgId: number, id: number, date: string | undefined) =>
    [...scenarioKeys.all(orgId), 'comparison', id, date] as const,
};

/** How many scenarios the panel offers to choose from, the last changed first. */
const LISTED = 100;

function useScenarioBase() {
  const { id: orgId } = useOrganization();
  return { orgId, path: `/${orgId}/resources/forecast-scenarios/` };
}

export function useForecastScenarios() {
  const { orgId, path } = useScenarioBase();
  return useQuery({
    queryKey: scenarioKeys.list(orgId),
    queryFn: ({ signal }) =>
      apiRequest({
        signal,
        path,
        query: queryParams({ limit: String(LISTED) }),
        schema: ForecastScenarioPageSchema,
      }),
  });
}

/** Today's forecast beside the scenario's; a scenario deleted or of no one answers 404, for the panel to say so. */
export function useScenarioComparison(id: number | undefined, date: string | undefined) {
  const { orgId, path } = useScenarioBase();
  return useQuery({
    queryKey: scenarioKeys.comparison(orgId, id ?? 0, date),
    queryFn: ({ signal }) =>
      apiRequest({
        signal,
        path: `${path}${id}/forecast/`,
        query: queryParams({ date }),
        schema: ScenarioComparisonSchema,
        expectedStatuses: [404],
      }),
    enabled: id !== undefined,
    placeholderData: keepPreviousData,
  });
}

export function useSaveScenario() {
  const { orgId, path } = useScenarioBase();
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id?: number; body: ForecastScenarioCreate }) =>
      apiRequest({
        method: id ? 'PATCH' : 'POST',
        path: id ? `${path}${id}/` : path,
        body,
        schema: ForecastScenarioSchema,
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: scenarioKeys.all(orgId) }),
  });
}

export function useDeleteScenario() {
  const { orgId, path } = useScenarioBase();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiRequest({ method: 'DELETE', path: `${path}${id}/` }),
    onSuccess: () => client.invalidateQueries({ queryKey: scenarioKeys.all(orgId) }),
  });
}
