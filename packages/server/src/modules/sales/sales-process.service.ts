import {
  type CustomFieldDefine,
  type CustomFieldEdit,
  DEFAULT_SALES_PIPELINE_NAME,
  DEFAULT_SALES_STAGES,
  type SalesPipelineCreate,
  type SalesPipelineUpdate,
  type SalesStageCreate,
  type SalesStageTaskCreate,
} from '@atrium/contracts';
import { and, eq, ne, sql } from 'drizzle-orm';
import { AppError } from '../../platform/http/app-error';
import type { Scope } from '../../platform/scope';
import { defineCustomField, editCustomField, listCustomFields, retireCustomField } from '../forms';
import { salesPipelines, salesStages, salesStageTasks } from './sales.tables';
import { findSalesProcess, pipelineOf, STAGE_FIELDS } from './sales-process.queries';

/** A stage to store, with its checklist when given. */
export type StageInput = SalesStageCreate & { tasks?: readonly { title: string; is_mandatory: boolean }[] };

/** Stores stages at the end of a pipeline (from `position` on), with their checklists when given. */
async function insertStages(
  scope: Scope,
  pipelineId: number,
  position: number,
  stages: readonly StageInput[],
) {
  const { tx, org } = scope;
  const rows = await tx
    .insert(salesStages)
    .values(
      stages.map((stage, index) => ({
        organizationId: org.id,
        pipelineId,
        name: stage.name,
        position: position + index,
        isNotificationTrigger: stage.is_notification_trigger,
      })),
    )
    .returning();
  const tasks = stages.flatMap((stage, index) =>
    (stage.tasks ?? []).map((task, taskPosition) => ({
      organizationId: org.id,
      stageId: rows[index]?.id as number,
      title: task.title,
      isMandatory: task.is_mandatory,
      position: taskPosition,
    })),
  );
  if (tasks.length) await tx.insert(salesStageTasks).values(tasks);
  return rows;
}

async function insertPipeline(scope: Scope, name: string, isDefault: boolean) {
  const [pipeline] = await scope.tx
    .insert(salesPipelines)
    .values({ organizationId: scope.org.id, name, isDefault })
    .returning();
  if (!pipeline) throw new Error('sales_pipelines insert returned nothing');
  return pipeline;
}

/**
 * The organisation's sales process, its default pipeline with the default stages and checklists stored the first
 * time it is needed (an organisation always has a default pipeline with at least one stage).
 */
