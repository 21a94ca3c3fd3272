import {
  type BankDetailInputSchema,
  BankDetailListSchema,
  BankDetailSchema,
  EmployeeDocumentListSchema,
  EmployeeDocumentSchema,
  type IdentityUpdateSchema,
  MaskedIdentitySchema,
  type SKILL_LEVELS,
} from '@atrium/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../platform/apiClient';
import { currentUserKeys } from '../../platform/currentUser';
import { useOrganization } from '../../platform/OrganizationContext';
import { downloadFile, uploadFile } from '../../platform/transfers';
import { employeeKeys } from './employees.api';

export type BankDetail = z.infer<typeof BankDetailSchema>;
export type EmployeeDocument = z.infer<typeof EmployeeDocumentSchema>;
export type SkillLevel = (typeof SKILL_LEVELS)[number];

export type BankDetailInput = z.input<typeof BankDetailInputSchema>;
export type IdentityInput = z.input<typeof IdentityUpdateSchema>;

const PhotoSchema = z.object({ photo: z.string() });

/** An employee record's query keys, under the employee's so one change to them refreshes it all. */
export const employeeRecordKeys = {
  bankDetails: (orgId: number, id: number) => [...employeeKeys.one(orgId, id), 'bank-details'] as const,
  documents: (orgId: number, id: number) => [...employeeKeys.one(orgId, id), 'documents'] as const,
};

function useEmployeePath(id: number) {
  const { id: orgId } = useOrganization();
  return { orgId, base: `/${orgId}/org/employees/${id}` };
}

/** Runs `mutationFn`, then refreshes what is cached about the employee. */
function useEmployeeMutation<In, Out>(id: number, mutationFn: (base: string, input: In) => Promise<Out>) {
  const { orgId, base } = useEmployeePath(id);
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: In) => mutationFn(base, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: employeeKeys.one(orgId, id) }),
  });
}

export function useSetIdentity(id: number) {
  return useEmployeeMutation(id, (base, body: IdentityInput) =>
    apiRequest({ method: 'PUT', path: `${base}/identity/`, body }),
  );
}

/** PAN and Aadhaar in full; each reveal is audited, so it is never cached. */
export function useRevealIdentity(id: number) {
  const { base } = useEmployeePath(id);
  return useMutation({
    mutationFn: () =>
      apiRequest({ method: 'POST', path: `${base}/identity/reveal/`, schema: MaskedIdentitySchema }),
  });
}

export function useBankDetails(id: number) {
  const { orgId, base } = useEmployeePath(id);
  return useQuery({
    queryKey: employeeRecordKeys.bankDetails(orgId, id),
    queryFn: ({ signal }) =>
      apiRequest({ signal, path: `${base}/bank-details/`, schema: BankDetailListSchema }),
  });
}

export function useSaveBankDetail(id: number) {
  return useEmployeeMutation(
    id,
    (base, { bankId, body }: { bankId: number | null; body: Partial<BankDetailInput> }) =>
      bankId === null
        ? apiRequest({ method: 'POST', path: `${base}/bank-details/`, body, schema: BankDetailSchema })
        : apiRequest({
            method: 'PATCH',
            path: `${base}/bank-details/${bankId}/`,
            body,
            schema: BankDetailSchema,
          }),
  );
}

export function useRemoveBankDetail(id: number) {
  return useEmployeeMutation(id, (base, bankId: number) =>
    apiRequest({ method: 'DELETE', path: `${base}/bank-details/${bankId}/` }),
  );
}

export function useSetSkills(id: number) {
  return useEmployeeMutation(id, (base, skills: { skill_id: number; level: SkillLevel }[]) =>
    apiRequest({ method: 'PUT', path: `${base}/skills/`, body: { skills } }),
  );
}

export function useEmployeeDocuments(id: number) {
  const { orgId, base } = useEmployeePath(id);
  return useQuery({
    queryKey: employeeRecordKeys.documents(orgId, id),
    queryFn: ({ signal }) =>
      apiRequest({ signal, path: `${base}/documents/`, schema: EmployeeDocumentListSchema }),
  });
}

export function useUploadDocument(id: number) {
  return useEmployeeMutation(id, (base, { title, file }: { title: string; file: File }) =>
    uploadFile({ path: `${base}/documents/`, fields: { title }, file, schema: EmployeeDocumentSchema }),
  );
}

export function useRemoveDocument(id: number) {
  return useEmployeeMutation(id, (base, documentId: number) =>
    apiRequest({ method: 'DELETE', path: `${base}/documents/${documentId}/` }),
  );
}

export function downloadDocument(orgId: number, employeeId: number, document: EmployeeDocument) {
  return downloadFile({
    path: `/${orgId}/org/employees/${employeeId}/documents/${document.id}/file/`,
    fallbackName: document.file_name,
  });
}

/** Replaces the profile photo; the signed-in user's own photo shows in the header too. */
export function useUploadPhoto(id: number) {
  const queryClient = useQueryClient();
  const { base, orgId } = useEmployeePath(id);
  return useMutation({
    mutationFn: (file: File) =>
      uploadFile({ method: 'PUT', path: `${base}/photo/`, file, schema: PhotoSchema }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: employeeKeys.one(orgId, id) }),
        queryClient.invalidateQueries({ queryKey: currentUserKeys.me(orgId) }),
      ]),
  });
}
