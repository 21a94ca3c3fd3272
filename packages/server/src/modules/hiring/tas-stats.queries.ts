import type { CandidateSource, TasStats, TasStatsQuery } from '@atrium/contracts';
import { type SQL, sql } from 'drizzle-orm';
import type { Queryable } from '../../platform/db/client';
import { queryRows } from '../../platform/db/query-rows';
import { users } from '../accounts';
import { departments } from '../org-setup';
import { findHiringFlow } from './application.queries';
import { applicationEvents, applications, hiringRequests } from './hiring.tables';

interface BreakdownRow {
  id: number | null;
  name: string | null;
  applications: number;
  in_progress: number;
  joined: number;
  rejected: number;
}

/**
 * Talent Acquisition Statistics over the organisation's applications, narrowed to a department's or a recruiter's
 * requests when asked: the funnel by stage, the source mix, the mean time in each stage, and counts by department
 * and by recruiter. Every figure is an aggregate in SQL.
 */
export async function findTasStats(
  db: Queryable,
  organizationId: number,
  query: TasStatsQuery,
): Promise<TasStats> {
  const stages = await findHiringFlow(db, organizationId);
  const narrowed: SQL = sql.join(
    [
      sql`a.organization_id = ${organizationId}`,
      ...(query.department_id ? [sql`r.department_id = ${query.department_id}`] : []),
      ...(query.recruiter_id ? [sql`r.recruiter_id = ${query.recruiter_id}`] : []),
    ],
    sql` and `,
  );
  const scoped = sql`${applications} a join ${hiringRequests} r on r.organization_id = a.organization_id and r.id = a.hiring_request_id`;
  const byStage = await queryRows<{ stage: string; applications: number }>(
    db,
    sql`select a.stage_key as stage, count(*)::int as applications from ${scoped} where ${narrowed} group by a.stage_key`,
  );
  const sources = await queryRows<{ source: CandidateSource; applications: number }>(
    db,
    sql`select a.source, count(*)::int as applications from ${scoped} where ${narrowed}
        group by a.source order by applications desc, a.source`,
  );
  const times = await queryRows<{ stage: string; average_days: number }>(
    db,
    sql`select stage, round(avg(extract(epoch from (coalesce(left_at, now()) - reached_at)) / 86400)::numeric, 1)::float as average_days
        from (
          select e.to_stage as stage, e.created_at as reached_at,
                 lead(e.created_at) over (partition by e.application_id order by e.id) as left_at
          from ${applicationEvents} e join ${scoped} on a.organization_id = e.organization_id and a.id = e.application_id
          where ${narrowed} and e.organization_id = ${organizationId} and e.action in ('apply', 'move', 'skip')
        ) moves
        group by stage`,
  );
  const breakdown = (key: SQL, name: SQL, join: SQL) =>
    queryRows<BreakdownRow>(
      db,
      sql`select ${key} as id, ${name} as name, count(*)::int as applications,
                 count(*) filter (where a.status in ('in-progress', 'on-hold'))::int as in_progress,
                 count(*) filter (where a.status = 'joined')::int as joined,
                 count(*) filter (where a.status = 'rejected')::int as rejected
          from ${scoped} ${join} where ${narrowed}
          group by 1, 2 order by applications desc, name`,
    );
  const byDepartment = await breakdown(
    sql`r.department_id`,
    sql`d.name`,
    sql`left join ${departments} d on d.organization_id = r.organization_id and d.id = r.department_id`,
  );
  const byRecruiter = await breakdown(
    sql`r.recruiter_id`,
    sql`nullif(trim(coalesce(u.first_name, '') || ' ' || coalesce(u.last_name, '')), '')`,
    sql`left join ${users} u on u.organization_id = r.organization_id and u.id = r.recruiter_id`,
  );
  const current = new Map(byStage.map((row) => [row.stage, row.applications]));
  const counts = stages.map((stage) => current.get(stage.key) ?? 0);
  const total = byStage.reduce((sum, row) => sum + row.applications, 0);
  const named = (rows: BreakdownRow[], none: string) =>
    rows.map((row) => ({ ...row, name: row.name ?? none }));
  return {
    total,
    funnel: stages.map((stage, index) => ({
      stage,
      current: counts[index] ?? 0,
      reached: counts.slice(index).reduce((sum, value) => sum + value, 0),
    })),
    sources,
    time_in_stage: stages
      .map((stage) => ({
        stage: stage.key,
        average_days: times.find((row) => row.stage === stage.key)?.average_days ?? 0,
      }))
      .filter((row) => times.some((time) => time.stage === row.stage)),
    by_department: named(byDepartment, 'No department'),
    by_recruiter: named(byRecruiter, 'No recruiter'),
  };
}
