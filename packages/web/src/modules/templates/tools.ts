import type { ToolLoaders } from '../../platform/tools/toolTypes';

/** The templates module's tool screens, one chunk each. */
export const templatesTools: ToolLoaders = {
  'template-module-list': () => import('./ModuleListTool').then((m) => m.ModuleListTool),
  'module-specific-template-list': () => import('./TemplateListTool').then((m) => m.TemplateListTool),
  'template-details': () => import('./TemplateDetailsTool').then((m) => m.TemplateDetailsTool),
  'template-form': () => import('./TemplateFormTool').then((m) => m.TemplateFormTool),
};
