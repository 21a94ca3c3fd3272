import type { BillingRole, Project, ProjectMember, ResourceGroup, TeamContractor } from '@atrium/contracts';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../../platform/db/client';
import { queryBuiltRows } from '../../../platform/db/prepared-statements';
import { queryRows } from '../../../platform/db/query-rows';
import { foldSearchWords, userMatches } from '../../accounts';
import { contractWindowsJsonSql } from '../../contractors';
import { lastWorkingDaysOfSql } from '../../exits';
import type { ProjectFacts, TeamFacts } from '../engine/discrepancies';

interface GroupRow {
  id: number;
  name: string;
  billing_role_id: number | null;
  billing_role_name: string | null;
  milestone_id: number | null;
  milestone_name: string | null;
  required_count: number;
  allocation_percent: number;
  start_date: string;
  end_date: string;
}

/**
 * An allocation as the screen lists it, with what the rules read of its person beside, as the statement writes it: an
 * array rather than an object, which halves what is sent and parsed for a team of hundreds.
 */
type MemberTuple = [
  id: number,
  resourceGroupId: number | null,
  employeeId: number | null,
  contractorId: number | null,
  name: string,
  code: string,
  designation: string | null,
  startDate: string,
  endDate: string,
  allocationPercent: number,
  status: string,
  dateOfJoining: string | null,
  lastWorkingDay: string | null,
  contracts: { startDate: string; endDate: string }[] | null,
];

interface TeamRow {
  groups: GroupRow[];
  members: MemberTuple[];
  milestones: {
    id: number;
    planned_date: string;
    actual_date: string | null;
    actual_amount: number | null;
  }[];
  rates: { billing_role_id: number; currency: string; effective_from: string }[];
}

const org = sql.placeholder('org');
/** An allocation's person's name, an employee's or a contractor's. */
const memberName = sql`trim(coalesce(ue.first_name, uc.first_name) || ' ' || coalesce(ue.last_name, uc.last_name))`;
const project = sql.placeholder('project');

/**
 * A project's groups, allocations (with each person's last working day and contracts), milestones and rates, as one
 * row of JSON arrays: one statement, built and prepared once, where five and two more per team were read row by
 * row and planned on every call.
 */
const teamStatement = () => sql`select
  coalesce((select json_agg(json_build_object('id', g.id, 'name', g.name, 'billing_role_id', g.billing_role_id,
        'billing_role_name', r.name, 'milestone_id', g.milestone_id, 'milestone_name', m.name,
        'required_count', g.required_count, 'allocation_percent', g.allocation_percent::float8,
        'start_date', g.start_date::text, 'end_date', g.end_date::text) order by g.start_date, g.id)
      from resource_groups g
      left join billing_roles r on r.organization_id = g.organization_id and r.id = g.billing_role_id
      left join project_milestones m on m.organization_id = g.organization_id and m.id = g.milestone_id
      where g.organization_id = ${org} and g.project_id = ${project}), '[]'::json) as groups,
  coalesce((select json_agg(json_build_array(a.id, a.resource_group_id, a.employee_id, a.contractor_id, ${memberName},
        coalesce(e.code, c.code), d.name, a.start_date, a.end_date, a.allocation_percent::float8, a.status,
        e.date_of_joining, x.last_day, case when a.contractor_id is null then null
          else coalesce(${contractWindowsJsonSql(org, sql`a.contractor_id`)}, '[]'::json) end)
        order by a.start_date, ${memberName}, a.id)
      from project_allocations a
      left join employees e on e.organization_id = a.organization_id and e.id = a.employee_id
      left join users ue on ue.organization_id = e.organization_id and ue.id = e.user_id
      left join contractors c on c.organization_id = a.organization_id and c.id = a.contractor_id
      left join users uc on uc.organization_id = c.organization_id and uc.id = c.user_id
      left join designations d on d.organization_id = e.organization_id and d.id = e.designation_id
      left join (${lastWorkingDaysOfSql(
        org,
        sql`select p.employee_id from project_allocations p
          where p.organization_id = ${org} and p.project_id = ${project}`,
      )}) x on x.employee_id = a.employee_id
      where a.organization_id = ${org} and a.project_id = ${project}), '[]'::json) as members,
  coalesce((select json_agg(json_build_object('id', ms.id, 'planned_date', ms.planned_date::text,
        'actual_date', ms.actual_date::text, 'actual_amount', ms.actual_amount::float8))
      from project_milestones ms where ms.organization_id = ${org} and ms.project_id = ${project}), '[]'::json)
    as milestones,
  coalesce((select json_agg(json_build_object('billing_role_id', b.billing_role_id, 'currency', b.currency,
        'effective_from', b.effective_from::text))
      from billing_role_rates b where b.organization_id = ${org} and b.billing_role_id in (
        select rg.billing_role_id from resource_groups rg
        where rg.organization_id = ${org} and rg.project_id = ${project})), '[]'::json) as rates`;

