import { IdParamSchema, tokenActionOf } from '@atrium/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteHandlerMethod } from 'fastify';
import { recordAudit } from '../audit/record-audit';
import type { RequestActor, TokenUse } from '../auth/actor';
import { hashToken } from '../auth/tokens';
import type { Db, Tx } from '../db/client';
import { withOrg } from '../db/tenant';
import { AppError } from '../http/app-error';
import { runIdempotently } from '../http/idempotency';
import { assertTokenScope, type TokenRateLimiter } from '../http/token-guard';
import { createScope, type Effect, runEffects, type Scope, withScope } from '../scope';

export interface ScopedOrganization {
  id: number;
  slug: string;
  name: string;
  projectPermissionVariant: string;
  timezone: string;
  primaryLoginProvider: string;
  secondaryLoginProviders: string[];
  googleAllowedDomains: string[];
  /** Where its notifications go beside the bell and email (`teams`), so a notification asks no one else. */
  notificationChannels: string[];
  settings: { department_display_name: string; sub_department_display_name: string };
}

export interface OrgScopeOptions {
  findOrganization(id: number): Promise<ScopedOrganization | null>;
  /**
   * Runs `work` in a transaction confined to the organisation with the actor of a token hash, or null when it
   * belongs to no live session of that organisation.
   */
  withActor<T>(
    db: Db,
    organizationId: number,
    tokenHash: string,
    work: (tx: Tx, actor: RequestActor | null) => Promise<T>,
  ): Promise<T>;
  /** The organisation a host name belongs to, or null for a host of none. */
  organizationOfHost(host: string): Promise<number | null>;
  /** Each access token's requests per minute. */
  tokenRateLimiter: TokenRateLimiter;
}

declare module 'fastify' {
  interface FastifyRequest {
    org: ScopedOrganization;
    actor: RequestActor | null;
    /** The request's transaction on signed-in routes: confined to the path's organisation, committed on success. */
    tx: Tx | null;
    /** Runs `work` confined to the path's organisation: in the request's transaction when there is one. */
    inOrg<T>(work: (tx: Tx) => Promise<T>): Promise<T>;
    /** Runs a service with its scope: the request's transaction, organisation, caller, clock and audit trail. */
    inScope<T>(work: (scope: Scope) => Promise<T>): Promise<T>;
    /** What the request's change leaves to do once it has committed. */
    effects: Effect[];
    /** The access token the request came with, once found (even when the request is then refused). */
    tokenUse: { token: TokenUse; userId: number } | null;
  }
}

