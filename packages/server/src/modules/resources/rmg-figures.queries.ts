import { type SQL, sql } from 'drizzle-orm';
import type { Queryable } from '../../platform/db/client';
import { queryRows } from '../../platform/db/query-rows';
import { departments, locations, skills } from '../org-setup';
import { employeeSkills, employees } from '../people';
import { dayLoadSql } from '../projects';

interface FigureSums {
  headcount: number;
  allocated: number;
  billable: number;
  bench_count: number;
}

const share = (part: number, whole: number) => (whole === 0 ? 0 : Math.round((part / whole) * 1000) / 10);

/** Utilisation, billable % and bench % from a group's sums (each person's share capped at 100%). */
export const figuresOf = (row: FigureSums) => ({
  headcount: row.headcount,
  utilisation_percent: share(row.allocated, row.headcount * 100),
  billable_percent: share(row.billable, row.headcount * 100),
  bench_percent: share(row.bench_count, row.headcount),
  bench_count: row.bench_count,
});

/**
 * The sums of the figures over the rows of a query that has each active employee's load as its only
 * `allocated_percent` and `billable_percent` columns.
 */
export const figureSumsSql = sql`count(*)::int as headcount,
  coalesce(sum(least(coalesce(allocated_percent, 0), 100)), 0)::float8 as allocated,
  coalesce(sum(least(coalesce(billable_percent, 0), 100)), 0)::float8 as billable,
  (count(*) filter (where coalesce(allocated_percent, 0) = 0))::int as bench_count`;

/** What the organisation's active employees are grouped by: the group's name and the join that gives it. */
export const FIGURE_GROUPS = {
  department: {
    name: sql`d.name`,
    join: sql`left join ${departments} d on d.organization_id = e.organization_id and d.id = e.department_id`,
  },
  location: {
    name: sql`l.name`,
    join: sql`left join ${locations} l on l.organization_id = e.organization_id and l.id = e.location_id`,
  },
  // A person with several skills counts under each of them.
  skill: {
    name: sql`s.name`,
    join: sql`left join ${employeeSkills} es on es.organization_id = e.organization_id and es.employee_id = e.id
      left join ${skills} s on s.organization_id = es.organization_id and s.id = es.skill_id`,
  },
} satisfies Record<string, { name: SQL; join: SQL }>;

/** The figures of the active employees on `date` by one grouping, in one statement, named groups first. */
export async function findFiguresBy(
  db: Queryable,
  organizationId: number,
  date: string,
  group: keyof typeof FIGURE_GROUPS,
) {
  const { name, join } = FIGURE_GROUPS[group];
  const rows = await queryRows<FigureSums & { name: string | null }>(
    db,
    sql`select ${name} as name, ${figureSumsSql}
        from ${employees} e
        ${join}
        left join ${dayLoadSql(organizationId, date)} ld on ld.employee_id = e.id
        where e.organization_id = ${organizationId} and e.status = 'active'
        group by ${name}
        order by ${name} nulls last`,
  );
  return rows.map((row) => ({ name: row.name, ...figuresOf(row) }));
}

type FigureGroup = keyof typeof FIGURE_GROUPS;

/**
 * The figures of the active employees on `date` in all and by each grouping, in one statement: each person's load
 * is read once, then summed four ways. Named groups first within each grouping.
 */
export async function findFiguresByEvery(db: Queryable, organizationId: number, date: string) {
  const groups = Object.keys(FIGURE_GROUPS) as FigureGroup[];
  const rows = await queryRows<FigureSums & { grouping: FigureGroup | null; name: string | null }>(
    db,
    sql`with e as materialized (
          select e.id, e.organization_id, e.department_id, e.location_id, ld.allocated_percent, ld.billable_percent
          from ${employees} e
          left join ${dayLoadSql(organizationId, date)} ld on ld.employee_id = e.id
          where e.organization_id = ${organizationId} and e.status = 'active')
        select null::text as grouping, null::text as name, ${figureSumsSql} from e
        ${sql.join(
          groups.map(
            (group) => sql`union all
              select ${group}::text, ${FIGURE_GROUPS[group].name}, ${figureSumsSql}
              from e ${FIGURE_GROUPS[group].join}
              group by ${FIGURE_GROUPS[group].name}`,
          ),
          sql` `,
        )}
        order by grouping nulls first, name nulls last`,
  );
  const of = (group: FigureGroup) =>
    rows.filter((row) => row.grouping === group).map((row) => ({ name: row.name, ...figuresOf(row) }));
  const total = rows.find((row) => row.grouping === null);
  return {
    total: figuresOf(total ?? { headcount: 0, allocated: 0, billable: 0, bench_count: 0 }),
    department: of('department'),
    location: of('location'),
    skill: of('skill'),
  };
}

/** The figures of every active employee on `date`. */
export async function findFigures(db: Queryable, organizationId: number, date: string) {
  const [row] = await queryRows<FigureSums>(
    db,
    sql`select ${figureSumsSql}
        from ${employees} e
        left join ${dayLoadSql(organizationId, date)} ld on ld.employee_id = e.id
        where e.organization_id = ${organizationId} and e.status = 'active'`,
  );
  return figuresOf(row ?? { headcount: 0, allocated: 0, billable: 0, bench_count: 0 });
}

/**
 * Utilisation, billable % and bench % of the organisation's active employees on `date`, in all and by department
 * (the RMG overview).
 */
export async function findRmgOverview(db: Queryable, organizationId: number, date: string) {
  const total = await findFigures(db, organizationId, date);
  const byDepartment = await findFiguresBy(db, organizationId, date, 'department');
  return {
    date,
    ...total,
    departments: byDepartment.map(({ name, ...figures }) => ({ department: name, ...figures })),
  };
}
