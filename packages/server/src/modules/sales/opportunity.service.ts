import {
  type OpportunityCreate,
  type OpportunityOutcome,
  type OpportunityRoleInput,
  type OpportunityUpdate,
  ROLES,
} from '@atrium/contracts';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Tx } from '../../platform/db/client';
import { nextNumber } from '../../platform/db/next-number';
import { AppError, invalid } from '../../platform/http/app-error';
import { assertAllowed, readableRecord } from '../../platform/http/policy-answer';
import { type Scope, scopeActor } from '../../platform/scope';
import { isActivePerson, userRoles, users } from '../accounts';
import { clients } from '../clients';
import { findCustomValues } from '../forms';
import { notifyUsers } from '../notifications';
import { designations } from '../org-setup';
import { createProject, createResourceGroup } from '../projects';
import { raiseResourceRequest } from '../resources';
import { completeStage, type GateRefusal, stageRefusal } from './engine/stage-gate';
import { findDoneTasks, opportunityCode } from './opportunity.queries';
import { syncPipelineDemand } from './pipeline-demand';
import { opportunityPolicy } from './sales.policy';
import {
  opportunities,
  opportunityEvents,
  opportunityRoles,
  opportunityTaskChecks,
  salesStageTasks,
} from './sales.tables';
import { findStagePipelineId, pipelineOf, STAGE_FIELDS, type stagesOf } from './sales-process.queries';
import { ensureSalesProcess } from './sales-process.service';

type OpportunityRow = typeof opportunities.$inferSelect;

/** The active users holding a sales role: who may own or sell an opportunity. */
export async function findSalesPeopleIds(tx: Tx, organizationId: number) {
  const rows = await tx
    .selectDistinct({ id: users.id })
    .from(userRoles)
    .innerJoin(users, and(eq(users.organizationId, organizationId), eq(users.id, userRoles.userId)))
    .where(
      and(
        eq(userRoles.organizationId, organizationId),
        inArray(userRoles.role, [ROLES.PROJECT_SALES_HEAD, ROLES.PROJECT_SALES_EXECUTIVE, ROLES.CEO]),
        isActivePerson(),
      ),
    );
  return rows.map((row) => row.id);
}

async function findSalesHeadIds(tx: Tx, organizationId: number) {
  const rows = await tx
    .selectDistinct({ id: users.id })
    .from(userRoles)
    .innerJoin(users, and(eq(users.organizationId, organizationId), eq(users.id, userRoles.userId)))
    .where(
      and(
        eq(userRoles.organizationId, organizationId),
        eq(userRoles.role, ROLES.PROJECT_SALES_HEAD),
        isActivePerson(),
      ),
    );
  return rows.map((row) => row.id);
}

/** Refuses, each under its field, a client, designation, owner or sales executive the organisation does not have. */
async function assertReferences(scope: Scope, input: OpportunityUpdate) {
  const { tx, org } = scope;
  const codes: Record<string, string[]> = {};
  if (input.client_id !== undefined) {
    const [client] = await tx
      .select({ id: clients.id })
      .from(clients)
      .where(and(eq(clients.organizationId, org.id), eq(clients.id, input.client_id)));
    if (!client) codes.client_id = ['invalid'];
  }
  const people = [input.owner_id, input.sales_executive_id].filter((id): id is number => Boolean(id));
  if (people.length) {
    const sellers = new Set(await findSalesPeopleIds(tx, org.id));
    if (input.owner_id && !sellers.has(input.owner_id)) codes.owner_id = ['invalid'];
    if (input.sales_executive_id && !sellers.has(input.sales_executive_id))
      codes.sales_executive_id = ['invalid'];
  }
  const designationIds = [...new Set((input.roles ?? []).map((role) => role.designation_id))];
  if (designationIds.length) {
    const found = await tx
      .select({ id: designations.id })
      .from(designations)
      .where(and(eq(designations.organizationId, org.id), inArray(designations.id, designationIds)));
    if (found.length !== designationIds.length) codes.roles = ['invalid'];
  }
  if (Object.keys(codes).length) throw invalid(codes);
}

/** The columns an input sets; fields it leaves out keep their values. */
const columnsOf = (input: OpportunityUpdate) =>
  Object.fromEntries(
    Object.entries({
      name: input.name,
      clientId: input.client_id,
      value: input.value,
      currency: input.currency,
      billingType: input.billing_type,
      expectedStartDate: input.expected_start_date,
      expectedEndDate: input.expected_end_date,
      probability: input.probability,
      ownerId: input.owner_id,
      salesExecutiveId: input.sales_executive_id,
      description: input.description === '' ? null : input.description,
    }).filter(([, value]) => value !== undefined),
  );

