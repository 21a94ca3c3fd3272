import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { bearerToken } from '../tenancy/org-scope';
import { AppError } from './app-error';

const digest = (value: string) => createHash('sha256').update(value).digest();

/**
 * Confines a scope's routes to the operator: each request must carry `Authorization: Bearer <OPERATOR_TOKEN>`,
 * compared in constant time (both sides hashed first, so neither the length nor a prefix leaks), before its
 * body is read. Routes under it declare `permission: 'operator'`.
 */
export function requireOperatorToken(scope: FastifyInstance, token: string) {
  const expected = digest(token);
  scope.addHook('onRequest', async (request) => {
    const given = bearerToken(request);
    if (!given) throw new AppError('auth_token_missing');
    if (!timingSafeEqual(digest(given), expected)) throw new AppError('authentication_failed');
  });
}
