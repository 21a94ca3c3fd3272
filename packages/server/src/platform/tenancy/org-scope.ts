import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { RequestActor } from '../auth/actor';
import { hashToken } from '../auth/tokens';
import type { Tx } from '../db/client';
import { withOrg } from '../db/tenant';
import { AppError } from '../http/app-error';

export interface ScopedOrganization {
  id: number;
  slug: string;
  name: string;
  projectPermissionVariant: string;
}

export interface OrgScopeOptions {
  findOrganization(id: number): Promise<ScopedOrganization | null>;
  loadActor(tx: Tx, organizationId: number, tokenHash: string): Promise<RequestActor | null>;
}

declare module 'fastify' {
  interface FastifyRequest {
    org: ScopedOrganization;
    actor: RequestActor | null;
    /** Runs `work` in a transaction confined to the organisation of the path. */
    inOrg<T>(work: (tx: Tx) => Promise<T>): Promise<T>;
  }
}

const ORG_ID_PATTERN = /^[1-9][0-9]{0,9}$/;

function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const [scheme, token] = header.split(' ');
  return scheme?.toLowerCase() === 'bearer' && token ? token : null;
}

/** The signed-in actor of a request whose route demands one; routes that do not, never see it. */
export function requireActor(request: FastifyRequest): RequestActor {
  if (!request.actor) throw new AppError('auth_token_missing');
  return request.actor;
}

/**
 * Everything under `/api/{orgId}/`: the organisation must exist, the bearer token must belong to a user of
 * that very organisation (a token is looked up under the path's organisation only, so another
 * organisation's token finds nothing), and the route's permission must pass.
 */
export function registerOrgScope(app: FastifyInstance, options: OrgScopeOptions) {
  app.decorateRequest('org', null as unknown as ScopedOrganization);
  app.decorateRequest('actor', null);
  app.decorateRequest('inOrg', function inOrg<T>(this: FastifyRequest, work: (tx: Tx) => Promise<T>) {
    return withOrg(app.db, this.org.id, work);
  });

  app.addHook('preHandler', async (request: FastifyRequest, _reply: FastifyReply) => {
    const { orgId } = request.params as { orgId?: string };
    if (!orgId || !ORG_ID_PATTERN.test(orgId)) throw new AppError('org_not_found');
    const org = await options.findOrganization(Number(orgId));
    if (!org) throw new AppError('org_not_found');
    request.org = org;

    const permission = request.routeOptions.config.permission;
    if (permission === 'public') return;
    const token = bearerToken(request);
    if (!token) throw new AppError('auth_token_missing');
    const actor = await withOrg(app.db, org.id, (tx) => options.loadActor(tx, org.id, hashToken(token)));
    if (!actor) throw new AppError('authentication_failed');
    request.actor = actor;
    if (typeof permission === 'function' && !permission(actor, request)) {
      request.log.warn({ userId: actor.user_id, route: request.routeOptions.url }, 'permission denied');
      throw new AppError('permission_denied');
    }
  });
}
