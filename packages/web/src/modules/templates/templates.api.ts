import {
  type TemplatesListQuery,
  type TemplatesRecordCreate,
  TemplatesRecordPageSchema,
  TemplatesRecordSchema,
} from '@atrium/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../platform/apiClient';
import { useOrganization } from '../../platform/OrganizationContext';
import { queryParams } from '../../platform/queryParams';

/** The templates module's query keys, one place for reading and invalidating them. */
export const templatesKeys = {
  /** Everything this module caches sits under it, so adding a record refreshes every page. */
  all: (orgId: number) => ['templates', orgId] as const,
  records: (orgId: number, query: Partial<TemplatesListQuery>) =>
    [...templatesKeys.all(orgId), 'records', query] as const,
};

const pathOf = (orgId: number) => `/${orgId}/templates/records/`;

export function useTemplatesRecords(query: Partial<TemplatesListQuery>) {
  const { id: orgId } = useOrganization();
  return useQuery({
    queryKey: templatesKeys.records(orgId, query),
    queryFn: ({ signal }) =>
      apiRequest({
        signal,
        path: pathOf(orgId),
        query: queryParams(query),
        schema: TemplatesRecordPageSchema,
      }),
    placeholderData: keepPreviousData,
  });
}

export function useAddTemplatesRecord() {
  const { id: orgId } = useOrganization();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TemplatesRecordCreate) =>
      apiRequest({ method: 'POST', path: pathOf(orgId), body, schema: TemplatesRecordSchema }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: templatesKeys.all(orgId) }),
  });
}
