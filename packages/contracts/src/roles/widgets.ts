import type { Actor } from './actor';
import { hasAnyRole, isCeo } from './checks';
import { ROLES, type RoleId } from './role-ids';

export const WIDGETS = {
  OPEN_POSITIONS: 'open_positions',
  JOINERS_EXITS: 'joiners_exits',
  NET_MARGIN: 'net_margin',
  REVENUE_LEAKAGE: 'revenue_leakage',
  REVENUE_LOSS: 'revenue_loss',
  RESOURCE_ALLOCATION: 'resource_allocation',
  TARGET_ACHIEVEMENTS: 'target_achievements',
  CLIENT_ACHIEVEMENTS: 'client_achievements',
  PEOPLE_IN_NOTICE: 'people_in_notice',
  TEAM_LEAVES: 'team_leaves',
  NOTIFIED_OPPORTUNITIES: 'notified_opportunities',
  ATTRITION_RATE: 'attrition_rate',
  EMPLOYEES_PYRAMID: 'employees_pyramid',
  ACTIVE_EMPLOYEES: 'active_employees',
  EMPLOYEES_ON_NOTICE: 'employees_on_notice',
  INVOICES: 'invoices',
  COLLECTIONS: 'collections',
  ONBOARDING: 'onboarding',
  EXIT_CLEARANCE: 'exit_clearance',
  CANDIDATES_JOINING: 'candidates_joining',
  UPCOMING_INTERVIEWS: 'upcoming_interviews',
  MISSING_SALARIES: 'missing_salaries',
  PENDING_TIMESHEETS: 'pending_timesheets',
  DEPARTMENT_HEAD_COUNT: 'department_head_count',
  SUB_DEPARTMENT_HEAD_COUNT: 'sub_department_head_count',
} as const;

export type WidgetId = (typeof WIDGETS)[keyof typeof WIDGETS];

const { CEO, DELIVERY_LEAD, PROJECT_OWNER, SUB_DEPARTMENT_HEAD, FINANCE_EXECUTIVE, EMPLOYEE_MANAGER } = ROLES;
const { RMG_MANAGER, TAS_RECRUITMENT_MANAGER, TAS_RECRUITER, TAS_ANALYST } = ROLES;
const PROJECT_FINANCE_ROLES = [CEO, PROJECT_OWNER, DELIVERY_LEAD, SUB_DEPARTMENT_HEAD];
const BILLING_ROLES = [CEO, FINANCE_EXECUTIVE, DELIVERY_LEAD, SUB_DEPARTMENT_HEAD];

/**
 * Who sees each dashboard widget (CEO passes every check). The spec names no roles for onboarding and the
 * disabled widgets, so only CEO would see them.
 */
export const WIDGET_ROLES: Readonly<Record<WidgetId, readonly RoleId[]>> = {
  open_positions: [CEO, TAS_RECRUITMENT_MANAGER, TAS_RECRUITER, TAS_ANALYST],
  joiners_exits: [CEO],
  net_margin: PROJECT_FINANCE_ROLES,
  revenue_leakage: PROJECT_FINANCE_ROLES,
  revenue_loss: PROJECT_FINANCE_ROLES,
  resource_allocation: [CEO, RMG_MANAGER],
  target_achievements: [CEO, FINANCE_EXECUTIVE, ROLES.PROJECT_SALES_HEAD, ROLES.PROJECT_SALES_EXECUTIVE],
  client_achievements: [CEO, FINANCE_EXECUTIVE],
  people_in_notice: [CEO],
  team_leaves: [CEO, DELIVERY_LEAD, PROJECT_OWNER, SUB_DEPARTMENT_HEAD],
  notified_opportunities: [CEO, DELIVERY_LEAD, ROLES.PROJECT_SALES_HEAD, ROLES.PROJECT_SALES_EXECUTIVE],
  attrition_rate: [
    CEO,
    DELIVERY_LEAD,
    PROJECT_OWNER,
    RMG_MANAGER,
    TAS_RECRUITMENT_MANAGER,
    TAS_RECRUITER,
    SUB_DEPARTMENT_HEAD,
  ],
  employees_pyramid: [CEO, EMPLOYEE_MANAGER],
  active_employees: [CEO, EMPLOYEE_MANAGER],
  employees_on_notice: [CEO, EMPLOYEE_MANAGER, TAS_RECRUITMENT_MANAGER],
  invoices: BILLING_ROLES,
  collections: BILLING_ROLES,
  onboarding: [CEO],
  exit_clearance: [CEO, ROLES.EMPLOYEE_EXIT_MANAGER, FINANCE_EXECUTIVE],
  candidates_joining: [CEO, ROLES.TAS_ONBOARDING_MANAGER, TAS_RECRUITMENT_MANAGER, TAS_ANALYST],
  upcoming_interviews: [CEO],
  missing_salaries: [CEO],
  pending_timesheets: [CEO, PROJECT_OWNER, DELIVERY_LEAD, ROLES.TIMESHEET_APPROVER, SUB_DEPARTMENT_HEAD],
  department_head_count: [ROLES.DEPARTMENT_HEAD],
  sub_department_head_count: [SUB_DEPARTMENT_HEAD],
};

export const DISABLED_WIDGETS: readonly WidgetId[] = [
  WIDGETS.JOINERS_EXITS,
  WIDGETS.PEOPLE_IN_NOTICE,
  WIDGETS.MISSING_SALARIES,
  WIDGETS.UPCOMING_INTERVIEWS,
];

const HEAD_COUNT_WIDGETS: readonly WidgetId[] = [
  WIDGETS.DEPARTMENT_HEAD_COUNT,
  WIDGETS.SUB_DEPARTMENT_HEAD_COUNT,
];

export function canSeeWidget(actor: Actor, widget: WidgetId): boolean {
  if (DISABLED_WIDGETS.includes(widget)) return false;
  if (isCeo(actor) && HEAD_COUNT_WIDGETS.includes(widget)) return false;
  return hasAnyRole(actor, WIDGET_ROLES[widget]);
}

export function availableWidgets(actor: Actor): WidgetId[] {
  return Object.values(WIDGETS).filter((widget) => canSeeWidget(actor, widget));
}

export function canOpenPyramidWorkspace(actor: Actor): boolean {
  return isCeo(actor);
}
