import type { Actor, CurrentUser } from '@atrium/contracts';

/** The signed-in user as the contracts' visibility rules read it (the server applies the same rules). */
export function actorOf(user: CurrentUser): Actor & { is_reporting_manager: boolean } {
  return {
    user_id: user.id,
    employee_id: user.employee_info?.id ?? null,
    contractor_id: user.contractor_info?.id ?? null,
    roles: user.roles,
    departments: user.departments,
    sub_department_ids: user.sub_department_ids,
    is_timesheet_approver: user.is_timesheet_approver,
    is_reporting_manager: user.is_reporting_manager,
  };
}
