import { IMPORT_KINDS, type ImportKindId, type ImportMode, type Task, TaskSchema } from '@atrium/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useOrganization } from '../../platform/OrganizationContext';
import { downloadExcel, uploadFile } from '../../platform/transfers';
import { addStartedTask, trackUpload } from '../tasks';

export interface ImportRequest {
  kind: ImportKindId;
  mode: ImportMode;
  file: File;
  controller: AbortController;
  onProgress?(loaded: number, total: number): void;
}

/** The blank workbook for a kind, with its headers and hints (a public file, no session needed). */
export function downloadTemplate(kind: ImportKindId) {
  const { templateFile } = IMPORT_KINDS[kind];
  return downloadExcel({
    path: `/public/templates/${templateFile}`,
    auth: false,
    fallbackName: templateFile,
    expectedStatuses: [404],
  });
}

/**
 * Sends a workbook to be imported; the answer is the queued task. While the bytes go out the file shows in
 * the tray with its progress; aborting `controller` (here or from the tray) stops the transfer, and the
 * server then has nothing to import.
 */
export function useStartImport() {
  const { id: orgId } = useOrganization();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ kind, mode, file, controller, onProgress }: ImportRequest): Promise<Task> => {
      const upload = trackUpload(queryClient, orgId, {
        title: IMPORT_KINDS[kind].title,
        fileName: file.name,
        total: file.size,
        cancel: () => controller.abort(),
      });
      try {
        return await uploadFile({
          path: `/${orgId}/imports/${kind}/`,
          fields: { mode },
          file,
          schema: TaskSchema,
          signal: controller.signal,
          onProgress: ({ loaded, total }) => {
            upload.progress(loaded, total);
            onProgress?.(loaded, total);
          },
        });
      } finally {
        upload.done();
      }
    },
    onSuccess: (task) => addStartedTask(queryClient, orgId, task),
  });
}
