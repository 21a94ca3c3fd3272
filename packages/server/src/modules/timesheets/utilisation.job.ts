import type { AppContext } from '../../platform/app-context';
import type { JobDefinition } from '../../platform/jobs/job-queue';
import type { Scope } from '../../platform/scope';
import { forEachOrganization } from '../orgs';
import { monthBefore, monthDays } from './utilisation.queries';
import { keepUtilisation } from './utilisation-kept.queries';

/**
 * Keeps the organisation's utilisation of last month (the list's default) and counts again the people marked since,
 * so a read seldom has to.
 */
export async function keepLastMonthsUtilisation(scope: Scope) {
  const month = monthBefore(scope.clock.today());
  await keepUtilisation(scope.tx, { organizationId: scope.org.id, ...monthDays(month) });
}

/** Every ten minutes, as organisations' months turn at their own midnights. */
export const keepUtilisationJob = (ctx: AppContext): JobDefinition => ({
  name: 'timesheets.keep-utilisation',
  cron: '*/10 * * * *',
  expireInSeconds: 1800,
  async run() {
    await forEachOrganization(ctx, (scope) => keepLastMonthsUtilisation(scope));
  },
});
