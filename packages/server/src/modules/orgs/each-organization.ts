import type { AppContext } from '../../platform/app-context';
import { withOrg } from '../../platform/db/tenant';
import { type Scope, systemScope } from '../../platform/scope';
import { organizations } from './orgs.tables';

/**
 * Runs `work` for every organisation in the system's scope of it, each in its own transaction and on its own
 * clock (`scope.clock.today()`): for scheduled jobs, so one organisation's failure or time zone does not touch
 * another's. The scope refuses effects: what a job sends leaves through its transaction (a queued job, a notice
 * sent on commit).
 */
export async function forEachOrganization(ctx: AppContext, work: (scope: Scope) => Promise<unknown>) {
  const orgs = await ctx.database.db.select().from(organizations);
  for (const org of orgs) await withOrg(ctx.database.db, org.id, (tx) => work(systemScope(ctx, tx, org)));
}
