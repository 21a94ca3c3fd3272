import { DISCREPANCY_MESSAGES, type DiscrepancyRule } from '@atrium/contracts';
import { describe, expect, it } from 'vitest';
import {
  type AllocationFacts,
  blockingDiscrepancies,
  findDiscrepancies,
  type GroupFacts,
  type MilestoneFacts,
  type OpportunityFacts,
  type ProjectFacts,
  type TeamFacts,
} from './discrepancies';

const PROJECT: ProjectFacts = {
  billingType: 'time-and-material',
  currency: 'INR',
  startDate: '2026-01-01',
  endDate: '2026-12-31',
  billingStartDate: '2026-01-01',
  billingEndDate: '2026-12-31',
  projectOwnerId: 1,
  deliveryLeadId: 2,
  clientId: 3,
};
const GROUP: GroupFacts = {
  id: 10,
  billingRoleId: 5,
  requiredCount: 1,
  allocationPercent: 100,
  startDate: '2026-02-01',
  endDate: '2026-11-30',
};
const ALLOCATION: AllocationFacts = {
  id: 100,
  person: 'e7',
  groupId: 10,
  startDate: '2026-02-01',
  endDate: '2026-11-30',
  percent: 100,
  status: 'billable',
  dateOfJoining: '2020-01-01',
  lastWorkingDay: null,
  contracts: null,
};
const MILESTONE: MilestoneFacts = { id: 50, plannedDate: '2026-06-30', actualDate: null, actualAmount: 1000 };
const CLEAN: TeamFacts = {
  project: PROJECT,
  groups: [GROUP],
  allocations: [ALLOCATION],
  milestones: [],
  rates: [{ billingRoleId: 5, currency: 'INR', effectiveFrom: '2026-01-01' }],
};

type Change = {
  project?: Partial<ProjectFacts>;
  group?: Partial<GroupFacts>;
  allocation?: Partial<AllocationFacts>;
  milestones?: MilestoneFacts[];
  rates?: TeamFacts['rates'];
};
const facts = (change: Change): TeamFacts => ({
  project: { ...PROJECT, ...change.project },
  groups: [{ ...GROUP, ...change.group }],
  allocations: [{ ...ALLOCATION, ...change.allocation }],
  milestones: change.milestones ?? [],
  rates: change.rates ?? CLEAN.rates,
});
const rules = (team: TeamFacts) => findDiscrepancies(team).map((d) => d.rule);

