import {
  type BusinessPlanCreate,
  type BusinessPlanUpdate,
  CURRENCIES,
  canSetTargets,
  type ExchangeRates,
  FISCAL_QUARTERS,
  missingRateIssues,
  ROLES,
  seesEveryTarget,
  type TargetCreate,
  type TargetUpdate,
} from '@atrium/contracts';
import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import { AppError, invalid } from '../../platform/http/app-error';
import { assertAllowed } from '../../platform/http/policy-answer';
import { type Scope, scopeActor } from '../../platform/scope';
import { isActivePerson, userRoles, users } from '../accounts';
import { departments } from '../org-setup';
import { salesBusinessPlans, salesTargets } from './sales.tables';
import {
  findDepartmentOf,
  findPlan,
  findTargetRow,
  presentTarget,
  type TargetReader,
} from './target.queries';

/** Whose targets the caller reads: every one (null), or a sales executive's own and their team's. */
export async function targetReaderOf(scope: Scope): Promise<TargetReader | null> {
  const actor = scopeActor(scope);
  if (seesEveryTarget(actor)) return null;
  return {
    userId: actor.user_id,
    departmentId: await findDepartmentOf(scope.tx, scope.org.id, actor.user_id),
  };
}

/** The active users holding a sales role (head or executive): who may hold a target. */
export async function findTargetHolderIds(scope: Scope) {
  const rows = await scope.tx
    .selectDistinct({ id: users.id })
    .from(userRoles)
    .innerJoin(users, and(eq(users.organizationId, scope.org.id), eq(users.id, userRoles.userId)))
    .where(
      and(
        eq(userRoles.organizationId, scope.org.id),
        inArray(userRoles.role, [ROLES.PROJECT_SALES_HEAD, ROLES.PROJECT_SALES_EXECUTIVE]),
        isActivePerson(),
      ),
    );
  return rows.map((row) => row.id);
}

/** The plan's rates: the plan's own currency at 1, the others as given. */
const ratesOf = (currency: string, rates: ExchangeRates): Record<string, number> => {
  const kept: Record<string, number> = {};
  for (const other of CURRENCIES) {
    const rate = other === currency ? 1 : rates[other];
    if (rate) kept[other] = rate;
  }
  return kept;
};

/** Refuses a second active plan in a financial year. */
async function assertOnlyActive(scope: Scope, year: number, exceptId?: number) {
  const [other] = await scope.tx
    .select({ id: salesBusinessPlans.id })
    .from(salesBusinessPlans)
    .where(
      and(
        eq(salesBusinessPlans.organizationId, scope.org.id),
        eq(salesBusinessPlans.financialYear, year),
        eq(salesBusinessPlans.status, 'active'),
        exceptId === undefined ? undefined : ne(salesBusinessPlans.id, exceptId),
      ),
    );
  if (other) throw new AppError('business_plan_active_exists');
}

/** A new business plan of a financial year, active only while no other of the year is. */
export async function createBusinessPlan(scope: Scope, input: BusinessPlanCreate) {
  await scope.tx.execute(
    sql`select pg_advisory_xact_lock(hashtext('sales_business_plans'), ${scope.org.id})`,
  );
  if (input.status === 'active') await assertOnlyActive(scope, input.financial_year);
  const [row] = await scope.tx
    .insert(salesBusinessPlans)
    .values({
      organizationId: scope.org.id,
      name: input.name,
      financialYear: input.financial_year,
      currency: input.currency,
      exchangeRates: ratesOf(input.currency, input.exchange_rates),
      status: input.status,
      createdBy: scope.by.actorUserId as number,
    })
    .returning();
  if (!row) throw new Error('sales_business_plans insert returned nothing');
  await scope.audit({
    action: 'business_plan.create',
    entityType: 'business_plan',
    entityId: row.id,
    after: row,
  });
  return row;
}

async function lockPlan(scope: Scope, id: number) {
  const [row] = await scope.tx
    .select()
    .from(salesBusinessPlans)
    .where(and(eq(salesBusinessPlans.organizationId, scope.org.id), eq(salesBusinessPlans.id, id)))
    .for('update');
  if (!row) throw new AppError('not_found');
  return row;
}

/** Renames a plan, changes its rates, or makes it the year's active one (or a draft again). */
export async function updateBusinessPlan(scope: Scope, id: number, input: BusinessPlanUpdate) {
  await scope.tx.execute(
    sql`select pg_advisory_xact_lock(hashtext('sales_business_plans'), ${scope.org.id})`,
  );
  const before = await lockPlan(scope, id);
  if (input.exchange_rates) {
    const missing = missingRateIssues(before.currency as 'INR', input.exchange_rates);
    const codes: Record<string, string[]> = {};
    for (const currency of missing) codes[`exchange_rates.${currency}`] = ['required'];
    if (missing.length) throw invalid(codes);
  }
  if (input.status === 'active' && before.status !== 'active')
    await assertOnlyActive(scope, before.financialYear, id);
  const [after] = await scope.tx
    .update(salesBusinessPlans)
    .set({
      ...(input.name === undefined ? {} : { name: input.name }),
      ...(input.status === undefined ? {} : { status: input.status }),
      ...(input.exchange_rates === undefined
        ? {}
        : { exchangeRates: ratesOf(before.currency, input.exchange_rates) }),
      updatedAt: sql`now()`,
    })
    .where(and(eq(salesBusinessPlans.organizationId, scope.org.id), eq(salesBusinessPlans.id, id)))
    .returning();
  await scope.audit({
    action: 'business_plan.update',
    entityType: 'business_plan',
    entityId: id,
    before,
    after,
  });
  return after;
}

