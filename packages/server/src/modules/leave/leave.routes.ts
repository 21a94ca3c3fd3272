import { LeaveConfigurationListSchema } from '@atrium/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireActor } from '../../platform/tenancy/org-scope';
import { listLeaveConfigurations } from './leave-configuration.service';

export const leaveRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/leave-portal/leave-configurations/',
    {
      config: { permission: 'everyone' },
      schema: {
        tags: ['leave'],
        summary: 'The organisation’s leave years; the web app loads them at start',
        response: { 200: LeaveConfigurationListSchema },
      },
    },
    async (request) => {
      const actor = requireActor(request);
      return { results: await request.inOrg((tx) => listLeaveConfigurations(tx, actor.organization_id)) };
    },
  );
};
