/** Home dashboard: the tiles each role sees and their data. */
export { dashboardRoutes } from './dashboard.routes';
