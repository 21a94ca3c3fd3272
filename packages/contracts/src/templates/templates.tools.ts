import { defineTools } from '../tools/define-tools';
import { canManageTemplates } from './templates.rules';

/** The templates module's tools and who may use them. */
export const TEMPLATES_TOOLS = defineTools({
  'template-module-list': canManageTemplates,
  'module-specific-template-list': canManageTemplates,
  'template-details': canManageTemplates,
  'template-form': canManageTemplates,
});
