import type { ChangePasswordRequest } from '@atrium/contracts';
import { hashPassword, verifyPassword } from '../../platform/auth/passwords';
import { withOrg } from '../../platform/db/tenant';
import { AppError } from '../../platform/http/app-error';
import type { Scope } from '../../platform/scope';
import { findUserById, revokeUserSessions, updateUserPassword } from './accounts.queries';
import { AttemptLimiter } from './login-limiter';
import { attemptScope, type OwnAttempt } from './session.service';

const changeLimiter = new AttemptLimiter('password-change', {
  accountPoints: 5,
  addressPoints: 30,
  durationSeconds: 60,
});

/** Changes the signed-in user's password after checking the old one; their other sessions end. */
export async function changePassword(attempt: OwnAttempt, input: ChangePasswordRequest) {
  const { actor, origin } = attempt;
  const db = attempt.ctx.database.db;
  const organizationId = actor.organization_id;
  const accountKey = String(actor.user_id);
  await changeLimiter.admit(db, organizationId, accountKey, origin.address);
  const user = await withOrg(db, organizationId, (tx) => findUserById(tx, organizationId, actor.user_id));
  if (!user || !(await verifyPassword(user.passwordHash, input.old_password))) {
    throw new AppError('incorrect_password');
  }
  await changeLimiter.recordSuccess(db, organizationId, accountKey, origin.address);
  await attemptScope(attempt, (scope) => writeNewPassword(scope, attempt, input));
}

async function writeNewPassword(scope: Scope, { actor, origin }: OwnAttempt, input: ChangePasswordRequest) {
  await updateUserPassword(scope.tx, scope.org.id, actor.user_id, {
    passwordHash: await hashPassword(input.new_password),
  });
  await revokeUserSessions(scope.tx, scope.org.id, actor.user_id, actor.session_id);
  await scope.audit({
    action: 'account.password_change',
    entityType: 'user',
    entityId: actor.user_id,
    after: { address: origin.address },
  });
}
