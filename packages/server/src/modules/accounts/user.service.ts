import type { RoleId } from '@atrium/contracts';
import { recordAudit } from '../../platform/audit/record-audit';
import { hashPassword } from '../../platform/auth/passwords';
import type { Tx } from '../../platform/db/client';
import { insertUser, insertUserRoles, type NewUserRow, type UserRow } from './accounts.queries';

export interface NewUser {
  email: string;
  firstName: string;
  lastName: string;
  middleName?: string;
  userType?: 'employee' | 'contractor' | 'candidate' | 'system';
  password?: string | null;
  /** A hash made once for many users (demo data) instead of `password`. */
  passwordHash?: string;
  roles?: RoleId[];
  isTimesheetApprover?: boolean;
  isSuperuser?: boolean;
  profile?: Partial<
    Pick<NewUserRow, 'gender' | 'dob' | 'bloodGroup' | 'maritalStatus' | 'nationality' | 'mobile'>
  >;
}

/** Creates a user of the transaction's organisation with its roles; without a password it can only sign in after a set-password link. */
export async function createUser(
  tx: Tx,
  organizationId: number,
  input: NewUser,
  audit: { actorUserId: number | null; requestId?: string },
): Promise<UserRow> {
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
  await recordAudit(tx, {
    organizationId,
    actorUserId: audit.actorUserId,
    action: 'user.create',
    entityType: 'user',
    entityId: user.id,
    after: { email: user.email, user_type: user.userType, roles: input.roles ?? [] },
    requestId: audit.requestId ?? null,
  });
  return user;
}
