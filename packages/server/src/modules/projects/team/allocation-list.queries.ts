import {
  type AllocationListPage,
  type AllocationListQuery,
  type AllocationListRow,
  parseOrderBy,
  SEARCH_COUNT_CAP,
} from '@atrium/contracts';
import { type SQL, sql } from 'drizzle-orm';
import type { Queryable } from '../../../platform/db/client';
import { queryRows } from '../../../platform/db/query-rows';
import { foldSearchWords, usersMatchingSql } from '../../accounts';
import { projectCode } from '../project-lookup';
import {
  allocationPersonCodeSql,
  allocationPersonJoinsSql,
  allocationPersonNameSql,
} from '../project-members';
import { projectMatches } from '../projects.queries';

const ORDER_COLUMNS: Record<string, string> = {
  person: 'person_name',
  project: 'project_number',
  start_date: 'start_date',
  end_date: 'end_date',
  allocation_percent: 'allocation_percent',
};

/** `order_by` among the sortable fields; people by name within a project by default. */
function orderOf(orderBy: string | undefined): SQL {
  const order = parseOrderBy(orderBy);
  const column = order && ORDER_COLUMNS[order.field];
  if (!order || !column) return sql.raw('project_number, person_name, start_date, id');
  const direction = order.isDescending ? 'desc' : 'asc';
  return sql.raw(`${column} ${direction} nulls last, id ${direction}`);
}

function periodOf(period: AllocationListQuery['period'], today: string): SQL {
  if (period === 'current') return sql`and a.start_date <= ${today} and a.end_date >= ${today}`;
  if (period === 'upcoming') return sql`and a.start_date > ${today}`;
  if (period === 'past') return sql`and a.end_date < ${today}`;
  return sql``;
}

/**
 * The ids of the allocations a search finds, as a select: those of the people with a word of their name, email or
 * code beginning with each word searched (the search-word index), and those of the projects the search names (by
 * code, or the start of words of the name). Read through indexes, never a pass over every allocation.
 */
async function matchingAllocationsSql(db: Queryable, organizationId: number, search: string) {
  const words = await foldSearchWords(db, search);
  return sql`with found as materialized (${usersMatchingSql(organizationId, words)})
    select a.id from project_allocations a
      where a.organization_id = ${organizationId} and a.employee_id in (select e.id from employees e
        where e.organization_id = ${organizationId} and e.user_id in (select user_id from found))
    union
    select a.id from project_allocations a
      where a.organization_id = ${organizationId} and a.contractor_id in (select c.id from contractors c
        where c.organization_id = ${organizationId} and c.user_id in (select user_id from found))
    union
    select a.id from projects p
      join project_allocations a on a.organization_id = p.organization_id and a.project_id = p.id
      where p.organization_id = ${organizationId} and ${projectMatches(organizationId, search, words)}`;
}

/** Whether a page is in project order (the default, or by project either way): read a project at a time. */
const isInProjectOrder = (orderBy: string | undefined) => {
  const order = parseOrderBy(orderBy);
  return !order || !ORDER_COLUMNS[order.field] || order.field === 'project';
};

/**
 * Every project's allocations, a page at a time (Resource & Billing): the person (employee or contractor), the
 * project, the share and dates, and the billing role of the group it fills with its rate in force `today` in the
 * project's currency. Unsearched, a page in project order walks the projects in their number's index, reading each
 * one's allocations by its key until the page is full, and the count reads the allocations alone; counts stop at
 * SEARCH_COUNT_CAP, past which the page says so.
 */
export async function findAllocationPage(
  db: Queryable,
  organizationId: number,
  query: AllocationListQuery,
  today: string,
): Promise<AllocationListPage> {
  const search = query.search ? await matchingAllocationsSql(db, organizationId, query.search) : null;
  const allocations = sql`a.organization_id = ${organizationId} ${periodOf(query.period, today)}
    ${query.status ? sql`and a.status = ${query.status}` : sql``}`;
  const columns = sql`a.id, a.project_id, a.employee_id, a.contractor_id, a.allocation_percent, a.status,
    a.start_date, a.end_date, a.resource_group_id, ${allocationPersonCodeSql} as person_code,
    ${allocationPersonNameSql} as person_name`;
  const listed =
    !search && isInProjectOrder(query.order_by)
      ? // `offset 0` keeps each project's allocations a subquery of its own, read by the project's key.
        sql`from projects p cross join lateral (select ${columns} from project_allocations a ${allocationPersonJoinsSql}
          where ${allocations} and a.project_id = p.id offset 0) a
        where p.organization_id = ${organizationId}`
      : sql`from (select ${columns} from project_allocations a ${allocationPersonJoinsSql} where ${allocations}) a
        join projects p on p.organization_id = ${organizationId} and p.id = a.project_id
        ${search ? sql`where a.id in (${search})` : sql``}`;
  const counted = search
    ? sql`select 1 ${listed}`
    : sql`select 1 from project_allocations a where ${allocations}`;
  const [total] = await queryRows<{ count: number }>(
    db,
    sql`select count(*)::int as count from (${counted} limit ${SEARCH_COUNT_CAP + 1}) counted`,
  );
  const rows = await queryRows<
    Omit<AllocationListRow, 'project'> & {
      person_name: string;
      project_number: number;
      project: { id: number; number: number; name: string };
    }
  >(
    db,
    sql`select a.id, p.number as project_number, a.person_name,
        json_build_object('id', p.id, 'number', p.number, 'name', p.name) as project,
        json_build_object('employee_id', a.employee_id, 'contractor_id', a.contractor_id,
          'name', a.person_name, 'code', a.person_code) as person,
        a.allocation_percent::float8 as allocation_percent, a.status, a.status = 'billable' as is_billable,
        a.start_date::text, a.end_date::text, r.name as billing_role,
        case when rate.rate is null then null
          else json_build_object('currency', p.currency, 'amount', rate.rate) end as rate
      from (select a.*, p.number as project_number ${listed}
        order by ${orderOf(query.order_by)}
        limit ${query.limit} offset ${query.offset}) a
      join projects p on p.organization_id = ${organizationId} and p.id = a.project_id
      left join resource_groups g on g.organization_id = ${organizationId} and g.id = a.resource_group_id
      left join billing_roles r on r.organization_id = g.organization_id and r.id = g.billing_role_id
      left join lateral (
        select rr.rate::float8 as rate from billing_role_rates rr
        where rr.organization_id = r.organization_id and rr.billing_role_id = r.id
          and rr.currency = p.currency and rr.effective_from <= ${today}
        order by rr.effective_from desc limit 1) rate on true
      order by ${orderOf(query.order_by)}`,
  );
  const count = total?.count ?? 0;
  return {
    count: Math.min(count, SEARCH_COUNT_CAP),
    count_exact: count <= SEARCH_COUNT_CAP,
    results: rows.map(({ person_name: _name, project_number: _number, project, ...row }) => ({
      ...row,
      project: { id: project.id, code: projectCode(project), name: project.name },
    })),
  };
}
