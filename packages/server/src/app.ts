import { randomUUID } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import fastifyCompress from '@fastify/compress';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyReply } from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { modules } from './modules';
import { sharedTokenUses } from './modules/accounts';
import { findOrganizationIdOfHost, forgetKnownHosts, getOrganizationById } from './modules/orgs';
import { loadRequestActor, withRequestActor } from './modules/people';
import type { AppContext } from './platform/app-context';
import type { RequestActor } from './platform/auth/actor';
import type { Tx } from './platform/db/client';
import { listenToChannel, type Unlisten } from './platform/db/notify-channel';
import { registerErrorHandler } from './platform/http/error-handler';
import { registerDraining } from './platform/http/graceful-close';
import { healthRoutes } from './platform/http/health.routes';
import { registerJsonBodies } from './platform/http/json-body';
import { registerMaintenanceSwitch } from './platform/http/maintenance';
import { openApiTransform } from './platform/http/openapi';
import { requestLogSerializers } from './platform/http/request-log';
import { responseSerializer } from './platform/http/response-serializer';
import { registerRouteTable } from './platform/http/route-guard';
import { refusingUnsafeText } from './platform/http/safe-text';
import { registerSecurityHeaders } from './platform/http/security-headers';
import { TokenRateLimiter } from './platform/http/token-guard';
import { registerWebStatic } from './platform/http/web-static';
import { mailDeliveryJob } from './platform/mail/mail-outbox';
import { composeModules } from './platform/module-kit';
import { clientConfigRoutes } from './platform/observability/client-config.routes';
import { registerErrorReporting } from './platform/observability/error-reporting';
import { registerRealtimeRoutes } from './platform/realtime/realtime.routes';
import { registerOrgScope } from './platform/tenancy/org-scope';
import {
  createHostCache,
  createOrganizationCache,
  ORGANIZATIONS_CHANNEL,
} from './platform/tenancy/organization-cache';
import { operatorRoutes } from './provisioning/operator.routes';

const defaultWebDist = fileURLToPath(new URL('../../web/dist', import.meta.url));

export interface BuildAppOptions {
  /** False for no log; otherwise where lines go (standard output unless a stream is given) and from what level. */
  logger?: false | { level?: string; stream?: { write(line: string): void } };
}

