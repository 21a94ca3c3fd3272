import { describe, expect, it } from 'vitest';
import type { Actor } from '../roles';
import { canReadWidgetData, dashboardWidgetsFor } from './dashboard-widgets';

const actor = (overrides: Partial<Actor>): Actor => ({
  user_id: 1,
  roles: [],
  departments: [],
  sub_department_ids: [],
  is_timesheet_approver: false,
  ...overrides,
});
const ids = (widgets: ReturnType<typeof dashboardWidgetsFor>) => widgets.map((w) => w.identifier);

describe('dashboardWidgetsFor', () => {
  it('gives the CEO the people tiles but not the head counts nor the disabled ones', () => {
    expect(ids(dashboardWidgetsFor(actor({ roles: ['org:full-access'] })))).toEqual([
      'active_employees',
      'employees_on_notice',
      'employees_pyramid',
      'team_leaves',
      'attrition_rate',
      'exit_clearance',
      'net_margin',
      'revenue_leakage',
      'revenue_loss',
      'resource_allocation',
      'target_achievements',
      'client_achievements',
      'candidates_joining',
      'onboarding',
      'notified_opportunities',
      'pending_timesheets',
    ]);
  });

  it('drills the notified opportunities tile into the Sales Opportunities workspace', () => {
    const widgets = dashboardWidgetsFor(actor({ roles: ['project:sales-executive'] }));
    expect(widgets.find((w) => w.identifier === 'notified_opportunities')).toMatchObject({
      title: 'Notified Opportunities',
      workspace_key: 'sales-opportunities',
    });
  });

  it('drills the team leaves tile into the Leaves Drilldown', () => {
    const widgets = dashboardWidgetsFor(actor({ roles: ['org:full-access'] }));
    expect(widgets.find((w) => w.identifier === 'team_leaves')).toEqual({
      identifier: 'team_leaves',
      title: 'Team Leaves',
      tool_key: 'leaves-drilldown',
      path_key: null,
      workspace_key: null,
      data: {},
    });
  });

  it('gives team leaves to delivery leads, project owners and sub-department heads, not to other managers', () => {
    expect(ids(dashboardWidgetsFor(actor({ roles: ['project:delivery-lead'] })))).toContain('team_leaves');
    expect(ids(dashboardWidgetsFor(actor({ roles: ['project:project-owner'] })))).toContain('team_leaves');
    expect(ids(dashboardWidgetsFor(actor({ sub_department_ids: [4] })))).toContain('team_leaves');
    expect(ids(dashboardWidgetsFor(actor({ departments: [3] })))).not.toContain('team_leaves');
    expect(ids(dashboardWidgetsFor(actor({ roles: ['org:employee-manager'] })))).not.toContain('team_leaves');
  });

  it('drills the attrition tile into its tool and exit clearance into the exits workspace', () => {
    const widgets = dashboardWidgetsFor(actor({ roles: ['org:full-access'] }));
    expect(widgets.find((w) => w.identifier === 'attrition_rate')).toMatchObject({
      title: 'Attrition Rate',
      tool_key: 'attrition-drilldown',
    });
    expect(widgets.find((w) => w.identifier === 'exit_clearance')).toMatchObject({
      tool_key: 'employee-clearance-list',
      workspace_key: 'employee-exit',
    });
  });

  it('gives a finance executive exit clearance and the target tiles, and a recruiter the attrition rate', () => {
    expect(ids(dashboardWidgetsFor(actor({ roles: ['finance:finance-executive'] })))).toEqual([
      'exit_clearance',
      'target_achievements',
      'client_achievements',
    ]);
    expect(ids(dashboardWidgetsFor(actor({ roles: ['tas:recruiter'] })))).toEqual(['attrition_rate']);
  });

  it('gives an employee manager active, on notice and the pyramid without its link', () => {
    const widgets = dashboardWidgetsFor(actor({ roles: ['org:employee-manager'] }));
    expect(ids(widgets)).toEqual(['active_employees', 'employees_on_notice', 'employees_pyramid']);
    expect(widgets.find((w) => w.identifier === 'employees_pyramid')?.tool_key).toBeNull();
  });

  it('titles the head counts with the organisation’s names and drills into their workspaces', () => {
    const widgets = dashboardWidgetsFor(actor({ departments: [3], sub_department_ids: [4] }), {
      department_display_name: 'practice',
      sub_department_display_name: 'team',
    });
    expect(widgets).toEqual([
      expect.objectContaining({ identifier: 'team_leaves' }),
      expect.objectContaining({ identifier: 'attrition_rate' }),
      expect.objectContaining({ identifier: 'net_margin', tool_key: 'net-margins-table' }),
      expect.objectContaining({ identifier: 'revenue_leakage', tool_key: 'leakage-loss-table' }),
      expect.objectContaining({ identifier: 'revenue_loss', tool_key: 'leakage-loss-table' }),
      expect.objectContaining({
        identifier: 'department_head_count',
        title: 'Practice Head Count',
        workspace_key: 'departments',
      }),
      expect.objectContaining({
        identifier: 'sub_department_head_count',
        title: 'Team Head Count',
        workspace_key: 'sub-departments',
      }),
      expect.objectContaining({
        identifier: 'pending_timesheets',
        tool_key: 'widget-drilldowns',
        path_key: '/pending-timesheets',
      }),
    ]);
  });

  it('gives a plain employee no tiles', () => {
    expect(dashboardWidgetsFor(actor({ roles: ['org:employee'] }))).toEqual([]);
  });
});

