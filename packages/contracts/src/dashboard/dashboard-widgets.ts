import { z } from 'zod';
import { listQuerySchema, pageSchema } from '../lists';
import { LeakageLossSchema, NetMarginSchema } from '../projects/project-margins.schemas';
import {
  type Actor,
  availableWidgets,
  canOpenPyramidWorkspace,
  canSeeWidget,
  DISABLED_WIDGETS,
  type DisplayNameSetting,
  hasAnyRole,
  headCountTitles,
  WIDGET_ROLES,
} from '../roles';
import { WIDGETS, type WidgetId } from '../roles/widgets';
import { ClientAchievementsSchema, TargetAchievementsSchema } from '../sales/target.schemas';

/** Widgets whose data exists today; other modules add theirs to this list as they land. */
export const DASHBOARD_WIDGETS = [
  WIDGETS.JOINERS_EXITS,
  WIDGETS.PEOPLE_IN_NOTICE,
  WIDGETS.TEAM_LEAVES,
  WIDGETS.ATTRITION_RATE,
  WIDGETS.ACTIVE_EMPLOYEES,
  WIDGETS.EMPLOYEES_ON_NOTICE,
  WIDGETS.EMPLOYEES_PYRAMID,
  WIDGETS.EXIT_CLEARANCE,
  WIDGETS.DEPARTMENT_HEAD_COUNT,
  WIDGETS.SUB_DEPARTMENT_HEAD_COUNT,
  WIDGETS.PENDING_TIMESHEETS,
  WIDGETS.NET_MARGIN,
  WIDGETS.REVENUE_LEAKAGE,
  WIDGETS.REVENUE_LOSS,
  WIDGETS.UPCOMING_INTERVIEWS,
  WIDGETS.RESOURCE_ALLOCATION,
  WIDGETS.CANDIDATES_JOINING,
  WIDGETS.ONBOARDING,
  WIDGETS.TARGET_ACHIEVEMENTS,
  WIDGETS.CLIENT_ACHIEVEMENTS,
  WIDGETS.NOTIFIED_OPPORTUNITIES,
] as const satisfies readonly WidgetId[];
export type DashboardWidgetId = (typeof DASHBOARD_WIDGETS)[number];
export const DashboardWidgetIdSchema = z.enum(DASHBOARD_WIDGETS);

/** A dashboard tile (spec 3 "Widget"): what to show and where a click drills down to. */
export const WidgetSchema = z.object({
  identifier: DashboardWidgetIdSchema,
  title: z.string(),
  tool_key: z.string().nullable(),
  path_key: z.string().nullable(),
  workspace_key: z.string().nullable(),
  data: z.record(z.string(), z.unknown()),
});
export type Widget = z.infer<typeof WidgetSchema>;
export const WidgetListSchema = z.object({ results: z.array(WidgetSchema) });

export const EmployeeCountSchema = z.object({ count: z.number().int() });
export const DepartmentHeadCountSchema = z.object({ department_head_count: z.number().int() });
export const SubDepartmentHeadCountSchema = z.object({ sub_department_head_count: z.number().int() });
export const PyramidSchema = z.object({
  results: z.array(
    z.object({
      id: z.number().int(),
      bracket: z.object({ start_year: z.number(), multiplying_factor: z.number() }),
      employee_count: z.number().int(),
    }),
  ),
});
export type Pyramid = z.infer<typeof PyramidSchema>;

/** Joiners and exits per week (each keyed by the week's Monday), weeks without any included. */
export const JoinersExitsSchema = z.object({
  joiners: z.array(z.object({ joining_date: z.iso.date(), number_of_joinees: z.number().int() })),
  exits: z.array(z.object({ last_working_day: z.iso.date(), employee_exits_count: z.number().int() })),
});
export type JoinersExits = z.infer<typeof JoinersExitsSchema>;
export const JOINERS_EXITS_WEEKS = 4;

export const PeopleInNoticeSchema = z.object({ in_notice_resource_count: z.number().int() });

/**
 * Team leaves: how many people of the caller's team (their reports, direct or indirect, and the members of the
 * sub-departments they head) are on leave today — approved, or approved with a cancellation asked; pending
 * requests do not count.
 */
