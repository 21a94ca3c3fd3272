/** Forms: records each caller adds and lists. */
import { defineModule } from '../../platform/module-kit';
import { formsRoutes } from './forms.routes';
import * as tables from './forms.tables';

export { addFormsRecord } from './forms.service';

export const formsModule = defineModule({ name: 'forms', routes: [formsRoutes], tables });
