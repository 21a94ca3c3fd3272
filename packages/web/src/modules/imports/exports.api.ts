import { type ExportKindId, type ExportRequest, TaskSchema } from '@atrium/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../platform/apiClient';
import { useOrganization } from '../../platform/OrganizationContext';
import { addStartedTask } from '../tasks';

/*
 * Starting exports, apart from the uploads' calls (imports.api.ts), so a list screen's Export to Excel button
 * loads no upload template tables.
 */

/** Which export to start, and the filters of the list it is started from (none: everything the user may see). */
export interface ExportStart {
  kind: ExportKindId;
  request?: ExportRequest;
}

/** Starts an Excel export; the server builds the workbook in the background and answers with its task. */
export function useStartExport() {
  const { id: orgId } = useOrganization();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ kind, request = {} }: ExportStart) =>
      apiRequest({ method: 'POST', path: `/${orgId}/exports/${kind}/`, body: request, schema: TaskSchema }),
    onSuccess: (task) => addStartedTask(queryClient, orgId, task),
  });
}
