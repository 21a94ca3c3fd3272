import { sql } from 'drizzle-orm';
import type { Tx } from '../src/platform/db/client';
import { queryRows } from '../src/platform/db/query-rows';

/** Words the made-up project and client names are built from, so a search finds a realistic share. */
const NAME_WORDS = [
  'Atlas',
  'Beacon',
  'Cobalt',
  'Delta',
  'Ember',
  'Falcon',
  'Granite',
  'Harbor',
  'Iris',
  'Juno',
];
const NAME_KINDS = [
  'Portal',
  'Migration',
  'Analytics',
  'Payments',
  'Mobile App',
  'Data Lake',
  'CRM',
  'Support',
];
const CLIENT_WORDS = ['Northwind', 'Contoso', 'Globex', 'Initech', 'Umbrella', 'Hooli', 'Vandelay', 'Stark'];
const ROLES = [
  { name: 'Scale Engineer', inr: 3200, inrCost: 2000, usd: 42, usdCost: 26 },
  { name: 'Scale Senior Engineer', inr: 4800, inrCost: 3000, usd: 62, usdCost: 38 },
  { name: 'Scale Tech Lead', inr: 6500, inrCost: 4200, usd: 85, usdCost: 52 },
  { name: 'Scale QA Analyst', inr: 2600, inrCost: 1600, usd: 34, usdCost: 21 },
];

export interface ScaleProjectsResult {
  projects: number;
  allocations: number;
  leadProjects: number;
  flagship: { id: number; name: string; team: number };
}

const textArray = (values: readonly string[]) =>
  sql`array[${sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  )}]::text[]`;

/**
 * Adds `count` projects to the organisation in bulk SQL, numbered after its last one: clients, billing roles with
 * INR and USD rates, two resource groups per project and `perProject` allocations spread over the organisation's
 * employees (each person on about `count * perProject / employees` projects at a share that adds up to 100%),
 * three milestones per fixed-bid project, and revenue and cost entries for every fourth project. `leadEmail`
 * leads every `count / leadProjects`-th project; the first of those is the flagship, staffed with
 * `flagshipTeam` people. Runs inside the organisation's transaction (`withOrg`), so row-level security checks
 * every row.
 */
