/** Background tasks: uploads and downloads a user started, run by jobs, followed live through the socket. */
import { defineModule } from '../../platform/module-kit';
import { taskMessageLoader } from './task-messages';
import { taskRoutes } from './tasks.routes';
import * as tables from './tasks.tables';

export { FILE_PROCESSING_FAILED, giveUpTask, runTask, startTask, type TaskJobData } from './task.service';
export { type TaskRow, toTask } from './tasks.queries';

export const tasksModule = defineModule({
  name: 'tasks',
  routes: [taskRoutes],
  realtime: (ctx) => ({ task: taskMessageLoader(ctx) }),
  tables,
});