async function insertRoles(scope: Scope, opportunityId: number, roles: readonly OpportunityRoleInput[]) {
  if (!roles.length) return;
  await scope.tx.insert(opportunityRoles).values(
    roles.map((role) => ({
      organizationId: scope.org.id,
      opportunityId,
      designationId: role.designation_id,
      count: role.count,
      startDate: role.start_date,
      endDate: role.end_date,
    })),
  );
}

export async function recordEvent(
  scope: Scope,
  opportunityId: number,
  event: { action: string; fromStage?: string | null; toStage?: string | null; comment?: string | null },
) {
  await scope.tx.insert(opportunityEvents).values({
    organizationId: scope.org.id,
    opportunityId,
    action: event.action,
    fromStage: event.fromStage ?? null,
    toStage: event.toStage ?? null,
    comment: event.comment ?? null,
    byUserId: scope.by.actorUserId,
  });
}

/** Tells the sales heads (but the one acting) that an opportunity reached a stage that notifies them. */
async function notifyStageReached(scope: Scope, row: OpportunityRow, stageName: string) {
  const recipients = (await findSalesHeadIds(scope.tx, scope.org.id)).filter(
    (id) => id !== scope.by.actorUserId,
  );
  if (!recipients.length) return;
  await notifyUsers(scope, {
    recipientUserIds: recipients,
    text: `${opportunityCode(row.number)} ${row.name} reached ${stageName}`,
    data: { request_id: row.id, request_type: 'opportunity', display_id: opportunityCode(row.number) },
    action: 'sales:opportunity-stage-reached',
    recipientType: 'opportunity',
  });
}

/**
 * A new opportunity in the caller's name at the first stage of its pipeline (the default one unless named), with its
 * role mix and audit row.
 */
export async function createOpportunity(scope: Scope, input: OpportunityCreate) {
  const { tx, org } = scope;
  await assertReferences(scope, input);
  const process = await ensureSalesProcess(scope);
  const pipeline =
    input.pipeline_id === undefined ? process.pipelines[0] : pipelineOf(process, input.pipeline_id);
  if (!pipeline) throw invalid({ pipeline_id: ['invalid'] });
  const first = pipeline.stages[0];
  const number = await nextNumber(tx, opportunities, org.id);
  const [row] = await tx
    .insert(opportunities)
    .values({
      ...(columnsOf(input) as unknown as typeof opportunities.$inferInsert),
      organizationId: org.id,
      number,
      pipelineId: pipeline.id,
      stageId: first?.id ?? null,
      createdBy: scope.by.actorUserId ?? input.owner_id,
    })
    .returning();
  if (!row) throw new Error('opportunities insert returned nothing');
  await insertRoles(scope, row.id, input.roles);
  await syncPipelineDemand(scope, row.id);
  await recordEvent(scope, row.id, { action: 'create', toStage: first?.name });
  await scope.audit({
    action: 'opportunity.create',
    entityType: 'opportunity',
    entityId: row.id,
    after: { ...row, roles: input.roles },
  });
  if (first?.is_notification_trigger) await notifyStageReached(scope, row, first.name);
  return row;
}

/** The opportunity locked for a change, once the caller may work on it; 404 only to those who see every one. */
export async function lockOpportunity(scope: Scope, id: number) {
  const [row] = await scope.tx
    .select()
    .from(opportunities)
    .where(and(eq(opportunities.organizationId, scope.org.id), eq(opportunities.id, id)))
    .for('update');
  const policy = opportunityPolicy(scopeActor(scope));
  return readableRecord(
    row && { ...row, owner_id: row.ownerId, sales_executive_id: row.salesExecutiveId },
    policy,
  );
}

async function update(scope: Scope, id: number, changes: Record<string, unknown>) {
  const [after] = await scope.tx
    .update(opportunities)
    .set({ ...changes, updatedAt: sql`now()` })
    .where(and(eq(opportunities.organizationId, scope.org.id), eq(opportunities.id, id)))
    .returning();
  if (!after) throw new AppError('not_found');
  return after;
}

export const assertOpen = (row: OpportunityRow) => {
  if (row.status !== 'open') throw new AppError('opportunity_closed');
};

