import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/** Serves the built web app, answering unknown non-API paths with its index page (client-side routes). */
export async function registerWebStatic(app: FastifyInstance, webDist: string) {
  const hasWeb = existsSync(join(webDist, 'index.html'));
  if (hasWeb) {
    await app.register(fastifyStatic, { root: webDist, wildcard: false, maxAge: '1h', index: false });
  }
  app.setNotFoundHandler((request, reply) => {
    const isPage = ['GET', 'HEAD'].includes(request.method) && !request.url.startsWith('/api/') && hasWeb;
    if (isPage) return reply.header('cache-control', 'no-cache').sendFile('index.html', { maxAge: 0 });
    return reply.status(404).send({ code: 'not_found' });
  });
}
