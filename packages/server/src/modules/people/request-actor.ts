import type { RequestActor } from '../../platform/auth/actor';
import type { Tx } from '../../platform/db/client';
import { findSessionUser } from '../accounts';
import { findLeadership } from './people.queries';

/** Resolves a session token hash to the actor the permission rules read: account, roles and leadership. */
export async function loadRequestActor(
  tx: Tx,
  organizationId: number,
  tokenHash: string,
): Promise<RequestActor | null> {
  const session = await findSessionUser(tx, organizationId, tokenHash);
  if (!session) return null;
  const leadership = await findLeadership(tx, organizationId, session.user_id);
  return { ...session, ...leadership };
}
