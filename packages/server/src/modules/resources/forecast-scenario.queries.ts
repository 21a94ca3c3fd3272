import {
  FORECAST_WEEKS,
  type ForecastScenario,
  type ScenarioChange,
  type ScenarioComparison,
  scenarioNameKey,
} from '@atrium/contracts';
import { sql } from 'drizzle-orm';
import { addDays } from '../../platform/clock';
import type { Queryable } from '../../platform/db/client';
import { queryRows } from '../../platform/db/query-rows';
import { users } from '../accounts';
import { designations } from '../org-setup';
import { employees } from '../people';
import { projectAllocations, projects } from '../projects';
import { forecastOf, type RoleFacts } from './engine/forecast';
import { applyScenario, type ProjectDemandLine, type StaffFacts } from './engine/scenario';
import {
  findRoleFacts,
  forecastStaffSql,
  forecastWeeks,
  leaveByWeekSql,
  OPEN_STATUSES,
} from './forecast.queries';
import { resourceRequests } from './resources.tables';

/** The records scenarios' changes point at, by kind. */
export interface ScenarioReferences {
  projects: number[];
  employees: number[];
  designations: number[];
}

export function referencesOf(changes: readonly ScenarioChange[]): ScenarioReferences {
  const found: ScenarioReferences = { projects: [], employees: [], designations: [] };
  for (const change of changes) {
    if ('project_id' in change) found.projects.push(change.project_id);
    if ('employee_id' in change) found.employees.push(change.employee_id);
    if ('designation_id' in change) found.designations.push(change.designation_id);
  }
  return {
    projects: [...new Set(found.projects)],
    employees: [...new Set(found.employees)],
    designations: [...new Set(found.designations)],
  };
}

const idList = (ids: readonly number[]) =>
  sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );

export interface ReferenceName {
  kind: 'project' | 'employee' | 'designation';
  id: number;
  name: string;
  /** An employee the forecast still counts (active or serving notice); always true of the other kinds. */
  current: boolean;
}

/** The names of the projects, employees and designations named, in one statement; those of no one are left out. */
export async function findReferenceNames(
  db: Queryable,
  organizationId: number,
  references: ScenarioReferences,
): Promise<ReferenceName[]> {
  const parts = [
    references.projects.length > 0 &&
      sql`select 'project' as kind, p.id, p.name, true as current from ${projects} p
          where p.organization_id = ${organizationId} and p.id in (${idList(references.projects)})`,
    references.employees.length > 0 &&
      sql`select 'employee' as kind, e.id, trim(u.first_name || ' ' || u.last_name) as name,
            e.status in ('active', 'in-notice') as current
          from ${employees} e join ${users} u on u.organization_id = e.organization_id and u.id = e.user_id
          where e.organization_id = ${organizationId} and e.id in (${idList(references.employees)})`,
    references.designations.length > 0 &&
      sql`select 'designation' as kind, d.id, d.name, true as current from ${designations} d
          where d.organization_id = ${organizationId} and d.id in (${idList(references.designations)})`,
  ].filter((part) => part !== false);
  if (parts.length === 0) return [];
  return queryRows<ReferenceName>(db, sql.join(parts, sql` union all `));
}

/** The `names` of a scenario's answer, from the names found for it. */
export const namesOf = (names: readonly ReferenceName[]) =>
  Object.fromEntries(names.map((name) => [scenarioNameKey(name.kind, name.id), name.name]));

/** The named projects' demand as the forecast counts it: their people's allocations and their open requests. */
function findProjectLines(db: Queryable, organizationId: number, projectIds: readonly number[]) {
  if (projectIds.length === 0) return Promise.resolve([]);
  return queryRows<ProjectDemandLine>(
    db,
    sql`select a.project_id, e.designation_id, 'allocated' as kind, a.start_date::text as start_date,
          a.end_date::text as end_date, (a.allocation_percent / 100.0)::float8 as fte
        from ${projectAllocations} a
        join ${employees} e on e.organization_id = a.organization_id and e.id = a.employee_id
          and e.status in ('active', 'in-notice')
        where a.organization_id = ${organizationId} and a.project_id in (${idList(projectIds)})
        union all
        select r.project_id, r.designation_id, 'requested', r.start_date::text, r.end_date::text,
          ((r.count - r.filled_count) * r.allocation_percent / 100.0)::float8
        from ${resourceRequests} r
        where r.organization_id = ${organizationId} and r.project_id in (${idList(projectIds)})
          and r.count > r.filled_count
          and r.status in (${sql.join(
            OPEN_STATUSES.map((status) => sql`${status}`),
            sql`, `,
          )})`,
  );
}

/** The named people the forecast counts, with their approved leave in each of the weeks. */
function findLeavers(
  db: Queryable,
  organizationId: number,
  weeks: readonly string[],
  employeeIds: readonly number[],
) {
  if (employeeIds.length === 0) return Promise.resolve([]);
  const lastFriday = addDays(weeks.at(-1) as string, 4);
  return queryRows<StaffFacts>(
    db,
    sql`with staff as (${forecastStaffSql(organizationId, lastFriday)}),
        leave as (select * from (${leaveByWeekSql(organizationId, weeks)}) l
          where l.employee_id in (${idList(employeeIds)}))
        select s.id as employee_id, s.designation_id, s.date_of_joining::text as date_of_joining,
          s.last_day::text as last_day,
          coalesce((select jsonb_object_agg(l.week_start::text, l.leave_days) from leave l where l.employee_id = s.id),
            '{}'::jsonb) as leave_days
        from staff s where s.id in (${idList(employeeIds)})`,
  );
}

/**
 * Today's forecast and the scenario's over the same weeks: today's facts, the demand of the projects the scenario
 * names and the people it lets go are read once each, whatever its number of changes, and the engine applies it.
 * Both list the same roles: today's, then those only the scenario brings (by name).
 */
export async function findScenarioComparison(
  db: Queryable,
  organizationId: number,
  scenario: ForecastScenario,
  date: string,
): Promise<ScenarioComparison> {
  const weeks = forecastWeeks(date, FORECAST_WEEKS);
  const references = referencesOf(scenario.changes);
  const today = await findRoleFacts(db, organizationId, weeks);
  const lines = await findProjectLines(db, organizationId, references.projects);
  const staff = await findLeavers(db, organizationId, weeks, references.employees);
  const baseline = new Map(today.map((role) => [role.designation_id, [...role.facts]]));
  const after = applyScenario(weeks, baseline, { lines, staff }, scenario.changes);
  const empty = weeks.map(() => ({ people: 0, leave_days: 0, allocated: 0, requested: 0, pipeline: 0 }));
  const added: RoleFacts[] = [...after.keys()]
    .filter((id) => !baseline.has(id))
    .map((id) => ({
      designation_id: id,
      designation: id === null ? null : (scenario.names[scenarioNameKey('designation', id)] ?? null),
      facts: empty,
    }))
    .sort((a, b) => (a.designation ?? '').localeCompare(b.designation ?? ''));
  const roles = [...today, ...added];
  return {
    scenario,
    today: forecastOf(weeks, roles),
    what_if: forecastOf(
      weeks,
      roles.map((role) => ({ ...role, facts: after.get(role.designation_id) ?? empty })),
    ),
  };
}
