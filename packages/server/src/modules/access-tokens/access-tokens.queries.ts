import { type AccessTokenRecord, type AccessTokensListQuery, parseOrderBy } from '@atrium/contracts';
import { and, asc, count, desc, eq, ilike, sql } from 'drizzle-orm';
import { type AnyPgColumn, alias } from 'drizzle-orm/pg-core';
import type { Queryable } from '../../platform/db/client';
import { accessTokens, users } from '../accounts';

const owners = alias(users, 'owners');
const makers = alias(users, 'makers');
const serviceUsers = alias(users, 'service_users');
const fullName = (table: { firstName: AnyPgColumn; lastName: AnyPgColumn }) =>
  sql<string | null>`trim(concat_ws(' ', ${table.firstName}, ${table.lastName}))`;

const columns = {
  id: accessTokens.id,
  name: accessTokens.name,
  kind: accessTokens.kind,
  hint: accessTokens.hint,
  ownerUserId: accessTokens.ownerUserId,
  ownerName: fullName(owners),
  serviceUserId: accessTokens.serviceUserId,
  serviceUserName: fullName(serviceUsers),
  createdByUserId: accessTokens.createdByUserId,
  createdByName: fullName(makers),
  scopes: accessTokens.scopes,
  roles: accessTokens.roles,
  createdAt: accessTokens.createdAt,
  expiresAt: accessTokens.expiresAt,
  lastUsedAt: accessTokens.lastUsedAt,
  revokedAt: accessTokens.revokedAt,
  status: sql<AccessTokenRecord['status']>`case when ${accessTokens.revokedAt} is not null then 'revoked'
    when ${accessTokens.expiresAt} <= now() then 'expired' else 'active' end`,
};
interface TokenRow {
  id: number;
  name: string;
  kind: string;
  hint: string;
  ownerUserId: number | null;
  ownerName: string | null;
  serviceUserId: number | null;
  serviceUserName: string | null;
  createdByUserId: number | null;
  createdByName: string | null;
  scopes: string[];
  roles: string[];
  createdAt: Date;
  expiresAt: Date;
  lastUsedAt: Date | null;
  revokedAt: Date | null;
  status: AccessTokenRecord['status'];
}

const sortColumns = {
  name: accessTokens.name,
  created: accessTokens.createdAt,
  expires: accessTokens.expiresAt,
};

const userRef = (id: number | null, name: string | null) =>
  id === null ? null : { id, name: name || 'Unknown user' };

export const toAccessTokenRecord = (row: TokenRow): AccessTokenRecord => ({
  id: row.id,
  name: row.name,
  kind: row.kind as AccessTokenRecord['kind'],
  hint: row.hint,
  owner: userRef(row.ownerUserId, row.ownerName),
  service_user: userRef(row.serviceUserId, row.serviceUserName),
  created_by: userRef(row.createdByUserId, row.createdByName),
  scopes: row.scopes,
  roles: row.roles,
  created_at: row.createdAt.toISOString(),
  expires_at: row.expiresAt.toISOString(),
  expires_on: new Date(row.expiresAt.getTime() - 1).toISOString().slice(0, 10),
  last_used_at: row.lastUsedAt?.toISOString() ?? null,
  revoked_at: row.revokedAt?.toISOString() ?? null,
  status: row.status,
});

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

function selectTokens(db: Queryable) {
  return db
    .select(columns)
    .from(accessTokens)
    .leftJoin(
      owners,
      and(eq(owners.organizationId, accessTokens.organizationId), eq(owners.id, accessTokens.ownerUserId)),
    )
    .leftJoin(
      serviceUsers,
      and(
        eq(serviceUsers.organizationId, accessTokens.organizationId),
        eq(serviceUsers.id, accessTokens.serviceUserId),
      ),
    )
    .leftJoin(
      makers,
      and(
        eq(makers.organizationId, accessTokens.organizationId),
        eq(makers.id, accessTokens.createdByUserId),
      ),
    );
}

/**
 * One page of the organisation's tokens (only `owner`'s personal tokens unless null), searched by name, ordered,
 * paged and counted in SQL.
 */
export async function findAccessTokensPage(
  db: Queryable,
  organizationId: number,
  query: AccessTokensListQuery,
  owner: number | null,
) {
  const where = and(
    eq(accessTokens.organizationId, organizationId),
    owner === null ? undefined : eq(accessTokens.ownerUserId, owner),
    query.search ? ilike(accessTokens.name, `%${escapeLike(query.search)}%`) : undefined,
  );
  const order = parseOrderBy(query.order_by) ?? { field: 'created', isDescending: true };
  const direction = order.isDescending ? desc : asc;
  const rows = await selectTokens(db)
    .where(where)
    .orderBy(direction(sortColumns[order.field as keyof typeof sortColumns]), direction(accessTokens.id))
    .limit(query.limit)
    .offset(query.offset);
  const [total] = await db.select({ value: count() }).from(accessTokens).where(where);
  return { count: total?.value ?? 0, results: rows.map((row) => toAccessTokenRecord(row as TokenRow)) };
}

/** One token of the organisation, or null. */
export async function findAccessToken(db: Queryable, organizationId: number, id: number) {
  const [row] = await selectTokens(db)
    .where(and(eq(accessTokens.organizationId, organizationId), eq(accessTokens.id, id)))
    .limit(1);
  return row ? toAccessTokenRecord(row as TokenRow) : null;
}
