import type { OpportunityDetail, SalesPipeline, SalesStage } from '@atrium/contracts';

/** A stage of a pipeline as the sales process lists it: no checklist, no fields and telling no one unless given. */
export const processStage = (stage: Pick<SalesStage, 'id' | 'name'> & Partial<SalesStage>): SalesStage => ({
  position: 0,
  is_notification_trigger: false,
  tasks: [],
  fields: [],
  ...stage,
});

/** The default pipeline, Sales, with the stages given. */
export const defaultPipeline = (stages: SalesStage[]): SalesPipeline => ({
  id: 1,
  name: 'Sales',
  is_default: true,
  stages,
});

/** An open opportunity at its second stage, as the opportunity screens' tests start from. */
export const OPPORTUNITY = {
  id: 5,
  code: 'OP-0005',
  name: 'Payments rewrite',
  client: { id: 3, name: 'Initech' },
  value: 250000,
  currency: 'INR',
  billing_type: 'time-and-material',
  expected_start_date: null,
  expected_end_date: null,
  probability: 40,
  owner: { id: 9, name: 'Sara Sales' },
  sales_executive: null,
  status: 'open',
  pipeline: { id: 1, name: 'Sales' },
  stage: { id: 2, name: 'Negotiation' },
  created: '2026-11-01T09:00:00.000Z',
  description: null,
  outcome_reason: null,
  project: null,
  roles: [],
  stages: [
    { id: 1, name: 'Qualification', is_notification_trigger: false, state: 'done', tasks: [], fields: [] },
    { id: 2, name: 'Negotiation', is_notification_trigger: true, state: 'current', tasks: [], fields: [] },
  ],
  history: [],
} satisfies OpportunityDetail;
