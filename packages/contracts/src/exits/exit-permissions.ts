import type { Actor } from '../roles/actor';
import { hasRole, isFinanceExecutive } from '../roles/checks';
import { ROLES } from '../roles/role-ids';
import type { ClearanceArea } from './exit.schemas';

/** Start, withdraw and complete exits, sign IT and admin clearance, mark exit clearance: exit managers and the CEO. */
export function isExitManager(actor: Actor): boolean {
  return hasRole(actor, ROLES.EMPLOYEE_EXIT_MANAGER);
}

/** The finance clearance and full-and-final: finance executives, exit managers and the CEO. */
export function canSettleExitFinance(actor: Actor): boolean {
  return isExitManager(actor) || isFinanceExecutive(actor);
}

/** The clearance list and any exit: exit managers, finance executives and the CEO. */
export function canReadExits(actor: Actor): boolean {
  return canSettleExitFinance(actor);
}

/** The employee's reporting manager reads their exit too, to sign the manager clearance. */
export function canReadExit(actor: Actor, reportingManagerUserId: number | null): boolean {
  return canReadExits(actor) || (reportingManagerUserId !== null && actor.user_id === reportingManagerUserId);
}

export function canSignClearance(
  actor: Actor,
  area: ClearanceArea,
  reportingManagerUserId: number | null,
): boolean {
  switch (area) {
    case 'finance':
      return canSettleExitFinance(actor);
    case 'manager':
      return (
        isExitManager(actor) || (reportingManagerUserId !== null && actor.user_id === reportingManagerUserId)
      );
    default:
      return isExitManager(actor);
  }
}
