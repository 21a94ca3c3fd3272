import type {
  ClientTotalsQuery,
  Currency,
  CurrencyFigures,
  OpportunityStats,
  SalesProcess,
} from '@atrium/contracts';
import { type SQL, sql } from 'drizzle-orm';
import type { Queryable } from '../../platform/db/client';
import { queryRows } from '../../platform/db/query-rows';
import { pipelineRatios } from './engine/pipeline-figures';

/** The opportunities a caller's figures count: every one (null), or those they own or sell. */
const listedSql = (listed: number | null) =>
  listed === null ? sql`` : sql` and (o.owner_id = ${listed} or o.sales_executive_id = ${listed})`;

/** The day an opportunity was won or lost in the organisation's time zone (a closed one changes no more). */
const closedOn = (timeZone: string) => sql`(o.updated_at at time zone ${timeZone})::date`;

export interface StatsPeriod {
  from: string;
  to: string;
  timeZone: string;
}

interface FiguresRow {
  currency: Currency;
  open_count: number;
  open_value: number;
  weighted_value: number;
  won_count: number;
  won_value: number;
  lost_count: number;
  lost_value: number;
  days_to_close: number;
}

interface GroupedRow extends FiguresRow {
  grouped: number;
  stage_id: number | null;
  client_id: number | null;
  client_name: string | null;
  person_id: number | null;
  person_name: string | null;
}

// grouping(stage, client, person) sets a bit for each column the row does not group by.
const BY_CURRENCY = 7;
const BY_STAGE = 3;
const BY_CLIENT = 5;
const BY_PERSON = 6;
const TOP_CLIENTS = 10;

/**
 * Opportunity Statistics in one statement, of one pipeline or every one: the open opportunities as they stand and
 * those won or lost in the period, summed per currency, and per currency by stage, by client and by sales person (the
 * executive, else the owner). The opportunities are summed once per currency, stage, client and person, and the
 * names joined to those sums, so that the four groupings add up a few thousand rows rather than every opportunity.
 */
export async function findOpportunityStats(
  db: Queryable,
  organizationId: number,
  period: StatsPeriod,
  listed: number | null,
  process: SalesProcess,
  pipelineId?: number,
): Promise<OpportunityStats> {
  const pipelineSql = pipelineId === undefined ? sql`` : sql` and o.pipeline_id = ${pipelineId}`;
  const pipelines = process.pipelines.filter(
    (pipeline) => pipelineId === undefined || pipeline.id === pipelineId,
  );
  const rows = await queryRows<GroupedRow>(
    db,
    sql`with counted as (
      select o.currency, o.stage_id, o.client_id, coalesce(o.sales_executive_id, o.owner_id) as person_id,
        count(*) filter (where o.status = 'open') as open_count,
        sum(o.value) filter (where o.status = 'open') as open_value,
        sum(o.value * o.probability / 100.0) filter (where o.status = 'open') as weighted_value,
        count(*) filter (where o.status = 'won') as won_count,
        sum(o.value) filter (where o.status = 'won') as won_value,
        count(*) filter (where o.status = 'lost') as lost_count,
        sum(o.value) filter (where o.status = 'lost') as lost_value,
        sum(extract(epoch from o.updated_at - o.created_at) / 86400) filter (where o.status <> 'open') as days_to_close
      from opportunities o
      where o.organization_id = ${organizationId}${listedSql(listed)}${pipelineSql}
        and (o.status = 'open' or ${closedOn(period.timeZone)} between ${period.from} and ${period.to})
      group by 1, 2, 3, 4
    )
    select o.currency, o.stage_id, o.client_id, c.name as client_name, o.person_id,
      trim(u.first_name || ' ' || coalesce(u.last_name, '')) as person_name,
      grouping(o.stage_id, o.client_id, o.person_id)::int as grouped,
      coalesce(sum(o.open_count), 0)::int as open_count,
      coalesce(sum(o.open_value), 0)::float8 as open_value,
      coalesce(sum(o.weighted_value), 0)::float8 as weighted_value,
      coalesce(sum(o.won_count), 0)::int as won_count,
      coalesce(sum(o.won_value), 0)::float8 as won_value,
      coalesce(sum(o.lost_count), 0)::int as lost_count,
      coalesce(sum(o.lost_value), 0)::float8 as lost_value,
      coalesce(sum(o.days_to_close), 0)::float8 as days_to_close
    from counted o
    join clients c on c.organization_id = ${organizationId} and c.id = o.client_id
    left join users u on u.organization_id = ${organizationId} and u.id = o.person_id
    group by grouping sets ((o.currency), (o.currency, o.stage_id), (o.currency, o.client_id, c.name),
      (o.currency, o.person_id, u.first_name, u.last_name))
    order by o.currency`,
  );
  const of = (grouped: number) => rows.filter((row) => row.grouped === grouped);
  const currencies = of(BY_CURRENCY).map(
    (row): CurrencyFigures => ({
      currency: row.currency,
      open_count: row.open_count,
      open_value: round2(row.open_value),
      weighted_value: round2(row.weighted_value),
      won_count: row.won_count,
      won_value: round2(row.won_value),
      lost_count: row.lost_count,
      lost_value: round2(row.lost_value),
      ...pipelineRatios(row),
    }),
  );
  const byStage = of(BY_STAGE).filter((row) => row.open_count > 0);
  return {
    from: period.from,
    to: period.to,
    currencies,
    stages: pipelines.flatMap((pipeline) =>
      pipeline.stages.map((stage) => ({
        pipeline: { id: pipeline.id, name: pipeline.name },
        stage: { id: stage.id, name: stage.name },
        position: stage.position,
        figures: byStage
          .filter((row) => row.stage_id === stage.id)
          .map((row) => ({ currency: row.currency, count: row.open_count, value: round2(row.open_value) })),
      })),
    ),
    top_clients: of(BY_CLIENT)
      .filter((row) => row.won_count > 0)
      .sort((a, b) => b.won_value - a.won_value)
      .slice(0, TOP_CLIENTS)
      .map((row) => ({
        client: { id: row.client_id as number, name: row.client_name ?? '' },
        currency: row.currency,
        won_count: row.won_count,
        won_value: round2(row.won_value),
      })),
    by_sales_person:
      listed === null
        ? of(BY_PERSON).map((row) => ({
            person: { id: row.person_id as number, name: row.person_name ?? '' },
            currency: row.currency,
            open_count: row.open_count,
            open_value: round2(row.open_value),
            won_count: row.won_count,
            won_value: round2(row.won_value),
          }))
        : null,
  };
}

