import type { RankedCandidate } from '@atrium/contracts';
import { and, eq } from 'drizzle-orm';
import { AppError } from '../../platform/http/app-error';
import type { Scope } from '../../platform/scope';
import { rankCandidates, weekdaysBetween } from './engine/rank-candidates';
import { skillNamesOf } from './resource-request.queries';
import { resourceRequestEvents, resourceRequests } from './resources.tables';
import { findCandidateDetails, findCandidateFacts } from './rmg.queries';

/** How many ranked people a request shows. */
export const CANDIDATE_LIMIT = 20;

/**
 * The people ranked for a request: the facts gathered in one statement (their skills, share booked and approved
 * leave over its dates, bench days), ranked by the pure engine, the best `CANDIDATE_LIMIT` answered with their names
 * and cost bands; those already allocated against it left out.
 */
export async function rankRequestCandidates(scope: Scope, id: number): Promise<RankedCandidate[]> {
  const [request] = await scope.tx
    .select()
    .from(resourceRequests)
    .where(and(eq(resourceRequests.organizationId, scope.org.id), eq(resourceRequests.id, id)));
  if (!request) throw new AppError('not_found');
  const names = await skillNamesOf(
    scope.tx,
    scope.org.id,
    request.skills.map((skill) => skill.skill_id),
  );
  const facts = await findCandidateFacts(scope.tx, scope.org.id, scope.clock.today(), {
    startDate: request.startDate,
    endDate: request.endDate,
    skillIds: request.skills.map((skill) => skill.skill_id),
  });
  // Those already allocated against it are not proposed again.
  const allocated = await scope.tx
    .select({ employeeId: resourceRequestEvents.employeeId })
    .from(resourceRequestEvents)
    .where(
      and(
        eq(resourceRequestEvents.organizationId, scope.org.id),
        eq(resourceRequestEvents.requestId, id),
        eq(resourceRequestEvents.action, 'fulfil'),
      ),
    );
  const taken = new Set(allocated.map((event) => event.employeeId));
  const ranked = rankCandidates(
    {
      skills: request.skills.map((skill) => ({ ...skill, name: names.get(skill.skill_id) ?? '' })),
      min_experience: request.minExperience,
      max_experience: request.maxExperience,
      location_id: request.locationId,
      allocation_percent: request.allocationPercent,
      working_days: weekdaysBetween(request.startDate, request.endDate),
    },
    facts.filter((candidate) => !taken.has(candidate.employee_id)),
    CANDIDATE_LIMIT,
  );
  const details = await findCandidateDetails(
    scope.tx,
    scope.org.id,
    ranked.map((ranking) => ranking.employee_id),
  );
  const factsOf = new Map(facts.map((candidate) => [candidate.employee_id, candidate]));
  return ranked.map((ranking) => {
    const detail = details.get(ranking.employee_id);
    const fact = factsOf.get(ranking.employee_id);
    if (!detail || !fact) throw new Error('ranked a candidate without facts');
    return {
      ...ranking,
      name: detail.name,
      code: detail.code,
      designation: detail.designation,
      location: detail.location,
      experience: fact.experience,
      cost_band: detail.cost_band,
      booked_percent: fact.booked_percent,
      leave_days: fact.leave_days,
      bench_days: fact.bench_days,
    };
  });
}
