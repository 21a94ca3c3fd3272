import {
  type ClientDrillDown,
  type Currency,
  createLocalDate,
  fiscalYearOf,
  type OpportunityStatus,
} from '@atrium/contracts';
import { and, eq, sql } from 'drizzle-orm';
import type { Queryable } from '../../platform/db/client';
import { queryRows } from '../../platform/db/query-rows';
import { AppError } from '../../platform/http/app-error';
import { clients } from '../clients';
import { findClientProjects } from '../projects';

const listedSql = (listed: number | null) =>
  listed === null ? sql`` : sql` and (o.owner_id = ${listed} or o.sales_executive_id = ${listed})`;

/**
 * One client as the sales drill down shows it, counting only the opportunities the caller sees (every one when
 * `listed` is null): by status and stage, won value per financial year, its projects and the open follow-ups.
 */
export async function findClientDrillDown(
  db: Queryable,
  organizationId: number,
  clientId: number,
  listed: number | null,
  timeZone: string,
): Promise<ClientDrillDown> {
  const [client] = await db
    .select({ id: clients.id, name: clients.name })
    .from(clients)
    .where(and(eq(clients.organizationId, organizationId), eq(clients.id, clientId)));
  if (!client) throw new AppError('not_found');
  const groups = await queryRows<{
    status: OpportunityStatus;
    stage_id: number | null;
    stage_name: string | null;
    currency: Currency;
    count: number;
    value: number;
  }>(
    db,
    sql`select o.status, o.stage_id, s.name as stage_name, o.currency, count(*)::int as count,
        sum(o.value)::float8 as value
      from opportunities o
      left join sales_stages s on s.organization_id = o.organization_id and s.id = o.stage_id
      where o.organization_id = ${organizationId} and o.client_id = ${clientId}${listedSql(listed)}
      group by o.status, o.stage_id, s.name, s.position, o.currency
      order by case o.status when 'open' then 0 when 'won' then 1 else 2 end, s.position, o.currency`,
  );
  const closedOn = sql`(o.updated_at at time zone ${timeZone})::date`;
  const won = await queryRows<{ start_year: number; currency: Currency; value: number }>(
    db,
    sql`select (extract(year from ${closedOn}) - case when extract(month from ${closedOn}) < 4 then 1 else 0 end)::int
        as start_year, o.currency, sum(o.value)::float8 as value
      from opportunities o
      where o.organization_id = ${organizationId} and o.client_id = ${clientId} and o.status = 'won'${listedSql(listed)}
      group by 1, o.currency
      order by 1, o.currency`,
  );
  const projectIds =
    listed === null
      ? null
      : (
          await queryRows<{ project_id: number }>(
            db,
            sql`select o.project_id from opportunities o
              where o.organization_id = ${organizationId} and o.client_id = ${clientId}
                and o.project_id is not null${listedSql(listed)}`,
          )
        ).map((row) => row.project_id);
  const followUps = await queryRows<{
    id: number;
    due_date: string;
    notes: string;
    owner_id: number | null;
    owner_name: string | null;
  }>(
    db,
    sql`select f.id, to_char(f.due_date, 'YYYY-MM-DD') as due_date, f.notes, f.owner_id,
        trim(u.first_name || ' ' || coalesce(u.last_name, '')) as owner_name
      from sales_follow_ups f
      left join users u on u.organization_id = f.organization_id and u.id = f.owner_id
      where f.organization_id = ${organizationId} and f.status = 'open'
        and (f.client_id = ${clientId} or f.opportunity_id in (select o.id from opportunities o
          where o.organization_id = ${organizationId} and o.client_id = ${clientId}))
        ${listed === null ? sql`` : sql`and (f.owner_id = ${listed} or f.created_by = ${listed})`}
      order by f.due_date, f.id
      limit 50`,
  );
  return {
    client,
    groups: groups.map((row) => ({
      status: row.status,
      stage:
        row.stage_id === null || row.stage_name === null ? null : { id: row.stage_id, name: row.stage_name },
      currency: row.currency,
      count: row.count,
      value: row.value,
    })),
    won_by_year: won.map((row) => ({
      year: fiscalYearOf(createLocalDate(row.start_year, 3, 1)).title,
      currency: row.currency,
      value: row.value,
    })),
    projects: await findClientProjects(db, organizationId, clientId, projectIds),
    follow_ups: followUps.map((row) => ({
      id: row.id,
      due_date: row.due_date,
      notes: row.notes,
      owner: row.owner_id === null ? null : { id: row.owner_id, name: row.owner_name ?? '' },
    })),
  };
}
