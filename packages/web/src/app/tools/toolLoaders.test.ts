import { BUILT_TOOLS, isToolBuilt } from '@atrium/contracts';
import { describe, expect, it } from 'vitest';
import { TOOL_LOADERS, toolLoaderFor } from './toolLoaders';

describe('the tools that exist', () => {
  it('are the same in the contracts registry and in the web app', () => {
    expect(Object.keys(TOOL_LOADERS).sort()).toEqual([...BUILT_TOOLS].sort());
  });

  it.each([
    ['team-leaves', true],
    ['widget-drilldowns#/pending-timesheets', true],
    ['drill-down-views#/pending-timesheets', false],
    ['timesheet', true],
    ['aam', false],
  ])('%s is built: %s', (toolKey, isBuilt) => {
    expect(isToolBuilt(toolKey)).toBe(isBuilt);
    expect(toolLoaderFor(toolKey) !== null).toBe(isBuilt);
  });
});
