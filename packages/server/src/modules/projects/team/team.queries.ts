import type { BillingRole, ProjectMember, ResourceGroup, TeamContractor } from '@atrium/contracts';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../../platform/db/client';
import { inTurn } from '../../../platform/db/in-turn';
import { queryRows } from '../../../platform/db/query-rows';
import { foldSearchWords, userMatches } from '../../accounts';
import { findContractWindows } from '../../contractors';
import { findLastWorkingDays } from '../../exits';
import type { TeamFacts } from '../engine/discrepancies';
import { projectMembersSql } from '../project-members';

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

type MemberRow = ProjectMember & { date_of_joining: string | null };

/** Everything the team manager shows of a project and the discrepancy rules read, in five statements. */
export async function loadTeam(tx: Tx, organizationId: number, projectId: number) {
  const [[project], groups, members, milestones, rates] = await inTurn(
    () =>
      queryRows<{
        billing_type: string;
        currency: string;
        start_date: string | null;
        end_date: string | null;
        billing_start_date: string | null;
        billing_end_date: string | null;
        project_owner_id: number | null;
        delivery_lead_id: number | null;
        client_id: number | null;
      }>(
        tx,
        sql`select billing_type, currency, start_date::text, end_date::text, billing_start_date::text,
            billing_end_date::text, project_owner_id, delivery_lead_id, client_id
          from projects where organization_id = ${organizationId} and id = ${projectId}`,
      ),
    () =>
      queryRows<GroupRow>(
        tx,
        sql`select g.id, g.name, g.billing_role_id, r.name as billing_role_name, g.milestone_id,
            m.name as milestone_name, g.required_count,
            g.allocation_percent::float8 as allocation_percent, g.start_date::text, g.end_date::text
          from resource_groups g
          left join billing_roles r on r.organization_id = g.organization_id and r.id = g.billing_role_id
          left join project_milestones m on m.organization_id = g.organization_id and m.id = g.milestone_id
          where g.organization_id = ${organizationId} and g.project_id = ${projectId}
          order by g.start_date, g.id`,
      ),
    () => queryRows<MemberRow>(tx, projectMembersSql(organizationId, projectId)),
    () =>
      queryRows<{
        id: number;
        planned_date: string;
        actual_date: string | null;
        actual_amount: number | null;
      }>(
        tx,
        sql`select id, planned_date::text, actual_date::text, actual_amount::float8 as actual_amount
          from project_milestones where organization_id = ${organizationId} and project_id = ${projectId}`,
      ),
    () =>
      queryRows<{ billing_role_id: number; currency: string; effective_from: string }>(
        tx,
        sql`select billing_role_id, currency, effective_from::text from billing_role_rates
          where organization_id = ${organizationId} and billing_role_id in (
            select billing_role_id from resource_groups
            where organization_id = ${organizationId} and project_id = ${projectId})`,
      ),
  );
  if (!project) return null;
  const employeeIds = members.flatMap((member) => (member.employee_id === null ? [] : [member.employee_id]));
  const contractorIds = members.flatMap((member) =>
    member.contractor_id === null ? [] : [member.contractor_id],
  );
  const lastDays = await findLastWorkingDays(tx, organizationId, employeeIds);
  const contracts = await findContractWindows(tx, organizationId, contractorIds);

  const facts: TeamFacts = {
    project: {
      billingType: project.billing_type,
      currency: project.currency,
      startDate: project.start_date,
      endDate: project.end_date,
      billingStartDate: project.billing_start_date,
      billingEndDate: project.billing_end_date,
      projectOwnerId: project.project_owner_id,
      deliveryLeadId: project.delivery_lead_id,
      clientId: project.client_id,
    },
    groups: groups.map((group) => ({
      id: group.id,
      billingRoleId: group.billing_role_id,
      requiredCount: group.required_count,
      allocationPercent: group.allocation_percent,
      startDate: group.start_date,
      endDate: group.end_date,
    })),
    allocations: members.map((member) => ({
      id: member.id,
      person: member.employee_id === null ? `c${member.contractor_id}` : `e${member.employee_id}`,
      groupId: member.resource_group_id,
      startDate: member.start_date,
      endDate: member.end_date,
      percent: member.allocation_percent,
      status: member.status,
      dateOfJoining: member.date_of_joining,
      lastWorkingDay: member.employee_id === null ? null : (lastDays.get(member.employee_id) ?? null),
      contracts: member.contractor_id === null ? null : (contracts.get(member.contractor_id) ?? []),
    })),
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
  const member = ({ date_of_joining: _, ...row }: MemberRow): ProjectMember => row;
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
      members: members.filter((row) => row.resource_group_id === group.id).map(member),
    })),
    ungrouped: members
      .filter((row) => !groups.some((group) => group.id === row.resource_group_id))
      .map(member),
  };
  return { facts, view };
}

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
