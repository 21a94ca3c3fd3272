import type { AppContext } from '../../platform/app-context';
import type { JobDefinition } from '../../platform/jobs/job-queue';
import { type Scope, withScope } from '../../platform/scope';
import { getOrganizationById, organizations } from '../orgs';
import { postCarryForwardExpiry, postDueAccruals } from './leave-accrual.service';
import { findActiveLeaveYear, type LeaveYearRow } from './leave-configuration.service';
import { runYearEnd } from './year-end.service';

export const LEAVE_ACCRUAL_JOB = 'leave.accruals';

/** Asks for the credits of one organisation to be posted once the caller's change commits. */
export const queueAccruals = (scope: Scope) =>
  scope.jobs.enqueue<{ organizationId: number }>(scope.tx, LEAVE_ACCRUAL_JOB, {
    organizationId: scope.org.id,
  });

/** More years than an organisation can have left unclosed while the server was down. */
const MAX_YEARS_CLOSED_AT_ONCE = 5;

/**
 * One organisation's leave night (`today` is its date): a leave year whose last day has passed is closed (carry
 * forward, encashment, lapse, as the admin's preview showed) and the next becomes active; then the allocations
 * and monthly accruals due by `today` are posted and unused carried leave expires. Every step is idempotent.
 */
export async function runLeaveNight(scope: Scope, today: string) {
  const postDue = async (year: LeaveYearRow, asOf: string) => {
    await postDueAccruals(scope, year, asOf);
    await postCarryForwardExpiry(scope, year, asOf);
  };
  let year = await findActiveLeaveYear(scope.tx, scope.org.id);
  for (let closed = 0; year && year.endDate < today && closed < MAX_YEARS_CLOSED_AT_ONCE; closed += 1) {
    // What the ending year still owed is posted first, so the close carries it forward.
    await postDue(year, year.endDate);
    await runYearEnd(scope, year.id);
    year = await findActiveLeaveYear(scope.tx, scope.org.id);
  }
  if (year) await postDue(year, today);
}

/** Every night for every organisation, and for one whenever a leave year opens or a leave type changes. */
export function leaveAccrualJob(ctx: AppContext): JobDefinition<{ organizationId?: number }> {
  return {
    name: LEAVE_ACCRUAL_JOB,
    cron: '5 0 * * *',
    async run(data) {
      const orgIds = data.organizationId
        ? [data.organizationId]
        : (await ctx.database.db.select({ id: organizations.id }).from(organizations)).map((org) => org.id);
      for (const organizationId of orgIds) {
        const organization = await getOrganizationById(ctx.database.db, organizationId);
        if (!organization) continue;
        await withScope(ctx, organization, null, (scope) => runLeaveNight(scope, scope.clock.today()));
      }
    },
  };
}