describe('findDiscrepancies: one case per rule of spec 5', () => {
  it('finds none in a clean team', () => {
    expect(findDiscrepancies(CLEAN)).toEqual([]);
  });

  it.each<[string, Change, DiscrepancyRule]>([
    ['project without an end date', { project: { endDate: null } }, 'project_dates_required'],
    ['project without a client', { project: { clientId: null } }, 'project_people_required'],
    ['project without an owner', { project: { projectOwnerId: null } }, 'project_people_required'],
    [
      'billing starting before the project',
      { project: { billingStartDate: '2025-12-31' } },
      'billing_start_before_project_start',
    ],
    [
      'billing ending after the project',
      { project: { billingEndDate: '2027-01-01' } },
      'project_end_before_billing_end',
    ],
    [
      'group ending before it starts',
      { group: { endDate: '2026-01-31' }, allocation: { endDate: '2026-01-31', startDate: '2026-01-15' } },
      'group_start_after_end',
    ],
    [
      'group starting before the project',
      { group: { startDate: '2025-12-01' } },
      'group_start_before_project_start',
    ],
    ['group ending after the project', { group: { endDate: '2027-01-31' } }, 'group_end_after_project_end'],
    ['group short of its count', { group: { requiredCount: 2 } }, 'resource_count_mismatch'],
    [
      'billable resource in a group without a billing role',
      { group: { billingRoleId: null } },
      'billing_role_required',
    ],
    [
      'buffer resource in a group without a billing role',
      { group: { billingRoleId: null }, allocation: { status: 'buffer' } },
      'billing_role_required',
    ],
    [
      'billable resource without a rate in the project currency',
      { project: { currency: 'USD' } },
      'billing_rate_missing',
    ],
    [
      'billable resource before the rate takes effect',
      { rates: [{ billingRoleId: 5, currency: 'INR', effectiveFrom: '2026-03-01' }] },
      'billing_rate_missing',
    ],
    ['resource in no group', { allocation: { groupId: null } }, 'resource_without_group'],
    [
      'allocation ending before it starts',
      { allocation: { startDate: '2026-05-01', endDate: '2026-04-30' } },
      'allocation_start_after_end',
    ],
    [
      'resource starting before its group',
      { allocation: { startDate: '2026-01-15' } },
      'resource_start_before_group_start',
    ],
    [
      'resource ending after its group',
      { allocation: { endDate: '2026-12-15' } },
      'resource_end_after_group_end',
    ],
    [
      'resource above the group percent',
      { allocation: { percent: 100 }, group: { allocationPercent: 50 } },
      'resource_percent_above_group',
    ],
    [
      'resource starting before joining',
      { allocation: { dateOfJoining: '2026-03-01' } },
      'resource_start_before_joining',
    ],
    [
      'allocation beyond the last working day',
      { allocation: { lastWorkingDay: '2026-10-31' } },
      'allocation_after_last_working_day',
    ],
    [
      "a contractor's allocation beyond their contract",
      {
        allocation: {
          person: 'c3',
          contracts: [
            { startDate: '2026-01-01', endDate: '2026-06-30' },
            { startDate: '2026-07-15', endDate: '2026-12-31' },
          ],
        },
      },
      'allocation_outside_contract',
    ],
    [
      'a contractor with no ongoing contract',
      { allocation: { person: 'c3', contracts: [] } },
      'allocation_outside_contract',
    ],
    [
      'billable outside the billing dates',
      { project: { billingEndDate: '2026-10-31' } },
      'billable_outside_billing_dates',
    ],
    [
      'billable with no billing dates',
      { project: { billingStartDate: null, billingEndDate: null } },
      'billable_outside_billing_dates',
    ],
    [
      'milestone before the project',
      { milestones: [{ ...MILESTONE, plannedDate: '2025-12-31' }] },
      'milestone_outside_project_window',
    ],
    [
      'milestone after the project end',
      { milestones: [{ ...MILESTONE, actualDate: '2027-01-02' }] },
      'milestone_after_project_end',
    ],
    [
      'fixed bid without the actual milestone amount',
      { project: { billingType: 'fixed-bid' }, milestones: [{ ...MILESTONE, actualAmount: null }] },
      'actual_milestone_amount_required',
    ],
  ])('%s → %s', (_, change, rule) => {
    expect(rules(facts(change))).toContain(rule);
  });

  it('a billable resource dated before the billing dates is told the dates, not that a rate is missing', () => {
    expect(rules(facts({ allocation: { startDate: '2025-12-15' } }))).toEqual([
      'resource_start_before_group_start',
      'billable_outside_billing_dates',
    ]);
  });

  it('non-billable, assigned and trainee resources need neither a billing role, rates nor billing dates', () => {
    for (const status of ['non-billable', 'assigned', 'trainee']) {
      const team = facts({
        group: { billingRoleId: null },
        project: { billingStartDate: null, billingEndDate: null },
        allocation: { status },
      });
      expect(rules(team)).toEqual([]);
    }
  });

  it("a contractor's allocation within one of their ongoing contracts is clean", () => {
    const contracts = [{ startDate: '2026-02-01', endDate: '2026-11-30' }];
    expect(rules(facts({ allocation: { person: 'c3', contracts } }))).toEqual([]);
  });

  it('an employee and a contractor with the same id are two people', () => {
    const team: TeamFacts = {
      ...CLEAN,
      groups: [{ ...GROUP, requiredCount: 2 }],
      allocations: [
        ALLOCATION,
        {
          ...ALLOCATION,
          id: 101,
          person: 'c7',
          contracts: [{ startDate: '2026-01-01', endDate: '2026-12-31' }],
        },
      ],
    };
    expect(rules(team)).toEqual([]);
  });

  it('counts people, not allocations: one person allocated twice fills one place', () => {
    const team: TeamFacts = {
      ...CLEAN,
      groups: [{ ...GROUP, requiredCount: 2 }],
      allocations: [
        { ...ALLOCATION, endDate: '2026-05-31' },
        { ...ALLOCATION, id: 101, startDate: '2026-06-01' },
      ],
    };
    expect(rules(team)).toEqual(['resource_count_mismatch']);
  });

  it('places each discrepancy on its group, allocation or milestone', () => {
    const [found] = findDiscrepancies(
      facts({ allocation: { percent: 100 }, group: { allocationPercent: 50 } }),
    );
    expect(found).toEqual({
      rule: 'resource_percent_above_group',
      message: 'Resource allocation % must not be above the group requirement',
      resource_group_id: 10,
      allocation_id: 100,
      milestone_id: null,
    });
  });
});

const OPPORTUNITY: OpportunityFacts = {
  billingType: 'time-and-material',
  startDate: '2026-01-01',
  endDate: '2026-12-31',
  billingStartDate: '2026-01-01',
  billingEndDate: '2026-12-31',
  clientId: 3,
  roles: [{ designationId: 8, count: 1 }],
};
const won = (change: Change, opportunity: Partial<OpportunityFacts> = {}): TeamFacts => ({
  ...facts(change),
  opportunity: { ...OPPORTUNITY, ...opportunity },
});