const round2 = (value: number) => Math.round(value * 100) / 100;

/** The open opportunities at or past the first stage of their pipeline that tells the sales head. */
export async function countNotifiedOpportunities(
  db: Queryable,
  organizationId: number,
  listed: number | null,
) {
  const [row] = await queryRows<{ count: number }>(
    db,
    sql`select count(*)::int as count
      from opportunities o
      join sales_stages s on s.organization_id = o.organization_id and s.id = o.stage_id
      where o.organization_id = ${organizationId} and o.status = 'open'${listedSql(listed)}
        and s.position >= (select min(t.position) from sales_stages t
          where t.organization_id = ${organizationId} and t.pipeline_id = s.pipeline_id and t.is_notification_trigger)`,
  );
  return row?.count ?? 0;
}

/** A page of the clients with opportunities the caller sees, by name, with their open and won value per currency. */
export async function findClientTotalsPage(
  db: Queryable,
  organizationId: number,
  query: ClientTotalsQuery,
  listed: number | null,
) {
  const direction: SQL = query.order_by === '-name' ? sql`desc` : sql`asc`;
  const rows = await queryRows<{
    client_id: number;
    client_name: string;
    opportunity_count: number;
    totals: { currency: Currency; open_value: number; won_value: number }[];
    total: number;
  }>(
    db,
    sql`with per as (
      select o.client_id, o.currency, count(*)::int as n,
        coalesce(sum(o.value) filter (where o.status = 'open'), 0)::float8 as open_value,
        coalesce(sum(o.value) filter (where o.status = 'won'), 0)::float8 as won_value
      from opportunities o
      where o.organization_id = ${organizationId}${listedSql(listed)}
      group by o.client_id, o.currency
    )
    select p.client_id, c.name as client_name, sum(p.n)::int as opportunity_count,
      json_agg(json_build_object('currency', p.currency, 'open_value', p.open_value, 'won_value', p.won_value)
        order by p.currency) as totals,
      (count(*) over ())::int as total
    from per p
    join clients c on c.organization_id = ${organizationId} and c.id = p.client_id
    group by p.client_id, c.name
    order by c.name ${direction}, p.client_id
    limit ${query.limit} offset ${query.offset}`,
  );
  return {
    count: rows[0]?.total ?? (query.offset > 0 ? await countClients(db, organizationId, listed) : 0),
    results: rows.map((row) => ({
      client: { id: row.client_id, name: row.client_name },
      opportunity_count: row.opportunity_count,
      totals: row.totals,
    })),
  };
}

async function countClients(db: Queryable, organizationId: number, listed: number | null) {
  const [row] = await queryRows<{ count: number }>(
    db,
    sql`select count(distinct o.client_id)::int as count from opportunities o
      where o.organization_id = ${organizationId}${listedSql(listed)}`,
  );
  return row?.count ?? 0;
}
