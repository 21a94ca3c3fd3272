import type { Actor } from '../roles/actor';
import { hasRole, isCeo } from '../roles/checks';
import { ROLES } from '../roles/role-ids';

/** Creates and changes employee records, sees identity numbers in full, activates and deactivates users. */
export function isEmployeeManager(actor: Actor): boolean {
  return isCeo(actor) || hasRole(actor, ROLES.EMPLOYEE_MANAGER);
}

/** The full record is for employee managers, the CEO and the employee themselves; colleagues see the card. */
export function canReadEmployeeRecord(actor: Actor, employeeId: number): boolean {
  return isEmployeeManager(actor) || actor.employee_id === employeeId;
}