/** The plan a target is set in; 404 when the organisation has none of that id. */
export async function requirePlan(scope: Scope, id: number) {
  const plan = await findPlan(scope.tx, scope.org.id, id);
  if (!plan) throw new AppError('not_found');
  return plan;
}

/** Refuses a holder who does not sell or a department the organisation does not have. */
async function assertHolder(scope: Scope, input: TargetCreate) {
  if (input.user_id) {
    if (!(await findTargetHolderIds(scope)).includes(input.user_id))
      throw invalid({ user_id: ['target_not_sales_person'] });
    return;
  }
  const [team] = await scope.tx
    .select({ id: departments.id })
    .from(departments)
    .where(
      and(eq(departments.organizationId, scope.org.id), eq(departments.id, input.department_id as number)),
    );
  if (!team) throw invalid({ department_id: ['invalid'] });
}

/** Refuses a second target of the same person or team in a plan. */
async function assertNoTwin(scope: Scope, planId: number, input: TargetCreate) {
  const [twin] = await scope.tx
    .select({ id: salesTargets.id })
    .from(salesTargets)
    .where(
      and(
        eq(salesTargets.organizationId, scope.org.id),
        eq(salesTargets.planId, planId),
        input.user_id ? eq(salesTargets.userId, input.user_id) : undefined,
        input.department_id ? eq(salesTargets.departmentId, input.department_id) : undefined,
      ),
    );
  if (twin) throw new AppError('target_duplicate');
}

/** A target of a sales person or a team in a plan, per quarter in the plan's currency. */
export async function createTarget(scope: Scope, planId: number, input: TargetCreate) {
  assertAllowed(canSetTargets(scopeActor(scope)));
  await requirePlan(scope, planId);
  await assertHolder(scope, input);
  await scope.tx.execute(sql`select pg_advisory_xact_lock(hashtext('sales_targets'), ${planId})`);
  await assertNoTwin(scope, planId, input);
  const [row] = await scope.tx
    .insert(salesTargets)
    .values({
      organizationId: scope.org.id,
      planId,
      userId: input.user_id ?? null,
      departmentId: input.department_id ?? null,
      q1: input.q1,
      q2: input.q2,
      q3: input.q3,
      q4: input.q4,
      createdBy: scope.by.actorUserId as number,
    })
    .returning();
  if (!row) throw new Error('sales_targets insert returned nothing');
  await scope.audit({ action: 'target.create', entityType: 'sales_target', entityId: row.id, after: row });
  return readTarget(scope, row.id);
}

/** The target in full, 404 when the organisation has none of that id. */
export async function readTarget(scope: Scope, id: number) {
  const row = await findTargetRow(scope.tx, scope.org.id, id);
  if (!row) throw new AppError('not_found');
  return presentTarget(row);
}

/** Changes a target's quarters; at least one stays above zero. */
export async function updateTarget(scope: Scope, id: number, input: TargetUpdate) {
  const before = (await findTargetRow(scope.tx, scope.org.id, id))?.target;
  if (!before) throw new AppError('not_found');
  const amounts = Object.fromEntries(FISCAL_QUARTERS.map((q) => [q, input[q] ?? before[q]]));
  if (FISCAL_QUARTERS.every((q) => amounts[q] === 0)) throw invalid({ q1: ['target_amount_required'] });
  const [after] = await scope.tx
    .update(salesTargets)
    .set({ ...amounts, updatedAt: sql`now()` })
    .where(and(eq(salesTargets.organizationId, scope.org.id), eq(salesTargets.id, id)))
    .returning();
  await scope.audit({ action: 'target.update', entityType: 'sales_target', entityId: id, before, after });
  return readTarget(scope, id);
}

/** Deletes a target, keeping it in the audit trail. */
export async function deleteTarget(scope: Scope, id: number) {
  const before = (await findTargetRow(scope.tx, scope.org.id, id))?.target;
  if (!before) throw new AppError('not_found');
  await scope.tx
    .delete(salesTargets)
    .where(and(eq(salesTargets.organizationId, scope.org.id), eq(salesTargets.id, id)));
  await scope.audit({ action: 'target.delete', entityType: 'sales_target', entityId: id, before });
}
