import {
  ClientDrillDownSchema,
  ClientTotalsPageSchema,
  type OpportunityDocument,
  type OpportunityDocumentContext,
  OpportunityDocumentPageSchema,
  type OpportunityDocumentQuery,
  OpportunityDocumentSchema,
  type OpportunityStatsQuery,
  OpportunityStatsSchema,
} from '@atrium/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../platform/apiClient';
import { useOrganization } from '../../platform/OrganizationContext';
import { queryParams } from '../../platform/queryParams';
import { downloadFile, uploadFile } from '../../platform/transfers';
import { salesKeys } from './sales.api';

/** A page of a list as the screens ask for it; the server checks the ordering named. */
interface ListPage {
  order_by?: string;
  limit: number;
  offset: number;
}

function useBase() {
  const { id: orgId } = useOrganization();
  return { orgId, base: `/${orgId}/sales` };
}

export function useOpportunityStats(query: OpportunityStatsQuery) {
  const { orgId, base } = useBase();
  return useQuery({
    queryKey: salesKeys.stats(orgId, query),
    queryFn: ({ signal }) =>
      apiRequest({
        signal,
        path: `${base}/opportunities/stats/`,
        query: queryParams(query),
        schema: OpportunityStatsSchema,
      }),
    placeholderData: keepPreviousData,
  });
}

export function useClientTotals(query: ListPage) {
  const { orgId, base } = useBase();
  return useQuery({
    queryKey: salesKeys.clientTotals(orgId, query),
    queryFn: ({ signal }) =>
      apiRequest({
        signal,
        path: `${base}/clients-drill-down/`,
        query: queryParams(query),
        schema: ClientTotalsPageSchema,
      }),
    placeholderData: keepPreviousData,
  });
}

export function useClientDrillDown(id: number | undefined) {
  const { orgId, base } = useBase();
  return useQuery({
    queryKey: salesKeys.clientDrillDown(orgId, id),
    queryFn: ({ signal }) =>
      apiRequest({ signal, path: `${base}/clients-drill-down/${id}/`, schema: ClientDrillDownSchema }),
    enabled: id !== undefined,
  });
}

export function useOpportunityDocuments(
  opportunityId: number,
  query: ListPage & Pick<OpportunityDocumentQuery, 'context_type'>,
) {
  const { orgId, base } = useBase();
  return useQuery({
    queryKey: salesKeys.documents(orgId, opportunityId, query),
    queryFn: ({ signal }) =>
      apiRequest({
        signal,
        path: `${base}/opportunities/${opportunityId}/documents/`,
        query: queryParams(query),
        schema: OpportunityDocumentPageSchema,
      }),
    placeholderData: keepPreviousData,
  });
}

export interface DocumentUpload {
  title: string;
  context_type: OpportunityDocumentContext;
  stage_id?: number;
  task_id?: number;
  file: File;
}

/** Upload, rename and delete, each refreshing what the sales module shows. */
export function useDocumentChanges(opportunityId: number) {
  const { orgId, base } = useBase();
  const queryClient = useQueryClient();
  const path = `${base}/opportunities/${opportunityId}/documents/`;
  const onSuccess = () => queryClient.invalidateQueries({ queryKey: salesKeys.all(orgId) });
  const upload = useMutation({
    mutationFn: ({ file, title, context_type, stage_id, task_id }: DocumentUpload) =>
      uploadFile({
        path,
        fields: {
          title,
          context_type,
          ...(stage_id ? { stage_id: String(stage_id) } : {}),
          ...(task_id ? { task_id: String(task_id) } : {}),
        },
        file,
        schema: OpportunityDocumentSchema,
      }),
    onSuccess,
  });
  const rename = useMutation({
    mutationFn: ({ id, title }: { id: number; title: string }) =>
      apiRequest({ method: 'PATCH', path: `${path}${id}/`, body: { title } }),
    onSuccess,
  });
  const remove = useMutation({
    mutationFn: (id: number) => apiRequest({ method: 'DELETE', path: `${path}${id}/` }),
    onSuccess,
  });
  const download = (document: OpportunityDocument) =>
    downloadFile({
      path: `${path}${document.id}/file/`,
      fallbackName: `${document.title}.${document.extension}`,
    });
  return { upload, rename, remove, download };
}
