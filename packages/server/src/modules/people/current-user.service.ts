import { type CurrentUser, ROLE_LABELS, ROLES, type RoleId, withDerivedRoles } from '@atrium/contracts';
import type { RequestActor } from '../../platform/auth/actor';
import type { Tx } from '../../platform/db/client';
import { AppError } from '../../platform/http/app-error';
import { findProfile } from './people.queries';

/** The signed-in user as the web app keeps it: profile, flags, and roles with the derived ones added. */
export async function getCurrentUser(tx: Tx, actor: RequestActor): Promise<CurrentUser> {
  const organizationId = actor.organization_id;
  const profile = await findProfile(tx, organizationId, actor.user_id);
  if (!profile) throw new AppError('user_data_missing');
  const { user, employee, designation, department, contractor } = profile;
  const roles = withDerivedRoles(actor);
  const has = (role: RoleId) => roles.includes(role);
  return {
    id: user.id,
    organization_id: organizationId,
    email: user.email,
    username: user.email,
    first_name: user.firstName,
    middle_name: user.middleName,
    last_name: user.lastName,
    gender: user.gender,
    dob: user.dob,
    blood_group: user.bloodGroup,
    marital_status: user.maritalStatus,
    nationality: user.nationality,
    mobile: user.mobile,
    landline: user.landline,
    photo: user.photo,
    user_type: user.userType as CurrentUser['user_type'],
    tour_seen: user.tourSeenAt !== null,
    is_active: user.isActive,
    is_candidate: user.userType === 'candidate',
    is_employee: employee !== null,
    is_contractor: contractor !== null,
    is_org_admin: has(ROLES.ORG_ADMIN),
    is_superuser: user.isSuperuser,
    is_approver: actor.is_reporting_manager || user.isTimesheetApprover,
    is_department_head: actor.departments.length > 0,
    is_reporting_manager: actor.is_reporting_manager,
    is_timesheet_approver: user.isTimesheetApprover,
    departments: actor.departments,
    sub_department_ids: actor.sub_department_ids,
    primary_role: user.primaryRole,
    roles,
    role_objects: roles.map((role) => ({ id: role, name: ROLE_LABELS[role] })),
    employee_info: employee && {
      id: employee.id,
      code: employee.code,
      employment_type: employee.employmentType,
      status: employee.status,
      total_experience: employee.totalExperience,
      designation,
      department,
    },
    contractor_info: contractor,
  };
}
