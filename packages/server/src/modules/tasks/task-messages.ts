import type { RealtimeMessage } from '@atrium/contracts';
import type { AppContext } from '../../platform/app-context';
import { withOrg } from '../../platform/db/tenant';
import type { RealtimeLoader } from '../../platform/realtime/realtime-hub';
import { findTask, toTask } from './tasks.queries';

/** Loads a changed task for its owner's socket. */
export function taskMessageLoader(ctx: AppContext): RealtimeLoader {
  return async (event) => {
    const task = await withOrg(ctx.database.db, event.organizationId, (tx) =>
      findTask(tx, event.organizationId, event.id),
    );
    if (!task || task.userId !== event.userId) return null;
    return { type: 'task', event: event.event, task: toTask(task) } as RealtimeMessage;
  };
}
