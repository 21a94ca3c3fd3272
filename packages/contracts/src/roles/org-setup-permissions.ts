import type { Actor } from './actor';
import { hasAnyRole } from './checks';
import { ROLES } from './role-ids';

/** Changes the organisation's structure and catalogues: organisation admins and setup managers (and the CEO). */
export function canManageOrgSetup(actor: Actor): boolean {
  return hasAnyRole(actor, [ROLES.ORG_ADMIN, ROLES.SETUP_MANAGER]);
}

/** Holiday calendars, by hand or by upload: organisation admins, setup managers, leave administrators (and the CEO). */
export const HOLIDAY_MANAGER_ROLES = [ROLES.ORG_ADMIN, ROLES.SETUP_MANAGER, ROLES.LMS_ADMIN] as const;

export function canManageHolidays(actor: Actor): boolean {
  return hasAnyRole(actor, HOLIDAY_MANAGER_ROLES);
}

/** A department's people: its head, setup managers and the CEO. */
export function canReadDepartment(actor: Actor, departmentId: number): boolean {
  return canManageOrgSetup(actor) || actor.departments.includes(departmentId);
}

/** A sub-department's people: its head, the head of its department, setup managers and the CEO. */
export function canReadSubDepartment(
  actor: Actor,
  subDepartment: { id: number; department_id: number },
): boolean {
  return (
    canReadDepartment(actor, subDepartment.department_id) ||
    actor.sub_department_ids.includes(subDepartment.id)
  );
}
