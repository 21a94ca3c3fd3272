import type { FastifyInstance, RouteOptions } from 'fastify';
import type { RoutePermission } from './route-permission';

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

/** One route as declared: what the walls tests walk, with the permission the route demands. */
export interface RouteEntry {
  method: string;
  url: string;
  permission: RoutePermission | undefined;
  /** The module that declared it (what an access token's scopes name); none for the platform's own routes. */
  readonly module: string | undefined;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route the app serves, in the order declared. */
    routeTable: readonly RouteEntry[];
  }
}

/** Guards every route as it is added and keeps the list of them. */
export function registerRouteTable(app: FastifyInstance) {
  const routes: RouteEntry[] = [];
  app.decorate('routeTable', routes);
  app.addHook('onRoute', (route) => {
    guardRoute(route);
    for (const method of [route.method].flat()) {
      // The module is tagged by a later hook of the module's own context, so it is read when asked.
      routes.push({
        method,
        url: route.url,
        permission: route.config?.permission,
        get module() {
          return route.config?.module;
        },
      });
    }
  });
}
