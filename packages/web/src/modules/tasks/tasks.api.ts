import { isTaskFinished, type Task, TaskPageSchema, TaskSchema, type TaskType } from '@atrium/contracts';
import { keepPreviousData, type QueryClient, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../platform/apiClient';
import { useOrganization } from '../../platform/OrganizationContext';
import { useIsRealtimeConnected } from '../../platform/realtimeStatus';

/** How often running tasks are re-read while the socket is down (with it, they arrive as they change). */
export const TASK_POLL_INTERVAL_MS = 5_000;

export type TaskPage = ReturnType<typeof TaskPageSchema.parse>;

export interface TaskPageQuery {
  task_type?: TaskType;
  limit: number;
  offset: number;
}

export const tasksPath = (orgId: number) => `/${orgId}/tasks-queue/tasks/`;
/** The tasks module's query keys, one place for reading and invalidating them. */
export const taskKeys = {
  /** Every task query: the realtime channel reloads them all after the socket was down. */
  all: (orgId: number) => ['tasks', orgId] as const,
  lists: (orgId: number) => [...taskKeys.all(orgId), 'list'] as const,
  list: (orgId: number, query: TaskPageQuery) => [...taskKeys.lists(orgId), query] as const,
  one: (orgId: number, taskId: number) => [...taskKeys.all(orgId), 'one', taskId] as const,
  /** The files still being sent (uploadsInFlight.ts): only ever in the cache, never asked of the server. */
  uploadsInFlight: (orgId: number) => ['uploads-in-flight', orgId] as const,
};

const isRunning = (task: Task) => !isTaskFinished(task.status);

/** A page of the caller's own tasks, newest first; re-read while one runs and the socket is down. */
export function useTaskPage(query: TaskPageQuery, expectedStatuses: readonly number[] = [403]) {
  const { id: orgId } = useOrganization();
  const isConnected = useIsRealtimeConnected();
  return useQuery({
    queryKey: taskKeys.list(orgId, query),
    queryFn: ({ signal }) =>
      apiRequest({
        path: tasksPath(orgId),
        query: {
          task_type: query.task_type,
          limit: String(query.limit),
          offset: String(query.offset),
        },
        schema: TaskPageSchema,
        expectedStatuses,
        signal,
      }),
    placeholderData: keepPreviousData,
    refetchInterval: ({ state }) =>
      !isConnected && state.data?.results.some(isRunning) ? TASK_POLL_INTERVAL_MS : false,
  });
}

/** One task, followed until it finishes (by the socket, or by polling while the socket is down). */
export function useTask(taskId: number | undefined) {
  const { id: orgId } = useOrganization();
  const isConnected = useIsRealtimeConnected();
  return useQuery({
    queryKey: taskKeys.one(orgId, taskId ?? 0),
    enabled: taskId !== undefined,
    queryFn: ({ signal }) =>
      apiRequest({
        path: `${tasksPath(orgId)}${taskId}/`,
        schema: TaskSchema,
        expectedStatuses: [403, 404],
        signal,
      }),
    refetchInterval: ({ state }) =>
      !isConnected && state.data && isRunning(state.data) ? TASK_POLL_INTERVAL_MS : false,
  });
}

/**
 * A task as the server now has it: the cached copies change at once; a milestone, or a task no list holds
 * yet, also reloads the lists so counts and order follow.
 */
export function applyTaskUpdate(queryClient: QueryClient, orgId: number, task: Task, isMilestone: boolean) {
  queryClient.setQueryData(taskKeys.one(orgId, task.id), task);
  let isListed = false;
  queryClient.setQueriesData<TaskPage>({ queryKey: taskKeys.lists(orgId) }, (page) => {
    if (!page?.results.some((listed) => listed.id === task.id)) return page;
    isListed = true;
    return { ...page, results: page.results.map((listed) => (listed.id === task.id ? task : listed)) };
  });
  if (isMilestone || !isListed) void queryClient.invalidateQueries({ queryKey: taskKeys.lists(orgId) });
}

/** A task the caller just started: cached, and the lists reloaded to show it. */
export function addStartedTask(queryClient: QueryClient, orgId: number, task: Task) {
  queryClient.setQueryData(taskKeys.one(orgId, task.id), task);
  void queryClient.invalidateQueries({ queryKey: taskKeys.lists(orgId) });
}
