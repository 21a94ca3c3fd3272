import { type OpportunityCreate, OpportunityCreateSchema } from '@atrium/contracts';
import { sql } from 'drizzle-orm';
import { createOpportunity } from '../modules/sales';
import type { AppContext } from '../platform/app-context';
import { withOrg } from '../platform/db/tenant';
import { asUser } from './factories';

/**
 * An opportunity added through the sales module's service by `by` (a sales person), as through the API: at the first
 * stage of the organisation's process, its defaults stored the first time.
 */
export function buildOpportunity(
  ctx: AppContext,
  organizationId: number,
  input: Partial<OpportunityCreate> & { client_id: number; owner_id: number; by: number },
) {
  const { by, ...body } = input;
  const parsed = OpportunityCreateSchema.parse({
    name: 'Opportunity',
    value: 100_000,
    currency: 'INR',
    billing_type: 'time-and-material',
    probability: 50,
    roles: [],
    ...body,
  });
  return asUser(ctx, organizationId, by, (scope) => createOpportunity(scope, parsed));
}

/**
 * Marks an opportunity won on a day (noon UTC), as the target figures read it: its status and its 'won' event. The
 * draft project a win through the API hands over is left out.
 */
export async function markWon(ctx: AppContext, organizationId: number, id: number, wonOn: string) {
  await withOrg(ctx.database.db, organizationId, async (tx) => {
    await tx.execute(
      sql`update opportunities set status = 'won' where organization_id = ${organizationId} and id = ${id}`,
    );
    await tx.execute(
      sql`insert into opportunity_events (organization_id, opportunity_id, action, created_at)
        values (${organizationId}, ${id}, 'won', ${`${wonOn}T12:00:00Z`}::timestamptz)`,
    );
  });
}
