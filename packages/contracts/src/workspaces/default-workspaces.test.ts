import { describe, expect, it } from 'vitest';
import { WORKSPACE_LAYOUTS } from '../tools';
import { DEFAULT_WORKSPACES } from './default-workspaces';
import { WorkspaceConfigSchema } from './workspace.schemas';
import { WORKSPACE_NAMES } from './workspace-names';

const byName = (name: string) => DEFAULT_WORKSPACES.find((workspace) => workspace.name === name);

describe('the workspaces every organisation starts with', () => {
  it('covers the home, the spec-named workspaces, explore, timesheets and leaves, each once', () => {
    const names = DEFAULT_WORKSPACES.map((workspace) => workspace.name);
    expect(new Set(names).size).toBe(names.length);
    expect([...names].sort()).toEqual(Object.values(WORKSPACE_NAMES).sort());
    expect(names).toEqual(
      expect.arrayContaining([
        'default',
        'org-setup',
        'my-profile',
        'employee-hierarchy',
        'tas',
        'resource-management',
        'sales-target',
        'sales-opportunities',
        'salary-management',
        'invoices-collections-dashboard',
        'on-boarding',
        'departments',
        'sub-departments',
        'project-overview',
        'audit-log',
        'explore',
      ]),
    );
  });

  it('makes "default" the only default: the widgets tool across the top of layout 11, then the others', () => {
    expect(DEFAULT_WORKSPACES.filter((workspace) => workspace.is_default).map((w) => w.name)).toEqual([
      'default',
    ]);
    const home = byName('default');
    expect(home?.layout_id).toBe(11);
    expect(home?.tools[0]).toEqual({
      identifier: 'widgets',
      title: 'Widgets',
      data: {},
      container_id: 'widgets',
    });
    expect(home?.tools.slice(1).every((tool) => tool.container_id === 'main')).toBe(true);
  });

  it.each(DEFAULT_WORKSPACES.map((workspace) => [workspace.name, workspace] as const))(
    'gives %s tools, each in a container of its layout, and a valid config',
    (_, workspace) => {
      const containers: readonly string[] = WORKSPACE_LAYOUTS[workspace.layout_id].containers;
      expect(workspace.tools.length).toBeGreaterThan(0);
      for (const tool of workspace.tools) expect(containers).toContain(tool.container_id);
      const config = { id: 1, ...workspace, tools_data: {} };
      expect(WorkspaceConfigSchema.safeParse(config).success).toBe(true);
    },
  );

  it.each([
    ['explore', ['explore-workspace']],
    ['audit-log', ['audit-log']],
    ['employee-hierarchy', ['org-hierarchy']],
    ['my-profile', ['user-profile-viewer', 'my-leaves']],
    ['timesheets', ['timesheet', 'bulk-timesheets']],
    ['salary-management', ['salary-viewer', 'salary-discrepancies']],
  ])('opens %s on %j', (name, tools) => {
    expect(byName(name)?.tools.map((tool) => tool.identifier)).toEqual(tools);
  });
});
