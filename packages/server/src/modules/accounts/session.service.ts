import type { AccessToken, LoginRequest } from '@atrium/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../platform/app-context';
import { recordAudit } from '../../platform/audit/record-audit';
import type { RequestActor } from '../../platform/auth/actor';
import { verifyPassword } from '../../platform/auth/passwords';
import { hashToken, newToken } from '../../platform/auth/tokens';
import type { Tx } from '../../platform/db/client';
import { withOrg } from '../../platform/db/tenant';
import { AppError } from '../../platform/http/app-error';
import { type Scope, scopeActor, withScope } from '../../platform/scope';
import type { ScopedOrganization } from '../../platform/tenancy/org-scope';
import { canSignIn, findUserByEmail, insertSession, revokeSession, type UserRow } from './accounts.queries';
import { AttemptLimiter } from './login-limiter';

// ≤ 5 failures a minute per account from one address and ≤ 30 per address (ASSURANCE.md 3.6).
const loginLimiter = new AttemptLimiter('login', {
  accountPoints: 5,
  addressPoints: 30,
  durationSeconds: 60,
});

export interface RequestOrigin {
  address: string;
  requestId: string;
  log?: FastifyBaseLogger;
}

/**
 * A signed-in user's own attempt (password change, additional sign-in): a failure is counted in a transaction
 * of its own, so the attempt runs on `db`; its change, once allowed, in a scope of its own.
 */
export interface OwnAttempt {
  ctx: AppContext;
  org: ScopedOrganization;
  actor: RequestActor;
  origin: RequestOrigin;
}

/** The scope an allowed attempt writes its change in. */
export const attemptScope = <T>(attempt: OwnAttempt, work: (scope: Scope) => Promise<T>) =>
  withScope(attempt.ctx, attempt.org, attempt.actor, work, {
    requestId: attempt.origin.requestId,
    log: attempt.origin.log,
  });

/** A session for a user who has just proved who they are (`method`: 'password', 'google'). */
export async function openSession({
  ctx,
  tx,
  user,
  method,
  origin,
}: {
  ctx: AppContext;
  tx: Tx;
  user: UserRow;
  method: string;
  origin: RequestOrigin;
}) {
  const token = newToken();
  const expiresAt = new Date(Date.now() + ctx.config.SESSION_TTL_HOURS * 3_600_000);
  const session = await insertSession(tx, {
    organizationId: user.organizationId,
    userId: user.id,
    tokenHash: hashToken(token),
    expiresAt,
  });
  await recordAudit(tx, {
    organizationId: user.organizationId,
    actorUserId: user.id,
    action: 'account.login',
    entityType: 'session',
    entityId: session.id,
    after: { method, address: origin.address },
    requestId: origin.requestId,
  });
  return { access: token };
}

/** What a caller who is not signed in sends to an organisation, from where. */
export interface PublicAttempt<Input> {
  ctx: AppContext;
  organizationId: number;
  input: Input;
  origin: RequestOrigin;
}

export async function login({
  ctx,
  organizationId,
  input,
  origin,
}: PublicAttempt<LoginRequest>): Promise<AccessToken> {
  const accountKey = input.email.toLowerCase();
  const db = ctx.database.db;
  await loginLimiter.admit(db, organizationId, accountKey, origin.address);
  const user = await withOrg(ctx.database.db, organizationId, (tx) =>
    findUserByEmail(tx, organizationId, input.email),
  );
  const usable = canSignIn(user) ? user : null;
  const isValid = await verifyPassword(usable?.passwordHash, input.password);
  if (!usable || !isValid) {
    if (user) {
      await withOrg(ctx.database.db, organizationId, (tx) =>
        recordAudit(tx, {
          organizationId,
          actorUserId: null,
          action: 'account.login_failed',
          entityType: 'user',
          entityId: user.id,
          after: { address: origin.address },
          requestId: origin.requestId,
        }),
      );
    }
    throw new AppError('authentication_failed');
  }
  await loginLimiter.recordSuccess(db, organizationId, accountKey, origin.address);
  return withOrg(ctx.database.db, organizationId, (tx) =>
    openSession({ ctx, tx, user: usable, method: 'password', origin }),
  );
}

export async function logout(scope: Scope) {
  const actor = scopeActor(scope);
  await revokeSession(scope.tx, scope.org.id, actor.session_id);
  await scope.audit({ action: 'account.logout', entityType: 'session', entityId: actor.session_id });
}
