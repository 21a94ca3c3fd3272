import type { RoleId } from '@atrium/contracts';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { RequestActor } from '../../platform/auth/actor';
import { hashPassword } from '../../platform/auth/passwords';
import type { Queryable } from '../../platform/db/client';
import { AppError } from '../../platform/http/app-error';
import type { Scope } from '../../platform/scope';
import {
  insertUser,
  insertUserRoles,
  type NewUserRow,
  revokeUserSessions,
  type UserRow,
} from './accounts.queries';
import { users } from './accounts.tables';

export interface NewUser {
  email: string;
  firstName: string;
  lastName: string;
  middleName?: string;
  userType?: 'employee' | 'contractor' | 'candidate' | 'system' | 'service';
  password?: string | null;
  /** A hash made once for many users (demo data) instead of `password`. */
  passwordHash?: string;
  roles?: RoleId[];
  isTimesheetApprover?: boolean;
  isSuperuser?: boolean;
  profile?: Partial<
    Pick<
      NewUserRow,
      'gender' | 'dob' | 'bloodGroup' | 'maritalStatus' | 'nationality' | 'mobile' | 'landline'
    >
  >;
}

/** Creates a user of the transaction's organisation with its roles; without a password it can only sign in after a set-password link. */
export async function createUser(scope: Scope, input: NewUser): Promise<UserRow> {
  const { tx } = scope;
  const organizationId = scope.org.id;
  const user = await insertUser(tx, {
    organizationId,
    email: input.email.trim().toLowerCase(),
    firstName: input.firstName,
    middleName: input.middleName ?? '',
    lastName: input.lastName,
    userType: input.userType ?? 'employee',
    passwordHash: input.passwordHash ?? (input.password ? await hashPassword(input.password) : null),
    isTimesheetApprover: input.isTimesheetApprover ?? false,
    isSuperuser: input.isSuperuser ?? false,
    primaryRole: input.roles?.[0] ?? null,
    ...input.profile,
  });
  await insertUserRoles(tx, organizationId, user.id, input.roles ?? []);
  await scope.audit({
    action: 'user.create',
    entityType: 'user',
    entityId: user.id,
    after: { email: user.email, user_type: user.userType, roles: input.roles ?? [] },
  });
  return user;
}

/** Lets a user sign in again, or stops them: deactivating also ends every session they have open. */
export async function setUserActive(scope: Scope, userId: number, isActive: boolean) {
  const { tx } = scope;
  const organizationId = scope.org.id;
  const [before] = await tx
    .select({ isActive: users.isActive })
    .from(users)
    .where(and(eq(users.organizationId, organizationId), eq(users.id, userId)));
  if (!before) throw new AppError('not_found');
  if (before.isActive === isActive) return;
  await tx
    .update(users)
    .set({ isActive, updatedAt: sql`now()` })
    .where(and(eq(users.organizationId, organizationId), eq(users.id, userId)));
  if (!isActive) await revokeUserSessions(tx, organizationId, userId);
  await scope.audit({
    action: isActive ? 'user.activate' : 'user.deactivate',
    entityType: 'user',
    entityId: userId,
    before: { is_active: before.isActive },
    after: { is_active: isActive },
  });
}

/** Changes a user's mobile number, auditing a real change only. */
export async function setUserMobile(scope: Scope, userId: number, mobile: string | null) {
  const { tx } = scope;
  const organizationId = scope.org.id;
  const [before] = await tx
    .select({ mobile: users.mobile })
    .from(users)
    .where(and(eq(users.organizationId, organizationId), eq(users.id, userId)));
  if (!before) throw new AppError('not_found');
  if (before.mobile === mobile) return;
  await tx
    .update(users)
    .set({ mobile, updatedAt: sql`now()` })
    .where(and(eq(users.organizationId, organizationId), eq(users.id, userId)));
  await scope.audit({
    action: 'user.update',
    entityType: 'user',
    entityId: userId,
    before: { mobile: before.mobile },
    after: { mobile },
  });
}

/** What a person's own record changes of their user: names, personal details, contact numbers, photo. */
export type UserProfileChange = Partial<
  Pick<
    NewUserRow,
    | 'firstName'
    | 'middleName'
    | 'lastName'
    | 'dob'
    | 'gender'
    | 'bloodGroup'
    | 'maritalStatus'
    | 'nationality'
    | 'mobile'
    | 'landline'
    | 'photo'
    | 'isTimesheetApprover'
  >
>;

/** Writes a user's profile fields; the caller audits the change as part of its own record. */
export async function changeUserProfile(
  db: Queryable,
  organizationId: number,
  userId: number,
  change: UserProfileChange,
): Promise<void> {
  await db
    .update(users)
    .set({ ...change, updatedAt: sql`now()` })
    .where(and(eq(users.organizationId, organizationId), eq(users.id, userId)));
}

/** The user closed or finished the first-visit tour; the first time counts. */
export async function markTourSeen(db: Queryable, actor: RequestActor): Promise<void> {
  await db
    .update(users)
    .set({ tourSeenAt: sql`now()` })
    .where(
      and(
        eq(users.organizationId, actor.organization_id),
        eq(users.id, actor.user_id),
        isNull(users.tourSeenAt),
      ),
    );
}
