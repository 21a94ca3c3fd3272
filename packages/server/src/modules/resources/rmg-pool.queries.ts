import { type BenchReason, type PoolQuery, type PoolState, parseOrderBy } from '@atrium/contracts';
import { type SQL, sql } from 'drizzle-orm';
import type { Queryable } from '../../platform/db/client';
import { escapeLike } from '../../platform/db/like-pattern';
import { type Bind, queryBuiltRows, readListPage } from '../../platform/db/prepared-statements';
import { queryRows } from '../../platform/db/query-rows';
import { foldSearchWords, usersMatchingSql } from '../accounts';
import { departments, designations, locations, skills } from '../org-setup';
import { employeeSkills, employees } from '../people';
import { lastAllocatedProjectSql, projects } from '../projects';
import { resourceRequests, resourceSoftBookings } from './resources.tables';
import { rmgPool, rmgPoolDays } from './rmg-pool.tables';

/** The day the organisation's pool is kept for, if any. */
export async function findPoolDay(db: Queryable, organizationId: number) {
  const [row] = await queryBuiltRows<{ on_date: string }>(
    db,
    'rmg_pool_day',
    () => sql`select on_date::text from ${rmgPoolDays} where organization_id = ${sql.placeholder('org')}`,
    { org: organizationId },
  );
  return row?.on_date ?? null;
}

/**
 * Keeps the organisation's pool for `day` from now on, rewriting all of it unless another transaction has just
 * done so: the day's row is taken first, so a change to allocations or people waits for the rewrite, or the
 * rewrite for it. Answers whether this call rewrote it.
 */
export async function keepPoolFor(db: Queryable, organizationId: number, day: string) {
  const moved = await queryRows<{ on_date: string }>(
    db,
    sql`insert into ${rmgPoolDays} (organization_id, on_date) values (${organizationId}, ${day}::date)
        on conflict (organization_id) do update set on_date = excluded.on_date
          where ${rmgPoolDays.onDate} is distinct from excluded.on_date
        returning on_date::text`,
  );
  if (!moved.length) return false;
  await rewritePool(db, organizationId, day);
  return true;
}

/** Rewrites the whole of the organisation's kept pool for `day` (the day it is kept for). */
async function rewritePool(db: Queryable, organizationId: number, day: string) {
  await db.execute(sql`select atrium_rmg_pool_rewrite(${organizationId}::int, ${day}::date, null)`);
}

const STATE_RANKS: Record<PoolState, number> = { releasing: 0, partial: 1, bench: 2 };

/** The kept columns the pool may be sorted by, each with an index both ways (`rmg-pool.tables.ts`). */
const KEPT_SORTS: Record<string, string> = {
  name: 'name',
  bench_days: 'bench_days',
  allocated_percent: 'allocated_percent',
  release_date: 'release_date',
};

/**
 * The pool's order, of the kept rows named `from`, as the live list orders them: unsorted, those released soon by
 * date, then the partly allocated, then the bench by how long they have waited. Written as the indexes are.
 */
function keptOrderSql(from: SQL, orderBy: string | undefined) {
  const order = parseOrderBy(orderBy);
  const column = (name: string) => sql`${from}.${sql.identifier(name)}`;
  if (!order)
    return sql`${column('state_rank')}, ${column('release_date')} asc nulls last,
      ${column('bench_days')} desc nulls last, ${column('employee_id')}`;
  const field = KEPT_SORTS[order.field] ?? 'bench_days';
  const direction = order.isDescending ? sql`desc nulls last` : sql`asc nulls last`;
  return sql`${column(field)} ${direction}, ${column('employee_id')}`;
}

/** A pool search: its text and its words folded as the search-word index folds people's (`foldSearchWords`). */
export interface PoolSearch {
  text: string;
  words: string[];
}

/** The pool search a query asks for, its words folded; null when it asks for none. */
export async function poolSearchOf(db: Queryable, query: PoolQuery): Promise<PoolSearch | null> {
  return query.search ? { text: query.search, words: await foldSearchWords(db, query.search) } : null;
}

/**
 * The people a pool search finds, as a select of employee ids: those with a word of their name, email or code
 * beginning with each word searched (ranges of the search-word index), and those with a skill whose name holds the
 * text (skills are few). Read through indexes, so a search does not pass over the whole pool.
 */
export function poolSearchSql(organizationId: number, search: PoolSearch): SQL {
  const pattern = `%${escapeLike(search.text.toLowerCase())}%`;
  return sql`select e.id from ${employees} e
      where e.organization_id = ${organizationId}
        and e.user_id in (${usersMatchingSql(organizationId, search.words)})
    union
    select ss.employee_id from ${employeeSkills} ss
      join ${skills} sk on sk.organization_id = ss.organization_id and sk.id = ss.skill_id
      where ss.organization_id = ${organizationId} and lower(sk.name) like ${pattern}`;
}

/** The list's filters and search on the kept rows `p`, their values bound through `bind`. */
function keptFiltersSql(bind: Bind, organizationId: number, today: string, query: PoolQuery) {
  const org = bind('org', organizationId);
  return sql`p.organization_id = ${org}
    ${query.location_id ? sql`and p.location_id = ${bind('location', query.location_id)}` : sql``}
    ${query.state ? sql`and p.state_rank = ${bind('rank', STATE_RANKS[query.state])}` : sql``}
    ${
      query.release_within
        ? sql`and p.release_date <= ${bind('today', today)}::date + ${bind('within', query.release_within)}::int`
        : sql``
    }
    ${
      query.skill_id
        ? sql`and exists (select 1 from ${employeeSkills} fs where fs.organization_id = ${org}
            and fs.employee_id = p.employee_id and fs.skill_id = ${bind('skill', query.skill_id)})`
        : sql``
    }`;
}

