import { and, eq } from 'drizzle-orm';
import type { Scope } from '../../platform/scope';
import { replacePipelineDemand } from '../resources';
import { opportunities, opportunityRoles } from './sales.tables';

/**
 * Tells resources' forecast what an opportunity would need while it is open (its role mix at its probability), and
 * that it needs nothing once won or lost: the won one's needs become resource requests.
 */
export async function syncPipelineDemand(scope: Scope, opportunityId: number) {
  const { tx, org } = scope;
  const [opportunity] = await tx
    .select({ status: opportunities.status, probability: opportunities.probability })
    .from(opportunities)
    .where(and(eq(opportunities.organizationId, org.id), eq(opportunities.id, opportunityId)));
  const roles =
    opportunity?.status === 'open'
      ? await tx
          .select()
          .from(opportunityRoles)
          .where(
            and(
              eq(opportunityRoles.organizationId, org.id),
              eq(opportunityRoles.opportunityId, opportunityId),
            ),
          )
      : [];
  await replacePipelineDemand(
    tx,
    org.id,
    { kind: 'opportunity', id: opportunityId },
    roles.map((role) => ({
      designation_id: role.designationId,
      count: role.count,
      start_date: role.startDate,
      end_date: role.endDate,
      probability: opportunity?.probability ?? 0,
    })),
  );
}
