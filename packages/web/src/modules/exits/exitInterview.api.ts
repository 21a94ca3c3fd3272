import {
  type FileAnswer,
  FileAnswerSchema,
  type FormAnswerSubmit,
  RecordFormSchema,
} from '@atrium/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../platform/apiClient';
import { useOrganization } from '../../platform/OrganizationContext';
import { downloadFile, uploadFile } from '../../platform/transfers';
import { exitKeys } from './exits.api';

/** The exit interview's query keys, under the exits module's prefix so an exit's change refreshes them too. */
export const exitInterviewKeys = {
  detail: (orgId: number, exitId: number) => [...exitKeys.all(orgId), 'interview', exitId] as const,
};

const pathOf = (orgId: number, exitId: number) => `/${orgId}/employee-exit/exits/${exitId}/interview/`;

/** The exit's interview: the form to fill in or the answers given, and whether the caller may answer. */
export function useExitInterview(exitId: number, enabled: boolean) {
  const { id: orgId } = useOrganization();
  return useQuery({
    queryKey: exitInterviewKeys.detail(orgId, exitId),
    queryFn: ({ signal }) => apiRequest({ signal, path: pathOf(orgId, exitId), schema: RecordFormSchema }),
    enabled,
  });
}

export function useAnswerExitInterview(exitId: number) {
  const { id: orgId } = useOrganization();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: FormAnswerSubmit) =>
      apiRequest({ method: 'POST', path: pathOf(orgId, exitId), body, schema: RecordFormSchema }),
    onSuccess: (interview) => queryClient.setQueryData(exitInterviewKeys.detail(orgId, exitId), interview),
  });
}

/** Sends a file for a file question of the exit's interview, reporting its progress; the stored file. */
export function uploadInterviewFile(
  orgId: number,
  exitId: number,
  fieldKey: string,
  file: File,
  onProgress: (percent: number) => void,
) {
  return uploadFile({
    path: `${pathOf(orgId, exitId)}files/?${new URLSearchParams({ field: fieldKey })}`,
    file,
    schema: FileAnswerSchema,
    onProgress: ({ loaded, total }) => onProgress(total ? Math.round((loaded * 100) / total) : 0),
  });
}

/** Saves a file of the interview's answers under its own name. */
export function downloadInterviewFile(orgId: number, exitId: number, file: FileAnswer) {
  return downloadFile({ path: `${pathOf(orgId, exitId)}files/${file.file_id}/`, fallbackName: file.name });
}
