import type { ToolLoaders } from '../../platform/tools/toolTypes';

/** The forms module's tool screens, one chunk each. */
export const formsTools: ToolLoaders = {
  'form-builder': () => import('./FormBuilderTool').then((m) => m.FormBuilderTool),
};
