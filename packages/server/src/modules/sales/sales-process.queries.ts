import type { SalesPipeline, SalesProcess } from '@atrium/contracts';
import { and, asc, desc, eq } from 'drizzle-orm';
import type { Queryable } from '../../platform/db/client';
import { listCustomFields } from '../forms';
import { salesPipelines, salesStages, salesStageTasks } from './sales.tables';

/** The custom fields of the sales process's stages, filled per opportunity. */
export const STAGE_FIELDS = 'sales_opportunity_stage';

/**
 * The organisation's sales process: its pipelines, the default first, each with its stages in order and their
 * checklists and fields, in four queries.
 */
export async function findSalesProcess(db: Queryable, organizationId: number): Promise<SalesProcess> {
  const pipelines = await db
    .select()
    .from(salesPipelines)
    .where(eq(salesPipelines.organizationId, organizationId))
    .orderBy(desc(salesPipelines.isDefault), asc(salesPipelines.id));
  const stages = await db
    .select()
    .from(salesStages)
    .where(eq(salesStages.organizationId, organizationId))
    .orderBy(asc(salesStages.position), asc(salesStages.id));
  const tasks = await db
    .select()
    .from(salesStageTasks)
    .where(eq(salesStageTasks.organizationId, organizationId))
    .orderBy(asc(salesStageTasks.position), asc(salesStageTasks.id));
  const fields = await listCustomFields(db, organizationId, STAGE_FIELDS);
  return {
    pipelines: pipelines.map((pipeline) => ({
      id: pipeline.id,
      name: pipeline.name,
      is_default: pipeline.isDefault,
      stages: stages
        .filter((stage) => stage.pipelineId === pipeline.id)
        .map((stage) => ({
          id: stage.id,
          name: stage.name,
          position: stage.position,
          is_notification_trigger: stage.isNotificationTrigger,
          tasks: tasks
            .filter((task) => task.stageId === stage.id)
            .map((task) => ({ id: task.id, title: task.title, is_mandatory: task.isMandatory })),
          fields: fields.filter((field) => field.stage_id === stage.id),
        })),
    })),
  };
}

/** A pipeline of the process, or undefined when it has none of that id. */
export const pipelineOf = (process: SalesProcess, pipelineId: number): SalesPipeline | undefined =>
  process.pipelines.find((pipeline) => pipeline.id === pipelineId);

/** The stages of a pipeline of the process, in order (none when it has no such pipeline). */
export const stagesOf = (process: SalesProcess, pipelineId: number) =>
  pipelineOf(process, pipelineId)?.stages ?? [];

/** The pipeline a stage of the organisation belongs to, or null when it has no stage of that id. */
export async function findStagePipelineId(db: Queryable, organizationId: number, stageId: number) {
  const [stage] = await db
    .select({ pipelineId: salesStages.pipelineId })
    .from(salesStages)
    .where(and(eq(salesStages.organizationId, organizationId), eq(salesStages.id, stageId)));
  return stage?.pipelineId ?? null;
}