/** The project's own facts the rules read, for a caller that has not read the project already. */
const projectFactsStatement = () => sql`select billing_type, currency, start_date::text, end_date::text,
    billing_start_date::text, billing_end_date::text, project_owner_id, delivery_lead_id, client_id
  from projects where organization_id = ${org} and id = ${project}`;

/** The project as the team manager reads it: what `findProject` answers, or its own facts read here. */
type KnownProject = Pick<
  Project,
  | 'billing_type'
  | 'currency'
  | 'start_date'
  | 'end_date'
  | 'billing_start_date'
  | 'billing_end_date'
  | 'project_owner'
  | 'delivery_lead'
  | 'client'
>;

async function projectFacts(
  tx: Tx,
  values: { org: number; project: number },
  known: KnownProject | undefined,
): Promise<ProjectFacts | null> {
  if (known)
    return {
      billingType: known.billing_type,
      currency: known.currency,
      startDate: known.start_date,
      endDate: known.end_date,
      billingStartDate: known.billing_start_date,
      billingEndDate: known.billing_end_date,
      projectOwnerId: known.project_owner?.id ?? null,
      deliveryLeadId: known.delivery_lead?.id ?? null,
      clientId: known.client?.id ?? null,
    };
  const [row] = await queryBuiltRows<{
    billing_type: string;
    currency: string;
    start_date: string | null;
    end_date: string | null;
    billing_start_date: string | null;
    billing_end_date: string | null;
    project_owner_id: number | null;
    delivery_lead_id: number | null;
    client_id: number | null;
  }>(tx, 'team_project_facts', projectFactsStatement, values);
  if (!row) return null;
  return {
    billingType: row.billing_type,
    currency: row.currency,
    startDate: row.start_date,
    endDate: row.end_date,
    billingStartDate: row.billing_start_date,
    billingEndDate: row.billing_end_date,
    projectOwnerId: row.project_owner_id,
    deliveryLeadId: row.delivery_lead_id,
    clientId: row.client_id,
  };
}

/**
 * Everything the team manager shows of a project and the discrepancy rules read, in one statement (two when the
 * caller has not read the project: `known`, as `findProject` answers it, saves reading it again).
 */
