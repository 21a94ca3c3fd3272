import { z } from 'zod';
import {
  type Actor,
  availableWidgets,
  canOpenPyramidWorkspace,
  type DisplayNameSetting,
  headCountTitles,
} from '../roles';
import { WIDGETS, type WidgetId } from '../roles/widgets';

/** Widgets whose data exists today; other modules add theirs to this list as they land. */
export const DASHBOARD_WIDGETS = [
  WIDGETS.ACTIVE_EMPLOYEES,
  WIDGETS.EMPLOYEES_ON_NOTICE,
  WIDGETS.EMPLOYEES_PYRAMID,
  WIDGETS.DEPARTMENT_HEAD_COUNT,
  WIDGETS.SUB_DEPARTMENT_HEAD_COUNT,
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

export const WidgetDataSchema = z.union([
  EmployeeCountSchema,
  DepartmentHeadCountSchema,
  SubDepartmentHeadCountSchema,
  PyramidSchema,
]);

/** The tiles this actor sees, titled with the organisation's own names for departments. */
export function dashboardWidgetsFor(actor: Actor, setting?: DisplayNameSetting | null): Widget[] {
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
      data: { statuses: 'active,in-notice', employment_type: 'employee' },
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
    tile('department_head_count', titles.department, { workspace_key: 'departments' }),
    tile('sub_department_head_count', titles.subDepartment, { workspace_key: 'sub-departments' }),
  ];
  return all.filter((widget) => visible.has(widget.identifier));
}
