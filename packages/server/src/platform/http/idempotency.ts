import { createHash } from 'node:crypto';
import { and, eq, lt, sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Tx } from '../db/client';
import { AppError } from './app-error';
import { idempotentRequests } from './idempotency.tables';

const HEADER = 'idempotency-key';
/** Printable ASCII, as clients generate them (UUIDs, ULIDs, random strings). */
const KEY_PATTERN = /^[\x21-\x7e]{1,255}$/;
const KEPT_HOURS = 24;

function keyOf(request: FastifyRequest): string | null {
  const value = request.headers[HEADER];
  if (value === undefined || request.method !== 'POST') return null;
  if (typeof value !== 'string' || !KEY_PATTERN.test(value))
    throw new AppError('invalid', { codes: { idempotency_key: ['invalid'] } });
  return value;
}

function fingerprintOf(request: FastifyRequest): string {
  const asked = JSON.stringify([request.routeOptions.url, request.params, request.body ?? null]);
  return createHash('sha256').update(asked).digest('base64url');
}

/**
 * Runs a creating POST once per `Idempotency-Key` of its user, in the request's transaction: the key is claimed
 * before the work and its answer stored with it, so both commit or neither does. The same request sent again
 * gets the stored answer (a retry racing the first waits for it to commit); the key sent with a different
 * request answers 400. Other requests run as they are.
 */
export async function runIdempotently(
  tx: Tx,
  request: FastifyRequest,
  reply: FastifyReply,
  userId: number,
  work: () => Promise<unknown>,
): Promise<unknown> {
  const key = keyOf(request);
  if (key === null) return work();
  const organizationId = request.org.id;
  const mine = and(
    eq(idempotentRequests.organizationId, organizationId),
    eq(idempotentRequests.userId, userId),
  );
  await tx
    .delete(idempotentRequests)
    .where(and(mine, lt(idempotentRequests.createdAt, sql`now() - make_interval(hours => ${KEPT_HOURS})`)));
  const fingerprint = fingerprintOf(request);
  const claimed = await tx
    .insert(idempotentRequests)
    .values({ organizationId, userId, key, fingerprint })
    .onConflictDoNothing()
    .returning({ key: idempotentRequests.key });
  if (claimed.length === 0) {
    const [earlier] = await tx
      .select()
      .from(idempotentRequests)
      .where(and(mine, eq(idempotentRequests.key, key)));
    if (!earlier || earlier.fingerprint !== fingerprint || earlier.statusCode === null)
      throw new AppError('invalid', { codes: { idempotency_key: ['invalid'] } });
    reply.header('idempotent-replayed', 'true');
    reply.code(earlier.statusCode);
    return earlier.response;
  }
  const result = await work();
  await tx
    .update(idempotentRequests)
    .set({ statusCode: reply.statusCode, response: result === reply ? null : (result ?? null) })
    .where(and(mine, eq(idempotentRequests.key, key)));
  return result;
}
