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
import type { Tx } from '../../../platform/db/client';
import { AppError } from '../../../platform/http/app-error';
import type { Scope } from '../../../platform/scope';
import { isMilestoneOfProject } from '../milestones/milestone.queries';
import { lockOpenProject } from '../project-locks';
import { projectCosts, projectRevenues } from './financial-record.tables';
import { ledgerStore, orNull } from './project-ledger.service';

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
  if (!milestoneId || (await isMilestoneOfProject(tx, organizationId, projectId, milestoneId))) return;
  throw new AppError('milestone_not_in_project', {
    status: FINANCIAL_RECORD_ERRORS.milestone_not_in_project.status,
    codes: { milestone_id: ['milestone_not_in_project'] },
  });
}

const revenues = ledgerStore(projectRevenues, 'project_revenue');
const costs = ledgerStore(projectCosts, 'project_cost');

export async function createRevenue(scope: Scope, projectId: number, input: RevenueCreate) {
  const project = await lockOpenProject(scope.tx, scope.org.id, projectId);
  assertNoProblems(revenueDateProblems(input, windowOf(project)));
  await assertMilestoneOfProject(scope.tx, scope.org.id, projectId, input.milestone_id);
  return revenues.insert(scope, projectId, {
    revenueDate: input.revenue_date,
    amount: input.amount,
    revenueType: input.revenue_type,
    description: input.description || null,
    milestoneId: input.milestone_id ?? null,
    receiptDate: input.receipt_date,
    expectedPaymentDate: input.expected_payment_date ?? null,
    status: input.status ?? 'recorded',
  });
}

/** Changes a revenue entry; the date rules hold for the entry as it will stand, changed fields and kept ones. */
export async function updateRevenue(scope: Scope, projectId: number, id: number, input: RevenueUpdate) {
  const { project, before } = await revenues.lock(scope, projectId, id);
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
  await assertMilestoneOfProject(scope.tx, scope.org.id, projectId, input.milestone_id);
  return revenues.update(scope, before, {
    revenueDate: input.revenue_date,
    amount: input.amount,
    revenueType: input.revenue_type,
    description: orNull(input.description),
    milestoneId: input.milestone_id === undefined ? undefined : (input.milestone_id ?? null),
    receiptDate: input.receipt_date,
    expectedPaymentDate: orNull(input.expected_payment_date),
    status: input.status,
  });
}

export async function deleteRevenue(scope: Scope, projectId: number, id: number) {
  const { before } = await revenues.lock(scope, projectId, id);
  await revenues.delete(scope, before);
}

export async function createCost(scope: Scope, projectId: number, input: CostCreate) {
  const project = await lockOpenProject(scope.tx, scope.org.id, projectId);
  assertNoProblems(costDateProblems(input.date, windowOf(project)));
  return costs.insert(scope, projectId, {
    costDate: input.date,
    category: input.category,
    amount: input.amount,
    description: input.description || null,
  });
}

export async function updateCost(scope: Scope, projectId: number, id: number, input: CostUpdate) {
  const { project, before } = await costs.lock(scope, projectId, id);
  if (input.date) assertNoProblems(costDateProblems(input.date, windowOf(project)));
  return costs.update(scope, before, {
    costDate: input.date,
    category: input.category,
    amount: input.amount,
    description: orNull(input.description),
  });
}

export async function deleteCost(scope: Scope, projectId: number, id: number) {
  const { before } = await costs.lock(scope, projectId, id);
  await costs.delete(scope, before);
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
