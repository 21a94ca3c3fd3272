import {
  type ChangeRequestCreate,
  type ChangeRequestUpdate,
  FIXED_BID_ERRORS,
  type FixedBidErrorCode,
  isCalculating,
} from '@atrium/contracts';
import { and, eq, sql } from 'drizzle-orm';
import type { Db, Queryable } from '../../../platform/db/client';
import { queryRows } from '../../../platform/db/query-rows';
import { withOrg } from '../../../platform/db/tenant';
import { AppError } from '../../../platform/http/app-error';
import type { JobDefinition } from '../../../platform/jobs/job-queue';
import type { Scope } from '../../../platform/scope';
import { lockOpenProject } from '../project-locks';
import type { ProjectTime } from '../project-time';
import { calculateFixedBid, findSnapshot, fixedBidFingerprint } from './fixed-bid.queries';
import { fixedBidSnapshots, projectChangeRequests } from './fixed-bid.tables';

const refuse = (code: FixedBidErrorCode, field?: string) =>
  new AppError(code, {
    status: FIXED_BID_ERRORS[code].status,
    ...(field ? { codes: { [field]: [code] } } : {}),
  });

const assertFixedBid = (project: { billingType: string }) => {
  if (project.billingType !== 'fixed-bid') throw refuse('not_fixed_bid');
};

const outsideWindow = (project: { startDate: string | null; endDate: string | null }, date: string) =>
  Boolean((project.startDate && date < project.startDate) || (project.endDate && date > project.endDate));

const ownRequest = (organizationId: number, projectId: number, id: number) =>
  and(
    eq(projectChangeRequests.organizationId, organizationId),
    eq(projectChangeRequests.projectId, projectId),
    eq(projectChangeRequests.id, id),
  );

/** A change request of an open fixed-bid project, dated within its window; audited as created. */
export async function createChangeRequest(scope: Scope, projectId: number, input: ChangeRequestCreate) {
  const project = await lockOpenProject(scope.tx, scope.org.id, projectId);
  assertFixedBid(project);
  if (outsideWindow(project, input.request_date))
    throw refuse('change_request_outside_project', 'request_date');
  const [row] = await scope.tx
    .insert(projectChangeRequests)
    .values({
      organizationId: scope.org.id,
      projectId,
      title: input.title,
      amount: input.amount,
      requestDate: input.request_date,
      status: input.status ?? 'proposed',
      createdByUserId: scope.by.actorUserId,
    })
    .returning();
  if (!row) throw new Error('change request insert returned nothing');
  await scope.audit({
    action: 'project_change_request.create',
    entityType: 'project_change_request',
    entityId: row.id,
    after: row,
  });
  return row;
}

async function lockRequest(scope: Scope, projectId: number, id: number) {
  await lockOpenProject(scope.tx, scope.org.id, projectId);
  const [before] = await scope.tx
    .select()
    .from(projectChangeRequests)
    .where(ownRequest(scope.org.id, projectId, id))
    .for('update');
  if (!before) throw new AppError('not_found');
  return before;
}

/** Approves, rejects or re-proposes a change request; audited with what it was. */
export async function updateChangeRequest(
  scope: Scope,
  projectId: number,
  id: number,
  input: ChangeRequestUpdate,
) {
  const before = await lockRequest(scope, projectId, id);
  const [after] = await scope.tx
    .update(projectChangeRequests)
    .set({ status: input.status, updatedAt: sql`now()` })
    .where(ownRequest(scope.org.id, projectId, id))
    .returning();
  await scope.audit({
    action: 'project_change_request.update',
    entityType: 'project_change_request',
    entityId: id,
    before,
    after,
  });
}

export async function deleteChangeRequest(scope: Scope, projectId: number, id: number) {
  const before = await lockRequest(scope, projectId, id);
  await scope.tx.delete(projectChangeRequests).where(ownRequest(scope.org.id, projectId, id));
  await scope.audit({
    action: 'project_change_request.delete',
    entityType: 'project_change_request',
    entityId: id,
    before,
  });
}

