import { sql } from 'drizzle-orm';
import type { Tx } from '../src/platform/db/client';
import { queryRows } from '../src/platform/db/query-rows';

/**
 * `count` more opportunities for the benchmarks of the opportunity list, in one statement: across the
 * organisation's clients and the stages of its default pipeline, a third owned by sales-head@acme.example and the
 * rest by sales-executive@acme.example, one in ten won and one in ten lost, created over the past months. Runs inside
 * the organisation's transaction (`withOrg`), so row-level security checks every row.
 */
export async function seedScaleOpportunities(tx: Tx, org: number, count: number) {
  const [made] = await queryRows<{ made: number; executive: number }>(
    tx,
    sql`with people as (
          select max(id) filter (where email = 'sales-head@acme.example') as head,
                 max(id) filter (where email = 'sales-executive@acme.example') as executive
          from users where organization_id = ${org}),
        client_ids as (select array_agg(id order by id) as ids from clients where organization_id = ${org}),
        pipeline as (select id from sales_pipelines where organization_id = ${org} and is_default),
        stage_ids as (select array_agg(s.id order by s.position, s.id) as ids from sales_stages s, pipeline
          where s.organization_id = ${org} and s.pipeline_id = pipeline.id),
        base as (select coalesce(max(number), 0) as number from opportunities where organization_id = ${org}),
        inserted as (
          insert into opportunities (organization_id, number, name, client_id, value, currency, billing_type,
            expected_start_date, expected_end_date, probability, owner_id, sales_executive_id, pipeline_id, stage_id, status,
            created_by, created_at)
          select ${org}, base.number + g, 'Scale opportunity ' || g,
            client_ids.ids[1 + g % array_length(client_ids.ids, 1)],
            1000 + (g * 7919) % 10000000, 'INR',
            case when g % 2 = 0 then 'fixed-bid' else 'time-and-material' end,
            current_date + (g % 365), current_date + (g % 365) + 90, g % 101,
            case when g % 3 = 0 then people.head else people.executive end, people.executive, pipeline.id,
            stage_ids.ids[1 + g % array_length(stage_ids.ids, 1)],
            case g % 10 when 0 then 'won' when 1 then 'lost' else 'open' end,
            people.executive, now() - make_interval(mins => g)
          from generate_series(1, ${count}) g, people, client_ids, pipeline, stage_ids, base
          returning 1)
        select (select count(*)::int from inserted) as made, (select executive from people) as executive`,
  );
  return made?.made ?? 0;
}
