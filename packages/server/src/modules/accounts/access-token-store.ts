import { and, eq, sql } from 'drizzle-orm';
import type { Queryable } from '../../platform/db/client';
import { accessTokens } from './accounts.tables';

/** A token row as the access-tokens module makes it: only the token's hash, never the token. */
export interface NewAccessTokenRow {
  organizationId: number;
  kind: 'personal' | 'organization';
  name: string;
  tokenHash: string;
  hint: string;
  ownerUserId: number | null;
  /** The organisation token's service user; null for a personal token. */
  serviceUserId: number | null;
  createdByUserId: number | null;
  scopes: string[];
  roles: string[];
  /** The last day it works: it ends when that day ends, UTC. */
  expiresOn: string;
}

/** Stores an access token (accounts keeps them beside sessions); its id. */
export async function insertAccessToken(db: Queryable, row: NewAccessTokenRow): Promise<number> {
  const { expiresOn, ...values } = row;
  const [inserted] = await db
    .insert(accessTokens)
    .values({ ...values, expiresAt: sql`(${expiresOn}::date + 1)::timestamp at time zone 'UTC'` })
    .returning({ id: accessTokens.id });
  if (!inserted) throw new Error('access_tokens insert returned nothing');
  return inserted.id;
}

/** Revokes an access token now: the next request made with it finds no live token. */
export async function markAccessTokenRevoked(
  db: Queryable,
  organizationId: number,
  id: number,
  byUserId: number | null,
) {
  await db
    .update(accessTokens)
    .set({ revokedAt: sql`now()`, revokedByUserId: byUserId })
    .where(and(eq(accessTokens.organizationId, organizationId), eq(accessTokens.id, id)));
}
