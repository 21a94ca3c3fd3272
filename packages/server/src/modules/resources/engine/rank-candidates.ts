/**
 * Ranking people for a resource request: pure, so its weights are table-tested and the route only gathers facts.
 * Each part is 0–1; the score is their weighted sum, 0–100.
 */

export type Level = 'B' | 'I' | 'E';

const LEVEL_RANK: Record<Level, number> = { B: 1, I: 2, E: 3 };

/** How much each part weighs in the score. */
export const RANK_WEIGHTS = {
  skills: 45,
  availability: 30,
  experience: 10,
  location: 10,
  bench: 5,
} as const;

/** Bench days from which a person counts as fully "waiting" for work. */
export const BENCH_DAYS_FULL = 30;

export interface RequestFacts {
  skills: { skill_id: number; name: string; level: Level }[];
  min_experience: number;
  max_experience: number;
  location_id: number | null;
  allocation_percent: number;
  /** Weekdays from the request's start to its end. */
  working_days: number;
}

export interface CandidateFacts {
  employee_id: number;
  /** skill id → level the person holds. */
  skills: ReadonlyMap<number, Level>;
  experience: number | null;
  location_id: number | null;
  /** Their summed allocation share on days of the request's span. */
  booked_percent: number;
  /** Weekdays of approved leave within the request's span. */
  leave_days: number;
  bench_days: number;
}

export interface Ranking {
  employee_id: number;
  score: number;
  skill_match: number;
  availability: number;
  experience_match: boolean;
  location_match: boolean;
  matched_skills: string[];
  missing_skills: string[];
}

/** A skill held at the level asked counts whole; held below it, half; missing, nothing. No skills asked: 1. */
export function skillMatch(request: RequestFacts, candidate: CandidateFacts) {
  const matched: string[] = [];
  const missing: string[] = [];
  let total = 0;
  for (const skill of request.skills) {
    const held = candidate.skills.get(skill.skill_id);
    if (held === undefined) missing.push(skill.name);
    else if (LEVEL_RANK[held] >= LEVEL_RANK[skill.level]) {
      total += 1;
      matched.push(skill.name);
    } else {
      total += 0.5;
      matched.push(skill.name);
    }
  }
  return { value: request.skills.length ? total / request.skills.length : 1, matched, missing };
}

/**
 * The share of what the request asks that the person has free, 0–1: their free share over its span against the
 * share asked, less the part of its working days they are on leave.
 */
export function availability(request: RequestFacts, candidate: CandidateFacts) {
  const free = Math.max(0, 100 - candidate.booked_percent);
  const share = Math.min(1, free / request.allocation_percent);
  const present = request.working_days > 0 ? 1 - Math.min(1, candidate.leave_days / request.working_days) : 1;
  return share * present;
}

/** Within the range counts whole; each year outside takes a quarter off. Unknown experience counts half. */
export function experienceFit(request: RequestFacts, candidate: CandidateFacts) {
  if (candidate.experience === null) return 0.5;
  const below = request.min_experience - candidate.experience;
  const above = candidate.experience - request.max_experience;
  const off = Math.max(0, below, above);
  return Math.max(0, 1 - off * 0.25);
}

const round1 = (value: number) => Math.round(value * 10) / 10;

/** One person's ranking for the request. */
export function rankCandidate(request: RequestFacts, candidate: CandidateFacts): Ranking {
  const skills = skillMatch(request, candidate);
  const free = availability(request, candidate);
  const experience = experienceFit(request, candidate);
  const location = request.location_id === null || request.location_id === candidate.location_id;
  const bench = Math.min(1, candidate.bench_days / BENCH_DAYS_FULL);
  const score =
    skills.value * RANK_WEIGHTS.skills +
    free * RANK_WEIGHTS.availability +
    experience * RANK_WEIGHTS.experience +
    (location ? 1 : 0) * RANK_WEIGHTS.location +
    bench * RANK_WEIGHTS.bench;
  return {
    employee_id: candidate.employee_id,
    score: round1(score),
    skill_match: round1(skills.value * 100),
    availability: round1(free * 100),
    experience_match: experience === 1,
    location_match: location,
    matched_skills: skills.matched,
    missing_skills: skills.missing,
  };
}

/**
 * The people worth proposing, best first: those with some of the asked share free, ranked by score, then by
 * availability, then by id so equal people keep one order; at most `limit`.
 */
export function rankCandidates(request: RequestFacts, candidates: readonly CandidateFacts[], limit = 20) {
  return candidates
    .map((candidate) => rankCandidate(request, candidate))
    .filter((ranking) => ranking.availability > 0)
    .sort((a, b) => b.score - a.score || b.availability - a.availability || a.employee_id - b.employee_id)
    .slice(0, limit);
}

/** Weekdays from one date to another, both included (YYYY-MM-DD); none when the end is before the start. */
export function weekdaysBetween(from: string, to: string): number {
  const start = Date.parse(`${from}T00:00:00Z`);
  const end = Date.parse(`${to}T00:00:00Z`);
  let days = 0;
  for (let at = start; at <= end; at += 86_400_000) {
    const day = new Date(at).getUTCDay();
    if (day !== 0 && day !== 6) days += 1;
  }
  return days;
}
