import type { ResetPasswordRequest } from '@atrium/contracts';
import type { AppContext } from '../../platform/app-context';
import { recordAudit } from '../../platform/audit/record-audit';
import { hashPassword } from '../../platform/auth/passwords';
import { hashToken, newToken } from '../../platform/auth/tokens';
import type { Tx } from '../../platform/db/client';
import { withOrg } from '../../platform/db/tenant';
import { AppError } from '../../platform/http/app-error';
import { type Scope, withScope } from '../../platform/scope';
import type { ScopedOrganization } from '../../platform/tenancy/org-scope';
import { findOrganizationHosts } from '../orgs';
import {
  canSignIn,
  findPasswordToken,
  findUserByEmail,
  insertPasswordToken,
  markPasswordTokensUsed,
  type PasswordPurpose,
  revokeUserSessions,
  type UserRow,
  updateUserPassword,
} from './accounts.queries';
import { AttemptLimiter } from './login-limiter';
import type { PublicAttempt, RequestOrigin } from './session.service';

const forgotLimiter = new AttemptLimiter('password-forgot', {
  accountPoints: 5,
  addressPoints: 30,
  durationSeconds: 15 * 60,
});

const LINK_PATHS: Record<PasswordPurpose, string> = {
  password: '/reset-password',
  extra_auth: '/reset-extra-auth',
};

/**
 * Where the organisation's people open the app: PUBLIC_URL when it is one of the organisation's hosts, else the
 * organisation's own host with PUBLIC_URL's scheme and port, so a link never sends someone to another tenant.
 */
function organizationUrl(publicUrl: string, hosts: string[]): string {
  const url = new URL(publicUrl);
  if (hosts.length && !hosts.includes(url.hostname)) url.hostname = hosts[0] as string;
  return url.toString().replace(/\/$/, '');
}

/**
 * Issues a single-use link for `user` of the scope's organisation, and the message that mails it, named after
 * the organisation; the caller queues it in the change (`scope.mail`), to be sent once that commits. Earlier
 * unused links of the same purpose stop working.
 */
export async function issuePasswordLink(
  scope: Scope,
  user: UserRow,
  options: { purpose: PasswordPurpose; isInitial: boolean },
) {
  const { tx } = scope;
  const organizationName = scope.org.name;
  const token = newToken();
  await markPasswordTokensUsed(tx, user.organizationId, user.id, options.purpose);
  await insertPasswordToken(tx, {
    organizationId: user.organizationId,
    userId: user.id,
    tokenHash: hashToken(token),
    purpose: options.purpose,
    isInitial: options.isInitial,
    expiresAt: new Date(Date.now() + scope.config.RESET_TOKEN_TTL_MINUTES * 60_000),
  });
  const query = new URLSearchParams({ email: user.email, token });
  if (options.isInitial) query.set('is_initial', 'true');
  const base = organizationUrl(scope.config.PUBLIC_URL, await findOrganizationHosts(tx, user.organizationId));
  const link = `${base}${LINK_PATHS[options.purpose]}?${query}`;
  const minutes = scope.config.RESET_TOKEN_TTL_MINUTES;
  const what = options.purpose === 'extra_auth' ? 'additional authentication password' : 'password';
  const subject = options.isInitial
    ? `Set your ${organizationName} password`
    : `Reset your ${organizationName} ${what}`;
  const text = [
    `Hello ${user.firstName || user.email},`,
    '',
    options.isInitial
      ? `An account was created for you at ${organizationName}. Set your password here:`
      : `Someone asked to reset the ${what} of your ${organizationName} account. Choose a new one here:`,
    link,
    '',
    `The link works once and for ${minutes} minutes. If you did not ask for it, ignore this message.`,
  ].join('\n');
  return { link, message: { to: user.email, subject, text } };
}

export async function forgotPassword({
  ctx,
  org,
  email,
  origin,
}: {
  ctx: AppContext;
  org: ScopedOrganization;
  email: string;
  origin: RequestOrigin;
}) {
  const accountKey = email.toLowerCase();
  await forgotLimiter.admit(ctx.database.db, org.id, accountKey, origin.address);
  const isIssued = await withScope(
    ctx,
    org,
    null,
    async (scope) => {
      const user = await findUserByEmail(scope.tx, org.id, email);
      if (!canSignIn(user)) return false;
      const issued = await issuePasswordLink(scope, user, { purpose: 'password', isInitial: false });
      await scope.mail(issued.message);
      await scope.audit({
        action: 'account.password_reset_requested',
        entityType: 'user',
        entityId: user.id,
        after: { address: origin.address },
      });
      return true;
    },
    { requestId: origin.requestId },
  );
  if (!isIssued) throw new AppError('user_not_found');
}

async function findUsableToken(
  tx: Tx,
  organizationId: number,
  input: { email: string; token: string },
  purpose: PasswordPurpose,
) {
  const record = await findPasswordToken(tx, organizationId, hashToken(input.token));
  const user = record ? await findUserByEmail(tx, organizationId, input.email) : null;
  if (
    !record ||
    !user ||
    record.userId !== user.id ||
    record.purpose !== purpose ||
    record.usedAt ||
    !canSignIn(user)
  ) {
    throw new AppError('invalid', { status: 400 });
  }
  if (record.expiresAt.getTime() <= Date.now()) throw new AppError('token_expired');
  return { record, user };
}

const purposeOf = (forExtraAuth: boolean | undefined): PasswordPurpose =>
  forExtraAuth ? 'extra_auth' : 'password';

export function checkResetLink(
  ctx: AppContext,
  organizationId: number,
  input: { email: string; token: string; forExtraAuth?: boolean },
) {
  return withOrg(ctx.database.db, organizationId, async (tx) => {
    const { record, user } = await findUsableToken(tx, organizationId, input, purposeOf(input.forExtraAuth));
    return { email: user.email, is_initial: record.isInitial };
  });
}

export async function resetPassword({
  ctx,
  organizationId,
  input,
  origin,
}: PublicAttempt<ResetPasswordRequest>) {
  const purpose = purposeOf(input.for_extra_auth);
  await checkResetLink(ctx, organizationId, { ...input, forExtraAuth: input.for_extra_auth });
  const passwordHash = await hashPassword(input.password);
  await withOrg(ctx.database.db, organizationId, async (tx) => {
    const { user } = await findUsableToken(tx, organizationId, input, purpose);
    await updateUserPassword(
      tx,
      organizationId,
      user.id,
      purpose === 'password' ? { passwordHash } : { extraAuthPasswordHash: passwordHash },
    );
    await markPasswordTokensUsed(tx, organizationId, user.id, purpose);
    if (purpose === 'password') await revokeUserSessions(tx, organizationId, user.id);
    await recordAudit(tx, {
      organizationId,
      actorUserId: user.id,
      action: purpose === 'password' ? 'account.password_reset' : 'account.extra_auth_password_reset',
      entityType: 'user',
      entityId: user.id,
      after: { address: origin.address },
      requestId: origin.requestId,
    });
  });
}
