import {
  type ClearanceArea,
  ExitDetailSchema,
  type ExitLetterKind,
  type ExitListQuery,
  ExitPageSchema,
  type ExitStart,
  OwnExitSchema,
} from '@atrium/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../platform/apiClient';
import { useOrganization } from '../../platform/OrganizationContext';
import { queryParams } from '../../platform/queryParams';
import { downloadFile } from '../../platform/transfers';

export type ExitListFilters = Partial<Omit<ExitListQuery, 'limit' | 'offset'>> & {
  limit: number;
  offset: number;
};

/** The state changes of an open exit, each its own POST without a body. */
export type ExitAction = 'withdraw' | 'exit-clearance' | 'full-and-final' | 'complete';

/** The exits module's query keys, one place for reading and invalidating them. */
export const exitKeys = {
  /** Everything this module caches sits under it, so any change refreshes the list and the drawer alike. */
  all: (orgId: number) => ['employee-exits', orgId] as const,
  list: (orgId: number, filters: ExitListFilters) => [...exitKeys.all(orgId), 'list', filters] as const,
  detail: (orgId: number, id: number | undefined) => [...exitKeys.all(orgId), 'detail', id] as const,
  own: (orgId: number) => [...exitKeys.all(orgId), 'own'] as const,
};

function useBase() {
  const { id: orgId } = useOrganization();
  return { orgId, base: `/${orgId}/employee-exit/exits` };
}

export function useExitPage(filters: ExitListFilters) {
  const { orgId, base } = useBase();
  return useQuery({
    queryKey: exitKeys.list(orgId, filters),
    queryFn: ({ signal }) =>
      apiRequest({
        signal,
        path: `${base}/`,
        query: queryParams(filters),
        schema: ExitPageSchema,
        expectedStatuses: [403],
      }),
    placeholderData: keepPreviousData,
  });
}

export function useExit(id: number | undefined) {
  const { orgId, base } = useBase();
  return useQuery({
    queryKey: exitKeys.detail(orgId, id),
    queryFn: ({ signal }) => apiRequest({ signal, path: `${base}/${id}/`, schema: ExitDetailSchema }),
    enabled: id !== undefined,
  });
}

function useExitMutation<In>(call: (base: string, input: In) => Promise<unknown>) {
  const { orgId, base } = useBase();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: In) => call(base, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: exitKeys.all(orgId) }),
  });
}

export function useStartExit() {
  const { orgId, base } = useBase();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ExitStart) =>
      apiRequest({ method: 'POST', path: `${base}/`, body, schema: ExitDetailSchema }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: exitKeys.all(orgId) }),
  });
}

export function useExitAction() {
  return useExitMutation((base, { id, action }: { id: number; action: ExitAction }) =>
    apiRequest({ method: 'POST', path: `${base}/${id}/${action}/`, schema: ExitDetailSchema }),
  );
}

export function useSignClearance() {
  return useExitMutation((base, { id, area, note }: { id: number; area: ClearanceArea; note?: string }) =>
    apiRequest({
      method: 'POST',
      path: `${base}/${id}/clearances/`,
      body: { area, ...(note ? { note } : {}) },
      schema: ExitDetailSchema,
    }),
  );
}

export function useDownloadLetter() {
  const { base } = useBase();
  return (id: number, kind: ExitLetterKind) =>
    downloadFile({
      path: `${base}/${id}/letters/${kind}.pdf`,
      accept: 'application/pdf, application/json',
      fallbackName: `${kind}-letter.pdf`,
    });
}

/** The caller's own exit, if they are leaving or have left: where they find their exit interview. */
export function useOwnExit(enabled: boolean) {
  const { id: orgId } = useOrganization();
  return useQuery({
    queryKey: exitKeys.own(orgId),
    queryFn: ({ signal }) =>
      apiRequest({ signal, path: `/${orgId}/employee-exit/my-exit/`, schema: OwnExitSchema }),
    enabled,
  });
}
