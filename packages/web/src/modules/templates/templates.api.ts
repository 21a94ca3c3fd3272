import {
  type Template,
  type TemplateCreate,
  type TemplateKind,
  type TemplateListQuery,
  TemplateModuleListSchema,
  TemplatePageSchema,
  TemplateSchema,
  type TemplateUpdate,
  TemplateVersionPageSchema,
} from '@atrium/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../platform/apiClient';
import { useOrganization } from '../../platform/OrganizationContext';
import { queryParams } from '../../platform/queryParams';
import { downloadFile } from '../../platform/transfers';

/** The templates module's query keys, one place for reading and invalidating them. */
export const templateKeys = {
  /** Everything this module caches sits under it, so any change refreshes every list and page. */
  all: (orgId: number) => ['templates', orgId] as const,
  modules: (orgId: number) => [...templateKeys.all(orgId), 'modules'] as const,
  page: (orgId: number, query: Partial<TemplateListQuery>) =>
    [...templateKeys.all(orgId), 'page', query] as const,
  one: (orgId: number, id: number) => [...templateKeys.all(orgId), 'one', id] as const,
  versions: (orgId: number, id: number, page: number) =>
    [...templateKeys.all(orgId), 'versions', id, page] as const,
};

const base = (orgId: number) => `/${orgId}/template-management`;

export function useTemplateModules() {
  const { id: orgId } = useOrganization();
  return useQuery({
    queryKey: templateKeys.modules(orgId),
    queryFn: ({ signal }) =>
      apiRequest({ signal, path: `${base(orgId)}/modules/`, schema: TemplateModuleListSchema }),
  });
}

export function useTemplatePage(query: Partial<TemplateListQuery>) {
  const { id: orgId } = useOrganization();
  return useQuery({
    queryKey: templateKeys.page(orgId, query),
    queryFn: ({ signal }) =>
      apiRequest({
        signal,
        path: `${base(orgId)}/templates/`,
        query: queryParams(query),
        schema: TemplatePageSchema,
      }),
    placeholderData: keepPreviousData,
  });
}

export function useTemplate(id: number | undefined) {
  const { id: orgId } = useOrganization();
  return useQuery({
    queryKey: templateKeys.one(orgId, id ?? 0),
    queryFn: ({ signal }) =>
      apiRequest({ signal, path: `${base(orgId)}/templates/${id}/`, schema: TemplateSchema }),
    enabled: id !== undefined,
  });
}

export function useTemplateVersions(
  id: number,
  { page, limit, offset }: { page: number; limit: number; offset: number },
) {
  const { id: orgId } = useOrganization();
  return useQuery({
    queryKey: templateKeys.versions(orgId, id, page),
    queryFn: ({ signal }) =>
      apiRequest({
        signal,
        path: `${base(orgId)}/templates/${id}/versions/`,
        query: queryParams({ limit, offset }),
        schema: TemplateVersionPageSchema,
      }),
    placeholderData: keepPreviousData,
  });
}

/** A change to one template; every cached list and page of the module is refreshed after it. */
function useTemplateChange<Input>(request: (orgId: number, input: Input) => Promise<Template | null>) {
  const { id: orgId } = useOrganization();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: Input) => request(orgId, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: templateKeys.all(orgId) }),
  });
}

export const useSaveTemplate = () =>
  useTemplateChange((orgId, { id, body }: { id?: number; body: TemplateCreate | TemplateUpdate }) =>
    id === undefined
      ? apiRequest({ method: 'POST', path: `${base(orgId)}/templates/`, body, schema: TemplateSchema })
      : apiRequest({
          method: 'PATCH',
          path: `${base(orgId)}/templates/${id}/`,
          body,
          schema: TemplateSchema,
        }),
  );

export const useMakeTemplateDefault = () =>
  useTemplateChange((orgId, id: number) =>
    apiRequest({ method: 'POST', path: `${base(orgId)}/templates/${id}/default/`, schema: TemplateSchema }),
  );

export const useRestoreTemplateVersion = () =>
  useTemplateChange((orgId, { id, version }: { id: number; version: number }) =>
    apiRequest({
      method: 'POST',
      path: `${base(orgId)}/templates/${id}/versions/${version}/restore/`,
      schema: TemplateSchema,
    }),
  );

export const useArchiveTemplate = () =>
  useTemplateChange(async (orgId, id: number) => {
    await apiRequest({ method: 'DELETE', path: `${base(orgId)}/templates/${id}/` });
    return null;
  });

/** Saves a document template's version as a PDF filled with sample values. */
export function useDownloadTemplatePreview() {
  const { id: orgId } = useOrganization();
  return (id: number, version: number, kind: TemplateKind) =>
    downloadFile({
      path: `${base(orgId)}/templates/${id}/versions/${version}/preview.pdf`,
      accept: 'application/pdf, application/json',
      fallbackName: `${kind}-v${version}.pdf`,
    });
}
