import type { RoleId } from '@atrium/contracts';
import { type Placeholder, type SQL, sql } from 'drizzle-orm';
import type { TokenUse } from '../../platform/auth/actor';
import { accessTokens, sessions, userRoles, users } from './accounts.tables';

export interface SessionUser {
  organization_id: number;
  session_id: number;
  user_id: number;
  user_type: string;
  is_timesheet_approver: boolean;
  /** Until when this session's additional sign-in unlocks salary data (null: locked). */
  extra_auth_until: Date | null;
  roles: RoleId[];
  /** The access token the request came with; absent for a session. */
  token?: TokenUse;
}

/** The columns `liveSessionStatement` answers, as the database returns them. */
export interface LiveSessionRow {
  session_id: number;
  user_id: number;
  user_type: string;
  is_timesheet_approver: boolean;
  extra_auth_until_ms: number | null;
  roles: string[];
  /** Seconds since the session was last used (to the minute: it is recorded at most once a minute). */
  idle_seconds: number;
  /** The person whose leadership and records the actor has: the user, but no one for an organisation token. */
  person_user_id: number | null;
  /** The access token's id, kind and scopes; null for a session. */
  token_id: number | null;
  token_kind: 'personal' | 'organization' | null;
  token_scopes: string[] | null;
}

/**
 * The live session or access token behind a token hash in one organisation, with the user's roles: one row or
 * none. A session must not be revoked, expired, or idle longer than the limit, and its user must be active. An
 * access token must not be revoked or expired; a personal one acts as its owner (who must be active) with the
 * owner's roles as they are now, an organisation one as its own service user (active until the token is revoked)
 * holding the token's roles, as no person (`person_user_id` null) and never with salaries unlocked. The two
 * halves look up a unique index each. A statement rather than a call, so the request's actor is read in the same
 * round trip as what other modules know about the user.
 */
export function liveSessionStatement(
  organizationId: number | Placeholder,
  tokenHash: string | Placeholder,
  idleLimitSeconds: number | Placeholder,
): SQL {
  return sql`(select s.id as session_id, u.id as user_id, u.user_type, u.is_timesheet_approver,
      (extract(epoch from s.extra_auth_until) * 1000)::float8 as extra_auth_until_ms,
      (extract(epoch from now() - s.last_seen_at))::float8 as idle_seconds,
      coalesce((select array_agg(r.role) from ${userRoles} r
        where r.organization_id = u.organization_id and r.user_id = u.id), '{}') as roles,
      u.id as person_user_id, null::integer as token_id, null::text as token_kind, null::text[] as token_scopes
    from ${sessions} s
    join ${users} u on u.organization_id = s.organization_id and u.id = s.user_id
    where s.organization_id = ${organizationId} and s.token_hash = ${tokenHash}
      and s.revoked_at is null and s.expires_at > now() and u.is_active
      and s.last_seen_at > now() - make_interval(secs => ${idleLimitSeconds}::float8)
    limit 1)
    union all
    (select 0, u.id, u.user_type, u.is_timesheet_approver, null::float8,
      coalesce((extract(epoch from now() - t.last_used_at))::float8, 1e9),
      coalesce((select array_agg(r.role) from ${userRoles} r
        where r.organization_id = u.organization_id and r.user_id = u.id), '{}'),
      case when t.kind = 'personal' then u.id end, t.id, t.kind, t.scopes
    from ${accessTokens} t
    join ${users} u on u.organization_id = t.organization_id
      and u.id = case when t.kind = 'personal' then t.owner_user_id else t.service_user_id end
    where t.organization_id = ${organizationId} and t.token_hash = ${tokenHash}
      and t.revoked_at is null and t.expires_at > now() and u.is_active
    limit 1)`;
}

export function toSessionUser(organizationId: number, row: LiveSessionRow): SessionUser {
  return {
    organization_id: organizationId,
    session_id: row.session_id,
    user_id: row.user_id,
    user_type: row.user_type,
    is_timesheet_approver: row.is_timesheet_approver,
    extra_auth_until: row.extra_auth_until_ms === null ? null : new Date(row.extra_auth_until_ms),
    roles: row.roles as RoleId[],
    ...(row.token_id === null
      ? {}
      : { token: { id: row.token_id, kind: row.token_kind ?? 'personal', scopes: row.token_scopes ?? [] } }),
  };
}
