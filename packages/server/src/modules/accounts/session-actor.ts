import type { RoleId } from '@atrium/contracts';
import type { Tx } from '../../platform/db/client';
import { findLiveSession } from './accounts.queries';

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

/** The user behind a session token hash in the transaction's organisation, or null when it is not live. */
export async function findSessionUser(
  tx: Tx,
  organizationId: number,
  tokenHash: string,
): Promise<SessionUser | null> {
  const row = await findLiveSession(tx, organizationId, tokenHash);
  if (!row) return null;
  return {
    organization_id: organizationId,
    session_id: row.sessionId,
    user_id: row.userId,
    user_type: row.userType,
    is_timesheet_approver: row.isTimesheetApprover,
    extra_auth_until: row.extraAuthUntil,
    roles: row.roles as RoleId[],
  };
}
