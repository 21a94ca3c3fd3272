import {
  type Actor,
  mayChangeOpportunityDocument,
  type OpportunityDocument,
  type OpportunityDocumentContext,
  type OpportunityDocumentQuery,
  type OpportunityDocumentUpload,
} from '@atrium/contracts';
import { and, asc, count, desc, eq, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Queryable } from '../../platform/db/client';
import { queryRows } from '../../platform/db/query-rows';
import type { ReceivedFile } from '../../platform/files/received-file';
import { AppError, invalid } from '../../platform/http/app-error';
import { assertAllowed, readableRecord } from '../../platform/http/policy-answer';
import { type Scope, scopeActor } from '../../platform/scope';
import { users } from '../accounts';
import { findOpportunity } from './opportunity.queries';
import { opportunityPolicy } from './sales.policy';
import { opportunityDocuments, salesStages, salesStageTasks } from './sales.tables';

type People = { owner_id: number; sales_executive_id: number | null };

/** The opportunity's people when the caller may work on it: 404 only to those who see every one, else 403. */
export async function workableOpportunity(db: Queryable, organizationId: number, actor: Actor, id: number) {
  const opportunity = readableRecord(await findOpportunity(db, organizationId, id), opportunityPolicy(actor));
  return { owner_id: opportunity.owner_id, sales_executive_id: opportunity.sales_executive_id } as People;
}

const taskStages = alias(salesStages, 'task_stages');

const ofOpportunity = (organizationId: number, opportunityId: number) =>
  and(
    eq(opportunityDocuments.organizationId, organizationId),
    eq(opportunityDocuments.opportunityId, opportunityId),
  );

/** A page of the opportunity's documents, newest first unless sorted, with their creator and context. */
export async function listOpportunityDocuments(
  db: Queryable,
  organizationId: number,
  actor: Actor,
  opportunityId: number,
  query: OpportunityDocumentQuery,
) {
  const people = await workableOpportunity(db, organizationId, actor, opportunityId);
  const where = and(
    ofOpportunity(organizationId, opportunityId),
    query.context_type ? eq(opportunityDocuments.contextType, query.context_type) : undefined,
  );
  const order = query.order_by ?? '-created';
  const direction = order.startsWith('-') ? desc : asc;
  const field = order.endsWith('title') ? opportunityDocuments.title : opportunityDocuments.createdAt;
  const rows = await db
    .select({
      document: opportunityDocuments,
      first: users.firstName,
      last: users.lastName,
      stageName: salesStages.name,
      taskTitle: salesStageTasks.title,
      taskStageName: taskStages.name,
    })
    .from(opportunityDocuments)
    .leftJoin(
      users,
      and(eq(users.organizationId, organizationId), eq(users.id, opportunityDocuments.createdBy)),
    )
    .leftJoin(
      salesStages,
      and(eq(salesStages.organizationId, organizationId), eq(salesStages.id, opportunityDocuments.stageId)),
    )
    .leftJoin(
      salesStageTasks,
      and(
        eq(salesStageTasks.organizationId, organizationId),
        eq(salesStageTasks.id, opportunityDocuments.taskId),
      ),
    )
    .leftJoin(
      taskStages,
      and(eq(taskStages.organizationId, organizationId), eq(taskStages.id, salesStageTasks.stageId)),
    )
    .where(where)
    .orderBy(direction(field), direction(opportunityDocuments.id))
    .limit(query.limit)
    .offset(query.offset);
  const [total] = await db.select({ value: count() }).from(opportunityDocuments).where(where);
  return {
    count: total?.value ?? 0,
    results: rows.map(
      (row): OpportunityDocument => ({
        id: row.document.id,
        title: row.document.title,
        extension: row.document.extension,
        size_bytes: row.document.sizeBytes,
        created: row.document.createdAt.toISOString(),
        creator:
          row.document.createdBy === null || row.first === null
            ? null
            : { id: row.document.createdBy, name: `${row.first} ${row.last ?? ''}`.trim() },
        context_type: row.document.contextType as OpportunityDocumentContext,
        stage_title: row.stageName ?? row.taskStageName,
        task_title: row.taskTitle,
        can_change: mayChangeOpportunityDocument(actor, people, { created_by: row.document.createdBy }),
      }),
    ),
  };
}

/** Refuses, under its field, a stage (or a task of a stage) of another pipeline than the opportunity's. */
async function assertOpportunityPipeline(
  db: Queryable,
  organizationId: number,
  opportunityId: number,
  stage: SQL,
  field: string,
) {
  const [row] = await queryRows<{ same: boolean }>(
    db,
    sql`select o.pipeline_id = s.pipeline_id as same from opportunities o
      join sales_stages s on s.organization_id = o.organization_id and s.id = (${stage})
      where o.organization_id = ${organizationId} and o.id = ${opportunityId}`,
  );
  if (row && !row.same)
    throw new AppError('opportunity_stage_other_pipeline', {
      codes: { [field]: ['opportunity_stage_other_pipeline'] },
    });
}

/**
 * The stage and task a document's context names, checked to be of the opportunity's pipeline and reached by the
 * opportunity so far (its current stage or one before it).
 */
