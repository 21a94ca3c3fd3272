import type { SalesPipeline } from '@atrium/contracts';
import { asc, eq } from 'drizzle-orm';
import { nextNumber } from '../../platform/db/next-number';
import type { FileStore } from '../../platform/files/file-store';
import type { Scope } from '../../platform/scope';
import { findUsersByEmails } from '../accounts';
import { clients } from '../clients';
import { designations } from '../org-setup';
import { storeDemoDocument } from './demo-document';
import { syncPipelineDemand } from './pipeline-demand';
import {
  opportunities,
  opportunityDocuments,
  opportunityEvents,
  opportunityRoles,
  opportunityTaskChecks,
  salesFollowUps,
} from './sales.tables';
import type { DemoOpportunity, DemoPipeline, DemoSales } from './sales-demo-data';
import { addSalesPipeline, ensureSalesProcess, updateSalesPipeline } from './sales-process.service';

const plusDays = (day: string, days: number) => {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
};

/**
 * The organisation's demo pipelines through the services: the default one under the first's name, the others added
 * with their stages and checklists. Answers the process with them.
 */
async function seedPipelines(scope: Scope, pipelines: readonly DemoPipeline[]) {
  const process = await ensureSalesProcess(scope);
  const [first, ...others] = pipelines;
  const byDefault = process.pipelines[0];
  if (first && byDefault && first.name !== byDefault.name)
    await updateSalesPipeline(scope, byDefault.id, { name: first.name });
  for (const pipeline of others) {
    const isThere = process.pipelines.some((p) => p.name.toLowerCase() === pipeline.name.toLowerCase());
    if (!isThere && pipeline.stages?.length)
      await addSalesPipeline(scope, { name: pipeline.name, stages: pipeline.stages });
  }
  return ensureSalesProcess(scope);
}

/**
 * The organisation's demo pipelines and opportunities, the opportunities in a few bulk inserts: each at its stage of
 * its pipeline with the checklist done up to it, its role mix, its history and its documents (kept in `files`).
 */
