import type { Actor, RoleId } from '@atrium/contracts';

/** A caller for a policy's table test: the roles given, user 1 and employee 10, heading no unit, unless told. */
export const actorWith = (roles: RoleId[], facts: Partial<Actor> = {}): Actor => ({
  roles,
  departments: [],
  sub_department_ids: [],
  is_timesheet_approver: false,
  user_id: 1,
  employee_id: 10,
  ...facts,
});
