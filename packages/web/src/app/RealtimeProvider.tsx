import type { RealtimeMessage } from '@atrium/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { App } from 'antd';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { notificationKeys } from '../modules/notifications';
import { applyTaskUpdate, showTaskMessage, taskKeys } from '../modules/tasks';
import { useOrganization } from '../platform/OrganizationContext';
import { connectRealtime, personalSocketUrl } from '../platform/realtime';
import { RealtimeStatusContext } from '../platform/realtimeStatus';
import { readAccessToken } from '../platform/sessionToken';

/**
 * The signed-in user's personal socket (spec 7 "Real-time"), open for as long as the signed-in shell is: a
 * notification reloads the bell's lists; a task message updates the cached tasks and, at a milestone, shows
 * its spec 8 toast.
 */
export function RealtimeProvider({ userId, children }: { userId: number; children: ReactNode }) {
  const { id: orgId } = useOrganization();
  const queryClient = useQueryClient();
  const { notification } = App.useApp();
  const [isConnected, setConnected] = useState(false);
  // The latest handlers without reopening the socket when they change identity.
  const handle = useRef<(message: RealtimeMessage) => void>(() => undefined);
  handle.current = (message) => {
    if (message.type === 'notification') {
      void queryClient.invalidateQueries({ queryKey: notificationKeys.all(orgId) });
      return;
    }
    const isMilestone = message.event !== 'progress';
    applyTaskUpdate(queryClient, orgId, message.task, isMilestone);
    if (message.event !== 'progress') showTaskMessage(notification, message.event, message.task);
  };

  useEffect(() => {
    let hasOpened = false;
    const connection = connectRealtime({
      url: personalSocketUrl(orgId, userId),
      readToken: readAccessToken,
      onMessage: (message) => handle.current(message),
      onStatusChange: (status) => {
        setConnected(status === 'open');
        if (status !== 'open') return;
        // Whatever happened while a reopened socket was down is read again.
        if (hasOpened) void queryClient.invalidateQueries({ queryKey: notificationKeys.all(orgId) });
        if (hasOpened) void queryClient.invalidateQueries({ queryKey: taskKeys.all(orgId) });
        hasOpened = true;
      },
    });
    return () => connection.close();
  }, [orgId, userId, queryClient]);

  return <RealtimeStatusContext value={isConnected}>{children}</RealtimeStatusContext>;
}