export async function loadTeam(tx: Tx, organizationId: number, projectId: number, known?: KnownProject) {
  const values = { org: organizationId, project: projectId };
  const project = await projectFacts(tx, values, known);
  if (!project) return null;
  const [team] = await queryBuiltRows<TeamRow>(tx, 'project_team', teamStatement, values);
  if (!team) return null;
  const { groups, members, milestones, rates } = team;

  const facts: TeamFacts = {
    project,
    groups: groups.map((group) => ({
      id: group.id,
      billingRoleId: group.billing_role_id,
      requiredCount: group.required_count,
      allocationPercent: group.allocation_percent,
      startDate: group.start_date,
      endDate: group.end_date,
    })),
    allocations: members.map((member) => {
      const [id, groupId, employeeId, contractorId] = member;
      return {
        id,
        person: employeeId === null ? `c${contractorId}` : `e${employeeId}`,
        groupId,
        startDate: member[7],
        endDate: member[8],
        percent: member[9],
        status: member[10],
        dateOfJoining: member[11],
        lastWorkingDay: employeeId === null ? null : member[12],
        contracts: contractorId === null ? null : (member[13] ?? []),
      };
    }),
    milestones: milestones.map((milestone) => ({
      id: milestone.id,
      plannedDate: milestone.planned_date,
      actualDate: milestone.actual_date,
      actualAmount: milestone.actual_amount,
    })),
    rates: rates.map((rate) => ({
      billingRoleId: rate.billing_role_id,
      currency: rate.currency,
      effectiveFrom: rate.effective_from,
    })),
  };
  // Each group's members in the statement's order, those of no group (or another's) apart, in one pass.
  const byGroup = new Map<number, ProjectMember[]>(groups.map((group) => [group.id, []]));
  const ungrouped: ProjectMember[] = [];
  for (const row of members) {
    const member = toMember(row);
    const list = member.resource_group_id === null ? undefined : byGroup.get(member.resource_group_id);
    if (list) list.push(member);
    else ungrouped.push(member);
  }
  const view: { groups: ResourceGroup[]; ungrouped: ProjectMember[] } = {
    groups: groups.map((group) => ({
      id: group.id,
      name: group.name,
      billing_role:
        group.billing_role_id === null
          ? null
          : { id: group.billing_role_id, name: group.billing_role_name ?? '' },
      milestone:
        group.milestone_id === null ? null : { id: group.milestone_id, name: group.milestone_name ?? '' },
      required_count: group.required_count,
      allocation_percent: group.allocation_percent,
      start_date: group.start_date,
      end_date: group.end_date,
      members: byGroup.get(group.id) ?? [],
    })),
    ungrouped,
  };
  return { facts, view };
}

const toMember = ([
  id,
  resource_group_id,
  employee_id,
  contractor_id,
  name,
  code,
  designation,
  start_date,
  end_date,
  allocation_percent,
  status,
]: MemberTuple): ProjectMember => ({
  id,
  resource_group_id,
  employee_id,
  contractor_id,
  name,
  code,
  designation,
  start_date,
  end_date,
  allocation_percent,
  status,
});

/** The organisation's billing roles with their rates, newest first within each currency. */
export async function findBillingRoles(tx: Tx, organizationId: number): Promise<BillingRole[]> {
  return queryRows<BillingRole>(
    tx,
    sql`select r.id, r.name, coalesce((select json_agg(json_build_object('currency', x.currency,
            'rate', x.rate::float8, 'cost_rate', x.cost_rate::float8, 'effective_from', x.effective_from::text)
            order by x.currency, x.effective_from desc)
          from billing_role_rates x where x.organization_id = r.organization_id and x.billing_role_id = r.id),
          '[]'::json) as rates
        from billing_roles r where r.organization_id = ${organizationId}
        order by lower(r.name), r.id`,
  );
}

/** Up to 20 contractors with an ongoing contract, matching the search by name or code, with those contracts. */
export async function findContractorsToAllocate(
  tx: Tx,
  organizationId: number,
  search: string | undefined,
): Promise<TeamContractor[]> {
  const words = search ? await foldSearchWords(tx, search) : [];
  return queryRows<TeamContractor>(
    tx,
    sql`select c.id, trim(u.first_name || ' ' || u.last_name) as name, c.code,
          json_agg(json_build_object('start_date', k.start_date::text, 'end_date', k.end_date::text)
            order by k.start_date) as contracts
        from contractors c
        join users u on u.organization_id = c.organization_id and u.id = c.user_id and u.is_active
        join contracts k on k.organization_id = c.organization_id and k.contractor_id = c.id
          and k.status = 'ongoing'
        where c.organization_id = ${organizationId}
          and ${words.length ? userMatches(organizationId, sql`u.id`, words) : sql`true`}
        group by c.id, u.id
        order by name, c.id
        limit 20`,
  );
}
