import {
  type CandidateCreateSchema,
  type CandidateListQuery,
  CandidatePageSchema,
  CandidateSchema,
  type CandidateUpdateSchema,
} from '@atrium/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../../platform/apiClient';
import { useOrganization } from '../../platform/OrganizationContext';
import { queryParams } from '../../platform/queryParams';
import { fetchBlob, uploadFile } from '../../platform/transfers';
import { hiringKeys } from './hiring.api';

export type CandidateInput = z.input<typeof CandidateCreateSchema>;
export type CandidateChanges = z.input<typeof CandidateUpdateSchema>;
type Candidate = z.infer<typeof CandidateSchema>;

/** The candidate pool's query keys, under the hiring module's prefix. */
export const candidateKeys = {
  all: (orgId: number) => [...hiringKeys.all(orgId), 'candidates'] as const,
  list: (orgId: number, query: Partial<CandidateListQuery>) =>
    [...candidateKeys.all(orgId), 'list', query] as const,
  detail: (orgId: number, id: number | undefined) => [...candidateKeys.all(orgId), 'detail', id] as const,
  resume: (orgId: number, id: number, uploaded: string) =>
    [...candidateKeys.all(orgId), 'resume', id, uploaded] as const,
};

function useBase() {
  const { id: orgId } = useOrganization();
  return { orgId, candidates: `/${orgId}/hiring/candidates/` };
}

export function useCandidates(query: Partial<CandidateListQuery>) {
  const { orgId, candidates } = useBase();
  return useQuery({
    queryKey: candidateKeys.list(orgId, query),
    queryFn: ({ signal }) =>
      apiRequest({ signal, path: candidates, query: queryParams(query), schema: CandidatePageSchema }),
    placeholderData: keepPreviousData,
  });
}

export function useCandidate(id: number | undefined) {
  const { orgId, candidates } = useBase();
  return useQuery({
    queryKey: candidateKeys.detail(orgId, id),
    queryFn: ({ signal }) => apiRequest({ signal, path: `${candidates}${id}/`, schema: CandidateSchema }),
    enabled: id !== undefined,
  });
}

/** The candidate's resume as a PDF blob, fetched again whenever a new one is uploaded. */
export function useCandidateResume(candidate: Candidate) {
  const { orgId, candidates } = useBase();
  const uploaded = candidate.resume?.uploaded ?? '';
  return useQuery({
    queryKey: candidateKeys.resume(orgId, candidate.id, uploaded),
    queryFn: ({ signal }) => fetchBlob({ path: `${candidates}${candidate.id}/resume/`, signal }),
    enabled: uploaded !== '',
    staleTime: Number.POSITIVE_INFINITY,
  });
}

function useCandidateMutation<In>(call: (candidates: string, input: In) => Promise<Candidate>) {
  const { orgId, candidates } = useBase();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: In) => call(candidates, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: candidateKeys.all(orgId) }),
  });
}

export function useSaveCandidate() {
  return useCandidateMutation((candidates, { id, body }: { id?: number; body: CandidateChanges }) =>
    apiRequest({
      method: id ? 'PATCH' : 'POST',
      path: id ? `${candidates}${id}/` : candidates,
      body,
      schema: CandidateSchema,
    }),
  );
}

export function useBlacklistCandidate() {
  return useCandidateMutation((candidates, { id, reason }: { id: number; reason?: string }) =>
    apiRequest({
      method: reason === undefined ? 'DELETE' : 'POST',
      path: `${candidates}${id}/blacklist/`,
      body: reason === undefined ? undefined : { reason },
      schema: CandidateSchema,
    }),
  );
}

export function useUploadResume() {
  return useCandidateMutation((candidates, { id, file }: { id: number; file: File }) =>
    uploadFile({ method: 'PUT', path: `${candidates}${id}/resume/`, file, schema: CandidateSchema }),
  );
}
