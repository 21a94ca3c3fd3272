import { HostParamsSchema, PublicOrganizationSchema } from '@atrium/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { toPublicOrganization } from './organization.presenter';
import { getOrganizationByHost } from './organization.service';

export const orgPublicRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/org/list/:host/',
    {
      config: { permission: 'public' },
      schema: {
        tags: ['organisations'],
        summary: 'The organisation served at a host name, for the sign-in page',
        params: HostParamsSchema,
        response: { 200: PublicOrganizationSchema },
      },
    },
    async (request) => toPublicOrganization(await getOrganizationByHost(app.db, request.params.host)),
  );
};
