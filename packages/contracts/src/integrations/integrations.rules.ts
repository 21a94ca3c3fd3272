import type { Actor } from '../roles/actor';
import { canManageOrgSetup } from '../roles/org-setup-permissions';

/** Who connects the organisation to other systems: organisation admins, setup managers and the CEO. */
export const canManageIntegrations = (actor: Actor) => canManageOrgSetup(actor);
