import type {
  CustomFieldDefine,
  CustomFieldEdit,
  SalesStageCreate,
  SalesStageTaskCreate,
} from '@atrium/contracts';
import { and, eq, sql } from 'drizzle-orm';
import { AppError } from '../../platform/http/app-error';
import type { Scope } from '../../platform/scope';
import { defineCustomField, editCustomField, listCustomFields, retireCustomField } from '../forms';
import { STAGE_FIELDS } from './opportunity.queries';
import { ensureSalesProcess } from './opportunity.service';
import { salesStages, salesStageTasks } from './sales.tables';

/** Adds a stage at the end of the organisation's sales process. */
export async function addSalesStage(scope: Scope, input: SalesStageCreate) {
  const process = await ensureSalesProcess(scope);
  const [stage] = await scope.tx
    .insert(salesStages)
    .values({
      organizationId: scope.org.id,
      name: input.name,
      position: (process.stages.at(-1)?.position ?? -1) + 1,
      isNotificationTrigger: input.is_notification_trigger,
    })
    .returning();
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
