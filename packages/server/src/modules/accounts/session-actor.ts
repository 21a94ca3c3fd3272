import type { RoleId } from '@atrium/contracts';
import { type Placeholder, type SQL, sql } from 'drizzle-orm';
import { sessions, userRoles, users } from './accounts.tables';

export interface SessionUser {
  organization_id: number;
  session_id: number;
  user_id: number;
  user_type: string;
  is_timesheet_approver: boolean;
  /** Until when this session's additional sign-in unlocks salary data (null: locked). */
  extra_auth_until: Date | null;
  roles: RoleId[];
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
}

/**
 * The live session behind a token hash in one organisation (not revoked, not expired, not idle longer than the
 * limit, its user active) with the
 * user's roles: one row or none. A statement rather than a call, so the request's actor can be read in the same
 * round trip as what other modules know about the user.
 */
export function liveSessionStatement(
  organizationId: number | Placeholder,
  tokenHash: string | Placeholder,
  idleLimitSeconds: number | Placeholder,
): SQL {
  return sql`select s.id as session_id, u.id as user_id, u.user_type, u.is_timesheet_approver,
      (extract(epoch from s.extra_auth_until) * 1000)::float8 as extra_auth_until_ms,
      (extract(epoch from now() - s.last_seen_at))::float8 as idle_seconds,
      coalesce((select array_agg(r.role) from ${userRoles} r
        where r.organization_id = u.organization_id and r.user_id = u.id), '{}') as roles
    from ${sessions} s
    join ${users} u on u.organization_id = s.organization_id and u.id = s.user_id
    where s.organization_id = ${organizationId} and s.token_hash = ${tokenHash}
      and s.revoked_at is null and s.expires_at > now() and u.is_active
      and s.last_seen_at > now() - make_interval(secs => ${idleLimitSeconds}::float8)
    limit 1`;
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
  };
}
