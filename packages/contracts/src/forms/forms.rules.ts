import type { Actor } from '../roles/actor';
import { hasRole } from '../roles/checks';
import { ROLES } from '../roles/role-ids';

/** Who may use forms (the CEO passes every role check): the server's routes and the web app's tool alike. */
export const canUseForms = (actor: Actor) => hasRole(actor, ROLES.EMPLOYEE);
