import { sql } from 'drizzle-orm';
import { seedDemoLeaveTypes } from '../src/modules/leave';
import { getOrganizationById } from '../src/modules/orgs';
import type { AppContext } from '../src/platform/app-context';
import { queryRows } from '../src/platform/db/query-rows';
import { withOrg } from '../src/platform/db/tenant';
import { systemScope } from '../src/platform/scope';

/** The email of the generated employee the leave benchmarks sign in as: a manager of about 500 people. */
export const LEAVE_BENCH_MANAGER_CODE_SUFFIX = 'scale.example';

/**
 * Two years of leave history for every employee of the organisation, written in bulk SQL: the closed year
 * before the active one and the active year, each with allocations of the day-based types and four one-day
 * approved leaves (a future one pending) posted to the ledger. Returns the manager of about `teamSize` people,
 * who is given the demo password so the benchmarks can sign in as them.
 */
export async function seedLeaveHistory(ctx: AppContext, organizationId: number, teamSize: number) {
  await withOrg(ctx.database.db, organizationId, async (tx) => {
    const [active] = await queryRows<{ id: number; start_date: string }>(
      tx,
      sql`select id, start_date::text from leave_configurations where organization_id = ${organizationId} and is_active`,
    );
    if (!active) throw new Error('the organisation has no active leave year');
    const [types] = await queryRows<{ count: number }>(
      tx,
      sql`select count(*)::int as count from leave_types where organization_id = ${organizationId}`,
    );
    if (!types?.count) {
      const organization = await getOrganizationById(ctx.database.db, organizationId);
      if (organization) await seedDemoLeaveTypes(systemScope(ctx, tx, organization));
    }
    await tx.execute(sql`insert into leave_configurations (organization_id, start_date, end_date, is_active, closed_at)
      select ${organizationId}, (${active.start_date}::date - interval '1 year')::date, ${active.start_date}::date - 1, false, now()
      where not exists (select 1 from leave_configurations where organization_id = ${organizationId}
        and start_date = (${active.start_date}::date - interval '1 year')::date)`);
    await tx.execute(sql`insert into leave_ledger_entries
        (organization_id, employee_id, leave_type_id, leave_year_id, kind, quantity, effective_date, dedupe_key)
      select ${organizationId}, e.id, t.id, y.id, 'allocation', t.annual_quantity, y.start_date,
        'allocation:' || y.id || ':' || e.id || ':' || t.id || ':' || y.start_date
      from employees e
      cross join leave_types t
      join leave_configurations y on y.organization_id = e.organization_id
      where e.organization_id = ${organizationId} and t.organization_id = e.organization_id
        and t.unit = 'days' and t.annual_quantity > 0 and t.accrual_mode = 'fixed'
        and y.start_date >= (${active.start_date}::date - interval '1 year')::date
      on conflict do nothing`);
    await tx.execute(sql`with planned as (
        select e.id as employee_id, m.user_id as manager_user_id, y.id as year_id, k,
          (y.start_date + ((e.id * 37 + k * 89) % 360))::date as day
        from employees e
        left join employees m on m.organization_id = e.organization_id and m.id = e.reporting_manager_id
        cross join generate_series(0, 3) k
        join leave_configurations y on y.organization_id = e.organization_id
        where e.organization_id = ${organizationId}
          and y.start_date >= (${active.start_date}::date - interval '1 year')::date
          and not exists (select 1 from leave_requests r where r.organization_id = e.organization_id
            and r.employee_id = e.id and r.reason = 'Generated history')
      ),
      working as (
        select *, (day + case extract(isodow from day) when 6 then 2 when 7 then 1 else 0 end)::date as leave_day
        from planned
      )
      insert into leave_requests (organization_id, number, employee_id, leave_type_id, leave_year_id, start_date,
        end_date, quantity, reason, status, manager_user_id, approval_stage)
      select ${organizationId},
        (select coalesce(max(number), 0) from leave_requests where organization_id = ${organizationId})
          + row_number() over (order by w.year_id, w.employee_id, w.k),
        w.employee_id, t.id, w.year_id, w.leave_day, w.leave_day, 1, 'Generated history',
        case when w.leave_day > current_date and w.k = 3 then 'pending' else 'approved' end,
        w.manager_user_id,
        case when w.leave_day > current_date and w.k = 3 then 'manager' end
      from working w
      join leave_types t on t.organization_id = ${organizationId} and t.code = 'CL'`);
  });
  // Fresh statistics (as the tables' owner), or each ledger row's foreign-key check on the new requests plans a
  // scan of them all.
  await ctx.database.db.execute(sql`analyze leave_requests`);
  const manager = await withOrg(ctx.database.db, organizationId, async (tx) => {
    await tx.execute(sql`insert into leave_ledger_entries
        (organization_id, employee_id, leave_type_id, leave_year_id, kind, quantity, effective_date, request_id, dedupe_key)
      select organization_id, employee_id, leave_type_id, leave_year_id, 'leave_taken', -quantity, start_date, id,
        'history-taken:' || id
      from leave_requests
      where organization_id = ${organizationId} and reason = 'Generated history' and status = 'approved'
      on conflict do nothing`);
    const [manager] = await queryRows<{ id: number; email: string; team: number }>(
      tx,
      sql`with recursive chain(manager_id, id) as (
            select reporting_manager_id, id from employees
            where organization_id = ${organizationId} and reporting_manager_id is not null
            union all
            select e.reporting_manager_id, c.id from chain c
            join employees e on e.organization_id = ${organizationId} and e.id = c.manager_id
            where e.reporting_manager_id is not null
          ),
          sizes as (select manager_id, count(*) as team from chain group by manager_id)
          select e.id, u.email, s.team::int from sizes s
          join employees e on e.organization_id = ${organizationId} and e.id = s.manager_id
          join users u on u.organization_id = e.organization_id and u.id = e.user_id
          where u.email like ${`%@${LEAVE_BENCH_MANAGER_CODE_SUFFIX}`}
          order by abs(s.team - ${teamSize}), e.id limit 1`,
    );
    if (!manager) throw new Error('no generated manager found');
    await tx.execute(sql`update users set password_hash =
        (select password_hash from users where organization_id = ${organizationId} and email = 'ceo@acme.example')
      where organization_id = ${organizationId} and email = ${manager.email}`);
    return manager;
  });
  return manager;
}
