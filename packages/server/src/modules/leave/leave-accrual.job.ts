import { formatApiDate } from '@atrium/contracts';
import type { AppContext } from '../../platform/app-context';
import type { Queryable } from '../../platform/db/client';
import { withOrg } from '../../platform/db/tenant';
import type { JobDefinition } from '../../platform/jobs/job-queue';
import { organizations } from '../orgs/orgs.tables';
import { postCarryForwardExpiry, postDueAccruals } from './leave-accrual.service';
import { findActiveLeaveYear } from './leave-configuration.service';

export const LEAVE_ACCRUAL_JOB = 'leave.accruals';

/** Asks for the credits of one organisation to be posted once the caller's change commits. */
export const queueAccruals = (ctx: AppContext, tx: Queryable, organizationId: number) =>
  ctx.jobs.enqueue<{ organizationId: number }>(tx, LEAVE_ACCRUAL_JOB, { organizationId });

/**
 * Every night, and whenever a leave year opens or a leave type changes: the allocations and monthly accruals due
 * by today in the active year. Postings are idempotent, so a run repeated or overlapping posts nothing twice.
 */
export function leaveAccrualJob(ctx: AppContext): JobDefinition<{ organizationId?: number }> {
  return {
    name: LEAVE_ACCRUAL_JOB,
    cron: '5 0 * * *',
    async run(data) {
      const today = formatApiDate(new Date());
      const orgIds = data.organizationId
        ? [data.organizationId]
        : (await ctx.database.db.select({ id: organizations.id }).from(organizations)).map((org) => org.id);
      for (const organizationId of orgIds) {
        await withOrg(ctx.database.db, organizationId, async (tx) => {
          const year = await findActiveLeaveYear(tx, organizationId);
          if (!year) return;
          await postDueAccruals(tx, organizationId, year, today);
          await postCarryForwardExpiry(tx, organizationId, year, today);
        });
      }
    },
  };
}
