import {
  type AccessTokenCreate,
  type AccessTokenKind,
  type Actor,
  canManageOrganizationTokens,
  hasRole,
  type RoleId,
  tokenExpiryBounds,
} from '@atrium/contracts';

/** A token as the rules read it. */
export interface TokenFacts {
  kind: AccessTokenKind;
  ownerUserId: number | null;
}

/** Whose tokens the caller's list shows: every token of the organisation for an admin (null), else their own. */
export const listedOwnerOf = (actor: Actor): number | null =>
  canManageOrganizationTokens(actor) ? null : actor.user_id;

/** Whether the caller may revoke the token: an admin every one, anyone else only a personal token of their own. */
export const mayRevokeToken = (actor: Actor, token: TokenFacts): boolean =>
  canManageOrganizationTokens(actor) || (token.kind === 'personal' && token.ownerUserId === actor.user_id);

/**
 * Why the caller may not make this token, or null when they may: an organisation token is an admin's, with at
 * least one role and only roles its maker holds; a personal token has its owner's roles and none of its own; the
 * expiry lies from tomorrow to one year from `today`.
 */
export function refusalOfNewToken(
  actor: Actor,
  input: Pick<Required<AccessTokenCreate>, 'kind' | 'roles' | 'expires_on'>,
  today: string,
): string | null {
  if (input.kind === 'organization') {
    if (!canManageOrganizationTokens(actor)) return 'access_token_kind_refused';
    if (input.roles.length === 0) return 'access_token_roles_needed';
    if (!input.roles.every((role) => hasRole(actor, role as RoleId))) return 'access_token_role_not_held';
  } else if (input.roles.length > 0) return 'invalid';
  const { min, max } = tokenExpiryBounds(today);
  if (input.expires_on < min || input.expires_on > max) return 'access_token_expiry_invalid';
  return null;
}
