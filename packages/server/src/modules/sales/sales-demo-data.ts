import type { OpportunityStatus, SalesPipelineCreate } from '@atrium/contracts';

/** One demo opportunity: its client (by its place among the organisation's clients by name), people and stage. */
export interface DemoOpportunity {
  name: string;
  client: number;
  owner: string;
  executive: string | null;
  value: number;
  currency: 'INR' | 'USD' | 'EUR';
  billingType: 'fixed-bid' | 'time-and-material';
  probability: number;
  /** Its pipeline, by its place in the organisation's demo pipelines (the default one when not given). */
  pipeline?: number;
  /** The stage it stands at (by position), with every task of the stages before it done, and of its own these many. */
  stage: number;
  tasksDone: 'none' | 'mandatory' | 'all';
  status?: OpportunityStatus;
  reason?: string;
  /** A won one was won this many days before today. */
  wonDaysAgo?: number;
  /** Starts this many days from today, for `days` days. */
  startInDays: number;
  days: number;
  /** Its role mix: designations by their place among the organisation's by name, and how many. */
  roles: [number, number][];
  /** A follow-up its owner keeps on it, due this many days from today (negative: overdue). */
  followUp?: { inDays: number; notes: string };
  /** A document its owner filed on it: a one-page PDF of this title, under this file name. */
  document?: { title: string; fileName: string };
}

/**
 * A demo pipeline: the first is the default one, holding the default stages under its name; the others are added with
 * their stages and each stage's checklist.
 */
export interface DemoPipeline {
  name: string;
  stages?: (SalesPipelineCreate['stages'][number] & { tasks: { title: string; is_mandatory: boolean }[] })[];
}

/** An organisation's demo sales: its pipelines and its opportunities in them. */
export interface DemoSales {
  pipelines: DemoPipeline[];
  opportunities: DemoOpportunity[];
}

const HEAD = 'sales-head@acme.example';
const EXECUTIVE = 'sales-executive@acme.example';

/**
 * Acme's opportunities: in Staff augmentation two open; in Services at every stage, one ready to win, one lost; the
 * executive's and the head's. The lists show the last first.
 */
