import {
  type CostCreate,
  type CostUpdate,
  costDateProblems,
  FINANCIAL_RECORD_ERRORS,
  type FinancialDateProblem,
  type RevenueCreate,
  type RevenueUpdate,
  revenueDateProblems,
} from '@atrium/contracts';
import { and, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../platform/db/client';
import { AppError } from '../../platform/http/app-error';
import type { Scope } from '../../platform/scope';
import { projectCosts, projectRevenues } from './financial-record.tables';
import { lockOpenProject, lockProjectPart } from './project-locks';
import { projectMilestones } from './projects.tables';

/** Refuses the broken date rules, each under the field the form shows it, the first one naming the refusal. */
function assertNoProblems(problems: FinancialDateProblem[]) {
  const [first] = problems;
  if (!first) return;
  const codes: Record<string, string[]> = {};
  for (const problem of problems) codes[problem.field] = [...(codes[problem.field] ?? []), problem.code];
  throw new AppError(first.code, { status: FINANCIAL_RECORD_ERRORS[first.code].status, codes });
}

const windowOf = (project: { startDate: string | null; endDate: string | null }) => ({
  start_date: project.startDate,
  end_date: project.endDate,
});

/** A linked milestone is one of this project's. */
async function assertMilestoneOfProject(
  tx: Tx,
  organizationId: number,
  projectId: number,
  milestoneId: number | null | undefined,
) {
  if (!milestoneId) return;
  const [milestone] = await tx
    .select({ id: projectMilestones.id })
    .from(projectMilestones)
    .where(
      and(
        eq(projectMilestones.organizationId, organizationId),
        eq(projectMilestones.projectId, projectId),
        eq(projectMilestones.id, milestoneId),
      ),
    );
  if (!milestone)
    throw new AppError('milestone_not_in_project', {
      status: FINANCIAL_RECORD_ERRORS.milestone_not_in_project.status,
      codes: { milestone_id: ['milestone_not_in_project'] },
    });
}

const defined = (values: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(values).filter(([, value]) => value !== undefined));
const orNull = (value: string | null | undefined) => (value === undefined ? undefined : value || null);

export async function createRevenue(scope: Scope, projectId: number, input: RevenueCreate) {
  const { tx, org } = scope;
  const project = await lockOpenProject(tx, org.id, projectId);
  assertNoProblems(revenueDateProblems(input, windowOf(project)));
  await assertMilestoneOfProject(tx, org.id, projectId, input.milestone_id);
  const [revenue] = await tx
    .insert(projectRevenues)
    .values({
      organizationId: org.id,
      projectId,
      revenueDate: input.revenue_date,
      amount: input.amount,
      revenueType: input.revenue_type,
      description: input.description || null,
      milestoneId: input.milestone_id ?? null,
      receiptDate: input.receipt_date,
      expectedPaymentDate: input.expected_payment_date ?? null,
      status: input.status ?? 'recorded',
      recordedByUserId: scope.by.actorUserId,
    })
    .returning();
  if (!revenue) throw new Error('revenue insert returned nothing');
  await scope.audit({
    action: 'project_revenue.create',
    entityType: 'project_revenue',
    entityId: revenue.id,
    after: revenue,
  });
  return revenue;
}

/** Changes a revenue entry; the date rules hold for the entry as it will stand, changed fields and kept ones. */
export async function updateRevenue(scope: Scope, projectId: number, id: number, input: RevenueUpdate) {
  const { tx, org } = scope;
  const project = await lockOpenProject(tx, org.id, projectId);
  const before = await lockProjectPart(tx, projectRevenues, org.id, projectId, id);
  const dates = {
    revenue_date: input.revenue_date ?? before.revenueDate,
    receipt_date: input.receipt_date ?? before.receiptDate,
    expected_payment_date:
      input.expected_payment_date === undefined ? before.expectedPaymentDate : input.expected_payment_date,
  };
  const problems = revenueDateProblems(dates, windowOf(project)).filter(
    // A kept revenue date outside a since-moved window is not this change's doing.
    (problem) => problem.code !== 'revenue_outside_project' || input.revenue_date !== undefined,
  );
  assertNoProblems(problems);
  await assertMilestoneOfProject(tx, org.id, projectId, input.milestone_id);
  const changes = defined({
    revenueDate: input.revenue_date,
    amount: input.amount,
    revenueType: input.revenue_type,
    description: orNull(input.description),
    milestoneId: input.milestone_id === undefined ? undefined : (input.milestone_id ?? null),
    receiptDate: input.receipt_date,
    expectedPaymentDate: orNull(input.expected_payment_date),
    status: input.status,
  });
  const [after] = await tx
    .update(projectRevenues)
    .set({ ...changes, updatedAt: sql`now()` })
    .where(and(eq(projectRevenues.organizationId, org.id), eq(projectRevenues.id, id)))
    .returning();
  await scope.audit({
    action: 'project_revenue.update',
    entityType: 'project_revenue',
    entityId: id,
    before,
    after,
  });
  return after ?? before;
}

export async function deleteRevenue(scope: Scope, projectId: number, id: number) {
  const { tx, org } = scope;
  await lockOpenProject(tx, org.id, projectId);
  const before = await lockProjectPart(tx, projectRevenues, org.id, projectId, id);
  await tx
    .delete(projectRevenues)
    .where(and(eq(projectRevenues.organizationId, org.id), eq(projectRevenues.id, id)));
  await scope.audit({
    action: 'project_revenue.delete',
    entityType: 'project_revenue',
    entityId: id,
    before,
  });
}

export async function createCost(scope: Scope, projectId: number, input: CostCreate) {
  const { tx, org } = scope;
  const project = await lockOpenProject(tx, org.id, projectId);
  assertNoProblems(costDateProblems(input.date, windowOf(project)));
  const [cost] = await tx
    .insert(projectCosts)
    .values({
      organizationId: org.id,
      projectId,
      costDate: input.date,
      category: input.category,
      amount: input.amount,
      description: input.description || null,
      recordedByUserId: scope.by.actorUserId,
    })
    .returning();
  if (!cost) throw new Error('cost insert returned nothing');
  await scope.audit({
    action: 'project_cost.create',
    entityType: 'project_cost',
    entityId: cost.id,
    after: cost,
  });
  return cost;
}

export async function updateCost(scope: Scope, projectId: number, id: number, input: CostUpdate) {
  const { tx, org } = scope;
  const project = await lockOpenProject(tx, org.id, projectId);
  const before = await lockProjectPart(tx, projectCosts, org.id, projectId, id);
  if (input.date) assertNoProblems(costDateProblems(input.date, windowOf(project)));
  const changes = defined({
    costDate: input.date,
    category: input.category,
    amount: input.amount,
    description: orNull(input.description),
  });
  const [after] = await tx
    .update(projectCosts)
    .set({ ...changes, updatedAt: sql`now()` })
    .where(and(eq(projectCosts.organizationId, org.id), eq(projectCosts.id, id)))
    .returning();
  await scope.audit({
    action: 'project_cost.update',
    entityType: 'project_cost',
    entityId: id,
    before,
    after,
  });
  return after ?? before;
}

export async function deleteCost(scope: Scope, projectId: number, id: number) {
  const { tx, org } = scope;
  await lockOpenProject(tx, org.id, projectId);
  const before = await lockProjectPart(tx, projectCosts, org.id, projectId, id);
  await tx.delete(projectCosts).where(and(eq(projectCosts.organizationId, org.id), eq(projectCosts.id, id)));
  await scope.audit({ action: 'project_cost.delete', entityType: 'project_cost', entityId: id, before });
}

/** A deleted milestone leaves the revenue once linked to it unlinked. */
export async function unlinkMilestoneRevenue(tx: Tx, organizationId: number, milestoneId: number) {
  await tx
    .update(projectRevenues)
    .set({ milestoneId: null, updatedAt: sql`now()` })
    .where(
      and(eq(projectRevenues.organizationId, organizationId), eq(projectRevenues.milestoneId, milestoneId)),
    );
}
