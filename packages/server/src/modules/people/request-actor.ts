import type { Actor, RoleId } from '@atrium/contracts';
import { sql } from 'drizzle-orm';
import type { RequestActor } from '../../platform/auth/actor';
import type { Db, Tx } from '../../platform/db/client';
import { queryBuiltRows } from '../../platform/db/prepared-statements';
import { queryRows } from '../../platform/db/query-rows';
import { withOrgReading } from '../../platform/db/tenant';
import {
  findUserById,
  findUserRoles,
  type LiveSessionRow,
  liveSessionStatement,
  toSessionUser,
  touchAccessToken,
  touchSession,
} from '../accounts';
import { type Leadership, leadershipStatement } from './people.queries';

/**
 * The live session or access token of a token hash, its user's roles and what they lead (nothing for an
 * organisation token, which acts as no person), for any organisation and token.
 */
function actorStatement() {
  const organizationId = sql.placeholder('organizationId');
  return sql`select session.*, leadership.*
    from (${liveSessionStatement(organizationId, sql.placeholder('tokenHash'), sql.placeholder('idleLimitSeconds'))}) session
    cross join lateral (${leadershipStatement(organizationId, sql`session.person_user_id`)}) leadership`;
}

const DEFAULT_IDLE_LIMIT_SECONDS = 30 * 60;
const TOUCH_AFTER_SECONDS = 60;

type ActorRow = LiveSessionRow & Leadership;

/**
 * The actor of a session's or a token's row; its use is recorded at most once a minute, so a busy session or
 * token does not write on every request.
 */
async function toRequestActor(
  tx: Tx,
  organizationId: number,
  row: ActorRow | undefined,
  isUse: boolean,
): Promise<RequestActor | null> {
  if (!row) return null;
  if (isUse && row.idle_seconds > TOUCH_AFTER_SECONDS) {
    if (row.token_id === null) await touchSession(tx, organizationId, row.session_id);
    else await touchAccessToken(tx, organizationId, row.token_id);
  }
  return {
    ...toSessionUser(organizationId, row),
    departments: row.departments,
    sub_department_ids: row.sub_department_ids,
    employee_id: row.employee_id,
    contractor_id: row.contractor_id,
    is_reporting_manager: row.is_reporting_manager,
  };
}

/**
 * Resolves a session token hash to the actor the permission rules read: account, roles and leadership. Every
 * signed-in request pays for it, so it is one statement, built once and prepared; no answer is cached, so a
 * revoked session, a disabled user or a changed role takes effect on the very next request.
 */
export async function loadRequestActor(
  tx: Tx,
  organizationId: number,
  tokenHash: string,
  idleLimitSeconds = DEFAULT_IDLE_LIMIT_SECONDS,
  { isUse = true }: { isUse?: boolean } = {},
): Promise<RequestActor | null> {
  const [row] = await queryBuiltRows<ActorRow>(tx, 'request_actor', actorStatement, {
    organizationId,
    tokenHash,
    idleLimitSeconds,
  });
  return toRequestActor(tx, organizationId, row, isUse);
}

/**
 * Runs `work` in a transaction confined to the organisation with the actor of the token hash (null when its
 * session is not live), read in the message that opens the transaction on PostgreSQL: a request's first round
 * trip both enters the organisation and finds who is calling.
 */
export function withRequestActor<T>(
  db: Db,
  organizationId: number,
  tokenHash: string,
  idleLimitSeconds: number,
  work: (tx: Tx, actor: RequestActor | null) => Promise<T>,
): Promise<T> {
  return withOrgReading<T, ActorRow>(
    db,
    organizationId,
    {
      name: 'opening_request_actor',
      build: actorStatement,
      values: { organizationId, tokenHash, idleLimitSeconds },
    },
    async (tx, [row]) => work(tx, await toRequestActor(tx, organizationId, row, true)),
  );
}

/**
 * A person acting without a session (a job run for them, a Teams card they press), read afresh from their id: their
 * roles and what they lead now, so a role removed since counts. No session and no fresh additional sign-in. Null
 * when the user is disabled or gone.
 */
export async function loadActingUser(
  tx: Tx,
  organizationId: number,
  userId: number,
): Promise<RequestActor | null> {
  const user = await findUserById(tx, organizationId, userId);
  if (!user?.isActive) return null;
  const roles = await findUserRoles(tx, organizationId, userId);
  const [leadership] = await queryRows<Leadership>(tx, leadershipStatement(organizationId, sql`${userId}`));
  return {
    organization_id: organizationId,
    session_id: 0,
    user_id: userId,
    user_type: user.userType,
    roles: roles as RoleId[],
    is_timesheet_approver: user.isTimesheetApprover,
    extra_auth_until: null,
    departments: leadership?.departments ?? [],
    sub_department_ids: leadership?.sub_department_ids ?? [],
    employee_id: leadership?.employee_id ?? null,
    contractor_id: leadership?.contractor_id ?? null,
    is_reporting_manager: leadership?.is_reporting_manager ?? false,
  };
}

/** The actor a background task runs as (a job has no session): the acting user, as the permission rules read them. */
export function loadUserActor(tx: Tx, organizationId: number, userId: number): Promise<Actor | null> {
  return loadActingUser(tx, organizationId, userId);
}
