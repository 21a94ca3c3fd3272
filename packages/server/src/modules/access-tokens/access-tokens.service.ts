import { randomUUID } from 'node:crypto';
import {
  ACCESS_TOKEN_PREFIX,
  type AccessTokenCreated,
  type AccessTokenCreateSchema,
  type AccessTokenKind,
  type AccessTokenRecord,
} from '@atrium/contracts';
import type { z } from 'zod';
import { hashToken, newToken } from '../../platform/auth/tokens';
import { AppError, invalid } from '../../platform/http/app-error';
import { type Scope, scopeActor } from '../../platform/scope';
import { createUser, insertAccessToken, markAccessTokenRevoked, setUserActive } from '../accounts';
import { mayRevokeToken, refusalOfNewToken } from './access-tokens.policy';
import { findAccessToken } from './access-tokens.queries';

export type NewAccessToken = z.output<typeof AccessTokenCreateSchema>;

/** What the audit trail keeps of a token: never its hash. */
const audited = (token: AccessTokenRecord) => ({
  name: token.name,
  kind: token.kind,
  hint: token.hint,
  owner_user_id: token.owner?.id ?? null,
  service_user_id: token.service_user?.id ?? null,
  scopes: token.scopes,
  roles: token.roles,
  expires_at: token.expires_at,
  revoked_at: token.revoked_at,
});

/**
 * The user an organisation token acts as, named after it and holding its roles: a service account with no
 * password and no employee record, at an address no mail reaches, which no sign-in accepts.
 */
async function createServiceUser(scope: Scope, input: NewAccessToken) {
  const user = await createUser(scope, {
    email: `api-${randomUUID()}@service.invalid`,
    firstName: `${input.name} (API)`,
    lastName: '',
    userType: 'service',
    roles: input.roles,
  });
  return user.id;
}

/**
 * Stores a new token (a fresh random value: `atr_` and 256 bits) and returns it with its value, which is never
 * kept nor shown again: only its SHA-256 is stored. The token works until the end of `expires_on` (UTC). An
 * organisation token gets its service user in the same transaction.
 */
export async function storeAccessToken(
  scope: Scope,
  input: NewAccessToken & { ownerUserId: number | null; createdByUserId: number | null },
): Promise<AccessTokenCreated> {
  const token = `${ACCESS_TOKEN_PREFIX}${newToken()}`;
  const serviceUserId = input.kind === 'organization' ? await createServiceUser(scope, input) : null;
  const id = await insertAccessToken(scope.tx, {
    organizationId: scope.org.id,
    kind: input.kind,
    name: input.name,
    tokenHash: hashToken(token),
    hint: `${token.slice(0, ACCESS_TOKEN_PREFIX.length + 4)}…`,
    ownerUserId: input.ownerUserId,
    serviceUserId,
    createdByUserId: input.createdByUserId,
    scopes: input.scopes,
    roles: input.roles,
    expiresOn: input.expires_on,
  });
  const record = await findAccessToken(scope.tx, scope.org.id, id);
  if (!record) throw new Error('a token just made was not found');
  await scope.audit({
    action: 'access_token.create',
    entityType: 'access_token',
    entityId: id,
    after: audited(record),
  });
  return { ...record, token };
}

/** Makes a token as the caller: a personal one of their own, or (an admin) an organisation token. */
export async function createAccessToken(scope: Scope, input: NewAccessToken): Promise<AccessTokenCreated> {
  const actor = scopeActor(scope);
  const refusal = refusalOfNewToken(actor, input, scope.clock.today());
  if (refusal === 'invalid') throw invalid({ roles: ['invalid'] });
  if (refusal) throw new AppError(refusal);
  const kind: AccessTokenKind = input.kind;
  return storeAccessToken(scope, {
    ...input,
    ownerUserId: kind === 'personal' ? actor.user_id : null,
    createdByUserId: actor.user_id,
  });
}

/**
 * Revokes a token: the next request made with it is refused, and an organisation token's service user is disabled
 * with it. A token the caller may not see answers as missing,
 * one already revoked 409.
 */
export async function revokeAccessToken(
  scope: Scope,
  id: number,
  visibleTo: number | null,
): Promise<AccessTokenRecord> {
  const actor = scopeActor(scope);
  const token = await findAccessToken(scope.tx, scope.org.id, id);
  if (!token || (visibleTo !== null && token.owner?.id !== visibleTo)) throw new AppError('not_found');
  if (!mayRevokeToken(actor, { kind: token.kind, ownerUserId: token.owner?.id ?? null }))
    throw new AppError('not_found');
  if (token.revoked_at) throw new AppError('access_token_already_revoked');
  await markAccessTokenRevoked(scope.tx, scope.org.id, id, actor.user_id);
  if (token.service_user) await setUserActive(scope, token.service_user.id, false);
  const revoked = await findAccessToken(scope.tx, scope.org.id, id);
  if (!revoked) throw new Error('a token just revoked was not found');
  await scope.audit({
    action: 'access_token.revoke',
    entityType: 'access_token',
    entityId: id,
    before: audited(token),
    after: audited(revoked),
  });
  return revoked;
}