export const TeamLeavesCountSchema = z.object({ effective_leave_count: z.number().int() });

/**
 * One calendar month (1-12) of attrition: exits completed in the month over the average of the head counts at
 * its first and last day, as a percentage rounded to 2 decimals.
 */
export const AttritionMonthSchema = z.object({
  month: z.number().int().min(1).max(12),
  year: z.number().int(),
  attrition_rate: z.number(),
  exit_count: z.number().int(),
  total_count: z.number(),
});
export type AttritionMonth = z.infer<typeof AttritionMonthSchema>;
export const AttritionRateSchema = z.object({ results: z.array(AttritionMonthSchema) });
/** The longest period the attrition rate is worked out for in one call. */
export const MAX_ATTRITION_MONTHS = 24;
export const AttritionRangeQuerySchema = z.object({
  start_date: z.iso.date().optional(),
  end_date: z.iso.date().optional(),
  /** The day the resource allocation pie counts (the organisation's today unless given). */
  date: z.iso.date().optional(),
  /** The margin, leakage and loss tiles answer their totals per month, the only form a tile asks for. */
  only_total: z.enum(['true', 'false']).optional(),
});
export type AttritionRangeQuery = z.infer<typeof AttritionRangeQuerySchema>;

/** The resource allocation pie: active employees allocated on `date` and those on the bench. */
export const ResourceAllocationSchema = z.object({
  date: z.string(),
  allocated_count: z.number().int(),
  bench_count: z.number().int(),
});
export type ResourceAllocation = z.infer<typeof ResourceAllocationSchema>;

/** Open exits still waiting for clearance, and for the full-and-final settlement. */
export const ExitClearanceSchema = z.object({
  exit_clearance_pending_count: z.number().int(),
  exit_final_pending_count: z.number().int(),
});

/** The last four weeks: people's weeks not yet submitted, and lines waiting for the actor's approval. */
export const PendingTimesheetsSchema = z.object({
  pending_submission_timesheets_count: z.number().int(),
  approval_pending_timesheets_count: z.number().int(),
});

/** Upcoming interviews (a disabled tile; its data answers): the interviews whose slot falls in the window. */
export const UpcomingInterviewsSchema = z.object({ interview_count: z.number().int() });

/** Candidates joining: those who accepted an offer and are expected to join from today on. */
export const CandidatesJoiningSchema = z.object({ candidates_joining_count: z.number().int() });

/** Notified opportunities: the open ones that have reached a stage of the sales process that tells the sales head. */
export const NotifiedOpportunitiesSchema = z.object({ notified_opportunities_count: z.number().int() });

/**
 * Onboarding (an array whose first item is read): candidates being onboarded (accepted, not joined yet), every
 * candidate onboarded or being onboarded, and those whose expected joining date has passed without a joining.
 */
export const OnboardingCountSchema = z.array(
  z.object({
    inprogress_candidates: z.number().int(),
    total_candidates: z.number().int(),
    overdue_candidates: z.number().int(),
  }),
);

export const WidgetDataSchema = z.union([
  TargetAchievementsSchema,
  ClientAchievementsSchema,
  OnboardingCountSchema,
  CandidatesJoiningSchema,
  NotifiedOpportunitiesSchema,
  NetMarginSchema,
  LeakageLossSchema,
  PendingTimesheetsSchema,
  EmployeeCountSchema,
  DepartmentHeadCountSchema,
  SubDepartmentHeadCountSchema,
  PyramidSchema,
  JoinersExitsSchema,
  PeopleInNoticeSchema,
  TeamLeavesCountSchema,
  AttritionRateSchema,
  ExitClearanceSchema,
  UpcomingInterviewsSchema,
  ResourceAllocationSchema,
]);

