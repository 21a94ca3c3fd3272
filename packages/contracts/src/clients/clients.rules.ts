import type { Actor } from '../roles/actor';
import { hasAnyRole } from '../roles/checks';
import { ROLES } from '../roles/role-ids';

/** Who keeps clients and their contacts: sales (the CEO passes every role check). */
export const canManageClients = (actor: Actor) =>
  hasAnyRole(actor, [ROLES.PROJECT_SALES_HEAD, ROLES.PROJECT_SALES_EXECUTIVE]);

/** Who reads them: sales, and those who deliver and bill their projects. */
export const canReadClients = (actor: Actor) =>
  canManageClients(actor) ||
  hasAnyRole(actor, [ROLES.DELIVERY_LEAD, ROLES.PROJECT_OWNER, ROLES.FINANCE_EXECUTIVE]);