/**
 * The kept rows a search finds among those the filters select, once per statement as `matched`: the page and the
 * count read them, each found person's row read once by its key.
 */
const matchedSql = (
  bind: Bind,
  organizationId: number,
  today: string,
  query: PoolQuery,
  search: PoolSearch,
) =>
  sql`matched as materialized (select p.* from ${rmgPool} p
    where ${keptFiltersSql(bind, organizationId, today, query)}
      and p.employee_id in (${poolSearchSql(organizationId, search)}))`;

const isFiltered = (query: PoolQuery) =>
  Boolean(query.state || query.release_within || query.skill_id || query.location_id);

/** How many kept people the filters select: the day's count of them all when there are none. */
const keptCountSql = (bind: Bind, organizationId: number, today: string, query: PoolQuery) =>
  isFiltered(query)
    ? sql`(select count(*)::int from ${rmgPool} p where ${keptFiltersSql(bind, organizationId, today, query)})`
    : sql`(select members from ${rmgPoolDays} where organization_id = ${bind('org', organizationId)})`;

export interface PoolRow {
  employee_id: number;
  name: string;
  code: string;
  designation: string | null;
  department: string | null;
  location: string | null;
  allocated_percent: number;
  state: PoolState;
  bench_days: number;
  last_project_id: number | null;
  last_project_number: number | null;
  last_project_name: string | null;
  release_date: string | null;
  reason: BenchReason | null;
  skills: string[] | null;
  held_for: number[] | null;
  total: number;
  /** The day the pool read was kept for. */
  kept_on: string | null;
}

/**
 * One page of the kept pool, read from the index of its order, and the count of everyone the filters select;
 * names, skills, soft bookings and the last project for the page's rows only. Prepared once per shape unless
 * searched; a search reads the rows of the people it finds, sorted, and counts them.
 */
export async function findKeptPoolPage(
  db: Queryable,
  organizationId: number,
  today: string,
  query: PoolQuery,
) {
  const search = await poolSearchOf(db, query);
  const order = parseOrderBy(query.order_by);
  const { rows, total } = await readListPage<PoolRow, { total: number }>(
    db,
    {
      name: query.search
        ? null
        : `rmg_pool_${order ? `${KEPT_SORTS[order.field] ?? 'bench_days'}_${order.isDescending ? 'd' : 'a'}` : 'default'}`,
      page: (_on, bind) => {
        const org = bind('org', organizationId);
        const filtered = sql`select p.* from ${rmgPool} p where ${keptFiltersSql(bind, organizationId, today, query)}`;
        const count = search
          ? sql`(select count(*)::int from matched)`
          : keptCountSql(bind, organizationId, today, query);
        return sql`with ${search ? sql`${matchedSql(bind, organizationId, today, query, search)}, ` : sql``}page as (
            ${search ? sql`select p.* from matched p` : filtered}
            order by ${keptOrderSql(sql`p`, query.order_by)}
            limit ${bind('limit', query.limit)} offset ${bind('offset', query.offset)}
          )
          select page.employee_id, page.name, page.code, d.name as designation, dp.name as department,
            l.name as location, page.allocated_percent, page.state, page.bench_days,
            page.release_date::text as release_date, page.reason,
            ${count} as total,
            (select on_date::text from ${rmgPoolDays} where organization_id = ${org}) as kept_on,
            pr.id as last_project_id, pr.number as last_project_number, pr.name as last_project_name,
            array(select sk.name from ${employeeSkills} es join ${skills} sk
              on sk.organization_id = es.organization_id and sk.id = es.skill_id
              where es.organization_id = ${org} and es.employee_id = page.employee_id
              order by sk.name) as skills,
            array(select r.number from ${resourceSoftBookings} sb join ${resourceRequests} r
              on r.organization_id = sb.organization_id and r.id = sb.request_id
              where sb.organization_id = ${org} and sb.employee_id = page.employee_id
                and r.status in ('open', 'in-progress')
              order by r.number) as held_for
          from page
          join ${employees} e on e.organization_id = ${org} and e.id = page.employee_id
          left join ${designations} d on d.organization_id = ${org} and d.id = e.designation_id
          left join ${departments} dp on dp.organization_id = ${org} and dp.id = e.department_id
          left join ${locations} l on l.organization_id = ${org} and l.id = page.location_id
          left join lateral (select pr.id, pr.number, pr.name from ${projects} pr
            where pr.organization_id = ${org}
              and pr.id = ${lastAllocatedProjectSql(org, sql`page.employee_id`)} limit 1) pr on true
          order by ${keptOrderSql(sql`page`, query.order_by)}`;
      },
      total: (_on, bind) =>
        search
          ? sql`with ${matchedSql(bind, organizationId, today, query, search)} select count(*)::int as total from matched`
          : sql`select ${keptCountSql(bind, organizationId, today, query)} as total`,
      totalOf: (row) => ({ total: row.total }),
    },
    {
      org: organizationId,
      today: query.release_within ? today : undefined,
      within: query.release_within,
      location: query.location_id,
      rank: query.state ? STATE_RANKS[query.state] : undefined,
      skill: query.skill_id,
      limit: query.limit,
      offset: query.offset,
    },
  );
  return { rows, count: Number(total?.total ?? 0) };
}