/** Changes an open opportunity's fields (its role mix replaced whole when given); the dates stay in order. */
export async function updateOpportunity(scope: Scope, id: number, input: OpportunityUpdate) {
  const before = await lockOpportunity(scope, id);
  assertOpen(before);
  const start =
    input.expected_start_date === undefined ? before.expectedStartDate : input.expected_start_date;
  const end = input.expected_end_date === undefined ? before.expectedEndDate : input.expected_end_date;
  if (start && end && start > end) throw invalid({ expected_end_date: ['opportunity_end_before_start'] });
  if (input.pipeline_id !== undefined && input.pipeline_id !== before.pipelineId)
    throw new AppError('opportunity_pipeline_fixed', {
      codes: { pipeline_id: ['opportunity_pipeline_fixed'] },
    });
  // Someone who may see only their own keeps themselves on it.
  if (!opportunityPolicy(scopeActor(scope)).seesEvery) {
    const owner = input.owner_id ?? before.ownerId;
    const executive =
      input.sales_executive_id === undefined ? before.salesExecutiveId : input.sales_executive_id;
    assertAllowed([owner, executive].includes(scope.by.actorUserId));
  }
  await assertReferences(scope, input);
  const after = await update(scope, id, columnsOf(input));
  if (input.roles) {
    await scope.tx
      .delete(opportunityRoles)
      .where(and(eq(opportunityRoles.organizationId, scope.org.id), eq(opportunityRoles.opportunityId, id)));
    await insertRoles(scope, id, input.roles);
  }
  await syncPipelineDemand(scope, id);
  await recordEvent(scope, id, { action: 'edit' });
  await scope.audit({
    action: 'opportunity.update',
    entityType: 'opportunity',
    entityId: id,
    before,
    after: input.roles ? { ...after, roles: input.roles } : after,
  });
  return after;
}

/** Ticks or unticks a checklist task of the open opportunity's current stage. */
export async function checkOpportunityTask(scope: Scope, id: number, taskId: number, done: boolean) {
  const { tx, org } = scope;
  const row = await lockOpportunity(scope, id);
  assertOpen(row);
  const [task] = await tx
    .select()
    .from(salesStageTasks)
    .where(and(eq(salesStageTasks.organizationId, org.id), eq(salesStageTasks.id, taskId)));
  if (!task) throw new AppError('not_found');
  if ((await findStagePipelineId(tx, org.id, task.stageId)) !== row.pipelineId)
    throw new AppError('opportunity_stage_other_pipeline');
  if (task.stageId !== row.stageId) throw new AppError('opportunity_stage_not_allowed');
  const where = and(
    eq(opportunityTaskChecks.organizationId, org.id),
    eq(opportunityTaskChecks.opportunityId, id),
    eq(opportunityTaskChecks.taskId, taskId),
  );
  if (done)
    await tx
      .insert(opportunityTaskChecks)
      .values({ organizationId: org.id, opportunityId: id, taskId, doneBy: scope.by.actorUserId as number })
      .onConflictDoNothing();
  else await tx.delete(opportunityTaskChecks).where(where);
  await recordEvent(scope, id, { action: 'task', comment: `${done ? 'Done' : 'Not done'}: ${task.title}` });
  await scope.audit({
    action: done ? 'opportunity.task_done' : 'opportunity.task_undone',
    entityType: 'opportunity',
    entityId: id,
    after: { task_id: taskId, title: task.title, done },
  });
}

type ProcessStage = ReturnType<typeof stagesOf>[number];

/** The stage's mandatory tasks still undone, or its required fields still empty, refused with their names. */
function gateError(refusal: GateRefusal, stage: ProcessStage | undefined) {
  if (refusal.code === 'sales_stage_tasks_pending') {
    const { pending } = refusal;
    const titles = (stage?.tasks ?? []).filter((task) => pending.includes(task.id)).map((task) => task.title);
    return new AppError(refusal.code, { codes: { tasks: pending.map(String) }, detail: titles.join('; ') });
  }
  const { missing } = refusal;
  const labels = (stage?.fields ?? [])
    .filter((field) => missing.includes(field.id))
    .map((field) => field.label);
  return new AppError(refusal.code, { codes: { fields: missing.map(String) }, detail: labels.join('; ') });
}

/** What the gate reads of an opportunity: the tasks done and the fields filled. */
async function gateState(scope: Scope, id: number) {
  const done = await findDoneTasks(scope.tx, scope.org.id, id);
  const filled = new Set((await findCustomValues(scope.tx, scope.org.id, STAGE_FIELDS, id)).keys());
  return { done, filled };
}

/** The stages of the opportunity's pipeline, in order. */
async function pipelineStages(scope: Scope, row: OpportunityRow) {
  return pipelineOf(await ensureSalesProcess(scope), row.pipelineId)?.stages ?? [];
}

/**
 * Completes the open opportunity's current stage and moves it to the next of its pipeline: refused while a mandatory
 * task of the stage is undone or a required field of it empty, and at the last stage (which closes with won or lost).
 * Reaching a notification-trigger stage tells the sales heads.
 */
