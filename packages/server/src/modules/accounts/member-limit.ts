import { and, count, eq, inArray } from 'drizzle-orm';
import type { Tx } from '../../platform/db/client';
import { AppError } from '../../platform/http/app-error';
import { organizations } from '../orgs';
import { users } from './accounts.tables';

/** How many more active users the organisation may have, or null when it has no limit. */
export async function memberRoom(tx: Tx, organizationId: number): Promise<number | null> {
  const [org] = await tx
    .select({ limit: organizations.memberLimit })
    .from(organizations)
    .where(eq(organizations.id, organizationId));
  if (org?.limit === null || org?.limit === undefined) return null;
  const [active] = await tx
    .select({ value: count() })
    .from(users)
    .where(
      and(
        eq(users.organizationId, organizationId),
        eq(users.isActive, true),
        inArray(users.userType, ['employee', 'contractor']),
      ),
    );
  return Math.max(0, org.limit - (active?.value ?? 0));
}

/** Refuses one more active user once the organisation has as many as its member limit allows. */
export async function assertMemberRoom(tx: Tx, organizationId: number) {
  if ((await memberRoom(tx, organizationId)) === 0) throw new AppError('membership_limit_exceed');
}
