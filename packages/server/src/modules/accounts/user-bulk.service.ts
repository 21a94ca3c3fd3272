import type { RoleId } from '@atrium/contracts';
import { and, eq, inArray } from 'drizzle-orm';
import type { Queryable } from '../../platform/db/client';
import { inTextSet } from '../../platform/db/value-set';
import type { Scope } from '../../platform/scope';
import { userRoles, users } from './accounts.tables';

export interface UserByEmail {
  id: number;
  email: string;
  userType: string;
  isActive: boolean;
}

/** The organisation's users among `emails` (compared without case), by lower-case email. */
export async function findUsersByEmails(
  db: Queryable,
  organizationId: number,
  emails: string[],
): Promise<Map<string, UserByEmail>> {
  if (!emails.length) return new Map();
  const lowered = [...new Set(emails.map((email) => email.toLowerCase()))];
  const rows = await db
    .select({ id: users.id, email: users.email, userType: users.userType, isActive: users.isActive })
    .from(users)
    .where(and(eq(users.organizationId, organizationId), inTextSet(users.emailKey, lowered)));
  return new Map(rows.map((row) => [row.email.toLowerCase(), row]));
}

export interface NewUserBasics {
  email: string;
  firstName: string;
  lastName: string;
  /** A hash made once for many users (demo data); without one they sign in after a set-password link. */
  passwordHash?: string;
  roles?: RoleId[];
  isTimesheetApprover?: boolean;
  /** False for someone who has already left (an import of past employees): they never sign in. */
  isActive?: boolean;
}

/** Creates many users, with their roles, in a statement for each table, and audits each. */
export async function createUsersInBulk(
  scope: Scope,
  input: NewUserBasics[],
  userType: 'employee' | 'contractor',
): Promise<Map<string, number>> {
  const { tx } = scope;
  const organizationId = scope.org.id;
  if (!input.length) return new Map();
  const created = await tx
    .insert(users)
    .values(
      input.map((user) => ({
        organizationId,
        email: user.email.trim().toLowerCase(),
        firstName: user.firstName,
        lastName: user.lastName,
        userType,
        passwordHash: user.passwordHash ?? null,
        isTimesheetApprover: user.isTimesheetApprover ?? false,
        isActive: user.isActive ?? true,
        primaryRole: user.roles?.[0] ?? null,
      })),
    )
    .returning({ id: users.id, email: users.email });
  const rolesOf = (index: number) => input[index]?.roles ?? [];
  const roles = created.flatMap((user, index) =>
    rolesOf(index).map((role) => ({ organizationId, userId: user.id, role })),
  );
  if (roles.length) await tx.insert(userRoles).values(roles).onConflictDoNothing();
  await scope.audit(
    created.map((user, index) => ({
      action: 'user.create',
      entityType: 'user',
      entityId: user.id,
      after: { email: user.email, user_type: userType, roles: rolesOf(index) },
    })),
  );
  return new Map(created.map((user) => [user.email, user.id]));
}

/** Renames users (imports that update existing people), auditing only real changes. */
export async function renameUsers(
  scope: Scope,
  changes: { id: number; firstName: string; lastName: string }[],
): Promise<void> {
  const { tx } = scope;
  const organizationId = scope.org.id;
  if (!changes.length) return;
  const before = await tx
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(
      and(
        eq(users.organizationId, organizationId),
        inArray(
          users.id,
          changes.map((c) => c.id),
        ),
      ),
    );
  const beforeById = new Map(before.map((row) => [row.id, row]));
  const real = changes.filter((change) => {
    const old = beforeById.get(change.id);
    return old && (old.firstName !== change.firstName || old.lastName !== change.lastName);
  });
  for (const change of real) {
    await tx
      .update(users)
      .set({ firstName: change.firstName, lastName: change.lastName, updatedAt: new Date() })
      .where(and(eq(users.organizationId, organizationId), eq(users.id, change.id)));
  }
  await scope.audit(
    real.map((change) => ({
      action: 'user.update',
      entityType: 'user',
      entityId: change.id,
      before: beforeById.get(change.id),
      after: change,
    })),
  );
}

/** Makes users timesheet approvers or not (imports that update existing people), auditing only real changes. */
export async function setTimesheetApprovers(
  scope: Scope,
  changes: { id: number; isTimesheetApprover: boolean }[],
): Promise<void> {
  const { tx } = scope;
  const organizationId = scope.org.id;
  if (!changes.length) return;
  const before = await tx
    .select({ id: users.id, isTimesheetApprover: users.isTimesheetApprover })
    .from(users)
    .where(
      and(
        eq(users.organizationId, organizationId),
        inArray(
          users.id,
          changes.map((c) => c.id),
        ),
      ),
    );
  const beforeById = new Map(before.map((row) => [row.id, row]));
  const real = changes.filter((change) => {
    const old = beforeById.get(change.id);
    return old && old.isTimesheetApprover !== change.isTimesheetApprover;
  });
  for (const value of [true, false]) {
    const ids = real.filter((change) => change.isTimesheetApprover === value).map((change) => change.id);
    if (ids.length)
      await tx
        .update(users)
        .set({ isTimesheetApprover: value, updatedAt: new Date() })
        .where(and(eq(users.organizationId, organizationId), inArray(users.id, ids)));
  }
  await scope.audit(
    real.map((change) => ({
      action: 'user.update',
      entityType: 'user',
      entityId: change.id,
      before: beforeById.get(change.id),
      after: change,
    })),
  );
}