export const FIXED_BID_RECALCULATE_JOB = 'projects.fixed-bid-recalculate';

export interface FixedBidJob {
  organizationId: number;
  projectId: number;
  /** The organisation's date when it was asked for: the figures are as of it. */
  today: string;
}

const setState = (tx: Queryable, job: FixedBidJob, state: 'running' | 'failed') =>
  tx.execute(
    sql`update fixed_bid_snapshots set state = ${state}, updated_at = now()
        where organization_id = ${job.organizationId} and project_id = ${job.projectId}`,
  );

/**
 * Queues a recalculation of a fixed-bid project's figures, keeping its last ones meanwhile; one already queued
 * or running is not queued twice.
 */
export async function queueFixedBidRecalculation(
  scope: Scope,
  project: { id: number; organizationId: number; billingType: string },
) {
  const { tx } = scope;
  assertFixedBid(project);
  const snapshot = await findSnapshot(tx, project.organizationId, project.id);
  if (snapshot && isCalculating(snapshot.state)) return;
  await tx
    .insert(fixedBidSnapshots)
    .values({
      organizationId: project.organizationId,
      projectId: project.id,
      state: 'queued',
      requestedAt: sql`now()`,
    })
    .onConflictDoUpdate({
      target: [fixedBidSnapshots.organizationId, fixedBidSnapshots.projectId],
      set: { state: 'queued', requestedAt: sql`now()`, updatedAt: sql`now()` },
    });
  await scope.jobs.enqueue<FixedBidJob>(tx, FIXED_BID_RECALCULATE_JOB, {
    organizationId: project.organizationId,
    projectId: project.id,
    today: scope.clock.today(),
  });
}

/** Calculates a project's figures and keeps them with what they were calculated from. */
export async function storeFixedBidFigures(
  tx: Queryable,
  time: ProjectTime,
  organizationId: number,
  projectId: number,
  today: string,
) {
  const fingerprint = await fixedBidFingerprint(tx, time, organizationId, projectId);
  const figures = await calculateFixedBid(tx, time, organizationId, projectId, today);
  await tx.execute(
    sql`insert into fixed_bid_snapshots (organization_id, project_id, state, figures, fingerprint, requested_at,
          calculated_at)
        values (${organizationId}, ${projectId}, 'done', ${JSON.stringify(figures)}::jsonb, ${fingerprint}, now(),
          now())
        on conflict (organization_id, project_id) do update set state = 'done', figures = excluded.figures,
          fingerprint = excluded.fingerprint, calculated_at = now(), updated_at = now()`,
  );
  return figures;
}

/** Works a queued recalculation: shown running, then its figures stored (in their own transaction). */
export function fixedBidRecalculateJob(
  ctx: { database: { db: Db } },
  time: ProjectTime,
): JobDefinition<FixedBidJob> {
  return {
    name: FIXED_BID_RECALCULATE_JOB,
    expireInSeconds: 600,
    async run(job) {
      await withOrg(ctx.database.db, job.organizationId, (tx) => setState(tx, job, 'running'));
      await withOrg(ctx.database.db, job.organizationId, (tx) =>
        storeFixedBidFigures(tx, time, job.organizationId, job.projectId, job.today),
      );
    },
    async onGaveUp(job) {
      await withOrg(ctx.database.db, job.organizationId, (tx) => setState(tx, job, 'failed'));
    },
  };
}

/** The demo's fixed-bid projects, calculated once their time is in. */
export async function calculateDemoFixedBids(
  tx: Queryable,
  time: ProjectTime,
  organizationId: number,
  today: string,
) {
  const rows = await queryRows<{ id: number }>(
    tx,
    sql`select id from projects where organization_id = ${organizationId} and billing_type = 'fixed-bid'
          and status <> 'draft'`,
  );
  for (const { id } of rows) await storeFixedBidFigures(tx, time, organizationId, id, today);
}
