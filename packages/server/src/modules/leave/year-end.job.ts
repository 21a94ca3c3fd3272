import type { AppContext } from '../../platform/app-context';
import type { Queryable } from '../../platform/db/client';
import { withOrg } from '../../platform/db/tenant';
import type { JobDefinition } from '../../platform/jobs/job-queue';
import { queueAccruals } from './leave-accrual.job';
import { runYearEnd } from './year-end.service';

export const LEAVE_YEAR_END_JOB = 'leave.year-end';

export interface YearEndJob {
  organizationId: number;
  yearId: number;
  actorUserId: number;
}

export const queueYearEnd = (ctx: AppContext, tx: Queryable, job: YearEndJob) =>
  ctx.jobs.enqueue<YearEndJob>(tx, LEAVE_YEAR_END_JOB, job);

/** Closes a leave year the admin scheduled after its preview, then credits the new year. Safe to repeat. */
export function leaveYearEndJob(ctx: AppContext): JobDefinition<YearEndJob> {
  return {
    name: LEAVE_YEAR_END_JOB,
    expireInSeconds: 3600,
    async run({ organizationId, yearId, actorUserId }) {
      await withOrg(ctx.database.db, organizationId, async (tx) => {
        const result = await runYearEnd(tx, organizationId, yearId, actorUserId);
        if (result.closed) await queueAccruals(ctx, tx, organizationId);
      });
    },
  };
}