export async function seedSalesDemo(scope: Scope, sales: DemoSales, files: FileStore) {
  const { tx, org } = scope;
  const process = await seedPipelines(scope, sales.pipelines);
  const demo = sales.opportunities;
  const pipelineOf = (o: DemoOpportunity) => {
    const name = sales.pipelines[o.pipeline ?? 0]?.name;
    return (process.pipelines.find((p) => p.name === name) ?? process.pipelines[0]) as SalesPipeline;
  };
  const clientRows = await tx
    .select({ id: clients.id })
    .from(clients)
    .where(eq(clients.organizationId, org.id))
    .orderBy(asc(clients.name), asc(clients.id));
  const designationRows = await tx
    .select({ id: designations.id })
    .from(designations)
    .where(eq(designations.organizationId, org.id))
    .orderBy(asc(designations.name), asc(designations.id));
  const people = await findUsersByEmails(
    tx,
    org.id,
    demo.flatMap((o) => [o.owner, ...(o.executive ? [o.executive] : [])]),
  );
  const usable = demo.filter((o) => people.has(o.owner.toLowerCase()));
  if (!clientRows.length || !usable.length) return;
  const today = scope.clock.today();
  const first = await nextNumber(tx, opportunities, org.id);
  const rows = await tx
    .insert(opportunities)
    .values(
      usable.map((o, index) => {
        const ownerId = people.get(o.owner.toLowerCase())?.id as number;
        const pipeline = pipelineOf(o);
        return {
          organizationId: org.id,
          number: first + index,
          name: o.name,
          clientId: clientRows[o.client % clientRows.length]?.id as number,
          value: o.value,
          currency: o.currency,
          billingType: o.billingType,
          expectedStartDate: plusDays(today, o.startInDays),
          expectedEndDate: plusDays(today, o.startInDays + o.days),
          probability: o.probability,
          ownerId,
          salesExecutiveId: o.executive ? (people.get(o.executive.toLowerCase())?.id ?? null) : null,
          pipelineId: pipeline.id,
          stageId: pipeline.stages[Math.min(o.stage, pipeline.stages.length - 1)]?.id ?? null,
          status: o.status ?? 'open',
          outcomeReason: o.reason ?? null,
          createdBy: ownerId,
        };
      }),
    )
    .returning();
  const byNumber = new Map(rows.map((row) => [row.number, row]));
  const roleValues = usable.flatMap((o, index) => {
    const row = byNumber.get(first + index);
    if (!row || !designationRows.length) return [];
    return o.roles.map(([designation, count]) => ({
      organizationId: org.id,
      opportunityId: row.id,
      designationId: designationRows[designation % designationRows.length]?.id as number,
      count,
      startDate: row.expectedStartDate as string,
      endDate: row.expectedEndDate as string,
    }));
  });
  if (roleValues.length) await tx.insert(opportunityRoles).values(roleValues);
  for (const row of rows) await syncPipelineDemand(scope, row.id);
  const checks = usable.flatMap((o, index) => {
    const row = byNumber.get(first + index);
    if (!row) return [];
    return pipelineOf(o)
      .stages.slice(0, o.stage + 1)
      .flatMap((stage, position) =>
        stage.tasks
          .filter((task) =>
            position < o.stage
              ? true
              : o.tasksDone === 'all' || (o.tasksDone === 'mandatory' && task.is_mandatory),
          )
          .map((task) => ({
            organizationId: org.id,
            opportunityId: row.id,
            taskId: task.id,
            doneBy: row.ownerId,
          })),
      );
  });
  if (checks.length) await tx.insert(opportunityTaskChecks).values(checks);
  const events = usable.flatMap((o, index) => {
    const row = byNumber.get(first + index);
    if (!row) return [];
    const passed = pipelineOf(o).stages.slice(0, o.stage + 1);
    return [
      { action: 'create', fromStage: null, toStage: passed[0]?.name ?? null, comment: null },
      ...passed.slice(1).map((stage, i) => ({
        action: 'complete-stage',
        fromStage: passed[i]?.name ?? null,
        toStage: stage.name,
        comment: null,
      })),
      ...(o.status && o.status !== 'open'
        ? [
            {
              action: o.status,
              fromStage: passed.at(-1)?.name ?? null,
              toStage: null,
              comment: o.reason ?? null,
            },
          ]
        : []),
    ].map((event) => ({
      ...event,
      organizationId: org.id,
      opportunityId: row.id,
      byUserId: row.ownerId,
      ...(event.action === 'won' && o.wonDaysAgo !== undefined
        ? { createdAt: new Date(`${plusDays(today, -o.wonDaysAgo)}T06:00:00Z`) }
        : {}),
    }));
  });
  if (events.length) await tx.insert(opportunityEvents).values(events);
  const followUps = usable.flatMap((o, index) => {
    const row = byNumber.get(first + index);
    if (!row || !o.followUp) return [];
    return [
      {
        organizationId: org.id,
        dueDate: plusDays(today, o.followUp.inDays),
        ownerId: row.ownerId,
        notes: o.followUp.notes,
        opportunityId: row.id,
        clientId: row.clientId,
        createdBy: row.ownerId,
      },
    ];
  });
  if (followUps.length) await tx.insert(salesFollowUps).values(followUps);
  const documents = usable.flatMap((o, index) => {
    const row = byNumber.get(first + index);
    return row && o.document ? [{ row, document: o.document }] : [];
  });
  for (const { row, document } of documents) {
    const stored = await storeDemoDocument(files, org.id, { title: document.title, line: row.name });
    await tx.insert(opportunityDocuments).values({
      organizationId: org.id,
      opportunityId: row.id,
      title: document.title,
      fileName: document.fileName,
      createdBy: row.ownerId,
      ...stored,
    });
  }
}