/** Builds the HTTP application: platform plugins, then the explicit module list of modules.ts. */
export async function buildApp(ctx: AppContext, options: BuildAppOptions = {}) {
  const composed = composeModules(ctx, modules);
  const app = Fastify({
    logger:
      options.logger === false
        ? false
        : { level: ctx.config.LOG_LEVEL, ...options.logger, serializers: requestLogSerializers },
    genReqId: (request) => {
      const incoming = request.headers['x-request-id'];
      return typeof incoming === 'string' && /^[\w.-]{1,64}$/.test(incoming) ? incoming : randomUUID();
    },
    bodyLimit: 1024 * 1024,
    trustProxy: ctx.config.TRUST_PROXY,
    return503OnClosing: true,
    // Starting waits its turn for the job queues' lock while other processes on the database start beside it.
    pluginTimeout: 120_000,
    routerOptions: { ignoreDuplicateSlashes: true },
    // A path the router cannot read (bad percent-encoding, an over-long segment) is bad input like any other.
    frameworkErrors: (_error, _request, reply: FastifyReply) => {
      reply.status(400).type('application/json').send({ code: 'invalid', detail: 'Unreadable path' });
    },
  }).withTypeProvider<ZodTypeProvider>();

  app.decorate('ctx', ctx);
  app.decorate('db', ctx.database.db);
  registerJsonBodies(app);
  app.setValidatorCompiler(refusingUnsafeText(validatorCompiler));
  app.setSerializerCompiler(responseSerializer({ checked: ctx.config.RESPONSE_CHECKS }));
  registerErrorHandler(app);
  await registerErrorReporting(app, ctx.config);
  registerMaintenanceSwitch(app, ctx.config.MAINTENANCE);

  registerRouteTable(app);
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
    if (request.url.startsWith('/api/')) reply.header('cache-control', 'no-store');
  });
  registerSecurityHeaders(app, { sentryDsn: ctx.config.SENTRY_DSN });
  registerDraining(app);

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

  await app.register(healthRoutes, { isShuttingDown: () => app.isDraining() });

  await app.register(
    async (publicScope) => {
      for (const routes of composed.publicRoutes) await publicScope.register(routes);
      await publicScope.register(clientConfigRoutes);
    },
    { prefix: '/api/public' },
  );

  if (ctx.config.OPERATOR_TOKEN) {
    await app.register(operatorRoutes, { prefix: '/api/operator', token: ctx.config.OPERATOR_TOKEN });
  }

  const organizations = createOrganizationCache((id) => getOrganizationById(ctx.database.db, id));
  const idleLimitSeconds = ctx.config.SESSION_IDLE_MINUTES * 60;
  // Sockets are the web app's, opened with a session: an access token opens none.
  const sessionOnly = (actor: RequestActor | null) => (actor?.token ? null : actor);
  const loadActor = async (tx: Tx, organizationId: number, tokenHash: string) =>
    sessionOnly(await loadRequestActor(tx, organizationId, tokenHash, idleLimitSeconds));
  const tokenRateLimiter = new TokenRateLimiter(
    ctx.config.TOKEN_RATE_LIMIT_PER_MINUTE,
    Date.now,
    sharedTokenUses(ctx.database.db),
  );
  const hosts = createHostCache((host) => findOrganizationIdOfHost(ctx.database.db, host));
  await app.register(
    async (orgScope) => {
      registerOrgScope(orgScope, {
        findOrganization: organizations.find,
        withActor: (db, organizationId, tokenHash, work) =>
          withRequestActor(db, organizationId, tokenHash, idleLimitSeconds, work),
        organizationOfHost: hosts.organizationOf,
        tokenRateLimiter,
      });
      // Each module's routes carry its name: what an access token's scopes are checked against.
      for (const { module, routes } of composed.routes) {
        await orgScope.register(async (moduleScope) => {
          moduleScope.addHook('onRoute', (route) => {
            route.config = { ...route.config, module };
          });
          await moduleScope.register(routes, { registry: composed.registry });
        });
      }
    },
    { prefix: '/api/:orgId' },
  );

  await registerRealtimeRoutes(app, {
    hub: ctx.realtime,
    organizationExists: async (id) => (await organizations.find(id)) !== null,
    loadActor,
    checkSession: async (tx, organizationId, tokenHash) =>
      sessionOnly(await loadRequestActor(tx, organizationId, tokenHash, idleLimitSeconds, { isUse: false })),
    sessionCheckMs: ctx.config.REALTIME_SESSION_CHECK_SECONDS * 1000,
  });
  // A change to an organisation or a host, on any process or by hand, reaches every process's caches at once.
  const forgetOrganizations = () => {
    organizations.clear();
    hosts.clear();
    forgetKnownHosts(ctx.database.db);
  };
  let unlistenOrganizations: Unlisten | undefined;
  app.addHook('onReady', async () => {
    await ctx.jobs.start([...composed.jobs(), mailDeliveryJob(ctx, app.log)]);
    await ctx.realtime.start(composed.realtime());
    unlistenOrganizations = await listenToChannel(
      ctx.database,
      ORGANIZATIONS_CHANNEL,
      forgetOrganizations,
      (error) => app.log.error({ err: error }, 'organization change channel error'),
      forgetOrganizations,
    );
  });
  app.addHook('onClose', async () => {
    tokenRateLimiter.stop();
    await unlistenOrganizations?.();
    await ctx.realtime.stop();
    await ctx.jobs.stop();
  });

  await registerWebStatic(app, ctx.config.WEB_DIST ?? defaultWebDist);
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
