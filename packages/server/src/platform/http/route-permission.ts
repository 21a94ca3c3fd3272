import type { FastifyRequest } from 'fastify';
import type { RequestActor } from '../auth/actor';

/**
 * What a route demands of its caller. Every API route declares one; the app refuses to start otherwise.
 * - 'public': no sign-in.
 * - 'signed-in': any active user of the organisation in the path.
 * - 'operator': the operator's token (OPERATOR_TOKEN), for the org-less routes under `/api/operator/`.
 * - a rule: a pure check (from @atrium/contracts) of the signed-in actor.
 */
export type RoutePermission =
  | 'public'
  | 'operator'
  | 'signed-in'
  | ((actor: RequestActor, request: FastifyRequest) => boolean);

declare module 'fastify' {
  interface FastifyContextConfig {
    permission?: RoutePermission;
    /**
     * Signed-in routes run in one transaction by default. A route that streams a large body (an upload) sets
     * this to false: the session and permission are checked in a short transaction first, and the handler's own
     * `inOrg` calls open theirs, so no transaction waits on a slow client.
     */
    inOneTransaction?: boolean;
  }
}