async function contextOf(
  db: Queryable,
  organizationId: number,
  opportunityId: number,
  input: OpportunityDocumentUpload,
) {
  const reached = sql`coalesce((select s.position from opportunities o
    join sales_stages s on s.organization_id = o.organization_id and s.id = o.stage_id
    where o.organization_id = ${organizationId} and o.id = ${opportunityId}), -1)`;
  if (input.context_type === 'project:opportunity-stage-content') {
    await assertOpportunityPipeline(
      db,
      organizationId,
      opportunityId,
      sql`${input.stage_id ?? 0}`,
      'stage_id',
    );
    const [stage] = await db
      .select({ id: salesStages.id })
      .from(salesStages)
      .where(
        and(
          eq(salesStages.organizationId, organizationId),
          eq(salesStages.id, input.stage_id ?? 0),
          sql`${salesStages.position} <= ${reached}`,
        ),
      );
    if (!stage) throw invalid({ stage_id: ['invalid'] });
    return { stageId: stage.id, taskId: null };
  }
  if (input.context_type === 'checklist:task') {
    const taskStage = sql`select t.stage_id from sales_stage_tasks t
      where t.organization_id = ${organizationId} and t.id = ${input.task_id ?? 0}`;
    await assertOpportunityPipeline(db, organizationId, opportunityId, taskStage, 'task_id');
    const [task] = await db
      .select({ id: salesStageTasks.id })
      .from(salesStageTasks)
      .innerJoin(
        salesStages,
        and(eq(salesStages.organizationId, organizationId), eq(salesStages.id, salesStageTasks.stageId)),
      )
      .where(
        and(
          eq(salesStageTasks.organizationId, organizationId),
          eq(salesStageTasks.id, input.task_id ?? 0),
          sql`${salesStages.position} <= ${reached}`,
        ),
      );
    if (!task) throw invalid({ task_id: ['invalid'] });
    return { stageId: null, taskId: task.id };
  }
  return { stageId: null, taskId: null };
}

/** Records an uploaded document on the opportunity, in the context given. */
export async function addOpportunityDocument(
  scope: Scope,
  opportunityId: number,
  input: OpportunityDocumentUpload,
  file: ReceivedFile,
) {
  const { tx, org } = scope;
  await workableOpportunity(tx, org.id, scopeActor(scope), opportunityId);
  const context = await contextOf(tx, org.id, opportunityId, input);
  const [row] = await tx
    .insert(opportunityDocuments)
    .values({
      organizationId: org.id,
      opportunityId,
      contextType: input.context_type,
      ...context,
      title: input.title,
      fileKey: file.key,
      fileName: file.filename,
      extension: file.extension,
      sizeBytes: file.size,
      createdBy: scope.by.actorUserId,
    })
    .returning();
  if (!row) throw new Error('opportunity_documents insert returned nothing');
  await scope.audit({
    action: 'opportunity_document.create',
    entityType: 'opportunity_document',
    entityId: row.id,
    after: {
      opportunity_id: opportunityId,
      title: row.title,
      context_type: row.contextType,
      file: row.fileName,
    },
  });
  return row.id;
}

/** The document of the opportunity the caller may read; for a change, refused (403) to others than its rights name. */
export async function findOpportunityDocument(
  db: Queryable,
  organizationId: number,
  actor: Actor,
  opportunityId: number,
  documentId: number,
  toChange = false,
) {
  const people = await workableOpportunity(db, organizationId, actor, opportunityId);
  const [row] = await db
    .select()
    .from(opportunityDocuments)
    .where(and(ofOpportunity(organizationId, opportunityId), eq(opportunityDocuments.id, documentId)));
  if (!row) throw new AppError('not_found');
  if (toChange) assertAllowed(mayChangeOpportunityDocument(actor, people, { created_by: row.createdBy }));
  return row;
}

export async function renameOpportunityDocument(
  scope: Scope,
  opportunityId: number,
  documentId: number,
  title: string,
) {
  const { tx, org } = scope;
  const before = await findOpportunityDocument(
    tx,
    org.id,
    scopeActor(scope),
    opportunityId,
    documentId,
    true,
  );
  await tx
    .update(opportunityDocuments)
    .set({ title })
    .where(and(ofOpportunity(org.id, opportunityId), eq(opportunityDocuments.id, documentId)));
  await scope.audit({
    action: 'opportunity_document.rename',
    entityType: 'opportunity_document',
    entityId: documentId,
    before: { title: before.title },
    after: { title },
  });
}

/** Removes the record now and returns the stored key, for the caller to delete once the change commits. */
export async function removeOpportunityDocument(scope: Scope, opportunityId: number, documentId: number) {
  const { tx, org } = scope;
  const before = await findOpportunityDocument(
    tx,
    org.id,
    scopeActor(scope),
    opportunityId,
    documentId,
    true,
  );
  await tx
    .delete(opportunityDocuments)
    .where(and(ofOpportunity(org.id, opportunityId), eq(opportunityDocuments.id, documentId)));
  await scope.audit({
    action: 'opportunity_document.delete',
    entityType: 'opportunity_document',
    entityId: documentId,
    before: { opportunity_id: opportunityId, title: before.title, file: before.fileName },
  });
  return before.fileKey;
}
