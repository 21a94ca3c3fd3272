import type { ToolLoaders } from '../../platform/tools/toolTypes';

/** The exit module's tool screens, one chunk each. */
export const exitsTools: ToolLoaders = {
  'employee-clearance-list': () => import('./ExitClearanceListTool').then((m) => m.ExitClearanceListTool),
};
