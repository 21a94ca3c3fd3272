import type { AppContext } from '../../platform/app-context';
import type { JobDefinition } from '../../platform/jobs/job-queue';
import { type Scope, withScope } from '../../platform/scope';
import { getOrganizationById } from '../orgs';
import { queueAccruals } from './leave-accrual.job';
import { runYearEnd } from './year-end.service';

export const LEAVE_YEAR_END_JOB = 'leave.year-end';

export interface YearEndJob {
  organizationId: number;
  yearId: number;
  actorUserId: number;
}

export const queueYearEnd = (scope: Scope, job: YearEndJob) =>
  scope.jobs.enqueue<YearEndJob>(scope.tx, LEAVE_YEAR_END_JOB, job);

/** Closes a leave year the admin scheduled after its preview, then credits the new year. Safe to repeat. */
export function leaveYearEndJob(ctx: AppContext): JobDefinition<YearEndJob> {
  return {
    name: LEAVE_YEAR_END_JOB,
    expireInSeconds: 3600,
    async run({ organizationId, yearId, actorUserId }) {
      const organization = await getOrganizationById(ctx.database.db, organizationId);
      if (!organization) throw new Error(`no organisation ${organizationId}`);
      await withScope(
        ctx,
        organization,
        null,
        async (scope) => {
          const result = await runYearEnd(scope, yearId);
          if (result.closed) await queueAccruals(scope);
        },
        { actorUserId },
      );
    },
  };
}