describe('canReadWidgetData', () => {
  it('lets the roles listed for a disabled widget read its data, and nobody else', () => {
    expect(canReadWidgetData(actor({ roles: ['org:full-access'] }), 'joiners_exits')).toBe(true);
    expect(canReadWidgetData(actor({ roles: ['org:full-access'] }), 'people_in_notice')).toBe(true);
    expect(canReadWidgetData(actor({ roles: ['org:employee-manager'] }), 'people_in_notice')).toBe(false);
  });

  it('lets only the roles of the team leaves tile read its count', () => {
    expect(canReadWidgetData(actor({ roles: ['project:delivery-lead'] }), 'team_leaves')).toBe(true);
    expect(canReadWidgetData(actor({ roles: ['org:employee'] }), 'team_leaves')).toBe(false);
  });

  it('follows the tile rules for the others', () => {
    expect(canReadWidgetData(actor({ roles: ['tas:recruiter'] }), 'attrition_rate')).toBe(true);
    expect(canReadWidgetData(actor({ roles: ['tas:analyst'] }), 'attrition_rate')).toBe(false);
    expect(
      canReadWidgetData(actor({ roles: ['org:full-access'], departments: [1] }), 'department_head_count'),
    ).toBe(false);
  });
});

describe('the resource allocation tile', () => {
  it('shows to the CEO and RMG managers and drills into Resource Management', () => {
    const rmg = dashboardWidgetsFor(actor({ roles: ['rmg:manager'] }));
    expect(rmg.find((w) => w.identifier === 'resource_allocation')).toMatchObject({
      title: 'Resource Allocation',
      workspace_key: 'resource-management',
    });
    expect(ids(dashboardWidgetsFor(actor({ roles: ['project:delivery-lead'] })))).not.toContain(
      'resource_allocation',
    );
  });
});

describe('the sales target tiles', () => {
  it('show targets to the sales roles and finance, client achievements only to the CEO and finance', () => {
    const finance = dashboardWidgetsFor(actor({ roles: ['finance:finance-executive'] }));
    expect(finance.find((w) => w.identifier === 'target_achievements')).toMatchObject({
      title: 'Target and Achievements',
      workspace_key: 'sales-target',
    });
    expect(ids(finance)).toContain('client_achievements');
    const seller = ids(dashboardWidgetsFor(actor({ roles: ['project:sales-executive'] })));
    expect(seller).toContain('target_achievements');
    expect(seller).not.toContain('client_achievements');
    expect(canReadWidgetData(actor({ roles: ['project:sales-head'] }), 'client_achievements')).toBe(false);
  });
});
