import {
  ApplicationOfferSchema,
  type OfferCreate,
  type OfferJoin,
  type OfferListQuery,
  OfferPageSchema,
  OfferSchema,
  type OnboardingDocuments,
  type OnboardingTaskCreate,
} from '@atrium/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../platform/apiClient';
import { useOrganization } from '../../platform/OrganizationContext';
import { queryParams } from '../../platform/queryParams';
import { downloadFile, uploadFile } from '../../platform/transfers';
import { hiringKeys } from './hiring.api';

/** Offers' query keys, under the hiring module's prefix, so any change of the module refreshes them. */
export const offerKeys = {
  ofApplication: (orgId: number, applicationId: number) =>
    [...hiringKeys.all(orgId), 'application-offer', applicationId] as const,
  list: (orgId: number, query: Partial<OfferListQuery>) =>
    [...hiringKeys.all(orgId), 'offers', query] as const,
  detail: (orgId: number, id: number | undefined) => [...hiringKeys.all(orgId), 'offer', id] as const,
};

function useBase() {
  const { id: orgId } = useOrganization();
  return { orgId, base: `/${orgId}/hiring/` };
}

export function useApplicationOffer(applicationId: number) {
  const { orgId, base } = useBase();
  return useQuery({
    queryKey: offerKeys.ofApplication(orgId, applicationId),
    queryFn: ({ signal }) =>
      apiRequest({
        signal,
        path: `${base}applications/${applicationId}/offer/`,
        schema: ApplicationOfferSchema,
      }),
  });
}

export function useOffers(query: Partial<OfferListQuery>) {
  const { orgId, base } = useBase();
  return useQuery({
    queryKey: offerKeys.list(orgId, query),
    queryFn: ({ signal }) =>
      apiRequest({ signal, path: `${base}offers/`, query: queryParams(query), schema: OfferPageSchema }),
    placeholderData: keepPreviousData,
  });
}

export function useOffer(id: number | undefined) {
  const { orgId, base } = useBase();
  return useQuery({
    queryKey: offerKeys.detail(orgId, id),
    queryFn: ({ signal }) => apiRequest({ signal, path: `${base}offers/${id}/`, schema: OfferSchema }),
    enabled: id !== undefined,
  });
}

/** A change: every cached list and screen of the module is refreshed once it is made. */
function useOfferMutation<In, Out>(call: (base: string, input: In) => Promise<Out>) {
  const { orgId, base } = useBase();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: In) => call(base, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: hiringKeys.all(orgId) }),
  });
}

export function useMakeOffer() {
  return useOfferMutation((base, input: { applicationId: number; body: OfferCreate }) =>
    apiRequest({
      method: 'POST',
      path: `${base}applications/${input.applicationId}/offer/`,
      body: input.body,
      schema: OfferSchema,
    }),
  );
}

/** The candidate's answer, a not-joining, a new joining date: one POST or PUT on the offer each. */
export function useOfferChange() {
  return useOfferMutation(
    (
      base,
      input:
        | {
            id: number;
            kind: 'decision';
            body: { decision: 'accept' | 'decline'; joining_date?: string; reason?: string };
          }
        | { id: number; kind: 'not-joining'; body: { reason: string } }
        | { id: number; kind: 'joining-date'; body: { joining_date: string } }
        | { id: number; kind: 'documents'; body: OnboardingDocuments }
        | { id: number; kind: 'tasks'; body: OnboardingTaskCreate }
        | { id: number; kind: 'join'; body: OfferJoin },
    ) =>
      apiRequest({
        method: input.kind === 'joining-date' || input.kind === 'documents' ? 'PUT' : 'POST',
        path: `${base}offers/${input.id}/${input.kind}/`,
        body: input.body,
        schema: OfferSchema,
      }),
  );
}

export function useCompleteTask() {
  return useOfferMutation((base, input: { id: number; taskId: number }) =>
    apiRequest({
      method: 'POST',
      path: `${base}offers/${input.id}/tasks/${input.taskId}/complete/`,
      schema: OfferSchema.nullable(),
    }),
  );
}

export function useUploadBankProof() {
  return useOfferMutation((base, { id, file }: { id: number; file: File }) =>
    uploadFile({ method: 'PUT', path: `${base}offers/${id}/bank-proof/`, file, schema: OfferSchema }),
  );
}

export function useDownloadOfferLetter() {
  const { base } = useBase();
  return (id: number) =>
    downloadFile({ path: `${base}offers/${id}/letter.pdf`, fallbackName: 'offer-letter.pdf' });
}

export function useOpenBankProof() {
  const { base } = useBase();
  return (id: number, fileName: string) =>
    downloadFile({ path: `${base}offers/${id}/bank-proof/`, fallbackName: fileName });
}
