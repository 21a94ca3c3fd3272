import { type QueryClient, useQuery, useQueryClient } from '@tanstack/react-query';
import { useOrganization } from '../../platform/OrganizationContext';
import { taskKeys } from './tasks.api';

/** A file still on its way to the server: it becomes a task once the server has it all. */
export interface UploadInFlight {
  id: number;
  /** What is being imported, e.g. 'Employee master'. */
  title: string;
  fileName: string;
  loaded: number;
  total: number;
  cancel(): void;
}

export interface TrackedUpload {
  progress(loaded: number, total: number): void;
  done(): void;
}

let lastUploadId = 0;

/**
 * Files being sent right now, oldest first, for the tray and the importer. Kept in the query cache: they live as
 * long as the signed-in session's cache, and every view re-renders on change.
 */
export function useUploadsInFlight(): readonly UploadInFlight[] {
  const { id: orgId } = useOrganization();
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: taskKeys.uploadsInFlight(orgId),
    queryFn: () => queryClient.getQueryData<UploadInFlight[]>(taskKeys.uploadsInFlight(orgId)) ?? [],
    initialData: [],
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
  });
  return query.data;
}

/** Shows a file as being sent until `done()`; `progress` moves its bar. */
export function trackUpload(
  queryClient: QueryClient,
  orgId: number,
  upload: Omit<UploadInFlight, 'id' | 'loaded'>,
): TrackedUpload {
  lastUploadId += 1;
  const id = lastUploadId;
  const update = (change: (uploads: UploadInFlight[]) => UploadInFlight[]) =>
    queryClient.setQueryData<UploadInFlight[]>(taskKeys.uploadsInFlight(orgId), (uploads = []) =>
      change(uploads),
    );
  update((uploads) => [...uploads, { ...upload, id, loaded: 0 }]);
  return {
    progress: (loaded, total) =>
      update((uploads) => uploads.map((item) => (item.id === id ? { ...item, loaded, total } : item))),
    done: () => update((uploads) => uploads.filter((item) => item.id !== id)),
  };
}
