import type { ToolLoaders } from '../../platform/tools/toolTypes';

/** The templates module's tool screens, one chunk each. */
export const templatesTools: ToolLoaders = {
  'template-module-list': () => import('./TemplatesTool').then((m) => m.TemplatesTool),
};
