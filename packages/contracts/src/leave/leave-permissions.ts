import type { Actor } from '../roles/actor';
import { hasRole, isCeo, isDeliveryLead, isProjectOwner, isSubDepartmentHead } from '../roles/checks';
import { ROLES } from '../roles/role-ids';

/** Leave years, types, policies, adjustments, every request and the second approval: lms admins and the CEO. */
export function isLeaveAdmin(actor: Actor): boolean {
  return hasRole(actor, ROLES.LMS_ADMIN);
}

/** Team leaves (spec 7): CEO, delivery leads, project owners, sub-department heads, and reporting managers. */
export function canSeeTeamLeaves(actor: Actor, isReportingManager: boolean): boolean {
  return (
    isCeo(actor) ||
    isDeliveryLead(actor) ||
    isProjectOwner(actor) ||
    isSubDepartmentHead(actor) ||
    isReportingManager
  );
}
