import {
  type BusinessPlan,
  fiscalYearOf,
  parseOrderBy,
  type Target,
  type TargetListQuery,
} from '@atrium/contracts';
import { and, asc, count, desc, eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { Queryable } from '../../platform/db/client';
import { queryRows } from '../../platform/db/query-rows';
import { users } from '../accounts';
import { departments } from '../org-setup';
import { organizations } from '../orgs';
import { employees } from '../people';
import type { WonOpportunity } from './engine/targets';
import { opportunities, opportunityEvents, salesBusinessPlans, salesTargets } from './sales.tables';

type PlanRow = typeof salesBusinessPlans.$inferSelect;

/** The targets a caller may read: every one (null), or a sales executive's own and their team's. */
export interface TargetReader {
  userId: number;
  departmentId: number | null;
}

const planDates = (year: number) => fiscalYearOf(new Date(year, 3, 1));

export const presentPlan = (row: PlanRow, targetCount: number): BusinessPlan => {
  const { start_date, end_date } = planDates(row.financialYear);
  return {
    id: row.id,
    name: row.name,
    financial_year: row.financialYear,
    start_date,
    end_date,
    currency: row.currency as BusinessPlan['currency'],
    exchange_rates: row.exchangeRates,
    status: row.status as BusinessPlan['status'],
    target_count: targetCount,
    created: row.createdAt.toISOString(),
  };
};

// Named in full: inside a subquery the columns of a one-table select would be read as the subquery's own.
const targetCount = sql<number>`(select count(*)::int from ${salesTargets} t
  where t.organization_id = "sales_business_plans"."organization_id" and t.plan_id = "sales_business_plans"."id")`;

/** The organisation's business plans, the latest year first, each with how many targets it holds. */
export async function findPlans(db: Queryable, organizationId: number, where?: SQL) {
  const rows = await db
    .select({ plan: salesBusinessPlans, targets: targetCount })
    .from(salesBusinessPlans)
    .where(and(eq(salesBusinessPlans.organizationId, organizationId), where))
    .orderBy(
      desc(salesBusinessPlans.financialYear),
      asc(salesBusinessPlans.status),
      asc(salesBusinessPlans.id),
    )
    .limit(200);
  return rows.map((row) => presentPlan(row.plan, row.targets));
}

export async function findPlan(db: Queryable, organizationId: number, id: number) {
  const [plan] = await findPlans(db, organizationId, eq(salesBusinessPlans.id, id));
  return plan ?? null;
}

/** The active plan of a financial year, if it has one. */
export async function findActivePlan(db: Queryable, organizationId: number, year: number) {
  const [plan] = await findPlans(
    db,
    organizationId,
    and(eq(salesBusinessPlans.financialYear, year), eq(salesBusinessPlans.status, 'active')),
  );
  return plan ?? null;
}

/** The department of the user's employee record: their team. */
export async function findDepartmentOf(db: Queryable, organizationId: number, userId: number) {
  const [row] = await db
    .select({ departmentId: employees.departmentId })
    .from(employees)
    .where(and(eq(employees.organizationId, organizationId), eq(employees.userId, userId)));
  return row?.departmentId ?? null;
}

const holderName = sql<string>`coalesce(trim(${users.firstName} || ' ' || ${users.lastName}), ${departments.name})`;
const total = sql<number>`(${salesTargets.q1} + ${salesTargets.q2} + ${salesTargets.q3} + ${salesTargets.q4})`;

function joinedTargets(db: Queryable, organizationId: number) {
  return db
    .select({ target: salesTargets, name: holderName })
    .from(salesTargets)
    .leftJoin(users, and(eq(users.organizationId, organizationId), eq(users.id, salesTargets.userId)))
    .leftJoin(
      departments,
      and(eq(departments.organizationId, organizationId), eq(departments.id, salesTargets.departmentId)),
    )
    .$dynamic();
}

type TargetRow = { target: typeof salesTargets.$inferSelect; name: string | null };

export const presentTarget = ({ target, name }: TargetRow): Target => ({
  id: target.id,
  plan_id: target.planId,
  kind: target.userId === null ? 'team' : 'person',
  person: target.userId === null ? null : { id: target.userId, name: name ?? '' },
  team: target.departmentId === null ? null : { id: target.departmentId, name: name ?? '' },
  q1: target.q1,
  q2: target.q2,
  q3: target.q3,
  q4: target.q4,
  total: Math.round((target.q1 + target.q2 + target.q3 + target.q4) * 100) / 100,
});

const readableBy = (reader: TargetReader | null) =>
  reader === null
    ? undefined
    : or(
        eq(salesTargets.userId, reader.userId),
        reader.departmentId === null ? undefined : eq(salesTargets.departmentId, reader.departmentId),
      );

/** One page of a plan's targets the reader may see, people before teams, by name unless sorted. */
export async function findTargetPage(
  db: Queryable,
  organizationId: number,
  planId: number,
  query: TargetListQuery,
  reader: TargetReader | null,
) {
  const where = and(
    eq(salesTargets.organizationId, organizationId),
    eq(salesTargets.planId, planId),
    readableBy(reader),
  );
  const order = parseOrderBy(query.order_by);
  const direction = order?.isDescending ? desc : asc;
  const sort = order?.field === 'total' ? [direction(total)] : [direction(holderName)];
  const rows = await joinedTargets(db, organizationId)
    .where(where)
    .orderBy(sql`${salesTargets.userId} is null`, ...sort, asc(salesTargets.id))
    .limit(query.limit)
    .offset(query.offset);
  const [counted] = await db.select({ value: count() }).from(salesTargets).where(where);
  return { count: counted?.value ?? 0, results: rows.map(presentTarget) };
}

export async function findTargetRow(db: Queryable, organizationId: number, id: number) {
  const [row] = await joinedTargets(db, organizationId).where(
    and(eq(salesTargets.organizationId, organizationId), eq(salesTargets.id, id)),
  );
  return row ?? null;
}

/** What the target form chooses from: the sales people given, and every department as a team. */
export async function findTargetFormOptions(db: Queryable, organizationId: number, salesUserIds: number[]) {
  const people = salesUserIds.length
    ? await db
        .select({ id: users.id, name: sql<string>`trim(${users.firstName} || ' ' || ${users.lastName})` })
        .from(users)
        .where(and(eq(users.organizationId, organizationId), inArray(users.id, salesUserIds)))
        .orderBy(asc(users.firstName), asc(users.lastName))
    : [];
  const teams = await db
    .select({ id: departments.id, name: departments.name })
    .from(departments)
    .where(eq(departments.organizationId, organizationId))
    .orderBy(asc(departments.name));
  return { people, teams };
}

/**
 * The won opportunities that count in the financial year starting 1 April `year`, in one query: those won in it
 * (order book) and those whose expected dates meet it (achievement). Each names whom it counts for (its sales
 * executive, else its owner), that person's department, and the first day any opportunity of its client was won.
 * `sellers` keeps those of some people or of their departments.
 */
export async function findWonOpportunities(
  db: Queryable,
  organizationId: number,
  year: number,
  sellers?: { userIds: number[]; departmentIds: number[] },
): Promise<WonOpportunity[]> {
  const { start_date, end_date } = planDates(year);
  const list = (ids: number[]) =>
    sql.join(
      [0, ...ids].map((id) => sql`${id}`),
      sql`, `,
    );
  const sellerFilter = sellers
    ? sql`and (w.seller_id in (${list(sellers.userIds)}) or e.department_id in (${list(sellers.departmentIds)}))`
    : sql``;
  const rows = await queryRows<Record<string, string | number | null>>(
    db,
    sql`with won as (
      select o.client_id, o.value, o.currency, o.expected_start_date, o.expected_end_date,
        coalesce(o.sales_executive_id, o.owner_id) as seller_id,
        (select max(ev.created_at at time zone org.timezone)::date from ${opportunityEvents} ev
          where ev.organization_id = o.organization_id and ev.opportunity_id = o.id and ev.action = 'won') as won_on
      from ${opportunities} o
      join ${organizations} org on org.id = o.organization_id
      where o.organization_id = ${organizationId} and o.status = 'won'
    ), dated as (
      select w.*, min(w.won_on) over (partition by w.client_id) as client_first_won_on
      from won w where w.won_on is not null
    )
    select w.value, w.currency, to_char(w.won_on, 'YYYY-MM-DD') as won_on,
      to_char(w.expected_start_date, 'YYYY-MM-DD') as expected_start_date,
      to_char(w.expected_end_date, 'YYYY-MM-DD') as expected_end_date,
      w.seller_id, e.department_id,
      to_char(w.client_first_won_on, 'YYYY-MM-DD') as client_first_won_on
    from dated w
    left join ${employees} e on e.organization_id = ${organizationId} and e.user_id = w.seller_id
    where (w.won_on between ${start_date} and ${end_date}
      or (w.expected_start_date <= ${end_date} and w.expected_end_date >= ${start_date}))
    ${sellerFilter}`,
  );
  return rows.map((row) => ({
    value: Number(row.value),
    currency: String(row.currency),
    won_on: String(row.won_on),
    expected_start_date: row.expected_start_date === null ? null : String(row.expected_start_date),
    expected_end_date: row.expected_end_date === null ? null : String(row.expected_end_date),
    seller_id: Number(row.seller_id),
    department_id: row.department_id === null ? null : Number(row.department_id),
    client_first_won_on: String(row.client_first_won_on),
  }));
}

export type { PlanRow };
