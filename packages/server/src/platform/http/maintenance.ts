import type { FastifyInstance } from 'fastify';

/**
 * The operator's switch (`MAINTENANCE=1`): every API call is answered 503 `maintenance`, which the web app shows
 * as its maintenance screen. Liveness and readiness still answer, so the process is not restarted meanwhile.
 */
export function registerMaintenanceSwitch(app: FastifyInstance, isOn: boolean) {
  if (!isOn) return;
  app.addHook('onRequest', async (request, reply) => {
    if (!request.url.startsWith('/api/') || request.url.startsWith('/api/docs')) return;
    return reply.status(503).header('retry-after', '300').send({ code: 'maintenance' });
  });
}
