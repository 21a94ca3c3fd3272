import { and, eq, inArray } from 'drizzle-orm';
import type { Queryable } from '../../platform/db/client';
import type { Scope } from '../../platform/scope';
import { users } from './accounts.tables';

/** Whether the user asked for their notifications by email too. */
export async function readEmailNotifications(db: Queryable, organizationId: number, userId: number) {
  const [row] = await db
    .select({ value: users.emailNotifications })
    .from(users)
    .where(and(eq(users.organizationId, organizationId), eq(users.id, userId)));
  return row?.value ?? false;
}

/** The user's own choice, made by them. */
export async function changeEmailNotifications(scope: Scope, userId: number, value: boolean) {
  const { tx } = scope;
  const organizationId = scope.org.id;
  const before = await readEmailNotifications(tx, organizationId, userId);
  if (before === value) return;
  await tx
    .update(users)
    .set({ emailNotifications: value, updatedAt: new Date() })
    .where(and(eq(users.organizationId, organizationId), eq(users.id, userId)));
  await scope.audit({
    action: 'user.email_notifications',
    entityType: 'user',
    entityId: userId,
    before: { email_notifications: before },
    after: { email_notifications: value },
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
