import type { Actor } from './actor';
import {
  canSeeSalary,
  hasRole,
  isDeliveryLead,
  isFinanceExecutive,
  isProjectOwner,
  isSubDepartmentHead,
} from './checks';
import { ROLES } from './role-ids';

export const SALARY_MASK_WORKSPACES = ['salary-management', 'project-overview'] as const;

export function canSeeSalaryMaskToggle(actor: Actor, workspaceName: string): boolean {
  if (!SALARY_MASK_WORKSPACES.some((name) => name === workspaceName)) return false;
  return (
    canSeeSalary(actor) ||
    isDeliveryLead(actor) ||
    isProjectOwner(actor) ||
    isFinanceExecutive(actor) ||
    isSubDepartmentHead(actor)
  );
}

export function canSeeHierarchyButton(actor: Actor & { is_reporting_manager: boolean }): boolean {
  return hasRole(actor, ROLES.EMPLOYEE_MANAGER) || actor.is_reporting_manager;
}

export interface ProfileOwner {
  user_type?: string | null;
  is_employee?: boolean;
  is_contractor?: boolean;
}

export const PROFILE_USER_TYPES = ['employee', 'contractor'] as const;

export function canSeeMyProfile(user: ProfileOwner): boolean {
  const isProfileUserType = PROFILE_USER_TYPES.some((type) => type === user.user_type);
  return isProfileUserType || user.is_employee === true || user.is_contractor === true;
}
