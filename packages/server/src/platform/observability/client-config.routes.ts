import { PublicClientConfigSchema } from '@atrium/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** `GET /api/public/client-config/`: what the web app needs at start-up, before anyone signs in. */
export const clientConfigRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/client-config/',
    {
      config: { permission: 'public' },
      schema: {
        tags: ['platform'],
        summary: 'Start-up settings of the web app: where it reports errors',
        response: { 200: PublicClientConfigSchema },
      },
    },
    async () => ({
      sentry_dsn: app.ctx.config.SENTRY_DSN ?? null,
      environment: app.ctx.config.SENTRY_ENVIRONMENT,
    }),
  );
};
