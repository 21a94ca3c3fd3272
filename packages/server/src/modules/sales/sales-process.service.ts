import type { SalesStageCreate, SalesStageTaskCreate } from '@atrium/contracts';
import { and, eq, sql } from 'drizzle-orm';
import { AppError } from '../../platform/http/app-error';
import type { Scope } from '../../platform/scope';
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

/** Adds a checklist task at the end of a stage's checklist. */
export async function addSalesStageTask(scope: Scope, stageId: number, input: SalesStageTaskCreate) {
  const { tx, org } = scope;
  const [stage] = await tx
    .select({ id: salesStages.id })
    .from(salesStages)
    .where(and(eq(salesStages.organizationId, org.id), eq(salesStages.id, stageId)));
  if (!stage) throw new AppError('not_found');
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
