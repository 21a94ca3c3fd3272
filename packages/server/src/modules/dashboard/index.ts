/** Home dashboard: the tiles each role sees and their data. */
import { defineModule } from '../../platform/module-kit';
import { dashboardRoutes } from './dashboard.routes';

export const dashboardModule = defineModule({ name: 'dashboard', routes: [dashboardRoutes] });
