import type { ChangePasswordRequest } from '@atrium/contracts';
import { recordAudit } from '../../platform/audit/record-audit';
import type { RequestActor } from '../../platform/auth/actor';
import { hashPassword, verifyPassword } from '../../platform/auth/passwords';
import type { Db, Tx } from '../../platform/db/client';
import { withOrg } from '../../platform/db/tenant';
import { AppError } from '../../platform/http/app-error';
import { findUserById, revokeUserSessions, updateUserPassword } from './accounts.queries';
import { AttemptLimiter } from './login-limiter';
import type { RequestOrigin } from './session.service';

const changeLimiter = new AttemptLimiter('password-change', {
  accountPoints: 5,
  addressPoints: 30,
  durationSeconds: 60,
});

/** Changes the signed-in user's password after checking the old one; their other sessions end. */
export async function changePassword(
  db: Db,
  actor: RequestActor,
  input: ChangePasswordRequest,
  origin: RequestOrigin,
) {
  const organizationId = actor.organization_id;
  const accountKey = String(actor.user_id);
  await changeLimiter.assertAllowed(db, organizationId, accountKey, origin.address);
  const user = await withOrg(db, organizationId, (tx) => findUserById(tx, organizationId, actor.user_id));
  if (!user || !(await verifyPassword(user.passwordHash, input.old_password))) {
    // Counted in a transaction of its own: the refusal below undoes nothing else.
    await changeLimiter.recordFailure(db, organizationId, accountKey, origin.address);
    throw new AppError('incorrect_password');
  }
  await changeLimiter.recordSuccess(db, organizationId, accountKey, origin.address);
  await withOrg(db, organizationId, (tx) => writeNewPassword(tx, actor, input, origin));
}

async function writeNewPassword(
  tx: Tx,
  actor: RequestActor,
  input: ChangePasswordRequest,
  origin: RequestOrigin,
) {
  await updateUserPassword(tx, actor.organization_id, actor.user_id, {
    passwordHash: await hashPassword(input.new_password),
  });
  await revokeUserSessions(tx, actor.organization_id, actor.user_id, actor.session_id);
  await recordAudit(tx, {
    organizationId: actor.organization_id,
    actorUserId: actor.user_id,
    action: 'account.password_change',
    entityType: 'user',
    entityId: actor.user_id,
    after: { address: origin.address },
    requestId: origin.requestId,
  });
}