export async function completeOpportunityStage(scope: Scope, id: number) {
  const row = await lockOpportunity(scope, id);
  assertOpen(row);
  const stages = await pipelineStages(scope, row);
  const { done, filled } = await gateState(scope, id);
  const answer = completeStage(stages, row.stageId, done, filled);
  const current = stages.find((stage) => stage.id === row.stageId);
  if (!answer.ok) {
    if (answer.code === 'opportunity_stage_not_allowed') throw new AppError(answer.code);
    throw gateError(answer, current);
  }
  const next = stages.find((stage) => stage.id === answer.next);
  const after = await update(scope, id, { stageId: answer.next });
  await recordEvent(scope, id, { action: 'complete-stage', fromStage: current?.name, toStage: next?.name });
  await scope.audit({
    action: 'opportunity.stage_complete',
    entityType: 'opportunity',
    entityId: id,
    before: { stage_id: row.stageId, stage: current?.name ?? null },
    after: { stage_id: answer.next, stage: next?.name ?? null },
  });
  if (next?.is_notification_trigger) await notifyStageReached(scope, after, next.name);
  return after;
}

/**
 * The delivery a won opportunity becomes, in the caller's transaction: a draft project through projects' service
 * (its billing type, dates, client and sales executive), and for each line of the role mix a resource group and a
 * resource request through resources' service. Any refusal undoes the whole win.
 */
async function handOver(scope: Scope, row: OpportunityRow) {
  const project = await createProject(scope, {
    name: row.name,
    client_id: row.clientId,
    billing_type: row.billingType as 'fixed-bid' | 'time-and-material',
    currency: row.currency as 'INR' | 'USD' | 'EUR',
    start_date: row.expectedStartDate,
    end_date: row.expectedEndDate,
    billing_start_date: row.expectedStartDate,
    billing_end_date: row.expectedEndDate,
    sales_executive_id: row.salesExecutiveId ?? row.ownerId,
    assigned_sales_executive_id: row.ownerId,
    description: `Won from ${opportunityCode(row.number)}`,
  });
  const roles = await scope.tx
    .select({ role: opportunityRoles, designationName: designations.name })
    .from(opportunityRoles)
    .innerJoin(
      designations,
      and(eq(designations.organizationId, scope.org.id), eq(designations.id, opportunityRoles.designationId)),
    )
    .where(and(eq(opportunityRoles.organizationId, scope.org.id), eq(opportunityRoles.opportunityId, row.id)))
    .orderBy(opportunityRoles.id);
  const requests: number[] = [];
  for (const { role, designationName } of roles) {
    const group = await createResourceGroup(scope, project.id, {
      name: designationName,
      required_count: role.count,
      allocation_percent: 100,
      start_date: role.startDate,
      end_date: role.endDate,
    });
    const request = await raiseResourceRequest(scope, {
      project_id: project.id,
      resource_group_id: group.id,
      designation_id: role.designationId,
      skills: [],
      min_experience: 0,
      max_experience: 30,
      allocation_percent: 100,
      is_billable: true,
      start_date: role.startDate,
      end_date: role.endDate,
      count: role.count,
      priority: 'medium',
      notes: `For ${opportunityCode(row.number)} ${row.name}`,
    });
    requests.push(request.id);
  }
  return { project, requests };
}

/**
 * Wins or loses an open opportunity with the reason. Winning completes its current stage, so that stage's mandatory
 * tasks must be done and its required fields filled, and hands it over to delivery in the same transaction.
 */
export async function decideOpportunity(scope: Scope, id: number, input: OpportunityOutcome) {
  const row = await lockOpportunity(scope, id);
  assertOpen(row);
  const current = (await pipelineStages(scope, row)).find((stage) => stage.id === row.stageId);
  let projectId: number | null = null;
  if (input.outcome === 'won') {
    if (current) {
      const { done, filled } = await gateState(scope, id);
      const refusal = stageRefusal(current, done, filled);
      if (refusal) throw gateError(refusal, current);
    }
    projectId = (await handOver(scope, row)).project.id;
  }
  const after = await update(scope, id, { status: input.outcome, outcomeReason: input.reason, projectId });
  await syncPipelineDemand(scope, id);
  await recordEvent(scope, id, { action: input.outcome, fromStage: current?.name, comment: input.reason });
  await scope.audit({
    action: `opportunity.${input.outcome}`,
    entityType: 'opportunity',
    entityId: id,
    before: { status: row.status },
    after: { status: input.outcome, reason: input.reason, project_id: projectId },
  });
  return after;
}
