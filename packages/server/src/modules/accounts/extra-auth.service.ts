import type { ExtraAuthStatus } from '@atrium/contracts';
import type { RequestActor } from '../../platform/auth/actor';
import { verifyPassword } from '../../platform/auth/passwords';
import { withOrg } from '../../platform/db/tenant';
import { AppError } from '../../platform/http/app-error';
import { type Scope, scopeActor } from '../../platform/scope';
import { findUserById, setSessionExtraAuth } from './accounts.queries';
import { AttemptLimiter } from './login-limiter';
import { issuePasswordLink } from './password.service';
import { attemptScope, type OwnAttempt } from './session.service';

/** How long one additional sign-in keeps salary data unlocked for its session. */
export const EXTRA_AUTH_MINUTES = 15;

const extraAuthLimiter = new AttemptLimiter('extra-auth', {
  accountPoints: 5,
  addressPoints: 30,
  durationSeconds: 5 * 60,
});

export function extraAuthStatus(actor: RequestActor, now = new Date()): ExtraAuthStatus {
  const until = actor.extra_auth_until;
  const isUnlocked = until !== null && until.getTime() > now.getTime();
  return { is_unlocked: isUnlocked, expires_at: isUnlocked ? until.toISOString() : null };
}

/** Whether salary data may leave the server unmasked for this request. */
export function isExtraAuthFresh(actor: RequestActor): boolean {
  return extraAuthStatus(actor).is_unlocked;
}

/** The additional sign-in: the salary key password, checked again, unlocks salary data for this session only. */
export async function unlockWithExtraAuth(attempt: OwnAttempt, password: string): Promise<ExtraAuthStatus> {
  const { actor, origin } = attempt;
  const db = attempt.ctx.database.db;
  const organizationId = actor.organization_id;
  const accountKey = String(actor.user_id);
  await extraAuthLimiter.admit(db, organizationId, accountKey, origin.address);
  const user = await withOrg(db, organizationId, (tx) => findUserById(tx, organizationId, actor.user_id));
  if (!(await verifyPassword(user?.extraAuthPasswordHash, password))) {
    origin.log?.warn({ userId: actor.user_id }, 'additional authentication failed');
    throw new AppError('extra_auth_invalid_credentials');
  }
  await extraAuthLimiter.recordSuccess(db, organizationId, accountKey, origin.address);
  return attemptScope(attempt, (scope) => openExtraAuth(scope, attempt));
}

async function openExtraAuth(scope: Scope, { actor, origin }: OwnAttempt): Promise<ExtraAuthStatus> {
  const until = new Date(scope.clock.now().getTime() + EXTRA_AUTH_MINUTES * 60_000);
  await setSessionExtraAuth(scope.tx, scope.org.id, actor.session_id, until);
  await scope.audit({
    action: 'account.extra_auth',
    entityType: 'session',
    entityId: actor.session_id,
    after: { until: until.toISOString(), address: origin.address },
  });
  return { is_unlocked: true, expires_at: until.toISOString() };
}

export async function lockExtraAuth(scope: Scope): Promise<ExtraAuthStatus> {
  await setSessionExtraAuth(scope.tx, scope.org.id, scopeActor(scope).session_id, null);
  return { is_unlocked: false, expires_at: null };
}

/** Emails the signed-in user a link to set (or reset) their additional authentication password. */
export async function sendExtraAuthLink(scope: Scope) {
  const user = await findUserById(scope.tx, scope.org.id, scopeActor(scope).user_id);
  if (!user) throw new AppError('user_data_missing');
  const issued = await issuePasswordLink(scope, user, { purpose: 'extra_auth', isInitial: false });
  await scope.mail(issued.message);
}
