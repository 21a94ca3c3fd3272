import type { Currency, ProjectBillingType, ProjectStatus, RevenueType } from '@atrium/contracts';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../platform/db/client';
import { queryRows } from '../../platform/db/query-rows';
import { inTextSet } from '../../platform/db/value-set';
import { seedDemoClients } from '../clients';
import { seedCustomFieldsDemo, seedCustomValuesDemo } from '../forms';
import { projectExpenses, projectReceipts } from './expenses/expense.tables';
import { projectChangeRequests } from './fixed-bid/fixed-bid.tables';
import { projectCosts, projectRevenues } from './ledger/financial-record.tables';
import {
  billingRoleRates,
  billingRoles,
  projectAllocations,
  projectMilestones,
  projects,
  resourceGroups,
} from './projects.tables';

export interface DemoProject {
  name: string;
  /** None for a draft still being set up. */
  client?: string;
  status: ProjectStatus;
  billingType: ProjectBillingType;
  currency: Currency;
  ownerEmail?: string;
  leadEmail: string;
  salesEmail?: string;
  /** Employees by email, with their share of time and allocation status. */
  team?: { email: string; percent: number; status: string }[];
  /**
   * Months from January of this year, with planned amounts and the amounts the client accepted: a milestone due
   * by today is completed a few days after its date, for its actual amount, billed and (the first) paid; a later
   * one is still active, with no actual amount.
   */
  milestones?: { name: string; month: number; planned: number; actual: number }[];
}

/**
 * Demo projects, numbered from PR-0001 in the order given: dated from the start of this year to the end of the
 * next (drafts to the end of this one), with their clients, people, milestones, and a resource group of the team
 * charged at the Software Engineer billing role (with its cost rates); change requests on fixed-bid ones; the organisation's PO number and engagement tier fields, filled in
 * for projects with a client.
 */
export async function seedProjectDemo(tx: Tx, organizationId: number, demo: readonly DemoProject[]) {
  const emails = demo.flatMap((project) => [
    project.leadEmail,
    ...(project.ownerEmail ? [project.ownerEmail] : []),
    ...(project.salesEmail ? [project.salesEmail] : []),
    ...(project.team ?? []).map((member) => member.email),
  ]);
  const people = await queryRows<{ email: string; user_id: number; employee_id: number }>(
    tx,
    sql`select u.email, u.id as user_id, e.id as employee_id from users u
        join employees e on e.organization_id = u.organization_id and e.user_id = u.id
        where u.organization_id = ${organizationId} and ${inTextSet(sql`u.email`, emails)}`,
  );
  const byEmail = new Map(people.map((person) => [person.email, person]));
  const userOf = (email: string | undefined) => (email ? (byEmail.get(email)?.user_id ?? null) : null);
  const year = new Date().getUTCFullYear();
  const today = new Date().toISOString().slice(0, 10);
  const [poNumber, tier] = await seedCustomFieldsDemo(tx, organizationId, 'timesheet_project', [
    { label: 'PO number', kind: 'text' },
    { label: 'Engagement tier', kind: 'select', options: ['Gold', 'Silver', 'Bronze'] },
  ]);
  const [engineer] = await tx
    .insert(billingRoles)
    .values({ organizationId, name: 'Software Engineer' })
    .returning();
  await tx.insert(billingRoles).values({ organizationId, name: 'Senior Engineer' });
  if (engineer) {
    await tx.insert(billingRoleRates).values([
      {
        organizationId,
        billingRoleId: engineer.id,
        currency: 'INR',
        rate: 3500,
        costRate: 2200,
        effectiveFrom: `${year}-01-01`,
      },
      {
        organizationId,
        billingRoleId: engineer.id,
        currency: 'USD',
        rate: 45,
        costRate: 28,
        effectiveFrom: `${year}-01-01`,
      },
    ]);
  }
  const clientIds = await seedDemoClients(
    tx,
    organizationId,
    demo.flatMap((project) => (project.client ? [project.client] : [])),
  );
  for (const [index, project] of demo.entries()) {
    const clientId = project.client ? (clientIds.get(project.client) ?? null) : null;
    const isDraft = project.status === 'draft';
    const end = isDraft ? `${year}-12-31` : `${year + 1}-12-31`;
    const [row] = await tx
      .insert(projects)
      .values({
        organizationId,
        number: index + 1,
        name: project.name,
        clientId,
        billingType: project.billingType,
        currency: project.currency,
        status: project.status,
        startDate: `${year}-01-01`,
        endDate: end,
        billingStartDate: isDraft ? null : `${year}-01-01`,
        billingEndDate: isDraft ? null : end,
        projectOwnerId: userOf(project.ownerEmail),
        deliveryLeadId: userOf(project.leadEmail),
        salesExecutiveId: userOf(project.salesEmail),
        assignedSalesExecutiveId: userOf(project.salesEmail),
      })
      .returning();
    if (!row) continue;
    if (project.client && poNumber && tier)
      await seedCustomValuesDemo(tx, organizationId, 'timesheet_project', [
        { recordId: row.id, fieldId: poNumber, value: `PO-${4400 + index}` },
        { recordId: row.id, fieldId: tier, value: index === 0 ? 'Gold' : 'Silver' },
      ]);
    const team = project.team ?? [];
    const [group] = team.length
      ? await tx
          .insert(resourceGroups)
          .values({
            organizationId,
            projectId: row.id,
            name: 'Delivery team',
            billingRoleId: engineer?.id ?? null,
            requiredCount: team.length,
            allocationPercent: Math.max(...team.map((member) => member.percent)),
            startDate: `${year}-01-01`,
            endDate: end,
          })
          .returning()
      : [];
    const allocations = (project.team ?? []).flatMap((member) => {
      const person = byEmail.get(member.email);
      return person
        ? [
            {
              organizationId,
              projectId: row.id,
              resourceGroupId: group?.id ?? null,
              employeeId: person.employee_id,
              startDate: `${year}-01-01`,
              endDate: end,
              allocationPercent: member.percent,
              status: member.status,
            },
          ]
        : [];
    });
    if (allocations.length) await tx.insert(projectAllocations).values(allocations);
    const milestones = (project.milestones ?? []).map((milestone) => {
      const plannedDate = `${year}-${String(milestone.month).padStart(2, '0')}-28`;
      const actualDate = plannedDate <= today ? earliest(daysAfter(plannedDate, 3), today) : null;
      return {
        organizationId,
        projectId: row.id,
        name: milestone.name,
        plannedDate,
        plannedAmount: milestone.planned,
        actualDate,
        actualAmount: actualDate ? milestone.actual : null,
        status: actualDate ? 'completed' : 'active',
      };
    });
    if (milestones.length) await tx.insert(projectMilestones).values(milestones);
    if (project.billingType === 'fixed-bid' && !isDraft)
      await tx.insert(projectChangeRequests).values(
        DEMO_CHANGE_REQUESTS.map((request) => ({
          organizationId,
          projectId: row.id,
          title: request.title,
          amount: request.amount,
          requestDate: `${year}-${String(request.month).padStart(2, '0')}-15`,
          status: request.status,
          createdByUserId: userOf(project.leadEmail),
        })),
      );
    if (!isDraft && project.client) {
      const revenues =
        project.billingType === 'fixed-bid'
          ? fixedBidRevenues(milestones, year)
          : timeAndMaterialRevenues(project.currency, year);
      await seedMoney(
        tx,
        organizationId,
        row.id,
        project.currency,
        userOf(project.leadEmail),
        year,
        revenues,
      );
    }
  }
}

