import type { FastifyRequest } from 'fastify';
import type { RequestActor } from '../auth/actor';

/** A pure check (from @atrium/contracts) of the signed-in actor, and of the request's raw params when it names one. */
export type RouteRule = (actor: RequestActor, request: FastifyRequest) => boolean;

/**
 * A route that answers with the caller's own records, or those its module's policy grants them: a request naming
 * another's record answers 403 or 404, never that record.
 */
export interface OwnRecords {
  readonly records: 'own';
  /** Who the policy grants every record the route names (an employee manager every employee's record); no one when absent. */
  readonly seesEvery?: (actor: RequestActor) => boolean;
}

/** Declares a route of the caller's own records, and who besides sees every one of them. */
export const ownRecords = (seesEvery?: (actor: RequestActor) => boolean): OwnRecords =>
  seesEvery ? { records: 'own', seesEvery } : { records: 'own' };

/**
 * What a route demands of its caller. Every API route declares one; the app refuses to start otherwise.
 * - 'public': no sign-in.
 * - 'operator': the operator's token (OPERATOR_TOKEN), for the org-less routes under `/api/operator/`.
 * - 'everyone': any active user of the organisation in the path, all answered alike: the caller's own session and
 *   settings, the directory and profile cards, the catalogues and holidays.
 * - `ownRecords(…)`: signed in, and the records it names are the caller's or granted by the module's policy.
 * - a rule: a pure check of the signed-in actor.
 */
export type RoutePermission = 'public' | 'operator' | 'everyone' | OwnRecords | RouteRule;

declare module 'fastify' {
  interface FastifyContextConfig {
    permission?: RoutePermission;
    /**
     * Signed-in routes run in one transaction by default. A route that streams a large body (an upload, or a
     * stored file sent back) sets this to false: the session and permission are checked in a short transaction
     * first, and the handler's own `inOrg` calls open theirs, so no transaction waits on a slow client (nor on
     * the file store, which may read the file from the database in transactions of its own).
     */
    inOneTransaction?: boolean;
  }
}
