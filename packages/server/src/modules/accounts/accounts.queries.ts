import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Queryable } from '../../platform/db/client';
import { accessTokens, passwordTokens, sessions, userRoles, users } from './accounts.tables';

export type UserRow = typeof users.$inferSelect;
export type NewUserRow = typeof users.$inferInsert;
export type PasswordPurpose = (typeof passwordTokens.$inferSelect)['purpose'];

/**
 * Whether a user may sign in or be sent a password link: active, and a person rather than an organisation token's
 * service user, which acts only through its token.
 */
export const canSignIn = (user: UserRow | null | undefined): user is UserRow =>
  user?.isActive === true && user.userType !== 'service';

/**
 * Active people: the condition lists of whom to notify, assign or pick keep to, so an organisation token's
 * service user, which holds roles but is no one, is never among them.
 */
export const isActivePerson = () => and(eq(users.isActive, true), ne(users.userType, 'service'));

export async function findUserByEmail(
  db: Queryable,
  organizationId: number,
  email: string,
): Promise<UserRow | null> {
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.organizationId, organizationId), eq(users.emailKey, sql`lower(${email})`)))
    .limit(1);
  return row ?? null;
}

export async function findUserById(
  db: Queryable,
  organizationId: number,
  id: number,
): Promise<UserRow | null> {
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.organizationId, organizationId), eq(users.id, id)))
    .limit(1);
  return row ?? null;
}

export async function insertUser(db: Queryable, values: NewUserRow): Promise<UserRow> {
  const [row] = await db.insert(users).values(values).returning();
  if (!row) throw new Error('user insert returned nothing');
  return row;
}

export async function insertUserRoles(
  db: Queryable,
  organizationId: number,
  userId: number,
  roles: string[],
) {
  if (roles.length === 0) return;
  await db
    .insert(userRoles)
    .values(roles.map((role) => ({ organizationId, userId, role })))
    .onConflictDoNothing();
}

export async function findUserRoles(
  db: Queryable,
  organizationId: number,
  userId: number,
): Promise<string[]> {
  const rows = await db
    .select({ role: userRoles.role })
    .from(userRoles)
    .where(and(eq(userRoles.organizationId, organizationId), eq(userRoles.userId, userId)))
    .orderBy(userRoles.role);
  return rows.map((row) => row.role);
}

export async function updateUserPassword(
  db: Queryable,
  organizationId: number,
  userId: number,
  change: { passwordHash: string } | { extraAuthPasswordHash: string },
) {
  await db
    .update(users)
    .set({ ...change, passwordChangedAt: sql`now()`, updatedAt: sql`now()` })
    .where(and(eq(users.organizationId, organizationId), eq(users.id, userId)));
}

export async function insertSession(
  db: Queryable,
  values: { organizationId: number; userId: number; tokenHash: string; expiresAt: Date },
) {
  const [row] = await db.insert(sessions).values(values).returning({ id: sessions.id });
  if (!row) throw new Error('session insert returned nothing');
  return row;
}

/** Records that an access token was just used (at most once a minute, as sessions are). */
export async function touchAccessToken(db: Queryable, organizationId: number, tokenId: number) {
  await db
    .update(accessTokens)
    .set({ lastUsedAt: sql`now()` })
    .where(and(eq(accessTokens.organizationId, organizationId), eq(accessTokens.id, tokenId)));
}

/** Records that a session was just used: what its idle time-out counts from. */
export async function touchSession(db: Queryable, organizationId: number, sessionId: number) {
  await db
    .update(sessions)
    .set({ lastSeenAt: sql`now()` })
    .where(and(eq(sessions.organizationId, organizationId), eq(sessions.id, sessionId)));
}

export async function revokeSession(db: Queryable, organizationId: number, sessionId: number) {
  await db
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(sessions.organizationId, organizationId), eq(sessions.id, sessionId)));
}

export async function setSessionExtraAuth(
  db: Queryable,
  organizationId: number,
  sessionId: number,
  until: Date | null,
) {
  await db
    .update(sessions)
    .set({ extraAuthUntil: until })
    .where(and(eq(sessions.organizationId, organizationId), eq(sessions.id, sessionId)));
}

/** Ends every live session of a user, but `keepSessionId` when given (the one changing its password). */
export async function revokeUserSessions(
  db: Queryable,
  organizationId: number,
  userId: number,
  keepSessionId?: number,
) {
  await db
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(
      and(
        eq(sessions.organizationId, organizationId),
        eq(sessions.userId, userId),
        keepSessionId === undefined ? undefined : ne(sessions.id, keepSessionId),
        isNull(sessions.revokedAt),
      ),
    );
}

export async function insertPasswordToken(db: Queryable, values: typeof passwordTokens.$inferInsert) {
  await db.insert(passwordTokens).values(values);
}

export async function findPasswordToken(db: Queryable, organizationId: number, tokenHash: string) {
  const [row] = await db
    .select()
    .from(passwordTokens)
    .where(and(eq(passwordTokens.organizationId, organizationId), eq(passwordTokens.tokenHash, tokenHash)))
    .limit(1);
  return row ?? null;
}

export async function markPasswordTokensUsed(
  db: Queryable,
  organizationId: number,
  userId: number,
  purpose: PasswordPurpose,
) {
  await db
    .update(passwordTokens)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(passwordTokens.organizationId, organizationId),
        eq(passwordTokens.userId, userId),
        eq(passwordTokens.purpose, purpose),
        isNull(passwordTokens.usedAt),
      ),
    );
}

/** Active users holding `role` (contractor managers, for expiry notices). */
export async function findActiveUserIdsWithRole(db: Queryable, organizationId: number, role: string) {
  const rows = await db
    .select({ id: users.id })
    .from(userRoles)
    .innerJoin(users, and(eq(users.organizationId, userRoles.organizationId), eq(users.id, userRoles.userId)))
    .where(and(eq(userRoles.organizationId, organizationId), eq(userRoles.role, role), isActivePerson()));
  return rows.map((row) => row.id);
}
