import {
  AccessTokenCreatedSchema,
  AccessTokenCreateSchema,
  AccessTokenIdParamsSchema,
  AccessTokenRecordPageSchema,
  AccessTokenRecordSchema,
  AccessTokensListQuerySchema,
  canUseAccessTokens,
} from '@atrium/contracts';
import type { ModuleRoutes } from '../../platform/module-kit';
import { requireActor } from '../../platform/tenancy/org-scope';
import { listedOwnerOf } from './access-tokens.policy';
import { findAccessTokensPage } from './access-tokens.queries';
import { createAccessToken, revokeAccessToken } from './access-tokens.service';

const tags = ['access-tokens'];
const path = '/access-tokens/';

/**
 * API access tokens: everyone makes, lists and revokes personal tokens of their own; the org admin, the setup
 * manager and the CEO also organisation tokens, and see and revoke every token. No access token reaches these
 * routes (the central token check refuses the module).
 */
export const accessTokensRoutes: ModuleRoutes = async (app) => {
  app.get(
    path,
    {
      config: { permission: canUseAccessTokens },
      schema: {
        tags,
        summary: 'The tokens the caller may see, newest first unless sorted: search by name, sort, page',
        querystring: AccessTokensListQuerySchema,
        response: { 200: AccessTokenRecordPageSchema },
      },
    },
    (request) => {
      const owner = listedOwnerOf(requireActor(request));
      return request.inScope(({ tx, org }) => findAccessTokensPage(tx, org.id, request.query, owner));
    },
  );

  app.post(
    path,
    {
      config: { permission: canUseAccessTokens },
      schema: {
        tags,
        summary: 'Make a token; the answer carries the token itself, shown this once and never again',
        body: AccessTokenCreateSchema,
        response: { 201: AccessTokenCreatedSchema },
      },
    },
    // Returned rather than sent, so the answer leaves only after the request's transaction commits.
    async (request, reply) => {
      reply.code(201);
      return request.inScope((scope) => createAccessToken(scope, request.body));
    },
  );

  app.post(
    `${path}:id/revoke/`,
    {
      config: { permission: canUseAccessTokens },
      schema: {
        tags,
        summary: 'Revoke a token: the next request made with it is refused',
        params: AccessTokenIdParamsSchema,
        response: { 200: AccessTokenRecordSchema },
      },
    },
    (request) => {
      const owner = listedOwnerOf(requireActor(request));
      return request.inScope((scope) => revokeAccessToken(scope, request.params.id, owner));
    },
  );
};
