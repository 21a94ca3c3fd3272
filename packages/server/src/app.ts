import { randomUUID } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import fastifyCompress from '@fastify/compress';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { modules } from './modules';
import { getOrganizationById } from './modules/orgs';
import { loadRequestActor } from './modules/people';
import type { AppContext } from './platform/app-context';
import { registerErrorHandler } from './platform/http/error-handler';
import { healthRoutes } from './platform/http/health.routes';
import { registerMaintenanceSwitch } from './platform/http/maintenance';
import { openApiTransform } from './platform/http/openapi';
import { guardRoute } from './platform/http/route-guard';
import { registerWebStatic } from './platform/http/web-static';
import { composeModules } from './platform/module-kit';
import { clientConfigRoutes } from './platform/observability/client-config.routes';
import { registerErrorReporting } from './platform/observability/error-reporting';
import { registerRealtimeRoutes } from './platform/realtime/realtime.routes';
import { registerOrgScope } from './platform/tenancy/org-scope';
import { createOrganizationCache } from './platform/tenancy/organization-cache';

const defaultWebDist = fileURLToPath(new URL('../../web/dist', import.meta.url));

export interface BuildAppOptions {
  logger?: FastifyServerOptions['logger'];
}

/** Builds the HTTP application: platform plugins, then the explicit module list of modules.ts. */
export async function buildApp(ctx: AppContext, options: BuildAppOptions = {}) {
  const composed = composeModules(ctx, modules);
  let isShuttingDown = false;
  const app = Fastify({
    logger: options.logger ?? { level: ctx.config.LOG_LEVEL },
    genReqId: (request) => {
      const incoming = request.headers['x-request-id'];
      return typeof incoming === 'string' && /^[\w.-]{1,64}$/.test(incoming) ? incoming : randomUUID();
    },
    bodyLimit: 1024 * 1024,
    trustProxy: false,
    return503OnClosing: true,
    routerOptions: { ignoreDuplicateSlashes: true },
  }).withTypeProvider<ZodTypeProvider>();

  app.decorate('ctx', ctx);
  app.decorate('db', ctx.database.db);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  await registerErrorReporting(app, ctx.config);
  registerMaintenanceSwitch(app, ctx.config.MAINTENANCE);

  app.addHook('onRoute', guardRoute);
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
    if (request.url.startsWith('/api/')) reply.header('cache-control', 'no-store');
    reply.header('x-content-type-options', 'nosniff');
  });
  app.addHook('preClose', async () => {
    isShuttingDown = true;
  });

  // Pages, scripts and large JSON answers travel compressed (brotli or gzip, as the browser accepts).
  await app.register(fastifyCompress, { threshold: 1024 });

  await app.register(fastifySwagger, {
    openapi: {
      info: {
        title: 'Atrium API',
        version: '0.1.0',
        description:
          'Workforce and business management: people, leave, projects and the rest, per organisation.',
      },
      servers: [{ url: '/' }],
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
    },
    transform: openApiTransform,
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs', uiConfig: { docExpansion: 'list' } });

  await app.register(healthRoutes, { isShuttingDown: () => isShuttingDown });

  await app.register(
    async (publicScope) => {
      for (const routes of composed.publicRoutes) await publicScope.register(routes);
      await publicScope.register(clientConfigRoutes);
    },
    { prefix: '/api/public' },
  );

  const organizations = createOrganizationCache((id) => getOrganizationById(ctx.database.db, id));
  await app.register(
    async (orgScope) => {
      registerOrgScope(orgScope, { findOrganization: organizations.find, loadActor: loadRequestActor });
      for (const routes of composed.routes) await orgScope.register(routes, { registry: composed.registry });
    },
    { prefix: '/api/:orgId' },
  );

  await registerRealtimeRoutes(app, {
    hub: ctx.realtime,
    organizationExists: async (id) => (await organizations.find(id)) !== null,
    loadActor: loadRequestActor,
  });
  app.addHook('onReady', async () => {
    await ctx.jobs.start(composed.jobs());
    await ctx.realtime.start(composed.realtime());
  });
  app.addHook('onClose', async () => {
    await ctx.realtime.stop();
    await ctx.jobs.stop();
  });

  await registerWebStatic(app, ctx.config.WEB_DIST ?? defaultWebDist);
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
