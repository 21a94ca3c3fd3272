import type {
  ChangeRequest,
  ChangeRequestStatus,
  FixedBidCalculationState,
  FixedBidFigures,
} from '@atrium/contracts';
import { type SQL, sql } from 'drizzle-orm';
import type { Queryable } from '../../../platform/db/client';
import { queryRows } from '../../../platform/db/query-rows';
import { AppError } from '../../../platform/http/app-error';
import {
  type FixedBidInput,
  type FixedBidMilestone,
  fixedBidFigures,
  type RatedHours,
  remainingHours,
} from '../engine/fixed-bid';
import { instant } from '../ledger/project-ledger.queries';
import type { ProjectTime } from '../project-time';

const changeRequestColumns = sql`c.id, c.title, c.amount::float8 as amount, c.request_date::text as request_date,
    c.status, case when u.id is null then null else json_build_object(
      'id', u.id, 'name', trim(u.first_name || ' ' || u.last_name)) end as created_by,
    ${instant('c.created_at', 'created')}, ${instant('c.updated_at', 'updated')}
  from project_change_requests c
  left join users u on u.organization_id = c.organization_id and u.id = c.created_by_user_id`;

/** A project's change requests, newest request first. */
export const findChangeRequests = (db: Queryable, organizationId: number, projectId: number) =>
  queryRows<ChangeRequest>(
    db,
    sql`select ${changeRequestColumns}
        where c.organization_id = ${organizationId} and c.project_id = ${projectId}
        order by c.request_date desc, c.id desc`,
  );

export async function findChangeRequest(
  db: Queryable,
  organizationId: number,
  projectId: number,
  id: number,
) {
  const [row] = await queryRows<ChangeRequest>(
    db,
    sql`select ${changeRequestColumns}
        where c.organization_id = ${organizationId} and c.project_id = ${projectId} and c.id = ${id}`,
  );
  if (!row) throw new AppError('not_found');
  return row;
}

/**
 * What a project's figures are calculated from, in one short text: the count, latest change and sum of its
 * milestones, change requests, costs, expenses, spent time and allocations. Figures calculated from another
 * fingerprint are stale.
 */
export async function fixedBidFingerprint(
  db: Queryable,
  time: ProjectTime,
  organizationId: number,
  projectId: number,
) {
  const of = (table: SQL, amount: string, where = sql``) =>
    sql`(select count(*) || '/' || coalesce(max(updated_at)::text, '') || '/' || coalesce(sum(${sql.raw(amount)}), 0)
      from ${table} where organization_id = ${organizationId} and project_id = ${projectId} ${where})`;
  const [row] = await queryRows<{ fingerprint: string }>(
    db,
    sql`select concat_ws('|',
          ${of(sql.raw('project_milestones'), "planned_amount + coalesce(actual_amount, 0) + case when status = 'completed' then 1 else 0 end")},
          ${of(sql.raw('project_change_requests'), "amount * case status when 'approved' then 3 when 'rejected' then 2 else 1 end")},
          ${of(sql.raw('project_costs'), 'amount')},
          ${of(sql.raw('project_expenses'), 'amount')},
          ${of(sql`${time.entriesSql(organizationId)} e`, 'minutes', sql`and approved`)},
          ${of(sql.raw('project_allocations'), 'allocation_percent')},
          (select coalesce(end_date::text, '') from projects where organization_id = ${organizationId} and id = ${projectId})
        ) as fingerprint`,
  );
  return row?.fingerprint ?? '';
}

/**
 * Reads what a fixed-bid project's figures need and calculates them on `today`: its milestones and change
 * requests, its costs and expenses, its spent time at the cost rate of each person's billing role on the day, and
 * its allocations from tomorrow to the project end at the cost rate in force tomorrow.
 */
