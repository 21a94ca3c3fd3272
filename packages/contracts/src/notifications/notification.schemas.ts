import { z } from 'zod';
import { NOTIFICATION_PAGE_SIZE } from '../constants';
import { IdSchema } from '../ids';
import { pageSchema } from '../lists';

export const NotificationDataSchema = z.looseObject({
  request_id: z.union([z.number(), z.string()]).optional(),
  request_type: z.string().optional(),
  display_id: z.string().optional(),
  /** The week (its Monday) a timesheet notification is about, which the tool opening it shows. */
  week: z.iso.date().optional(),
  /** The tab of that tool it opens on. */
  tab: z.string().max(40).optional(),
});

/** Spec 3 "Notification"; `elapsed_time_duration` is an ISO 8601 duration since it was sent. */
export const NotificationSchema = z.object({
  id: z.number().int(),
  is_seen: z.boolean(),
  notification_text: z.string(),
  notification_data: NotificationDataSchema,
  elapsed_time_duration: z.string(),
  action: z.string(),
  recipient_type: z.string(),
  created: z.string(),
});
export type Notification = z.infer<typeof NotificationSchema>;

export const NotificationPageSchema = pageSchema(NotificationSchema);

/** Without `all`: the unseen ones. With `all=true`: every notification, a page at a time (20 by default). */
export const MyNotificationsQuerySchema = z.object({
  all: z.enum(['true', 'false']).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(NOTIFICATION_PAGE_SIZE),
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
});

export const MarkNotificationsSeenSchema = z.strictObject({
  ids: z.array(IdSchema).min(1).max(500),
});

/** How the signed-in user wants to hear of notifications besides the bell. */
export const NotificationSettingsSchema = z.strictObject({ email_notifications: z.boolean() });
export type NotificationSettings = z.infer<typeof NotificationSettingsSchema>;
