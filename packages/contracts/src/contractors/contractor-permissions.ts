import type { Actor } from '../roles/actor';
import { hasRole } from '../roles/checks';
import { ROLES } from '../roles/role-ids';

/** Vendors, contractors and contracts are the contractor manager's (and the CEO's). */
export function isContractorManager(actor: Actor): boolean {
  return hasRole(actor, ROLES.CONTRACTOR_MANAGER);
}

/** A contractor reads their own record; contractor managers and the CEO read every one. */
export function canReadContractor(actor: Actor, contractorUserId: number): boolean {
  return isContractorManager(actor) || actor.user_id === contractorUserId;
}
