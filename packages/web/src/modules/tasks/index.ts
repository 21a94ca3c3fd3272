/**
 * Background tasks (uploads, imports, exports): the header tray, the task queries other modules start and
 * follow, and the pieces that show one task's file, progress, result and errors.
 */
export { hasUploadErrors, TaskErrors } from './components/TaskErrors';
export { TaskFileButton } from './components/TaskFileButton';
export { TaskFileName } from './components/TaskFileName';
export { SendingProgress, TaskProgress } from './components/TaskProgress';
/** The bar of a file being sent, for a screen that shows one only once a file is sent (its own chunk). */
export const loadSendingProgress = () =>
  import('./components/TaskProgress').then((m) => ({ default: m.SendingProgress }));
export { TaskResultSummary } from './components/TaskResultSummary';
export { TaskStatusBadge } from './components/TaskStatusBadge';
export { TaskTray } from './TaskTray';
export { showTaskMessage } from './taskMessages';
export {
  addStartedTask,
  applyTaskUpdate,
  type TaskPage,
  taskKeys,
  useTask,
  useTaskPage,
} from './tasks.api';
export { trackUpload } from './uploadsInFlight';
