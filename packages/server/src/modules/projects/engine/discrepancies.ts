import { DISCREPANCY_MESSAGES, type Discrepancy, type DiscrepancyRule } from '@atrium/contracts';

export interface ProjectFacts {
  billingType: string;
  currency: string;
  startDate: string | null;
  endDate: string | null;
  billingStartDate: string | null;
  billingEndDate: string | null;
  projectOwnerId: number | null;
  deliveryLeadId: number | null;
  clientId: number | null;
}

export interface GroupFacts {
  id: number;
  billingRoleId: number | null;
  requiredCount: number;
  allocationPercent: number;
  startDate: string;
  endDate: string;
}

export interface AllocationFacts {
  id: number;
  /** Who the allocation is for, the same for each allocation of one person ('e12', or 'c3' for a contractor). */
  person: string;
  groupId: number | null;
  startDate: string;
  endDate: string;
  percent: number;
  status: string;
  dateOfJoining: string | null;
  lastWorkingDay: string | null;
  /** A contractor's ongoing contracts; null for an employee. */
  contracts: readonly { startDate: string; endDate: string }[] | null;
}

export interface MilestoneFacts {
  id: number;
  plannedDate: string;
  actualDate: string | null;
  actualAmount: number | null;
}

export interface RateFacts {
  billingRoleId: number;
  currency: string;
  effectiveFrom: string;
}

/** What the sales opportunity a project was won from agreed: the terms the project must keep to. */
export interface OpportunityFacts {
  billingType: string;
  startDate: string | null;
  endDate: string | null;
  billingStartDate: string | null;
  billingEndDate: string | null;
  clientId: number;
  /** The role mix sold: how many people of each designation. */
  roles: readonly { designationId: number; count: number }[];
}

export interface TeamFacts {
  project: ProjectFacts;
  groups: readonly GroupFacts[];
  allocations: readonly AllocationFacts[];
  milestones: readonly MilestoneFacts[];
  rates: readonly RateFacts[];
  /** The opportunity the project was won from; absent or null when none, and its rules do not apply. */
  opportunity?: OpportunityFacts | null;
}

const CHARGED = new Set(['billable', 'buffer']);

const found = (
  rule: DiscrepancyRule,
  at: { group?: number; allocation?: number; milestone?: number } = {},
): Discrepancy => ({
  rule,
  message: DISCREPANCY_MESSAGES[rule],
  resource_group_id: at.group ?? null,
  allocation_id: at.allocation ?? null,
  milestone_id: at.milestone ?? null,
});

function projectDiscrepancies({ project, milestones }: TeamFacts): Discrepancy[] {
  const list: Discrepancy[] = [];
  const { startDate: start, endDate: end } = project;
  if (!start || !end) list.push(found('project_dates_required'));
  if (project.projectOwnerId === null || project.deliveryLeadId === null || project.clientId === null)
    list.push(found('project_people_required'));
  if (start && project.billingStartDate && project.billingStartDate < start)
    list.push(found('billing_start_before_project_start'));
  if (end && project.billingEndDate && end < project.billingEndDate)
    list.push(found('project_end_before_billing_end'));
  for (const milestone of milestones) {
    const dates = [milestone.plannedDate, milestone.actualDate].filter(
      (date): date is string => date !== null,
    );
    if (start && dates.some((date) => date < start))
      list.push(found('milestone_outside_project_window', { milestone: milestone.id }));
    if (end && dates.some((date) => date > end))
      list.push(found('milestone_after_project_end', { milestone: milestone.id }));
  }
  if (
    project.billingType === 'fixed-bid' &&
    (!milestones.length || milestones.some((m) => m.actualAmount === null))
  )
    list.push(found('actual_milestone_amount_required'));
  return list;
}

/** Whether a term the opportunity states differs on the project; one it leaves open cannot. */
const differs = <T>(stated: T | null, kept: T | null) => stated !== null && stated !== kept;

/**
 * The project against the opportunity it was won from: its terms, its client, and the people its groups require
 * against the role mix sold (the groups name no designation, so the heads are compared in total).
 */
function opportunityDiscrepancies({ project, groups, opportunity }: TeamFacts): Discrepancy[] {
  if (!opportunity) return [];
  const list: Discrepancy[] = [];
  if (
    differs(opportunity.billingType, project.billingType) ||
    differs(opportunity.startDate, project.startDate) ||
    differs(opportunity.endDate, project.endDate) ||
    differs(opportunity.billingStartDate, project.billingStartDate) ||
    differs(opportunity.billingEndDate, project.billingEndDate)
  )
    list.push(found('opportunity_terms_mismatch'));
  if (project.clientId !== null && project.clientId !== opportunity.clientId)
    list.push(found('opportunity_client_mismatch'));
  const estimated = opportunity.roles.reduce((sum, role) => sum + role.count, 0);
  const required = groups.reduce((sum, group) => sum + group.requiredCount, 0);
  if (opportunity.roles.length && required > estimated) list.push(found('requirements_exceed_estimations'));
  return list;
}