describe('findDiscrepancies: the project against the opportunity it was won from', () => {
  it('finds none while the project keeps to the opportunity, nor without one', () => {
    expect(rules(won({}))).toEqual([]);
    expect(rules({ ...facts({ project: { clientId: 9 } }), opportunity: null })).toEqual([]);
  });

  it.each<[string, Change, Partial<OpportunityFacts>, DiscrepancyRule[]]>([
    [
      'another billing type',
      { project: { billingType: 'fixed-bid' }, milestones: [MILESTONE] },
      {},
      ['opportunity_terms_mismatch'],
    ],
    [
      'a later start',
      { project: { startDate: '2026-01-15', billingStartDate: '2026-01-15' } },
      {},
      ['opportunity_terms_mismatch'],
    ],
    [
      'an earlier end',
      { project: { endDate: '2026-11-30', billingEndDate: '2026-11-30' } },
      {},
      ['opportunity_terms_mismatch'],
    ],
    [
      'later billing start',
      { project: { billingStartDate: '2026-02-01' } },
      {},
      ['opportunity_terms_mismatch'],
    ],
    [
      'earlier billing end',
      { project: { billingEndDate: '2026-11-30' } },
      {},
      ['opportunity_terms_mismatch'],
    ],
    [
      'dates the opportunity leaves open',
      { project: { startDate: '2025-06-01', billingStartDate: '2025-06-01' } },
      { startDate: null, billingStartDate: null },
      [],
    ],
    ['another client', { project: { clientId: 4 } }, {}, ['opportunity_client_mismatch']],
    [
      'no client: told it is required, not that it differs',
      { project: { clientId: null } },
      {},
      ['project_people_required'],
    ],
    [
      'two required where one was sold',
      { group: { requiredCount: 2 } },
      {},
      ['requirements_exceed_estimations', 'resource_count_mismatch'],
    ],
    [
      'two required, two sold in two roles',
      { group: { requiredCount: 2 } },
      {
        roles: [
          { designationId: 8, count: 1 },
          { designationId: 9, count: 1 },
        ],
      },
      ['resource_count_mismatch'],
    ],
    [
      'fewer required than sold',
      { group: { requiredCount: 1 } },
      { roles: [{ designationId: 8, count: 3 }] },
      [],
    ],
    [
      'no role mix sold: nothing to exceed',
      { group: { requiredCount: 2 } },
      { roles: [] },
      ['resource_count_mismatch'],
    ],
  ])('%s → %j', (_, change, opportunity, expected) => {
    expect(rules(won(change, opportunity))).toEqual(expected);
  });

  it('says each rule once, with its message, on the project', () => {
    const all = findDiscrepancies(
      won({
        project: { billingType: 'fixed-bid', endDate: '2027-01-31', clientId: 4 },
        milestones: [MILESTONE],
        group: { requiredCount: 2 },
      }),
    ).filter((d) => d.rule !== 'resource_count_mismatch');
    expect(all).toEqual(
      (
        [
          'opportunity_terms_mismatch',
          'opportunity_client_mismatch',
          'requirements_exceed_estimations',
        ] as const
      ).map((rule) => ({
        rule,
        message: DISCREPANCY_MESSAGES[rule],
        resource_group_id: null,
        allocation_id: null,
        milestone_id: null,
      })),
    );
  });
});

describe('blockingDiscrepancies', () => {
  it('a project apart from its opportunity refuses no save of a group or an allocation', () => {
    const team = won(
      {
        project: { billingType: 'fixed-bid', clientId: 4 },
        milestones: [MILESTONE],
        group: { requiredCount: 1 },
      },
      { roles: [{ designationId: 8, count: 0 }] },
    );
    expect(rules(team)).toEqual([
      'opportunity_terms_mismatch',
      'opportunity_client_mismatch',
      'requirements_exceed_estimations',
    ]);
    expect(blockingDiscrepancies(team, { groupId: 10 })).toEqual([]);
    expect(blockingDiscrepancies(team, { allocationId: 100 })).toEqual([]);
  });

  it('a group short of people may still be saved; one outside the project may not', () => {
    expect(blockingDiscrepancies(facts({ group: { requiredCount: 3 } }), { groupId: 10 })).toEqual([]);
    const outside = blockingDiscrepancies(facts({ group: { endDate: '2027-03-31' } }), { groupId: 10 });
    expect(outside.map((d) => d.rule)).toEqual(['group_end_after_project_end']);
  });

  it('an allocation is held to its own discrepancies only', () => {
    const team = facts({ project: { clientId: null }, allocation: { dateOfJoining: '2026-06-01' } });
    expect(blockingDiscrepancies(team, { allocationId: 100 }).map((d) => d.rule)).toEqual([
      'resource_start_before_joining',
    ]);
  });
});
