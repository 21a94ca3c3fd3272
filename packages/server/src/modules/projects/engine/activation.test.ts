import { describe, expect, it } from 'vitest';
import { type ActivationFacts, activationProblems, extendsDraft } from './activation';

const READY: ActivationFacts = {
  billingType: 'time-and-material',
  projectOwnerId: 1,
  deliveryLeadId: 2,
  clientId: 3,
  startDate: '2026-01-01',
  endDate: '2026-12-31',
  milestoneActualAmounts: [],
};

describe('activationProblems', () => {
  it.each<[string, Partial<ActivationFacts>, string[]]>([
    ['a ready time-and-material project', {}, []],
    ['no project owner', { projectOwnerId: null }, ['project_owner_cannot_be_none']],
    ['no delivery lead', { deliveryLeadId: null }, ['delivery_lead_cannot_be_none']],
    ['no client', { clientId: null }, ['client_cannot_be_none']],
    ['no start date', { startDate: null }, ['allocation_start_date_cannot_be_none']],
    ['no end date', { endDate: null }, ['allocation_end_date_cannot_be_none']],
    [
      'fixed bid without milestones',
      { billingType: 'fixed-bid' },
      ['actual_milestone_amount_is_required_for_project_activation'],
    ],
    [
      'fixed bid with a milestone lacking its actual amount',
      { billingType: 'fixed-bid', milestoneActualAmounts: [100, null] },
      ['actual_milestone_amount_is_required_for_project_activation'],
    ],
    [
      'fixed bid with every actual amount',
      { billingType: 'fixed-bid', milestoneActualAmounts: [100, 0] },
      [],
    ],
    [
      'nothing set, in the order a user fixes them',
      { projectOwnerId: null, deliveryLeadId: null, clientId: null, startDate: null, endDate: null },
      [
        'project_owner_cannot_be_none',
        'delivery_lead_cannot_be_none',
        'client_cannot_be_none',
        'allocation_start_date_cannot_be_none',
        'allocation_end_date_cannot_be_none',
      ],
    ],
  ])('%s', (_, change, expected) => {
    expect(activationProblems({ ...READY, ...change })).toEqual(expected);
  });
});

describe('extendsDraft', () => {
  it.each([
    ['draft', '2026-06-30', '2026-07-01', true],
    ['draft', '2026-06-30', '2026-06-30', false],
    ['draft', '2026-06-30', '2026-05-31', false],
    ['draft', null, '2026-07-01', false],
    ['draft', '2026-06-30', undefined, false],
    ['active', '2026-06-30', '2027-06-30', false],
  ] as const)('%s ending %s moved to %s: %s', (status, current, next, expected) => {
    expect(extendsDraft(status, current, next)).toBe(expected);
  });
});
