import { describe, expect, it } from 'vitest';
import type { Actor } from '../roles';
import { dashboardWidgetsFor } from './dashboard-widgets';

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
  it('gives the CEO the people tiles but not the head counts', () => {
    expect(ids(dashboardWidgetsFor(actor({ roles: ['org:full-access'] })))).toEqual([
      'active_employees',
      'employees_on_notice',
      'employees_pyramid',
    ]);
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
    ]);
  });

  it('gives a plain employee no tiles', () => {
    expect(dashboardWidgetsFor(actor({ roles: ['org:employee'] }))).toEqual([]);
  });
});
