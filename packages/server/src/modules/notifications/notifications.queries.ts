import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Queryable } from '../../platform/db/client';
import { notifications } from './notifications.tables';

export type NotificationRow = typeof notifications.$inferSelect;
export type NewNotificationRow = typeof notifications.$inferInsert;

export async function insertNotifications(db: Queryable, rows: NewNotificationRow[]) {
  if (rows.length === 0) return [];
  return db.insert(notifications).values(rows).returning();
}

export async function findNotificationPage(
  db: Queryable,
  organizationId: number,
  recipientUserId: number,
  page: { onlyUnseen: boolean; limit: number; offset: number },
) {
  const where = and(
    eq(notifications.organizationId, organizationId),
    eq(notifications.recipientUserId, recipientUserId),
    page.onlyUnseen ? eq(notifications.isSeen, false) : undefined,
  );
  const rows = await db
    .select()
    .from(notifications)
    .where(where)
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(page.limit)
    .offset(page.offset);
  const [total] = await db.select({ value: count() }).from(notifications).where(where);
  return { count: total?.value ?? 0, rows };
}

/** Marks the recipient's own notifications among `ids` as seen; anyone else's ids change nothing. */
/** How many of `ids` are notifications of this recipient. */
export async function countOwnNotifications(
  db: Queryable,
  organizationId: number,
  recipientUserId: number,
  ids: number[],
) {
  const rows = await db
    .select({ id: notifications.id })
    .from(notifications)
    .where(
      and(
        eq(notifications.organizationId, organizationId),
        eq(notifications.recipientUserId, recipientUserId),
        inArray(notifications.id, ids),
      ),
    );
  return rows.length;
}

export async function markSeen(
  db: Queryable,
  organizationId: number,
  recipientUserId: number,
  ids: number[],
) {
  const updated = await db
    .update(notifications)
    .set({ isSeen: true, seenAt: sql`now()` })
    .where(
      and(
        eq(notifications.organizationId, organizationId),
        eq(notifications.recipientUserId, recipientUserId),
        inArray(notifications.id, ids),
        eq(notifications.isSeen, false),
      ),
    )
    .returning({ id: notifications.id });
  return updated.length;
}

export async function findNotification(db: Queryable, organizationId: number, id: number) {
  const [row] = await db
    .select()
    .from(notifications)
    .where(and(eq(notifications.organizationId, organizationId), eq(notifications.id, id)));
  return row ?? null;
}