const ACME_OPPORTUNITIES: DemoOpportunity[] = [
  {
    name: 'QA Engineers for Claims',
    client: 1,
    owner: EXECUTIVE,
    executive: EXECUTIVE,
    value: 3_000_000,
    currency: 'INR',
    billingType: 'time-and-material',
    probability: 50,
    pipeline: 1,
    stage: 1,
    tasksDone: 'none',
    followUp: { inDays: 4, notes: 'Share two more test engineers’ profiles' },
    startInDays: 20,
    days: 180,
    roles: [[1, 2]],
  },
  {
    name: 'Data Engineers for Retail',
    client: 3,
    owner: HEAD,
    executive: HEAD,
    value: 5_400_000,
    currency: 'INR',
    billingType: 'time-and-material',
    probability: 70,
    pipeline: 1,
    stage: 2,
    tasksDone: 'mandatory',
    startInDays: 30,
    days: 270,
    roles: [[0, 3]],
  },
  {
    name: 'Data Platform Modernisation',
    client: 0,
    owner: EXECUTIVE,
    executive: EXECUTIVE,
    value: 4_800_000,
    currency: 'INR',
    billingType: 'time-and-material',
    probability: 20,
    stage: 0,
    tasksDone: 'none',
    followUp: { inDays: -3, notes: 'Send the budget questions to the client’s IT head' },
    startInDays: 45,
    days: 180,
    roles: [[0, 2]],
  },
  {
    name: 'Claims Portal Redesign',
    client: 1,
    owner: EXECUTIVE,
    executive: EXECUTIVE,
    value: 120_000,
    currency: 'USD',
    billingType: 'fixed-bid',
    probability: 40,
    stage: 1,
    tasksDone: 'none',
    followUp: { inDays: 2, notes: 'Walk the client through the proposal' },
    document: { title: 'Proposal for the claims portal', fileName: 'claims-portal-proposal.pdf' },
    startInDays: 30,
    days: 120,
    roles: [
      [1, 1],
      [2, 2],
    ],
  },
  {
    name: 'Mobile Banking Rollout',
    client: 2,
    owner: EXECUTIVE,
    executive: EXECUTIVE,
    value: 9_500_000,
    currency: 'INR',
    billingType: 'time-and-material',
    probability: 80,
    stage: 3,
    tasksDone: 'mandatory',
    startInDays: 21,
    days: 240,
    roles: [
      [2, 2],
      [1, 1],
    ],
  },
  {
    name: 'Retail Analytics Pilot',
    client: 3,
    owner: HEAD,
    executive: HEAD,
    value: 65_000,
    currency: 'EUR',
    billingType: 'fixed-bid',
    probability: 60,
    stage: 2,
    tasksDone: 'none',
    followUp: { inDays: 7, notes: 'Agree the pilot’s price with procurement' },
    startInDays: 60,
    days: 90,
    roles: [[0, 1]],
  },
  {
    name: 'Warehouse Automation Study',
    client: 4,
    owner: HEAD,
    executive: EXECUTIVE,
    value: 1_500_000,
    currency: 'INR',
    billingType: 'fixed-bid',
    probability: 10,
    stage: 1,
    tasksDone: 'all',
    status: 'lost',
    reason: 'The client chose to build it in house',
    startInDays: 15,
    days: 60,
    roles: [],
  },
  {
    name: 'Core Banking Support',
    client: 2,
    owner: HEAD,
    executive: EXECUTIVE,
    value: 3_600_000,
    currency: 'INR',
    billingType: 'time-and-material',
    probability: 100,
    stage: 3,
    tasksDone: 'all',
    status: 'won',
    reason: 'Renewed for another year',
    wonDaysAgo: 420,
    startInDays: -400,
    days: 365,
    roles: [],
  },
  {
    name: 'Payments Gateway Upgrade',
    client: 2,
    owner: EXECUTIVE,
    executive: EXECUTIVE,
    value: 6_000_000,
    currency: 'INR',
    billingType: 'fixed-bid',
    probability: 100,
    stage: 3,
    tasksDone: 'all',
    status: 'won',
    reason: 'Best price and a team that knows their systems',
    wonDaysAgo: 150,
    startInDays: -140,
    days: 240,
    roles: [],
  },
  {
    name: 'Analytics Dashboards',
    client: 3,
    owner: EXECUTIVE,
    executive: EXECUTIVE,
    value: 40_000,
    currency: 'USD',
    billingType: 'fixed-bid',
    probability: 100,
    stage: 3,
    tasksDone: 'all',
    status: 'won',
    reason: 'The pilot convinced them',
    wonDaysAgo: 60,
    startInDays: -45,
    days: 120,
    roles: [],
  },
  {
    name: 'Support Desk Outsourcing',
    client: 4,
    owner: HEAD,
    executive: HEAD,
    value: 2_400_000,
    currency: 'INR',
    billingType: 'time-and-material',
    probability: 100,
    stage: 3,
    tasksDone: 'all',
    status: 'won',
    reason: 'Signed after the site visit',
    wonDaysAgo: 10,
    startInDays: 5,
    days: 180,
    roles: [],
  },
];

/** Acme sells services (the default stages) and staff augmentation, with stages of its own. */
export const ACME_SALES: DemoSales = {
  pipelines: [
    { name: 'Services' },
    {
      name: 'Staff augmentation',
      stages: [
        {
          name: 'Requirement',
          is_notification_trigger: false,
          tasks: [{ title: 'Confirm the roles, skills and rates', is_mandatory: true }],
        },
        {
          name: 'Profiles shared',
          is_notification_trigger: false,
          tasks: [{ title: 'Share two profiles for each role', is_mandatory: true }],
        },
        {
          name: 'Client interviews',
          is_notification_trigger: true,
          tasks: [
            { title: 'Schedule the client’s interviews', is_mandatory: true },
            { title: 'Collect the interview feedback', is_mandatory: false },
          ],
        },
        {
          name: 'Onboarding',
          is_notification_trigger: false,
          tasks: [{ title: 'Receive the purchase order', is_mandatory: true }],
        },
      ],
    },
  ],
  opportunities: ACME_OPPORTUNITIES,
};

/** Zensoft's: one pipeline, its CEO selling too, one opportunity in proposal. */
export const ZENSOFT_SALES: DemoSales = {
  pipelines: [{ name: 'Sales' }],
  opportunities: [
    {
      name: 'Store Loyalty Programme',
      client: 0,
      owner: 'ceo@zensoft.example',
      executive: null,
      value: 2_400_000,
      currency: 'INR',
      billingType: 'time-and-material',
      probability: 50,
      stage: 1,
      tasksDone: 'none',
      startInDays: 30,
      days: 150,
      roles: [[0, 1]],
    },
    {
      name: 'Store Kiosk Maintenance',
      client: 0,
      owner: 'ceo@zensoft.example',
      executive: null,
      value: 900_000,
      currency: 'INR',
      billingType: 'time-and-material',
      probability: 100,
      stage: 3,
      tasksDone: 'all',
      status: 'won',
      reason: 'Extended the support contract',
      wonDaysAgo: 40,
      startInDays: -30,
      days: 180,
      roles: [],
    },
  ],
};
