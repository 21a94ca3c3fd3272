/** Background tasks: uploads and downloads a user started, run by jobs, followed live through the socket. */
export {
  emptyUploadErrors,
  FILE_PROCESSING_FAILED,
  fileError,
  runTask,
  startTask,
  type TaskJobData,
  type TaskOutcome,
  type TaskProgress,
} from './task.service';
export { taskMessageLoader } from './task-messages';
export { type TaskRow, toTask } from './tasks.queries';
export { taskRoutes } from './tasks.routes';
