import type { AppContext } from '../../platform/app-context';
import type { JobDefinition } from '../../platform/jobs/job-queue';
import type { Scope } from '../../platform/scope';
import { forEachOrganization } from '../orgs';
import { monthBefore, monthDays } from './utilisation.queries';
import { keepUtilisation, releaseKeptMonths } from './utilisation-kept.queries';

/**
 * Keeps the organisation's utilisation of last month (the list's default) and of this one, and counts again the
 * people marked since, so a read seldom has to; lets go of other months kept a week ago.
 */
export async function keepRecentUtilisation(scope: Scope) {
  const today = scope.clock.today();
  const months = [monthBefore(today), today.slice(0, 7)].map((month) => ({
    organizationId: scope.org.id,
    ...monthDays(month),
  }));
  for (const month of months) await keepUtilisation(scope.tx, month);
  await releaseKeptMonths(scope.tx, scope.org.id, months);
}

/** Every ten minutes, as organisations' months turn at their own midnights. */
export const keepUtilisationJob = (ctx: AppContext): JobDefinition => ({
  name: 'timesheets.keep-utilisation',
  cron: '*/10 * * * *',
  expireInSeconds: 1800,
  async run() {
    await forEachOrganization(ctx, (scope) => keepRecentUtilisation(scope));
  },
});
