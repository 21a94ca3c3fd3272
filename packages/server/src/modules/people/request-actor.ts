import { sql } from 'drizzle-orm';
import type { RequestActor } from '../../platform/auth/actor';
import type { Tx } from '../../platform/db/client';
import { queryPreparedRows } from '../../platform/db/prepared-statements';
import { type LiveSessionRow, liveSessionStatement, toSessionUser } from '../accounts';
import { type Leadership, leadershipStatement } from './people.queries';

/**
 * Resolves a session token hash to the actor the permission rules read: account, roles and leadership. Every
 * signed-in request pays for it, so it is one prepared statement; nothing is cached, so a revoked session, a disabled
 * user or a changed role takes effect on the very next request.
 */
export async function loadRequestActor(
  tx: Tx,
  organizationId: number,
  tokenHash: string,
): Promise<RequestActor | null> {
  const [row] = await queryPreparedRows<LiveSessionRow & Leadership>(
    tx,
    'request_actor',
    sql`select session.*, leadership.*
      from (${liveSessionStatement(organizationId, tokenHash)}) session
      cross join lateral (${leadershipStatement(organizationId, sql`session.user_id`)}) leadership`,
  );
  if (!row) return null;
  return {
    ...toSessionUser(organizationId, row),
    departments: row.departments,
    sub_department_ids: row.sub_department_ids,
    employee_id: row.employee_id,
    is_reporting_manager: row.is_reporting_manager,
  };
}
