import type { OpportunityStatus } from '@atrium/contracts';
import { asc, eq } from 'drizzle-orm';
import { nextNumber } from '../../platform/db/next-number';
import type { Scope } from '../../platform/scope';
import { findUsersByEmails } from '../accounts';
import { clients } from '../clients';
import { designations } from '../org-setup';
import { ensureSalesProcess } from './opportunity.service';
import { syncPipelineDemand } from './pipeline-demand';
import {
  opportunities,
  opportunityEvents,
  opportunityRoles,
  opportunityTaskChecks,
  salesFollowUps,
} from './sales.tables';

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
}

const HEAD = 'sales-head@acme.example';
const EXECUTIVE = 'sales-executive@acme.example';

/** Acme's pipeline: opportunities at every stage, one ready to win, one lost; the executive's and the head's. */
export const ACME_SALES: DemoOpportunity[] = [
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

const plusDays = (day: string, days: number) => {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
};

/**
 * The organisation's default sales process and its demo opportunities, in a few bulk inserts: each at its stage with
 * the checklist done up to it, its role mix and its history.
 */
export async function seedSalesDemo(scope: Scope, demo: readonly DemoOpportunity[]) {
  const { tx, org } = scope;
  const process = await ensureSalesProcess(scope);
  const clientRows = await tx
    .select({ id: clients.id })
    .from(clients)
    .where(eq(clients.organizationId, org.id))
    .orderBy(asc(clients.name), asc(clients.id));
  const designationRows = await tx
    .select({ id: designations.id })
    .from(designations)
    .where(eq(designations.organizationId, org.id))
    .orderBy(asc(designations.name), asc(designations.id));
  const people = await findUsersByEmails(
    tx,
    org.id,
    demo.flatMap((o) => [o.owner, ...(o.executive ? [o.executive] : [])]),
  );
  const usable = demo.filter((o) => people.has(o.owner.toLowerCase()));
  if (!clientRows.length || !usable.length) return;
  const today = scope.clock.today();
  const first = await nextNumber(tx, opportunities, org.id);
  const rows = await tx
    .insert(opportunities)
    .values(
      usable.map((o, index) => {
        const ownerId = people.get(o.owner.toLowerCase())?.id as number;
        return {
          organizationId: org.id,
          number: first + index,
          name: o.name,
          clientId: clientRows[o.client % clientRows.length]?.id as number,
          value: o.value,
          currency: o.currency,
          billingType: o.billingType,
          expectedStartDate: plusDays(today, o.startInDays),
          expectedEndDate: plusDays(today, o.startInDays + o.days),
          probability: o.probability,
          ownerId,
          salesExecutiveId: o.executive ? (people.get(o.executive.toLowerCase())?.id ?? null) : null,
          stageId: process.stages[Math.min(o.stage, process.stages.length - 1)]?.id ?? null,
          status: o.status ?? 'open',
          outcomeReason: o.reason ?? null,
          createdBy: ownerId,
        };
      }),
    )
    .returning();
  const byNumber = new Map(rows.map((row) => [row.number, row]));
  const roleValues = usable.flatMap((o, index) => {
    const row = byNumber.get(first + index);
    if (!row || !designationRows.length) return [];
    return o.roles.map(([designation, count]) => ({
      organizationId: org.id,
      opportunityId: row.id,
      designationId: designationRows[designation % designationRows.length]?.id as number,
      count,
      startDate: row.expectedStartDate as string,
      endDate: row.expectedEndDate as string,
    }));
  });
  if (roleValues.length) await tx.insert(opportunityRoles).values(roleValues);
  for (const row of rows) await syncPipelineDemand(scope, row.id);
  const checks = usable.flatMap((o, index) => {
    const row = byNumber.get(first + index);
    if (!row) return [];
    return process.stages.slice(0, o.stage + 1).flatMap((stage, position) =>
      stage.tasks
        .filter((task) =>
          position < o.stage
            ? true
            : o.tasksDone === 'all' || (o.tasksDone === 'mandatory' && task.is_mandatory),
        )
        .map((task) => ({
          organizationId: org.id,
          opportunityId: row.id,
          taskId: task.id,
          doneBy: row.ownerId,
        })),
    );
  });
  if (checks.length) await tx.insert(opportunityTaskChecks).values(checks);
  const events = usable.flatMap((o, index) => {
    const row = byNumber.get(first + index);
    if (!row) return [];
    const passed = process.stages.slice(0, o.stage + 1);
    return [
      { action: 'create', fromStage: null, toStage: passed[0]?.name ?? null, comment: null },
      ...passed.slice(1).map((stage, i) => ({
        action: 'complete-stage',
        fromStage: passed[i]?.name ?? null,
        toStage: stage.name,
        comment: null,
      })),
      ...(o.status && o.status !== 'open'
        ? [
            {
              action: o.status,
              fromStage: passed.at(-1)?.name ?? null,
              toStage: null,
              comment: o.reason ?? null,
            },
          ]
        : []),
    ].map((event) => ({
      ...event,
      organizationId: org.id,
      opportunityId: row.id,
      byUserId: row.ownerId,
      ...(event.action === 'won' && o.wonDaysAgo !== undefined
        ? { createdAt: new Date(`${plusDays(today, -o.wonDaysAgo)}T06:00:00Z`) }
        : {}),
    }));
  });
  if (events.length) await tx.insert(opportunityEvents).values(events);
  const followUps = usable.flatMap((o, index) => {
    const row = byNumber.get(first + index);
    if (!row || !o.followUp) return [];
    return [
      {
        organizationId: org.id,
        dueDate: plusDays(today, o.followUp.inDays),
        ownerId: row.ownerId,
        notes: o.followUp.notes,
        opportunityId: row.id,
        clientId: row.clientId,
        createdBy: row.ownerId,
      },
    ];
  });
  if (followUps.length) await tx.insert(salesFollowUps).values(followUps);
}

/** Zensoft's: its CEO sells too, one opportunity in proposal. */
export const ZENSOFT_SALES: DemoOpportunity[] = [
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
];
