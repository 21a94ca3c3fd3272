/** Universal search: one endpoint over the search providers the modules register. */
export { searchRoutes } from './search.routes';
