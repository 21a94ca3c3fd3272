import type { Actor, RoleId } from '@atrium/contracts';
import { sql } from 'drizzle-orm';
import type { RequestActor } from '../../platform/auth/actor';
import type { Tx } from '../../platform/db/client';
import { queryBuiltRows } from '../../platform/db/prepared-statements';
import { queryRows } from '../../platform/db/query-rows';
import {
  findUserById,
  findUserRoles,
  type LiveSessionRow,
  liveSessionStatement,
  toSessionUser,
  touchSession,
} from '../accounts';
import { type Leadership, leadershipStatement } from './people.queries';

/** The live session of a token hash, its user's roles and what they lead, for any organisation and token. */
function actorStatement() {
  const organizationId = sql.placeholder('organizationId');
  return sql`select session.*, leadership.*
    from (${liveSessionStatement(organizationId, sql.placeholder('tokenHash'), sql.placeholder('idleLimitSeconds'))}) session
    cross join lateral (${leadershipStatement(organizationId, sql`session.user_id`)}) leadership`;
}

const DEFAULT_IDLE_LIMIT_SECONDS = 30 * 60;
const TOUCH_AFTER_SECONDS = 60;

/**
 * Resolves a session token hash to the actor the permission rules read: account, roles and leadership. Every
 * signed-in request pays for it, so it is one statement, built once and prepared; no answer is cached, so a revoked session, a disabled
 * user or a changed role takes effect on the very next request.
 */
export async function loadRequestActor(
  tx: Tx,
  organizationId: number,
  tokenHash: string,
  idleLimitSeconds = DEFAULT_IDLE_LIMIT_SECONDS,
  { isUse = true }: { isUse?: boolean } = {},
): Promise<RequestActor | null> {
  const [row] = await queryBuiltRows<LiveSessionRow & Leadership>(tx, 'request_actor', actorStatement, {
    organizationId,
    tokenHash,
    idleLimitSeconds,
  });
  if (!row) return null;
  // Recorded at most once a minute, so a busy session does not write on every request.
  if (isUse && row.idle_seconds > TOUCH_AFTER_SECONDS) await touchSession(tx, organizationId, row.session_id);
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
 * The actor a background task runs as, read afresh from the user's id when the job runs (a job has no session):
 * their roles and what they lead now, so a role removed since the task was started counts. Null when the user
 * is disabled or gone.
 */
export async function loadUserActor(tx: Tx, organizationId: number, userId: number): Promise<Actor | null> {
  const user = await findUserById(tx, organizationId, userId);
  if (!user?.isActive) return null;
  const roles = await findUserRoles(tx, organizationId, userId);
  const [leadership] = await queryRows<Leadership>(tx, leadershipStatement(organizationId, sql`${userId}`));
  return {
    user_id: userId,
    roles: roles as RoleId[],
    is_timesheet_approver: user.isTimesheetApprover,
    departments: leadership?.departments ?? [],
    sub_department_ids: leadership?.sub_department_ids ?? [],
    employee_id: leadership?.employee_id ?? null,
    contractor_id: leadership?.contractor_id ?? null,
  };
}
