import { and, eq, inArray } from 'drizzle-orm';
import { recordAudit } from '../../platform/audit/record-audit';
import type { Queryable, Tx } from '../../platform/db/client';
import { users } from './accounts.tables';

/** Whether the user asked for their notifications by email too. */
export async function readEmailNotifications(db: Queryable, organizationId: number, userId: number) {
  const [row] = await db
    .select({ value: users.emailNotifications })
    .from(users)
    .where(and(eq(users.organizationId, organizationId), eq(users.id, userId)));
  return row?.value ?? false;
}

export async function changeEmailNotifications(
  tx: Tx,
  organizationId: number,
  userId: number,
  value: boolean,
  audit: { requestId?: string },
) {
  const before = await readEmailNotifications(tx, organizationId, userId);
  if (before === value) return;
  await tx
    .update(users)
    .set({ emailNotifications: value, updatedAt: new Date() })
    .where(and(eq(users.organizationId, organizationId), eq(users.id, userId)));
  await recordAudit(tx, {
    organizationId,
    actorUserId: userId,
    action: 'user.email_notifications',
    entityType: 'user',
    entityId: userId,
    before: { email_notifications: before },
    after: { email_notifications: value },
    requestId: audit.requestId ?? null,
  });
}

/** The addresses of the active users among `userIds` who want notifications by email. */
export async function findEmailNotificationRecipients(
  db: Queryable,
  organizationId: number,
  userIds: number[],
) {
  if (!userIds.length) return [];
  return db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(
      and(
        eq(users.organizationId, organizationId),
        inArray(users.id, userIds),
        eq(users.emailNotifications, true),
        eq(users.isActive, true),
      ),
    );
}
