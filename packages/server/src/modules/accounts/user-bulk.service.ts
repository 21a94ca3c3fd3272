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

/** The user fields imports that update existing people may change. */
type ImportedUserFields = Pick<typeof users.$inferSelect, 'firstName' | 'lastName' | 'isTimesheetApprover'>;

/**
 * Writes `fields` of each change whose values differ from the user's on record, one statement per distinct set
 * of values, and audits only those changes.
 */
async function updateChangedUsers<K extends keyof ImportedUserFields>(
  scope: Scope,
  changes: ({ id: number } & Pick<ImportedUserFields, K>)[],
  fields: readonly K[],
): Promise<void> {
  if (!changes.length) return;
  const { tx } = scope;
  const organizationId = scope.org.id;
  const valuesOf = (row: Pick<ImportedUserFields, K>) =>
    Object.fromEntries(fields.map((field) => [field, row[field]])) as Pick<ImportedUserFields, K>;
  const before = await tx
    .select()
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
  const beforeById = new Map(before.map((row) => [row.id, { id: row.id, ...valuesOf(row) }]));
  const real = changes.filter((change) => {
    const old = beforeById.get(change.id);
    return old && fields.some((field) => old[field] !== change[field]);
  });
  const idsByValues = new Map<string, number[]>();
  for (const change of real) {
    const values = JSON.stringify(valuesOf(change));
    idsByValues.set(values, [...(idsByValues.get(values) ?? []), change.id]);
  }
  for (const [values, ids] of idsByValues) {
    await tx
      .update(users)
      .set({ ...(JSON.parse(values) as Pick<ImportedUserFields, K>), updatedAt: new Date() })
      .where(and(eq(users.organizationId, organizationId), inArray(users.id, ids)));
  }
  await scope.audit(
    real.map((change) => ({
      action: 'user.update',
      entityType: 'user',
      entityId: change.id,
      before: beforeById.get(change.id),
      after: { id: change.id, ...valuesOf(change) },
    })),
  );
}

/** Renames users (imports that update existing people), auditing only real changes. */
export const renameUsers = (scope: Scope, changes: { id: number; firstName: string; lastName: string }[]) =>
  updateChangedUsers(scope, changes, ['firstName', 'lastName']);

/** Makes users timesheet approvers or not (imports that update existing people), auditing only real changes. */
export const setTimesheetApprovers = (
  scope: Scope,
  changes: { id: number; isTimesheetApprover: boolean }[],
) => updateChangedUsers(scope, changes, ['isTimesheetApprover']);
