import type { AppContext } from '../../platform/app-context';
import type { JobDefinition } from '../../platform/jobs/job-queue';
import type { Scope } from '../../platform/scope';
import { forEachOrganization } from '../orgs';
import { keepPoolFor } from './rmg-pool.queries';

/** Keeps the organisation's RMG pool for its today, rewriting it when it was kept for another day or not yet. */
export async function keepPool(scope: Scope) {
  await keepPoolFor(scope.tx, scope.org.id, scope.clock.today());
}

/**
 * Moves each organisation's RMG pool to its new day soon after its midnight, so the first list of the day need not
 * rewrite it; every ten minutes, as organisations' midnights differ.
 */
export const keepPoolJob = (ctx: AppContext): JobDefinition => ({
  name: 'resources.keep-pool',
  cron: '*/10 * * * *',
  expireInSeconds: 1800,
  async run() {
    await forEachOrganization(ctx, (scope) => keepPool(scope));
  },
});
