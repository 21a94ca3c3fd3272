import { BrowserRouter, useLocation, useRoutes } from 'react-router';
import { appRoutes } from './appRoutes';
import { CrashBoundary } from './CrashBoundary';

/** The route table, with the whole page's crash fallback; a navigation leaves the fallback. */
export function AppRoutes() {
  const location = useLocation();
  const routes = useRoutes(appRoutes);
  return <CrashBoundary page={{ resetKey: location }}>{routes}</CrashBoundary>;
}

/**
 * Declarative routing: the routes load no data and submit no forms through the router, and the data router's
 * machinery for that would add about 16 KB gzip to every page.
 */
export function AppRouter() {
  return (
    <BrowserRouter>
      <AppRoutes />
    </BrowserRouter>
  );
}
