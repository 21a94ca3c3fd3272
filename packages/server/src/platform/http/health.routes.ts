import { sql } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';

export const healthRoutes: FastifyPluginAsync<{ isShuttingDown: () => boolean }> = async (app, options) => {
  app.get('/healthz', { config: { permission: 'public' } }, async () => ({ status: 'ok' }));
  app.get('/readyz', { config: { permission: 'public' } }, async (_request, reply) => {
    if (options.isShuttingDown()) return reply.status(503).send({ status: 'shutting_down' });
    await app.db.execute(sql`select 1`);
    return { status: 'ready' };
  });
};
