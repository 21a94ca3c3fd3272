/** Universal search: one endpoint over the search providers the modules register. */
import { defineModule } from '../../platform/module-kit';
import { searchRoutes } from './search.routes';

export const searchModule = defineModule({ name: 'search', routes: [searchRoutes] });