export async function ensureSalesProcess(scope: Scope) {
  const { tx, org } = scope;
  const process = await findSalesProcess(tx, org.id);
  if (process.pipelines[0]?.stages.length) return process;
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('sales_stages'), ${org.id})`);
  const again = await findSalesProcess(tx, org.id);
  if (again.pipelines[0]?.stages.length) return again;
  const pipelineId =
    again.pipelines[0]?.id ?? (await insertPipeline(scope, DEFAULT_SALES_PIPELINE_NAME, true)).id;
  await insertStages(scope, pipelineId, 0, DEFAULT_SALES_STAGES);
  await scope.audit({
    action: 'sales_process.seed',
    entityType: 'sales_process',
    after: { pipeline_id: pipelineId, stages: DEFAULT_SALES_STAGES },
  });
  return findSalesProcess(tx, org.id);
}

/** Refuses a name another pipeline of the organisation has, whatever its case. */
async function assertPipelineNameFree(scope: Scope, name: string, exceptId?: number) {
  const [taken] = await scope.tx
    .select({ id: salesPipelines.id })
    .from(salesPipelines)
    .where(
      and(
        eq(salesPipelines.organizationId, scope.org.id),
        sql`lower(${salesPipelines.name}) = lower(${name})`,
        exceptId === undefined ? undefined : ne(salesPipelines.id, exceptId),
      ),
    );
  if (taken)
    throw new AppError('sales_pipeline_name_taken', { codes: { name: ['sales_pipeline_name_taken'] } });
}

/** Adds a pipeline with its first stages (and their checklists when given); the default pipeline stays the default. */
export async function addSalesPipeline(
  scope: Scope,
  input: Omit<SalesPipelineCreate, 'stages'> & { stages: readonly StageInput[] },
) {
  await ensureSalesProcess(scope);
  await assertPipelineNameFree(scope, input.name);
  const pipeline = await insertPipeline(scope, input.name, false);
  const stages = await insertStages(scope, pipeline.id, 0, input.stages);
  await scope.audit({
    action: 'sales_pipeline.create',
    entityType: 'sales_pipeline',
    entityId: pipeline.id,
    after: { ...pipeline, stages },
  });
  return pipeline;
}

/** Renames a pipeline, or makes it the default one: the former default stops being so. */
export async function updateSalesPipeline(scope: Scope, id: number, input: SalesPipelineUpdate) {
  const { tx, org } = scope;
  const [before] = await tx
    .select()
    .from(salesPipelines)
    .where(and(eq(salesPipelines.organizationId, org.id), eq(salesPipelines.id, id)))
    .for('update');
  if (!before) throw new AppError('not_found');
  if (input.name !== undefined) await assertPipelineNameFree(scope, input.name, id);
  if (input.is_default && !before.isDefault)
    await tx
      .update(salesPipelines)
      .set({ isDefault: false })
      .where(and(eq(salesPipelines.organizationId, org.id), eq(salesPipelines.isDefault, true)));
  const [after] = await tx
    .update(salesPipelines)
    .set({ name: input.name ?? before.name, isDefault: before.isDefault || Boolean(input.is_default) })
    .where(and(eq(salesPipelines.organizationId, org.id), eq(salesPipelines.id, id)))
    .returning();
  await scope.audit({
    action: 'sales_pipeline.update',
    entityType: 'sales_pipeline',
    entityId: id,
    before,
    after,
  });
  return after;
}

/** Adds a stage at the end of a pipeline. */
export async function addSalesStage(scope: Scope, pipelineId: number, input: SalesStageCreate) {
  const pipeline = pipelineOf(await ensureSalesProcess(scope), pipelineId);
  if (!pipeline) throw new AppError('not_found');
  const [stage] = await insertStages(scope, pipelineId, (pipeline.stages.at(-1)?.position ?? -1) + 1, [
    input,
  ]);
  if (!stage) throw new Error('sales_stages insert returned nothing');
  await scope.audit({
    action: 'sales_stage.create',
    entityType: 'sales_stage',
    entityId: stage.id,
    after: stage,
  });
  return stage;
}

/** Refuses a stage the organisation's process does not have. */
async function assertStage(scope: Scope, stageId: number) {
  const [stage] = await scope.tx
    .select({ id: salesStages.id })
    .from(salesStages)
    .where(and(eq(salesStages.organizationId, scope.org.id), eq(salesStages.id, stageId)));
  if (!stage) throw new AppError('not_found');
}

/** Adds a checklist task at the end of a stage's checklist. */
export async function addSalesStageTask(scope: Scope, stageId: number, input: SalesStageTaskCreate) {
  const { tx, org } = scope;
  await assertStage(scope, stageId);
  const [last] = await tx
    .select({ position: sql<number>`coalesce(max(${salesStageTasks.position}), -1)` })
    .from(salesStageTasks)
    .where(and(eq(salesStageTasks.organizationId, org.id), eq(salesStageTasks.stageId, stageId)));
  const [task] = await tx
    .insert(salesStageTasks)
    .values({
      organizationId: org.id,
      stageId,
      title: input.title,
      isMandatory: input.is_mandatory,
      position: Number(last?.position ?? -1) + 1,
    })
    .returning();
  if (!task) throw new Error('sales_stage_tasks insert returned nothing');
  await scope.audit({
    action: 'sales_stage_task.create',
    entityType: 'sales_stage_task',
    entityId: task.id,
    after: task,
  });
  return task;
}

/** Adds a custom field at the end of a stage's fields: each opportunity fills it at that stage. */
export async function addSalesStageField(scope: Scope, stageId: number, input: CustomFieldDefine) {
  await assertStage(scope, stageId);
  return defineCustomField(scope, STAGE_FIELDS, stageId, input);
}

/** Refuses a field that is not one of the stage's. */
async function assertStageField(scope: Scope, stageId: number, fieldId: number) {
  const fields = await listCustomFields(scope.tx, scope.org.id, STAGE_FIELDS, { stageIds: [stageId] });
  if (!fields.some((field) => field.id === fieldId)) throw new AppError('not_found');
}

/** Changes a stage's field: its label, whether it is required, a select field's options. */
export async function editSalesStageField(
  scope: Scope,
  stageId: number,
  fieldId: number,
  input: CustomFieldEdit,
) {
  await assertStageField(scope, stageId, fieldId);
  return editCustomField(scope, STAGE_FIELDS, fieldId, input);
}

/** Retires a stage's field: no opportunity is asked for it any more. */
export async function retireSalesStageField(scope: Scope, stageId: number, fieldId: number) {
  await assertStageField(scope, stageId, fieldId);
  await retireCustomField(scope, STAGE_FIELDS, fieldId);
}
