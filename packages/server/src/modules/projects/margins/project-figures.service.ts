import type { AppContext } from '../../../platform/app-context';
import type { JobDefinition } from '../../../platform/jobs/job-queue';
import { type Scope, withScope } from '../../../platform/scope';
import { forEachOrganization, getOrganizationById } from '../../orgs';
import type { ProjectTime } from '../project-time';
import { financialYearOf, lastOfMonth, leakageWindowOf } from './figure-periods';
import {
  clearFigures,
  findCountedTo,
  findFigureMonths,
  findProjectsOfRoles,
  findStaleProjects,
  lockFigures,
  markStale,
  rewriteFigures,
  setCountedTo,
  takeStaleProjects,
} from './project-figures.queries';
import { keepsPeriod, rewritePeriodFigures, setKeptPeriods } from './project-period-figures.queries';

export const REFRESH_FIGURES_JOB = 'projects.refresh-figures';

/**
 * Announces that what the projects' margin, leakage or loss figures are made of changed (money, time, a team,
 * a rate, a milestone, the project itself): they are added up live until the queued refresh has rewritten them.
 */
export async function markFiguresChanged(scope: Scope, projectIds: readonly (number | null)[]) {
  const ids = [...new Set(projectIds.filter((id): id is number => id !== null))];
  if (!ids.length) return;
  await markStale(scope.tx, scope.org.id, ids);
  await scope.jobs.enqueue(scope.tx, REFRESH_FIGURES_JOB, { organizationId: scope.org.id });
}

/** Announces that rates of the billing roles changed: the figures of every project with a group of them. */
export async function markRoleFiguresChanged(scope: Scope, billingRoleIds: number[]) {
  await markFiguresChanged(scope, await findProjectsOfRoles(scope.tx, scope.org.id, billingRoleIds));
}

/** Rewrites every month of the projects marked changed. */
export async function refreshChangedFigures(scope: Scope, time: ProjectTime) {
  const { tx, org } = scope;
  const marked = await findStaleProjects(tx, org.id);
  if (!marked.length) return;
  // The projects are locked before their marks are taken: a change holding a project's lock marks it last, and
  // would otherwise wait for a mark taken here while this waits for its lock.
  const locked = await lockFigures(tx, org.id, marked);
  const ids = await takeStaleProjects(tx, org.id, locked);
  if (!ids.length) return;
  // Read once the locks are held: a recount of a new day may have gone first.
  const today = scope.clock.today();
  await clearFigures(tx, org.id, ids);
  const months = await findFigureMonths(tx, time, org.id, ids);
  if (months) await rewriteFigures(tx, time, org.id, ids, months, today);
  await rewritePeriodFigures(tx, org.id, ids);
}

const firstOfMonth = (day: string) => `${day.slice(0, 8)}01`;

/**
 * Counts every project's figures up to today. The first time, every month of them (the backfill); then the
 * months from the one last counted to today's: a past month's figures are final once counted past its end, and
 * the current month's are counted up to a day (its capacity, time, billing and milestones up to today, the rate
 * in force today), so they are recounted when the day changes and read live until they are. `afresh` counts every
 * month again, as the first time (after rows were written in bulk past the marks). Each project's sums of today's
 * financial year and leakage window are kept beside them, as the tables list them by default.
 */
export async function countFigures(scope: Scope, time: ProjectTime, { afresh = false } = {}) {
  const { tx, org } = scope;
  const today = scope.clock.today();
  const countedTo = afresh ? null : await findCountedTo(tx, org.id);
  if (countedTo === today && (await keepsPeriod(tx, org.id, leakageWindowOf(today)))) return;
  await lockFigures(tx, org.id, 'every');
  // A day counted past today (the organisation's time zone moved back) leaves only today's month to recount.
  const from = countedTo !== null && countedTo < today ? countedTo : today;
  const months =
    countedTo === null
      ? await findFigureMonths(tx, time, org.id, 'every')
      : { start: firstOfMonth(from), end: lastOfMonth(today) };
  if (countedTo === null) await clearFigures(tx, org.id, 'every');
  if (months) await rewriteFigures(tx, time, org.id, 'every', months, today);
  await setCountedTo(tx, org.id, today);
  await setKeptPeriods(tx, org.id, [financialYearOf(today), leakageWindowOf(today)]);
  await rewritePeriodFigures(tx, org.id, 'every');
}

/** Works the refreshes queued by `markFiguresChanged`, on the organisation's clock. */
export const refreshFiguresJob = (
  ctx: AppContext,
  time: ProjectTime,
): JobDefinition<{ organizationId: number }> => ({
  name: REFRESH_FIGURES_JOB,
  async run(job) {
    const org = await getOrganizationById(ctx.database.db, job.organizationId);
    if (org) await withScope(ctx, org, null, (scope) => refreshChangedFigures(scope, time));
  },
});

/** Counts each organisation's figures to its new day soon after its midnight, and the first time at all. */
export const countFiguresJob = (ctx: AppContext, time: ProjectTime): JobDefinition => ({
  name: 'projects.count-figures',
  cron: '*/10 * * * *',
  expireInSeconds: 1800,
  async run() {
    await forEachOrganization(ctx, (scope) => countFigures(scope, time));
  },
});
