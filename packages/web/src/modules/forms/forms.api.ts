import {
  type FormsListQuery,
  type FormsRecordCreate,
  FormsRecordPageSchema,
  FormsRecordSchema,
} from '@atrium/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../platform/apiClient';
import { useOrganization } from '../../platform/OrganizationContext';
import { queryParams } from '../../platform/queryParams';

/** The forms module's query keys, one place for reading and invalidating them. */
export const formsKeys = {
  /** Everything this module caches sits under it, so adding a record refreshes every page. */
  all: (orgId: number) => ['forms', orgId] as const,
  records: (orgId: number, query: Partial<FormsListQuery>) =>
    [...formsKeys.all(orgId), 'records', query] as const,
};

const pathOf = (orgId: number) => `/${orgId}/forms/records/`;

export function useFormsRecords(query: Partial<FormsListQuery>) {
  const { id: orgId } = useOrganization();
  return useQuery({
    queryKey: formsKeys.records(orgId, query),
    queryFn: ({ signal }) =>
      apiRequest({ signal, path: pathOf(orgId), query: queryParams(query), schema: FormsRecordPageSchema }),
    placeholderData: keepPreviousData,
  });
}

export function useAddFormsRecord() {
  const { id: orgId } = useOrganization();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: FormsRecordCreate) =>
      apiRequest({ method: 'POST', path: pathOf(orgId), body, schema: FormsRecordSchema }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: formsKeys.all(orgId) }),
  });
}
