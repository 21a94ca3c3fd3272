/**
 * Roles and permissions (spec section 6): role ids, the actor the rules read, the check rules, the
 * per-variant project permissions, dashboard widget visibility and the header's other visibility rules.
 */
export { type Actor, type PermissionProject, withDerivedRoles } from './actor';
export {
  canSeeSalary,
  hasAnyRole,
  hasRole,
  isCeo,
  isDeliveryLead,
  isDepartmentHead,
  isFinanceExecutive,
  isProjectOwner,
  isRmgManager,
  isSalesExecutive,
  isSalesHead,
  isSubDepartmentHead,
} from './checks';
export {
  DEFAULT_DEPARTMENT_DISPLAY_NAME,
  DEFAULT_SUB_DEPARTMENT_DISPLAY_NAME,
  type DisplayNameSetting,
  type HeadCountTitles,
  headCountTitles,
} from './head-count-titles';
export {
  canManageHolidays,
  canManageOrgSetup,
  canReadDepartment,
  canReadSubDepartment,
  HOLIDAY_MANAGER_ROLES,
} from './org-setup-permissions';
export {
  canDoProjectAction,
  PROJECT_ACTIONS,
  PROJECT_PERMISSION_VARIANTS,
  PROJECT_PERMISSIONS,
  type ProjectAction,
  type ProjectCheck,
  type ProjectPermissionVariant,
  ProjectPermissionVariantSchema,
  whoMayDoProjectAction,
} from './project-permissions';
export { ASSIGNABLE_ROLES, DERIVED_ROLES, ROLE_IDS, ROLES, type RoleId, RoleIdSchema } from './role-ids';
export * from './role-labels';
export {
  canSeeHierarchyButton,
  canSeeMyProfile,
  canSeeSalaryMaskToggle,
  PROFILE_USER_TYPES,
  type ProfileOwner,
  SALARY_MASK_WORKSPACES,
} from './visibility';
export {
  WIDGETS_FULL_LAYOUT_LIMIT,
  WIDGETS_LAYOUT_ID,
  type WidgetLayout,
  widgetLayout,
} from './widget-layout';
export {
  availableWidgets,
  canOpenPyramidWorkspace,
  canSeeWidget,
  DISABLED_WIDGETS,
  WIDGET_ROLES,
  WIDGETS,
  type WidgetId,
} from './widgets';
