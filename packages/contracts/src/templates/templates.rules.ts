import type { Actor } from '../roles/actor';
import { canManageOrgSetup } from '../roles/org-setup-permissions';

/** Who keeps the organisation's letter and email templates: organisation admins, setup managers and the CEO. */
export const canManageTemplates = (actor: Actor) => canManageOrgSetup(actor);
