import { TASK_MESSAGES, type Task, type TaskMessageId } from '@atrium/contracts';
import type { App } from 'antd';

type NotificationApi = ReturnType<typeof App.useApp>['notification'];

const TOAST_TYPES: Record<TaskMessageId, 'success' | 'info' | 'error'> = {
  fail: 'error',
  success: 'success',
  download_task_started: 'info',
  download_task_success: 'success',
  download_task_failed: 'error',
};

/**
 * The spec 8 task message as a toast. One toast per task and message: the same message for the same task
 * (the export button's answer and then the socket's) replaces it instead of stacking a second.
 */
export function showTaskMessage(notification: NotificationApi, event: TaskMessageId, task: Task): void {
  notification[TOAST_TYPES[event]]({
    key: `task-${task.id}-${event}`,
    title: TASK_MESSAGES[event],
    description: task.display_name,
  });
}
