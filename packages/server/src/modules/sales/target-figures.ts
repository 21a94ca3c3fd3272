import {
  type Actor,
  type ClientAchievements,
  FISCAL_QUARTERS,
  fiscalYearOf,
  parseApiDate,
  seesEveryTarget,
  type TargetAchievements,
  type TargetListQuery,
} from '@atrium/contracts';
import { and, eq, isNotNull, sql } from 'drizzle-orm';
import type { Queryable } from '../../platform/db/client';
import type { Scope } from '../../platform/scope';
import {
  achievement,
  clientSplit,
  countedFor,
  orderBook,
  type QuarterAmounts,
  targetFigures,
} from './engine/targets';
import { salesTargets } from './sales.tables';
import { findActivePlan, findTargetPage, findWonOpportunities } from './target.queries';
import { requirePlan, targetReaderOf } from './target.service';

/**
 * A page of a plan's targets the caller may read, each quarter's target beside the order book and achievement of
 * the person's (or the team members') won opportunities, loaded in one query for the whole page.
 */
export async function findTargetFiguresPage(scope: Scope, planId: number, query: TargetListQuery) {
  const plan = await requirePlan(scope, planId);
  const page = await findTargetPage(scope.tx, scope.org.id, planId, query, await targetReaderOf(scope));
  const won = page.results.length
    ? await findWonOpportunities(scope.tx, scope.org.id, plan.financial_year, {
        userIds: page.results.flatMap((target) => (target.person ? [target.person.id] : [])),
        departmentIds: page.results.flatMap((target) => (target.team ? [target.team.id] : [])),
      })
    : [];
  return {
    plan,
    count: page.count,
    results: page.results.map((target) => ({
      ...target,
      ...targetFigures(
        target,
        countedFor(won, { user_id: target.person?.id ?? null, department_id: target.team?.id ?? null }),
        plan.financial_year,
        plan,
      ),
    })),
  };
}

const yearOf = (today: string) => fiscalYearOf(parseApiDate(today) as Date).startYear;

/** The summed quarters of the people's targets in a plan (the teams' are made of them), or one person's. */
async function sumPeopleTargets(
  db: Queryable,
  organizationId: number,
  planId: number,
  userId: number | null,
) {
  const summed = (q: keyof QuarterAmounts) => sql<string>`coalesce(sum(${salesTargets[q]}), 0)`;
  const [row] = await db
    .select({ q1: summed('q1'), q2: summed('q2'), q3: summed('q3'), q4: summed('q4') })
    .from(salesTargets)
    .where(
      and(
        eq(salesTargets.organizationId, organizationId),
        eq(salesTargets.planId, planId),
        userId === null ? isNotNull(salesTargets.userId) : eq(salesTargets.userId, userId),
      ),
    );
  return Object.fromEntries(FISCAL_QUARTERS.map((q) => [q, Number(row?.[q] ?? 0)])) as QuarterAmounts;
}

/**
 * The target achievement tile for this financial year's active plan: the organisation's (its people's targets and
 * every won opportunity) for those who read every target, a sales executive's own otherwise.
 */
export async function loadTargetAchievements(
  db: Queryable,
  organizationId: number,
  actor: Actor,
  today: string,
): Promise<TargetAchievements> {
  const year = yearOf(today);
  const plan = await findActivePlan(db, organizationId, year);
  const money = plan ?? { currency: 'INR' as const, exchange_rates: {} };
  const own = seesEveryTarget(actor) ? null : actor.user_id;
  const targets = plan
    ? await sumPeopleTargets(db, organizationId, plan.id, own)
    : { q1: 0, q2: 0, q3: 0, q4: 0 };
  const won = await findWonOpportunities(
    db,
    organizationId,
    year,
    own === null ? undefined : { userIds: [own], departmentIds: [] },
  );
  const booked = orderBook(won, year, money);
  const achieved = achievement(won, year, money);
  return {
    financial_year: year,
    currency: money.currency,
    plan_id: plan?.id ?? null,
    target_achievements: FISCAL_QUARTERS.map((quarter) => ({
      quarter,
      target: targets[quarter],
      order_book: booked[quarter],
      achievements: achieved[quarter],
    })),
  };
}

/** The existing versus new client tile: this financial year's achievement per quarter split by client. */
export async function loadClientAchievements(
  db: Queryable,
  organizationId: number,
  today: string,
): Promise<ClientAchievements> {
  const year = yearOf(today);
  const plan = await findActivePlan(db, organizationId, year);
  const money = plan ?? { currency: 'INR' as const, exchange_rates: {} };
  const split = clientSplit(await findWonOpportunities(db, organizationId, year), year, money);
  return {
    financial_year: year,
    currency: money.currency,
    client_achievements: FISCAL_QUARTERS.map((quarter) => ({
      quarter,
      existing_client_achievement: split.existing[quarter],
      new_client_achievement: split.new[quarter],
    })),
  };
}
