/** Templates: the organisation's letter and email templates, their versions, and rendering them. */
import { defineModule } from '../../platform/module-kit';
import { templatesRoutes } from './templates.routes';
import * as tables from './templates.tables';

export {
  createTemplate,
  renderTemplateDocument,
  renderTemplateEmail,
  seedStandardTemplates,
} from './templates.service';
export { seedTemplateDemo } from './templates-demo';

export const templatesModule = defineModule({ name: 'templates', routes: [templatesRoutes], tables });
