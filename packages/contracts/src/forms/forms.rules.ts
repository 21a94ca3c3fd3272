import type { Actor } from '../roles/actor';
import { hasAnyRole } from '../roles/checks';
import { ROLES } from '../roles/role-ids';

/** Builds, publishes and retires forms in the Form Builder: organisation admins, setup managers and the CEO. */
export const canBuildForms = (actor: Actor) => hasAnyRole(actor, [ROLES.ORG_ADMIN, ROLES.SETUP_MANAGER]);
