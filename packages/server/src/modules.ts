import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { accountRoutes } from './modules/accounts';
import { auditRoutes } from './modules/audit';
import { dashboardRoutes } from './modules/dashboard';
import { notificationRoutes } from './modules/notifications';
import { orgPublicRoutes } from './modules/orgs';
import { employeeSearchProvider, peopleRoutes } from './modules/people';
import { searchRoutes } from './modules/search';
import { workspaceRoutes, workspaceSearchProvider } from './modules/workspaces';

/** Routes under `/api/public/`. */
export const publicModules: FastifyPluginAsyncZod[] = [orgPublicRoutes];

/** What the header search looks through, in the order results are listed. */
const searchProviders = [workspaceSearchProvider, employeeSearchProvider];

/** Routes under `/api/{orgId}/`: the organisation, the session and each route's permission are checked first. */
export const orgModules: FastifyPluginAsyncZod[] = [
  accountRoutes,
  auditRoutes,
  dashboardRoutes,
  notificationRoutes,
  peopleRoutes,
  searchRoutes(searchProviders),
  workspaceRoutes,
];