/** The token of an `Authorization: Bearer …` header, or null. */
export function bearerToken(request: FastifyRequest): string | null {
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
 * Everything under `/api/{orgId}/`: the organisation must exist; on routes that are not public the bearer token
 * must belong to an active user of that very organisation (it is looked up under the path's organisation only,
 * so another organisation's token finds nothing) and the route's permission must pass. A signed-in request runs
 * in one transaction, from the session lookup to the handler's last query: one snapshot, and nothing is
 * written when anything fails.
 */
export function registerOrgScope(app: FastifyInstance, options: OrgScopeOptions) {
  app.decorateRequest('org', null as unknown as ScopedOrganization);
  app.decorateRequest('actor', null);
  app.decorateRequest('tx', null);
  app.decorateRequest('inOrg', function inOrg<T>(this: FastifyRequest, work: (tx: Tx) => Promise<T>) {
    return this.tx ? work(this.tx) : withOrg(app.db, this.org.id, work);
  });
  app.decorateRequest('effects', null as unknown as Effect[]);
  app.decorateRequest('tokenUse', null);
  app.decorateRequest('inScope', function inScope<
    T,
  >(this: FastifyRequest, work: (scope: Scope) => Promise<T>) {
    const { tx, org, actor, id: requestId } = this;
    if (!tx) return withScope(app.ctx, org, actor, work, { requestId, log: this.log });
    const effects = this.effects;
    return work(
      createScope({
        services: app.ctx,
        tx,
        org,
        actor,
        requestId,
        afterCommit: (effect) => effects.push(effect),
      }),
    );
  });

  // onRequest: before the body is parsed or validated, so a caller without a session learns nothing more.
  app.addHook('onRequest', async (request: FastifyRequest, _reply: FastifyReply) => {
    const orgId = IdParamSchema.safeParse((request.params as { orgId?: string }).orgId);
    if (!orgId.success) throw new AppError('org_not_found');
    const org = await options.findOrganization(orgId.data);
    if (!org) throw new AppError('org_not_found');
    // Another organisation's host name with this one's path: one organisation's page never reaches another's API.
    const hostOrg = await options.organizationOfHost(request.hostname);
    if (hostOrg !== null && hostOrg !== org.id) throw new AppError('org_not_found');
    request.org = org;
    if (request.routeOptions.config.permission !== 'public' && !bearerToken(request)) {
      throw new AppError('auth_token_missing');
    }
  });

  // Every write made with an access token is on the audit trail, refused or not: who, which token, what, and
  // the answer. In its own transaction, as the answer is sent (so a failed request's is kept too, and the
  // caller who has the answer finds the entry).
  app.addHook('onSend', async (request, reply, payload) => {
    const use = request.tokenUse;
    if (!use || tokenActionOf(request.method) !== 'write') return payload;
    try {
      await withOrg(app.db, request.org.id, (tx) =>
        recordAudit(tx, {
          organizationId: request.org.id,
          actorUserId: use.userId,
          action: 'access_token.use',
          entityType: 'access_token',
          entityId: use.token.id,
          after: {
            kind: use.token.kind,
            method: request.method,
            path: request.url.split('?')[0],
            status: reply.statusCode,
          },
          requestId: request.id,
        }),
      );
    } catch (error) {
      request.log.error({ err: error }, 'recording an access token use failed');
    }
    return payload;
  });

  app.addHook('onRoute', (route) => {
    const permission = route.config?.permission;
    if (!permission || permission === 'public') return;
    const handler = route.handler as RouteHandlerMethod;
    // The session is checked before the input: a caller without one learns nothing about the fields.
    route.attachValidation = true;
    const inOneTransaction = route.config?.inOneTransaction !== false;
    route.handler = function signedInHandler(request, reply) {
      const tokenHash = hashToken(bearerToken(request) ?? '');
      const admit = (loaded: RequestActor | null) => {
        if (!loaded) throw new AppError('authentication_failed');
        if (loaded.token) {
          request.tokenUse = { token: loaded.token, userId: loaded.user_id };
          options.tokenRateLimiter.admit(loaded.token.id, request.org.id);
          assertTokenScope(loaded.token, request.routeOptions.config.module, request.method);
        }
        const actor = { ...loaded, project_permission_variant: request.org.projectPermissionVariant };
        if (typeof permission === 'function' && !permission(actor, request)) {
          request.log.warn({ userId: actor.user_id, route: request.routeOptions.url }, 'permission denied');
          throw new AppError('permission_denied');
        }
        if (request.validationError) throw request.validationError;
        request.actor = actor;
      };
      if (!inOneTransaction) {
        return options
          .withActor(app.db, request.org.id, tokenHash, async (_tx, loaded) => admit(loaded))
          .then(() => handler.call(this, request, reply));
      }
      request.effects = [];
      return options
        .withActor(app.db, request.org.id, tokenHash, async (tx, loaded) => {
          admit(loaded);
          request.tx = tx;
          try {
            return await runIdempotently(tx, request, reply, requireActor(request).user_id, async () =>
              handler.call(this, request, reply),
            );
          } finally {
            request.tx = null;
          }
        })
        .then(async (result) => {
          await runEffects(request.effects, request.log);
          return result;
        });
    };
  });
}
