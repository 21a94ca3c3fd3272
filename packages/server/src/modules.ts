import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { accountRoutes } from './modules/accounts';
import { auditRoutes } from './modules/audit';
import { notificationRoutes } from './modules/notifications';
import { orgPublicRoutes } from './modules/orgs';
import { peopleRoutes } from './modules/people';
import { workspaceRoutes } from './modules/workspaces';

/** Routes under `/api/public/`. */
export const publicModules: FastifyPluginAsyncZod[] = [orgPublicRoutes];

/** Routes under `/api/{orgId}/`: the organisation, the session and each route's permission are checked first. */
export const orgModules: FastifyPluginAsyncZod[] = [
  accountRoutes,
  auditRoutes,
  notificationRoutes,
  peopleRoutes,
  workspaceRoutes,
];