/** Change requests of the demo's fixed-bid projects: one the client approved, one still proposed. */
const DEMO_CHANGE_REQUESTS = [
  { title: 'Year-end tax forms', month: 4, amount: 12_000, status: 'approved' },
  { title: 'Payslip redesign', month: 6, amount: 4_500, status: 'proposed' },
] as const;

/** What the demo spends per project: days after 1 January, category, what for, amount in INR. */
const DEMO_EXPENSES = [
  { day: 11, category: 'travel', description: 'Flights for the kick-off workshop', inr: 38_500 },
  { day: 12, category: 'accommodation', description: 'Hotel during the kick-off workshop', inr: 24_200 },
  { day: 44, category: 'software', description: 'Design tool licences for the team', inr: 15_999 },
  { day: 69, category: 'meals', description: 'Team lunch at the client site', inr: 6_450 },
  { day: 160, category: 'meals', description: 'Sprint review lunch with the client', inr: 7_800 },
  { day: 250, category: 'travel', description: 'Cab fares for the client workshops', inr: 4_350 },
] as const;

/** What a time-and-material project bills: days after 1 January, what for, status, amount in INR. */
const DEMO_TIME_BILLING = [
  { day: 30, description: 'Discovery and design', status: 'paid', inr: 450_000 },
  { day: 90, description: 'First quarter of build', status: 'paid', inr: 380_000 },
  { day: 180, description: 'Second quarter of build', status: 'invoiced', inr: 420_000 },
  { day: 270, description: 'Third quarter of build', status: 'recorded', inr: 410_000 },
] as const;

interface DemoRevenue {
  date: string;
  type: RevenueType;
  description: string;
  status: 'recorded' | 'invoiced' | 'paid';
  amount: number;
}

const dayOfYear = (year: number, days: number) =>
  earliest(
    new Date(Date.UTC(year, 0, 1 + days)).toISOString().slice(0, 10),
    new Date().toISOString().slice(0, 10),
  );
const daysAfter = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
const earliest = (a: string, b: string) => (a < b ? a : b);
/** Amounts in dollars or euros are the rupee amounts at about 80 to one. */
const inCurrency = (currency: Currency, inr: number) =>
  currency === 'INR' ? inr : Math.round(inr / 0.8) / 100;

