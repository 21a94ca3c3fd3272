import type { FastifyRequest } from 'fastify';

/**
 * A request's log line names its path without the query string: that carries what people searched for and
 * filtered by (a PAN, a salary figure, a name), and log lines are read by operators outside every group.
 */
export const requestLogSerializers = {
  req: (request: FastifyRequest) => ({
    method: request.method,
    url: request.url.split('?')[0],
    host: request.host,
    remoteAddress: request.ip,
  }),
};
