import type { AppContext } from '../../platform/app-context';
import { organizationClock } from '../../platform/clock';
import type { Tx } from '../../platform/db/client';
import { withOrg } from '../../platform/db/tenant';
import { organizations } from './orgs.tables';

/**
 * Runs `work` for every organisation, each in its own transaction and on its own clock's date: for scheduled jobs,
 * so one organisation's failure or time zone does not touch another's.
 */
export async function forEachOrganization(
  ctx: AppContext,
  work: (tx: Tx, organizationId: number, today: string) => Promise<unknown>,
) {
  const orgs = await ctx.database.db
    .select({ id: organizations.id, timezone: organizations.timezone })
    .from(organizations);
  for (const org of orgs) {
    const today = organizationClock(org.timezone).today();
    await withOrg(ctx.database.db, org.id, (tx) => work(tx, org.id, today));
  }
}
