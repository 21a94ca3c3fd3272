import {
  DetailSchema,
  NOTIFICATION_PAGE_SIZE,
  NotificationPageSchema,
  type NotificationSettings,
  NotificationSettingsSchema,
} from '@atrium/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../platform/apiClient';
import { useOrganization } from '../../platform/OrganizationContext';
import { QUIET_HEADER_STATUSES } from '../../platform/quietStatuses';
import { useIsRealtimeConnected } from '../../platform/realtimeStatus';

/** Unseen notifications are polled while the personal socket is down (spec 7 "Real-time"). */
export const UNSEEN_POLL_INTERVAL_MS = 60_000;
/** With the socket open new notifications arrive through it; a slow poll still catches a missed message. */
export const UNSEEN_POLL_INTERVAL_CONNECTED_MS = 10 * 60_000;

export type NotificationPage = ReturnType<typeof NotificationPageSchema.parse>;

const notificationsPath = (orgId: number) => `/${orgId}/notifications/my-notifications/`;
/** The notifications module's query keys, one place for reading and invalidating them. */
export const notificationKeys = {
  /** Every list of notifications: marking some seen, or a new one arriving, reloads them all. */
  all: (orgId: number) => ['notifications', orgId] as const,
  unseen: (orgId: number) => [...notificationKeys.all(orgId), 'unseen'] as const,
  page: (orgId: number, offset: number) => [...notificationKeys.all(orgId), 'all', offset] as const,
  settings: (orgId: number) => ['notification-settings', orgId] as const,
};

/** Polled in the background too, so desktop notifications reach a user working in another tab. */
export function useUnseenNotifications() {
  const { id: orgId } = useOrganization();
  const isConnected = useIsRealtimeConnected();
  return useQuery({
    queryKey: notificationKeys.unseen(orgId),
    queryFn: () =>
      apiRequest({
        path: notificationsPath(orgId),
        schema: NotificationPageSchema,
        expectedStatuses: QUIET_HEADER_STATUSES,
      }),
    refetchInterval: isConnected ? UNSEEN_POLL_INTERVAL_CONNECTED_MS : UNSEEN_POLL_INTERVAL_MS,
    refetchIntervalInBackground: true,
  });
}

/** Every notification, seen or not, 20 at a time (spec 9). */
export function useNotificationPage(offset: number) {
  const { id: orgId } = useOrganization();
  return useQuery({
    queryKey: notificationKeys.page(orgId, offset),
    queryFn: () =>
      apiRequest({
        path: notificationsPath(orgId),
        query: { all: 'true', limit: String(NOTIFICATION_PAGE_SIZE), offset: String(offset) },
        schema: NotificationPageSchema,
        expectedStatuses: QUIET_HEADER_STATUSES,
      }),
    placeholderData: keepPreviousData,
  });
}

/** Marks the given notifications seen, then reloads every notification list (spec 2.8). */
export function useMarkNotificationsSeen() {
  const { id: orgId } = useOrganization();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (ids: readonly number[]) => {
      if (ids.length === 0) return;
      await apiRequest({
        method: 'POST',
        path: notificationsPath(orgId),
        body: { ids },
        schema: DetailSchema,
        expectedStatuses: QUIET_HEADER_STATUSES,
      });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationKeys.all(orgId) }),
  });
}

const settingsPath = (orgId: number) => `/${orgId}/notifications/settings/`;

/** Whether the user also gets notifications by email. */
export function useNotificationSettings() {
  const { id: orgId } = useOrganization();
  return useQuery({
    queryKey: notificationKeys.settings(orgId),
    queryFn: () =>
      apiRequest({
        path: settingsPath(orgId),
        schema: NotificationSettingsSchema,
        expectedStatuses: QUIET_HEADER_STATUSES,
      }),
  });
}

export function useChangeNotificationSettings() {
  const { id: orgId } = useOrganization();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: NotificationSettings) =>
      apiRequest({
        method: 'PUT',
        path: settingsPath(orgId),
        body: settings,
        schema: NotificationSettingsSchema,
      }),
    onSuccess: (settings) => queryClient.setQueryData(notificationKeys.settings(orgId), settings),
  });
}
