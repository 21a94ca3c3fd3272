import {
  DetailSchema,
  MarkNotificationsSeenSchema,
  MyNotificationsQuerySchema,
  NotificationPageSchema,
} from '@atrium/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireActor } from '../../platform/tenancy/org-scope';
import { toNotification } from './notification.service';
import { findNotificationPage, markSeen } from './notifications.queries';

export const notificationRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['notifications'];

  app.get(
    '/notifications/my-notifications/',
    {
      config: { permission: 'signed-in' },
      schema: {
        tags,
        summary: 'The signed-in user’s unseen notifications, or with all=true every one, a page at a time',
        querystring: MyNotificationsQuerySchema,
        response: { 200: NotificationPageSchema },
      },
    },
    async (request) => {
      const actor = requireActor(request);
      const { count, rows } = await request.inOrg((tx) =>
        findNotificationPage(tx, actor.organization_id, actor.user_id, {
          onlyUnseen: request.query.all !== 'true',
          limit: request.query.limit,
          offset: request.query.offset,
        }),
      );
      const now = new Date();
      return { count, results: rows.map((row) => toNotification(row, now)) };
    },
  );

  app.post(
    '/notifications/my-notifications/',
    {
      config: { permission: 'signed-in' },
      schema: {
        tags,
        summary: 'Mark the signed-in user’s notifications as seen',
        body: MarkNotificationsSeenSchema,
        response: { 200: DetailSchema },
      },
    },
    async (request) => {
      const actor = requireActor(request);
      const marked = await request.inOrg((tx) =>
        markSeen(tx, actor.organization_id, actor.user_id, request.body.ids),
      );
      return { detail: `${marked} marked as seen` };
    },
  );
};
