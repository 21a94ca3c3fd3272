import { ROLES, type RoleId } from './role-ids';

export interface Actor {
  roles: RoleId[];
  departments: number[];
  sub_department_ids: number[];
  is_timesheet_approver: boolean;
  employee_id?: number | null;
  /** The contractor record of a contractor's user. */
  contractor_id?: number | null;
  user_id: number;
}

/** The people of a project, all as user ids (compared with `Actor.user_id`, never with employee ids). */
export interface PermissionProject {
  delivery_lead_id: number | null;
  project_owner_id: number | null;
  assigned_sales_executive_id: number | null;
  sales_executive_id: number | null;
}

export function withDerivedRoles(actor: Actor): RoleId[] {
  const roles = new Set(actor.roles);
  if (actor.departments.length > 0) roles.add(ROLES.DEPARTMENT_HEAD);
  if (actor.sub_department_ids.length > 0) roles.add(ROLES.SUB_DEPARTMENT_HEAD);
  if (actor.is_timesheet_approver) roles.add(ROLES.TIMESHEET_APPROVER);
  return [...roles];
}