/** Attrition Rate Drilldown: the completed exits of one month. */
export const ATTRITION_EXIT_SORTABLE = [
  'name',
  'code',
  'designation',
  'department',
  'last_working_day',
] as const;
export const AttritionExitQuerySchema = listQuerySchema(ATTRITION_EXIT_SORTABLE).extend({
  year: z.coerce.number().int().min(1900).max(9999),
  month: z.coerce.number().int().min(1).max(12),
});
export type AttritionExitQuery = z.infer<typeof AttritionExitQuerySchema>;
export const AttritionExitSchema = z.object({
  id: z.number().int(),
  employee_id: z.number().int(),
  first_name: z.string(),
  last_name: z.string(),
  code: z.string(),
  designation: z.string().nullable(),
  department: z.string().nullable(),
  last_working_day: z.iso.date(),
});
export type AttritionExit = z.infer<typeof AttritionExitSchema>;
export const AttritionExitPageSchema = pageSchema(AttritionExitSchema);

/**
 * Whether the actor may read a widget's data: as for its tile, except that a disabled widget (spec 2.7), shown
 * to nobody, still answers the roles listed for it.
 */
export function canReadWidgetData(actor: Actor, widget: WidgetId): boolean {
  return DISABLED_WIDGETS.includes(widget)
    ? hasAnyRole(actor, WIDGET_ROLES[widget])
    : canSeeWidget(actor, widget);
}

/**
 * The tiles this actor sees, titled with the organisation's own names for departments. Given the organisation's
 * `today`, the head-count tiles open the list of exactly the people they count: those who have joined by then.
 */
export function dashboardWidgetsFor(
  actor: Actor,
  setting?: DisplayNameSetting | null,
  today?: string,
): Widget[] {
  const visible = new Set<WidgetId>(availableWidgets(actor));
  const titles = headCountTitles(setting);
  const tile = (identifier: DashboardWidgetId, title: string, drill: Partial<Widget> = {}): Widget => ({
    identifier,
    title,
    tool_key: null,
    path_key: null,
    workspace_key: null,
    data: {},
    ...drill,
  });
  const all: Widget[] = [
    tile('active_employees', 'Active Employees', {
      tool_key: 'employee-list',
      data: {
        statuses: 'active,in-notice',
        employment_type: 'employee',
        ...(today ? { joined_by: today } : {}),
      },
    }),
    tile('employees_on_notice', 'Employees On Notice', {
      tool_key: 'employee-list',
      data: { statuses: 'in-notice' },
    }),
    tile(
      'employees_pyramid',
      'Employees Pyramid',
      canOpenPyramidWorkspace(actor) ? { tool_key: 'employee-list' } : {},
    ),
    tile('joiners_exits', 'New Joiners and Exits'),
    tile('people_in_notice', 'People In Notice', {
      tool_key: 'employee-list',
      data: { statuses: 'in-notice' },
    }),
    tile('team_leaves', 'Team Leaves', { tool_key: 'leaves-drilldown' }),
    tile('attrition_rate', 'Attrition Rate', { tool_key: 'attrition-drilldown' }),
    tile('exit_clearance', 'Exit Clearance and Full and Final Pending', {
      tool_key: 'employee-clearance-list',
      workspace_key: 'employee-exit',
    }),
    tile('net_margin', 'Net Margin', { tool_key: 'net-margins-table' }),
    tile('revenue_leakage', 'Revenue Leakage', { tool_key: 'leakage-loss-table' }),
    tile('revenue_loss', 'Revenue Loss', { tool_key: 'leakage-loss-table' }),
    tile('resource_allocation', 'Resource Allocation', { workspace_key: 'resource-management' }),
    tile('target_achievements', 'Target and Achievements', { workspace_key: 'sales-target' }),
    tile('client_achievements', 'Existing and New Client Achievements', { workspace_key: 'sales-target' }),
    tile('department_head_count', titles.department, { workspace_key: 'departments' }),
    tile('sub_department_head_count', titles.subDepartment, { workspace_key: 'sub-departments' }),
    tile('candidates_joining', 'Candidates Joining', { workspace_key: 'on-boarding' }),
    tile('onboarding', 'Onboarding', { workspace_key: 'on-boarding' }),
    tile('notified_opportunities', 'Notified Opportunities', { workspace_key: 'sales-opportunities' }),
    tile('pending_timesheets', 'Pending Timesheets', {
      tool_key: 'widget-drilldowns',
      path_key: '/pending-timesheets',
    }),
  ];
  return all.filter((widget) => visible.has(widget.identifier));
}
