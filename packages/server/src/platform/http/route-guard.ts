import type { RouteOptions } from 'fastify';

/**
 * An `onRoute` hook: every API route must declare its permission (or the literal 'public'), else the app does
 * not start. Non-public routes are marked as needing a bearer token in the OpenAPI document.
 */
export function guardRoute(route: RouteOptions) {
  const isDocs = route.url.startsWith('/api/docs');
  const isGuarded =
    !isDocs && (route.url.startsWith('/api/') || route.url === '/healthz' || route.url === '/readyz');
  if (isGuarded && route.method !== 'HEAD' && !route.config?.permission) {
    throw new Error(`route ${route.method} ${route.url} declares no permission`);
  }
  if (route.schema && route.config?.permission !== 'public') {
    route.schema = { ...route.schema, security: [{ bearer: [] }] };
  }
}
