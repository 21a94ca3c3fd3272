import { recordAudit } from '../../platform/audit/record-audit';
import type { Tx } from '../../platform/db/client';
import { createUser, type NewUser } from '../accounts';
import { contractors } from './contractors.tables';

interface Audit {
  actorUserId: number | null;
  requestId?: string;
}

export async function createContractor(
  tx: Tx,
  organizationId: number,
  input: { user: NewUser; code: string },
  audit: Audit,
) {
  const user = await createUser(tx, organizationId, { ...input.user, userType: 'contractor' }, audit);
  const [contractor] = await tx
    .insert(contractors)
    .values({ organizationId, userId: user.id, code: input.code })
    .returning();
  if (!contractor) throw new Error('contractor insert returned nothing');
  await recordAudit(tx, {
    organizationId,
    actorUserId: audit.actorUserId,
    action: 'contractor.create',
    entityType: 'contractor',
    entityId: contractor.id,
    after: contractor,
    requestId: audit.requestId ?? null,
  });
  return { user, contractor };
}
