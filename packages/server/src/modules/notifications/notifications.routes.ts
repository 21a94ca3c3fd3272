import {
  DetailSchema,
  MarkNotificationsSeenSchema,
  MyNotificationsQuerySchema,
  NotificationPageSchema,
  NotificationSettingsSchema,
} from '@atrium/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../platform/http/app-error';
import { ownRecords } from '../../platform/http/route-permission';
import { requireActor } from '../../platform/tenancy/org-scope';
import { changeEmailNotifications, readEmailNotifications } from '../accounts';
import { toNotification } from './notification.service';
import { countOwnNotifications, findNotificationPage, markSeen } from './notifications.queries';

export const notificationRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['notifications'];

  app.get(
    '/notifications/my-notifications/',
    {
      config: { permission: ownRecords() },
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
      config: { permission: ownRecords() },
      schema: {
        tags,
        summary: 'Mark the signed-in user’s notifications as seen',
        body: MarkNotificationsSeenSchema,
        response: { 200: DetailSchema },
      },
    },
    async (request) => {
      const actor = requireActor(request);
      const ids = [...new Set(request.body.ids)];
      const marked = await request.inOrg(async (tx) => {
        // A notification the caller cannot see is not found, as it would be on its own.
        if ((await countOwnNotifications(tx, actor.organization_id, actor.user_id, ids)) < ids.length)
          throw new AppError('not_found');
        return markSeen(tx, actor.organization_id, actor.user_id, ids);
      });
      return { detail: `${marked} marked as seen` };
    },
  );

  app.get(
    '/notifications/settings/',
    {
      config: { permission: 'everyone' },
      schema: {
        tags,
        summary: 'Whether the signed-in user also receives notifications by email',
        response: { 200: NotificationSettingsSchema },
      },
    },
    async (request) => {
      const actor = requireActor(request);
      return {
        email_notifications: await request.inOrg((tx) =>
          readEmailNotifications(tx, actor.organization_id, actor.user_id),
        ),
      };
    },
  );

  app.put(
    '/notifications/settings/',
    {
      config: { permission: 'everyone' },
      schema: {
        tags,
        summary: 'Choose whether to receive notifications by email too',
        body: NotificationSettingsSchema,
        response: { 200: NotificationSettingsSchema },
      },
    },
    async (request) => {
      const actor = requireActor(request);
      await request.inScope((scope) =>
        changeEmailNotifications(scope, actor.user_id, request.body.email_notifications),
      );
      return request.body;
    },
  );
};