export async function calculateFixedBid(
  db: Queryable,
  time: ProjectTime,
  organizationId: number,
  projectId: number,
  today: string,
): Promise<FixedBidFigures> {
  const [project] = await queryRows<{ currency: string; end_date: string | null }>(
    db,
    sql`select currency, end_date::text as end_date from projects
        where organization_id = ${organizationId} and id = ${projectId}`,
  );
  if (!project) throw new AppError('not_found');
  const milestones = await queryRows<FixedBidMilestone>(
    db,
    sql`select planned_amount::float8 as planned, actual_amount::float8 as actual, status
        from project_milestones where organization_id = ${organizationId} and project_id = ${projectId}`,
  );
  const changeRequests = await queryRows<{ amount: number; status: ChangeRequestStatus }>(
    db,
    sql`select amount::float8 as amount, status from project_change_requests
        where organization_id = ${organizationId} and project_id = ${projectId}`,
  );
  const [money] = await queryRows<{ costs: number; expenses: number }>(
    db,
    sql`select
          (select coalesce(sum(amount), 0)::float8 from project_costs
            where organization_id = ${organizationId} and project_id = ${projectId}) as costs,
          (select coalesce(sum(amount), 0)::float8 from project_expenses
            where organization_id = ${organizationId} and project_id = ${projectId}) as expenses`,
  );
  /** The cost rate of the billing role of `group` (a resource group's alias) in the project's currency on `day`. */
  const costRateOn = (group: string, day: SQL) => {
    const g = sql.raw(group);
    return sql`(select r.cost_rate from billing_role_rates r
        where r.organization_id = ${g}.organization_id and r.billing_role_id = ${g}.billing_role_id
          and r.currency = ${project.currency} and r.effective_from <= ${day}
        order by r.effective_from desc limit 1)`;
  };
  const labour = await queryRows<{ hours: number; cost_rate: number | null }>(
    db,
    sql`select (sum(x.minutes) / 60.0)::float8 as hours, x.cost_rate::float8 as cost_rate
        from (select e.minutes,
                (select ${costRateOn('g', sql`e.work_date`)}
                  from project_allocations a
                  join resource_groups g on g.organization_id = a.organization_id and g.id = a.resource_group_id
                  where a.organization_id = e.organization_id
                    and (a.employee_id = e.employee_id or a.contractor_id = e.contractor_id)
                    and a.project_id = e.project_id
                    and a.start_date <= e.work_date and a.end_date >= e.work_date
                  order by a.start_date desc limit 1) as cost_rate
              from ${time.entriesSql(organizationId)} e
              where e.project_id = ${projectId} and e.approved) x
        group by x.cost_rate`,
  );
  const allocations = await queryRows<{
    start_date: string;
    end_date: string;
    percent: number;
    cost_rate: number | null;
  }>(
    db,
    sql`select a.start_date::text as start_date, a.end_date::text as end_date,
          a.allocation_percent::float8 as percent,
          (select ${costRateOn('g', sql`greatest(a.start_date, ${today}::date + 1)`)}
            from resource_groups g where g.organization_id = a.organization_id and g.id = a.resource_group_id
          )::float8 as cost_rate
        from project_allocations a
        where a.organization_id = ${organizationId} and a.project_id = ${projectId}
          and a.end_date > ${today}::date`,
  );
  const input: FixedBidInput = {
    asOf: today,
    milestones,
    changeRequests,
    costs: money?.costs ?? 0,
    expenses: money?.expenses ?? 0,
    labour: labour.map((row): RatedHours => ({ hours: row.hours, costRate: row.cost_rate })),
    remaining: allocations.map(
      (row): RatedHours => ({
        hours: remainingHours(
          { startDate: row.start_date, endDate: row.end_date, percent: row.percent },
          today,
          project.end_date,
        ),
        costRate: row.cost_rate,
      }),
    ),
  };
  return fixedBidFigures(input);
}

export interface SnapshotRow {
  state: Exclude<FixedBidCalculationState, 'never'>;
  figures: FixedBidFigures | null;
  fingerprint: string | null;
  requested_at: string | null;
  calculated_at: string | null;
}

export async function findSnapshot(db: Queryable, organizationId: number, projectId: number) {
  const [row] = await queryRows<SnapshotRow>(
    db,
    sql`select state, figures, fingerprint, ${instant('requested_at', 'requested_at')},
          ${instant('calculated_at', 'calculated_at')}
        from fixed_bid_snapshots where organization_id = ${organizationId} and project_id = ${projectId}`,
  );
  return row ?? null;
}