/** Whether the role has a rate in the project's currency in force on the day. */
const hasRate = (facts: TeamFacts, billingRoleId: number, day: string) =>
  facts.rates.some(
    (rate) =>
      rate.billingRoleId === billingRoleId &&
      rate.currency === facts.project.currency &&
      rate.effectiveFrom <= day,
  );

function groupDiscrepancies(facts: TeamFacts, group: GroupFacts): Discrepancy[] {
  const list: Discrepancy[] = [];
  const at = { group: group.id };
  const { startDate: start, endDate: end } = facts.project;
  if (group.endDate < group.startDate) list.push(found('group_start_after_end', at));
  if (start && group.startDate < start) list.push(found('group_start_before_project_start', at));
  if (end && group.endDate > end) list.push(found('group_end_after_project_end', at));
  const members = facts.allocations.filter((allocation) => allocation.groupId === group.id);
  const people = new Set(members.map((member) => member.person)).size;
  if (people !== group.requiredCount) list.push(found('resource_count_mismatch', at));
  return list;
}

function allocationDiscrepancies(facts: TeamFacts, allocation: AllocationFacts): Discrepancy[] {
  const at = { group: allocation.groupId ?? undefined, allocation: allocation.id };
  const list: Discrepancy[] = [];
  const group = facts.groups.find((candidate) => candidate.id === allocation.groupId);
  if (!group) list.push(found('resource_without_group', at));
  if (allocation.endDate < allocation.startDate) list.push(found('allocation_start_after_end', at));
  if (group && allocation.startDate < group.startDate)
    list.push(found('resource_start_before_group_start', at));
  if (group && allocation.endDate > group.endDate) list.push(found('resource_end_after_group_end', at));
  if (group && allocation.percent > group.allocationPercent)
    list.push(found('resource_percent_above_group', at));
  if (allocation.dateOfJoining && allocation.startDate < allocation.dateOfJoining)
    list.push(found('resource_start_before_joining', at));
  if (allocation.lastWorkingDay && allocation.endDate > allocation.lastWorkingDay)
    list.push(found('allocation_after_last_working_day', at));
  if (
    allocation.contracts &&
    !allocation.contracts.some(
      (contract) => contract.startDate <= allocation.startDate && allocation.endDate <= contract.endDate,
    )
  )
    list.push(found('allocation_outside_contract', at));
  if (CHARGED.has(allocation.status)) {
    const { billingStartDate, billingEndDate } = facts.project;
    const isWithinBilling =
      billingStartDate !== null &&
      billingEndDate !== null &&
      billingStartDate <= allocation.startDate &&
      allocation.endDate <= billingEndDate;
    if (!isWithinBilling) list.push(found('billable_outside_billing_dates', at));
    if (group && group.billingRoleId === null) list.push(found('billing_role_required', at));
    // A rate is looked for on a day inside the billing dates only: none on a day outside them is the dates' fault.
    if (
      isWithinBilling &&
      group?.billingRoleId &&
      allocation.status === 'billable' &&
      !hasRate(facts, group.billingRoleId, allocation.startDate)
    )
      list.push(found('billing_rate_missing', at));
  }
  return list;
}

/**
 * Every discrepancy of a project's team (spec 5, "Project and allocation discrepancy rules"): the project's own,
 * then each group's followed by its allocations', then the allocations in no group.
 */
export function findDiscrepancies(facts: TeamFacts): Discrepancy[] {
  const grouped = facts.groups.flatMap((group) => [
    ...groupDiscrepancies(facts, group),
    ...facts.allocations
      .filter((allocation) => allocation.groupId === group.id)
      .flatMap((allocation) => allocationDiscrepancies(facts, allocation)),
  ]);
  const loose = facts.allocations
    .filter((allocation) => !facts.groups.some((group) => group.id === allocation.groupId))
    .flatMap((allocation) => allocationDiscrepancies(facts, allocation));
  return [...projectDiscrepancies(facts), ...opportunityDiscrepancies(facts), ...grouped, ...loose];
}

/**
 * What refuses a save of one group or allocation: its own discrepancies, except a count still short of (or over)
 * the requirement, which a team fills one person at a time. The project's own rules, those against its
 * opportunity among them, are listed but refuse no save of a group or an allocation.
 */
export function blockingDiscrepancies(
  facts: TeamFacts,
  target: { groupId: number } | { allocationId: number },
): Discrepancy[] {
  const all = findDiscrepancies(facts);
  return 'groupId' in target
    ? all.filter((d) => d.resource_group_id === target.groupId && d.rule !== 'resource_count_mismatch')
    : all.filter((d) => d.allocation_id === target.allocationId);
}
