import type { Actor } from '../roles/actor';
import { hasAnyRole } from '../roles/checks';
import { ROLES } from '../roles/role-ids';

/** Who may use the Access Tokens tool: every signed-in user, for their own personal tokens. */
export const canUseAccessTokens = (_actor: Actor) => true;

/**
 * Who makes and manages organisation tokens, and sees and revokes every token of the organisation: the org
 * admin, the setup manager and the CEO (who passes every role check).
 */
export const canManageOrganizationTokens = (actor: Actor) =>
  hasAnyRole(actor, [ROLES.ORG_ADMIN, ROLES.SETUP_MANAGER]);
