import { type Actor, type PermissionProject, withDerivedRoles } from './actor';
import { ROLES, type RoleId } from './role-ids';

export function isCeo(actor: Actor): boolean {
  return actor.roles.includes(ROLES.CEO);
}

export function hasRole(actor: Actor, role: RoleId): boolean {
  return isCeo(actor) || withDerivedRoles(actor).includes(role);
}

export function hasAnyRole(actor: Actor, roles: readonly RoleId[]): boolean {
  return roles.some((role) => hasRole(actor, role));
}

export function isDepartmentHead(actor: Actor): boolean {
  return hasRole(actor, ROLES.DEPARTMENT_HEAD);
}

export function isSubDepartmentHead(actor: Actor): boolean {
  return hasRole(actor, ROLES.SUB_DEPARTMENT_HEAD);
}

export function isDeliveryLead(actor: Actor, project?: PermissionProject): boolean {
  if (isCeo(actor)) return true;
  return hasRole(actor, ROLES.DELIVERY_LEAD) && (!project || project.delivery_lead_id === actor.user_id);
}

export function isProjectOwner(actor: Actor, project?: PermissionProject): boolean {
  if (isDeliveryLead(actor, project)) return true;
  return hasRole(actor, ROLES.PROJECT_OWNER) && (!project || project.project_owner_id === actor.user_id);
}

export function isSalesHead(actor: Actor): boolean {
  return hasRole(actor, ROLES.PROJECT_SALES_HEAD);
}

export function isSalesExecutive(actor: Actor, project?: PermissionProject): boolean {
  if (isSalesHead(actor)) return true;
  if (!hasRole(actor, ROLES.PROJECT_SALES_EXECUTIVE)) return false;
  if (!project) return true;
  return [project.assigned_sales_executive_id, project.sales_executive_id].includes(actor.user_id);
}

export function isFinanceExecutive(actor: Actor): boolean {
  return hasRole(actor, ROLES.FINANCE_EXECUTIVE);
}

export function isRmgManager(actor: Actor): boolean {
  return hasRole(actor, ROLES.RMG_MANAGER);
}

export function canSeeSalary(actor: Actor): boolean {
  return hasRole(actor, ROLES.SALARY_MANAGER);
}
