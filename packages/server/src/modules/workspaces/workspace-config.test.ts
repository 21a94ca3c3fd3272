import { DEFAULT_WORKSPACES, type WorkspaceConfig } from '@atrium/contracts';
import { describe, expect, it } from 'vitest';
import { fitWidgetsTool } from './workspace-config';

const configOf = (name: string): WorkspaceConfig => {
  const definition = DEFAULT_WORKSPACES.find((workspace) => workspace.name === name);
  if (!definition) throw new Error(`no workspace ${name}`);
  const { layout_id, tools, display_name } = definition;
  return { id: 1, name, display_name, layout_id, tools, tools_data: { widgets: { toolLocationId: 'w' } } };
};

describe('fitting the widgets tool to the caller (spec 2.7)', () => {
  it.each([
    [0, 1, ['aam', 'messenger']],
    [1, 11, ['widgets', 'aam', 'messenger']],
    [6, 11, ['widgets', 'aam', 'messenger']],
    [7, 11, ['widgets']],
    [20, 11, ['widgets']],
  ])('with %i widgets gives layout %i and tools %j', (count, layoutId, tools) => {
    const fitted = fitWidgetsTool(configOf('default'), count);
    expect(fitted.layout_id).toBe(layoutId);
    expect(fitted.tools.map((tool) => tool.identifier)).toEqual(tools);
    expect(fitted.tools_data).toEqual({ widgets: { toolLocationId: 'w' } });
  });

  it('leaves a workspace without the widgets tool as it is', () => {
    const config = configOf('tas');
    expect(fitWidgetsTool(config, 0)).toBe(config);
  });
});
