import { boolean, foreignKey, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAtColumn, idColumn, organizationIdColumn } from '../../platform/db/columns';
import { users } from '../accounts';

export const notifications = pgTable(
  'notifications',
  {
    id: idColumn(),
    organizationId: organizationIdColumn(),
    recipientUserId: integer('recipient_user_id').notNull(),
    notificationText: text('notification_text').notNull(),
    notificationData: jsonb('notification_data').$type<Record<string, unknown>>().notNull().default({}),
    action: text('action').notNull(),
    recipientType: text('recipient_type').notNull(),
    isSeen: boolean('is_seen').notNull().default(false),
    seenAt: timestamp('seen_at', { withTimezone: true }),
    createdAt: createdAtColumn(),
  },
  (t) => [
    index('notifications_org_recipient_idx').on(t.organizationId, t.recipientUserId, t.isSeen, t.createdAt),
    foreignKey({
      columns: [t.organizationId, t.recipientUserId],
      foreignColumns: [users.organizationId, users.id],
    }).onDelete('cascade'),
  ],
);
