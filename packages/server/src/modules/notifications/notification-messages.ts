import type { AppContext } from '../../platform/app-context';
import { withOrg } from '../../platform/db/tenant';
import type { RealtimeLoader } from '../../platform/realtime/realtime-hub';
import { toNotification } from './notification.service';
import { findNotification } from './notifications.queries';

/** Loads a new notification for its recipient's socket. */
export function notificationMessageLoader(ctx: AppContext): RealtimeLoader {
  return async (event) => {
    const row = await withOrg(ctx.database.db, event.organizationId, (tx) =>
      findNotification(tx, event.organizationId, event.id),
    );
    if (!row || row.recipientUserId !== event.userId) return null;
    return { type: 'notification', notification: toNotification(row) };
  };
}
