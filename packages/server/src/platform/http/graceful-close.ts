import type { FastifyInstance } from 'fastify';

declare module 'fastify' {
  interface FastifyInstance {
    /** Whether the app has begun to shut down: /readyz answers 503 and connections are not kept alive. */
    isDraining(): boolean;
    /** Begins draining: readiness fails and every answer closes its connection. */
    startDraining(): void;
  }
}

/**
 * Lets the app stop without dropping anyone. While draining, every answer says `Connection: close`, so clients
 * open a fresh connection for their next request (to another process behind a load balancer) instead of
 * reusing one the server is about to close; in-flight requests finish as usual.
 */
export function registerDraining(app: FastifyInstance) {
  let isDraining = false;
  app.decorate('isDraining', () => isDraining);
  app.decorate('startDraining', () => {
    isDraining = true;
  });
  app.addHook('onSend', async (_request, reply) => {
    if (isDraining) reply.header('connection', 'close');
  });
  app.addHook('preClose', async () => {
    isDraining = true;
  });
}

/**
 * Drain, then close: readiness fails and keep-alive ends at once; after `drainMs` (time for a load balancer to
 * notice and for open connections to finish their last request) the listener closes, in-flight requests
 * complete, and only then do the app's own resources (jobs, sockets) stop.
 */
export async function closeGracefully(app: FastifyInstance, drainMs: number): Promise<void> {
  app.startDraining();
  await new Promise((resolve) => setTimeout(resolve, drainMs));
  await app.close();
}
