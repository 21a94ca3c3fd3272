import {
  type FormCreateInput,
  FormDetailSchema,
  type FormDraftInput,
  FormPageSchema,
  type FormsListQuery,
  FormVersionPageSchema,
  FormVersionSchema,
  type FormVersionsQuery,
} from '@atrium/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../platform/apiClient';
import { useOrganization } from '../../platform/OrganizationContext';
import { queryParams } from '../../platform/queryParams';

/** The forms module's query keys, one place for reading and invalidating them. */
export const formsKeys = {
  /** Everything this module caches sits under it, so any change refreshes the list, the form and its versions. */
  all: (orgId: number) => ['forms', orgId] as const,
  list: (orgId: number, query: Partial<FormsListQuery>) => [...formsKeys.all(orgId), 'list', query] as const,
  detail: (orgId: number, id: number) => [...formsKeys.all(orgId), 'detail', id] as const,
  versions: (orgId: number, id: number, query: Partial<FormVersionsQuery>) =>
    [...formsKeys.all(orgId), 'versions', id, query] as const,
  version: (orgId: number, id: number, version: number) =>
    [...formsKeys.all(orgId), 'version', id, version] as const,
};

/** The state changes of a form, each its own POST without a body. */
export type FormAction = 'publish' | 'retire' | 'duplicate';

function useBase() {
  const { id: orgId } = useOrganization();
  return { orgId, base: `/${orgId}/forms/forms` };
}

export function useFormPage(query: Partial<FormsListQuery>) {
  const { orgId, base } = useBase();
  return useQuery({
    queryKey: formsKeys.list(orgId, query),
    queryFn: ({ signal }) =>
      apiRequest({ signal, path: `${base}/`, query: queryParams(query), schema: FormPageSchema }),
    placeholderData: keepPreviousData,
  });
}

export function useForm(id: number) {
  const { orgId, base } = useBase();
  return useQuery({
    queryKey: formsKeys.detail(orgId, id),
    queryFn: ({ signal }) => apiRequest({ signal, path: `${base}/${id}/`, schema: FormDetailSchema }),
  });
}

export function useFormVersions(id: number, query: Partial<FormVersionsQuery>) {
  const { orgId, base } = useBase();
  return useQuery({
    queryKey: formsKeys.versions(orgId, id, query),
    queryFn: ({ signal }) =>
      apiRequest({
        signal,
        path: `${base}/${id}/versions/`,
        query: queryParams(query),
        schema: FormVersionPageSchema,
      }),
    placeholderData: keepPreviousData,
  });
}

export function useFormVersion(id: number, version: number | undefined) {
  const { orgId, base } = useBase();
  return useQuery({
    queryKey: formsKeys.version(orgId, id, version ?? 0),
    queryFn: ({ signal }) =>
      apiRequest({ signal, path: `${base}/${id}/versions/${version}/`, schema: FormVersionSchema }),
    enabled: version !== undefined,
  });
}

export function useCreateForm() {
  const { orgId, base } = useBase();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: FormCreateInput) =>
      apiRequest({ method: 'POST', path: `${base}/`, body, schema: FormDetailSchema }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: formsKeys.all(orgId) }),
  });
}

export function useSaveForm() {
  const { orgId, base } = useBase();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: FormDraftInput }) =>
      apiRequest({ method: 'PUT', path: `${base}/${id}/`, body, schema: FormDetailSchema }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: formsKeys.all(orgId) }),
  });
}

export function useFormAction() {
  const { orgId, base } = useBase();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, action }: { id: number; action: FormAction }) =>
      apiRequest({ method: 'POST', path: `${base}/${id}/${action}/`, schema: FormDetailSchema }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: formsKeys.all(orgId) }),
  });
}