export async function seedScaleProjects(
  tx: Tx,
  org: number,
  options: {
    count: number;
    perProject: number;
    leadEmail: string;
    leadProjects: number;
    flagshipTeam: number;
  },
): Promise<ScaleProjectsResult> {
  const { count, perProject, leadEmail, leadProjects, flagshipTeam } = options;
  const year = new Date().getUTCFullYear();
  const [state] = await queryRows<{ base: number; lead: number | null; people: number }>(
    tx,
    sql`select coalesce((select max(number) from projects where organization_id = ${org}), 0)::int as base,
          (select id from users where organization_id = ${org} and email = ${leadEmail}) as lead,
          (select count(*)::int from employees where organization_id = ${org} and status <> 'exited') as people`,
  );
  if (!state?.lead) throw new Error(`${leadEmail} is missing`);
  if (state.people < perProject * 2) throw new Error('too few employees for the scale projects');
  const { base, lead } = state;
  const leadEvery = Math.max(1, Math.floor(count / Math.max(1, leadProjects)));

  // Numbered employees (and their users) to pick owners, leads, sales executives and team members from.
  await tx.execute(sql`create temporary table scale_people on commit drop as
    select row_number() over (order by id)::int as n, id as employee_id, user_id
    from employees where organization_id = ${org} and status <> 'exited'`);
  await tx.execute(sql`create unique index on scale_people (n)`);

  await tx.execute(sql`insert into clients (organization_id, name)
    select ${org}, (${textArray(CLIENT_WORDS)})[1 + g % ${CLIENT_WORDS.length}] || ' ' || (${base}::int + g)
    from generate_series(1, greatest(1, ${count}::int / 40)) g
    on conflict do nothing`);
  await tx.execute(sql`create temporary table scale_clients on commit drop as
    select row_number() over (order by id)::int as n, id from clients where organization_id = ${org}`);

  for (const role of ROLES) {
    await tx.execute(sql`insert into billing_roles (organization_id, name) values (${org}, ${role.name})
      on conflict do nothing`);
    await tx.execute(sql`insert into billing_role_rates (organization_id, billing_role_id, currency, rate, cost_rate,
        effective_from)
      select ${org}, r.id, v.currency, v.rate, v.cost_rate, ${`${year - 1}-01-01`}::date
      from billing_roles r, (values ('INR', ${role.inr}::numeric, ${role.inrCost}::numeric),
        ('USD', ${role.usd}::numeric, ${role.usdCost}::numeric)) v(currency, rate, cost_rate)
      where r.organization_id = ${org} and lower(r.name) = lower(${role.name})
      on conflict do nothing`);
  }
  await tx.execute(sql`create temporary table scale_roles on commit drop as
    select row_number() over (order by id)::int - 1 as n, id from billing_roles
    where organization_id = ${org} and name like 'Scale %'`);

  // The projects: g = 1..count, numbered base + g; one in five fixed-bid, a few drafts, on hold or completed.
  const clientCount = sql`(select count(*) from scale_clients)`;
  const peopleCount = state.people;
  await tx.execute(sql`create temporary table scale_projects on commit drop as
    select g, ${base}::int + g as number,
      case when g = 1 then 'Flagship Programme ' || (${base}::int + g)
        else (${textArray(NAME_WORDS)})[1 + abs(hashtext('w' || g)) % ${NAME_WORDS.length}] || ' '
          || (${textArray(NAME_KINDS)})[1 + abs(hashtext('k' || g)) % ${NAME_KINDS.length}] || ' '
          || (${base}::int + g) end as name,
      case when g % 5 = 0 then 'fixed-bid' else 'time-and-material' end as billing_type,
      case when g % 7 = 0 then 'USD' else 'INR' end as currency,
      case when g = 1 then 'active' when g % 50 = 0 then 'draft' when g % 23 = 0 then 'on-hold'
        when g % 11 = 0 then 'completed' else 'active' end as status,
      (${`${year}-01-01`}::date - (g % 365)) as start_date,
      (${`${year}-01-01`}::date - (g % 365) + 365 + (g % 3) * 180) as end_date,
      1 + (g * 7919) % ${peopleCount}::int as owner_n,
      1 + (g * 104729) % ${peopleCount}::int as sales_n,
      1 + (g * 15485863::bigint) % ${peopleCount}::int as lead_n,
      (g - 1) % ${leadEvery}::int = 0 and (g - 1) / ${leadEvery}::int < ${leadProjects}::int as led_by_lead
    from generate_series(1, ${count}::int) g`);
  await tx.execute(sql`insert into projects (organization_id, number, name, client_id, billing_type, currency, status,
      start_date, end_date, billing_start_date, billing_end_date, project_owner_id, delivery_lead_id,
      sales_executive_id, assigned_sales_executive_id, description)
    select ${org}, sp.number, sp.name, c.id, sp.billing_type, sp.currency, sp.status, sp.start_date, sp.end_date,
      case when sp.status = 'draft' then null else sp.start_date end,
      case when sp.status = 'draft' then null else sp.end_date end,
      o.user_id, case when sp.led_by_lead then ${lead}::int else l.user_id end, s.user_id, s.user_id,
      'Generated for the scale benchmark'
    from scale_projects sp
    join scale_clients c on c.n = 1 + sp.g % ${clientCount}
    join scale_people o on o.n = sp.owner_n
    join scale_people s on s.n = sp.sales_n
    join scale_people l on l.n = sp.lead_n
    order by sp.g`);
  await tx.execute(sql`alter table scale_projects add column id int`);
  await tx.execute(sql`update scale_projects sp set id = p.id from projects p
    where p.organization_id = ${org} and p.number = sp.number`);
  await tx.execute(sql`create unique index on scale_projects (g)`);

  // Three milestones per fixed-bid project, the first done and paid.
  await tx.execute(sql`insert into project_milestones (organization_id, project_id, name, planned_date,
      planned_amount, actual_date, actual_amount, status)
    select ${org}, sp.id, 'Milestone ' || k, sp.start_date + k * 90, 250000 + (sp.g % 10) * 10000,
      case when k = 1 then sp.start_date + 95 end, case when k = 1 then 250000 + (sp.g % 10) * 10000 end,
      case when k = 1 then 'completed' else 'active' end
    from scale_projects sp, generate_series(1, 3) k
    where sp.billing_type = 'fixed-bid'`);

  // Two resource groups per project (three quarters of the team, then the rest), charged at a scale billing role.
  const firstGroup = Math.ceil((perProject * 3) / 4);
  await tx.execute(sql`insert into resource_groups (organization_id, project_id, name, billing_role_id,
      required_count, allocation_percent, start_date, end_date)
    select ${org}, sp.id, case when k = 1 then 'Delivery team' else 'Leads and QA' end, r.id,
      case when sp.g = 1 then case when k = 1 then ${Math.ceil((flagshipTeam * 3) / 4)}::int
          else ${flagshipTeam - Math.ceil((flagshipTeam * 3) / 4)}::int end
        when k = 1 then ${firstGroup}::int else ${perProject - firstGroup}::int end,
      case when sp.g = 1 then 50 else 100.0 / ${Math.ceil((count * perProject) / peopleCount)}::int end,
      sp.start_date, sp.end_date
    from scale_projects sp, generate_series(1, 2) k
    join scale_roles r on r.n = (k - 1) * 2 + 0
    where sp.status <> 'draft'`);

  // Allocations: project g's team is the next perProject people after (g - 1) * perProject, so every person is
  // on the same number of projects at an equal share; the flagship's team is flagshipTeam people from the far
  // end of the list at half time. A tenth of the allocations are buffer or non-billable.
  const share = Math.floor(100 / Math.ceil((count * perProject) / peopleCount));
  await tx.execute(sql`insert into project_allocations (organization_id, project_id, employee_id, start_date, end_date,
      allocation_percent, status, resource_group_id)
    select ${org}, sp.id, e.employee_id, sp.start_date, sp.end_date,
      case when sp.g = 1 then 50 else ${share}::int end,
      case when k % 10 = 9 then 'buffer' when k % 10 = 8 and sp.g % 3 = 0 then 'non-billable' else 'billable' end,
      rg.id
    from scale_projects sp
    cross join lateral generate_series(0, case when sp.g = 1 then ${flagshipTeam}::int else ${perProject}::int end - 1) k
    join scale_people e on e.n = case when sp.g = 1 then ${peopleCount}::int - k
      else 1 + ((sp.g - 1) * ${perProject}::int + k) % ${peopleCount}::int end
    left join lateral (select id from resource_groups g
      where g.organization_id = ${org} and g.project_id = sp.id
      order by g.id offset case when k < case when sp.g = 1 then ${Math.ceil((flagshipTeam * 3) / 4)}::int
        else ${firstGroup}::int end then 0 else 1 end limit 1) rg on true
    where sp.status <> 'draft' or k < 2`);

  // Money for every fourth project past its draft: monthly revenue and a cost every other month so far this year.
  await tx.execute(sql`insert into project_revenues (organization_id, project_id, revenue_date, amount, revenue_type,
      description, receipt_date, expected_payment_date, status, recorded_by_user_id)
    select ${org}, sp.id, d, 180000 + (sp.g % 17) * 5000,
      case when sp.billing_type = 'fixed-bid' then 'milestone-billing' else 'time-and-material-billing' end,
      'Monthly billing', d + 7, d + 30, case when d < current_date - 60 then 'paid' else 'invoiced' end,
      p.delivery_lead_id
    from scale_projects sp
    join projects p on p.organization_id = ${org} and p.id = sp.id
    cross join lateral (select m::date as d from generate_series(greatest(sp.start_date, ${`${year}-01-28`}::date),
      least(sp.end_date, current_date), interval '1 month') m) m
    where sp.g % 4 = 0 and sp.status <> 'draft'`);
  await tx.execute(sql`insert into project_costs (organization_id, project_id, cost_date, category, amount,
      description, recorded_by_user_id)
    select ${org}, sp.id, d, (array['vendor', 'travel', 'software', 'hardware'])[1 + sp.g % 4],
      40000 + (sp.g % 13) * 3000, 'Monthly cost', p.delivery_lead_id
    from scale_projects sp
    join projects p on p.organization_id = ${org} and p.id = sp.id
    cross join lateral (select m::date as d from generate_series(greatest(sp.start_date, ${`${year}-01-15`}::date),
      least(sp.end_date, current_date), interval '2 months') m) m
    where sp.g % 4 = 0 and sp.status <> 'draft'`);

  const [totals] = await queryRows<{
    allocations: number;
    lead_projects: number;
    id: number;
    name: string;
    team: number;
  }>(
    tx,
    sql`select (select count(*)::int from project_allocations a join scale_projects sp on sp.id = a.project_id
          where a.organization_id = ${org}) as allocations,
        (select count(*)::int from scale_projects where led_by_lead) as lead_projects,
        sp.id, sp.name,
        (select count(*)::int from project_allocations a where a.organization_id = ${org} and a.project_id = sp.id)
          as team
      from scale_projects sp where sp.g = 1`,
  );
  return {
    projects: count,
    allocations: totals?.allocations ?? 0,
    leadProjects: totals?.lead_projects ?? 0,
    flagship: { id: totals?.id ?? 0, name: totals?.name ?? '', team: totals?.team ?? 0 },
  };
}