/** Time billed quarter by quarter, never after today; the older quarters paid. */
const timeAndMaterialRevenues = (currency: Currency, year: number): DemoRevenue[] =>
  DEMO_TIME_BILLING.map((billing) => ({
    date: dayOfYear(year, billing.day),
    type: 'time-and-material-billing',
    description: billing.description,
    status: billing.status,
    amount: inCurrency(currency, billing.inr),
  }));

/** Each completed milestone billed at its accepted amount on the day it completed (the first paid), and the approved change request. */
function fixedBidRevenues(
  milestones: { name: string; actualDate: string | null; actualAmount: number | null }[],
  year: number,
): DemoRevenue[] {
  const billed: DemoRevenue[] = milestones.flatMap((milestone, index) =>
    milestone.actualDate && milestone.actualAmount !== null
      ? [
          {
            date: milestone.actualDate,
            type: 'milestone-billing' as const,
            description: `${milestone.name} sign-off`,
            status: index === 0 ? ('paid' as const) : ('invoiced' as const),
            amount: milestone.actualAmount,
          },
        ]
      : [],
  );
  const approved = DEMO_CHANGE_REQUESTS.filter((request) => request.status === 'approved').map((request) => ({
    date: dayOfYear(year, request.month * 30),
    type: 'change-request' as const,
    description: request.title,
    status: 'recorded' as const,
    amount: request.amount,
  }));
  return [...billed, ...approved];
}

/** Costs the demo incurs per project. */
const DEMO_COSTS = [
  { day: 20, category: 'vendor', description: 'Accessibility audit by an outside firm', inr: 120_000 },
  { day: 50, category: 'software', description: 'Cloud test environment', inr: 32_500 },
  { day: 75, category: 'travel', description: 'Client workshop travel', inr: 41_200 },
  { day: 135, category: 'vendor', description: 'Penetration test before the pilot', inr: 85_000 },
  { day: 200, category: 'software', description: 'Monitoring subscription for the year', inr: 28_000 },
  { day: 265, category: 'travel', description: 'Go-live travel for two engineers', inr: 36_500 },
] as const;

/**
 * A few expenses and costs and the given revenue, recorded by the delivery lead, from the start of this year and
 * never after today; revenue is expected paid a month after it is earned, and what is paid was received a week
 * after it was earned.
 */
async function seedMoney(
  tx: Tx,
  organizationId: number,
  projectId: number,
  currency: Currency,
  leadUserId: number | null,
  year: number,
  revenues: readonly DemoRevenue[],
) {
  await tx.insert(projectExpenses).values(
    DEMO_EXPENSES.map((expense) => ({
      organizationId,
      projectId,
      expenseDate: dayOfYear(year, expense.day),
      category: expense.category,
      description: expense.description,
      amount: inCurrency(currency, expense.inr),
      recordedByUserId: leadUserId,
    })),
  );
  if (revenues.length)
    await tx.insert(projectRevenues).values(
      revenues.map((revenue) => ({
        organizationId,
        projectId,
        revenueDate: revenue.date,
        amount: revenue.amount,
        revenueType: revenue.type,
        description: revenue.description,
        receiptDate: daysAfter(revenue.date, 7),
        expectedPaymentDate: daysAfter(revenue.date, 30),
        status: revenue.status,
        recordedByUserId: leadUserId,
      })),
    );
  await tx.insert(projectCosts).values(
    DEMO_COSTS.map((cost) => ({
      organizationId,
      projectId,
      costDate: dayOfYear(year, cost.day),
      category: cost.category,
      description: cost.description,
      amount: inCurrency(currency, cost.inr),
      recordedByUserId: leadUserId,
    })),
  );
  const paid = revenues.filter((revenue) => revenue.status === 'paid');
  if (paid.length)
    await tx.insert(projectReceipts).values(
      paid.map((revenue, index) => ({
        organizationId,
        projectId,
        receivedOn: earliest(daysAfter(revenue.date, 7), new Date().toISOString().slice(0, 10)),
        amount: revenue.amount,
        mode: 'bank-transfer',
        reference: `UTR ${240415 + index * 207}`,
        note: `Payment for ${revenue.description}`,
        recordedByUserId: leadUserId,
      })),
    );
}

/**
 * Demo data: a contractor joins the delivery team of a demo project for as long as both their contract and the
 * team run, the team now requiring one more person.
 */
export async function seedContractorAllocation(
  tx: Tx,
  organizationId: number,
  demo: { projectName: string; contractorId: number; startDate: string; endDate: string },
) {
  await tx.execute(sql`with team as (
      update resource_groups g set required_count = g.required_count + 1
      from projects p
      where g.organization_id = ${organizationId} and p.organization_id = g.organization_id
        and p.id = g.project_id and p.name = ${demo.projectName}
      returning g.id, g.project_id, g.start_date, g.end_date)
    insert into project_allocations (organization_id, project_id, resource_group_id, contractor_id, start_date,
      end_date, allocation_percent, status)
    select ${organizationId}, team.project_id, team.id, ${demo.contractorId},
      greatest(team.start_date, ${demo.startDate}::date), least(team.end_date, ${demo.endDate}::date), 100, 'billable'
    from team`);
}
