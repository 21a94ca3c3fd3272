import {
  canMoveProject,
  type ProjectCreate,
  type ProjectStatus,
  type ProjectUpdate,
  projectDateProblems,
} from '@atrium/contracts';
import { and, eq, ne, sql } from 'drizzle-orm';
import type { Tx } from '../../platform/db/client';
import { nextNumber } from '../../platform/db/next-number';
import { inIds } from '../../platform/db/value-set';
import { AppError, invalid } from '../../platform/http/app-error';
import type { Scope } from '../../platform/scope';
import { users } from '../accounts';
import { clients } from '../clients';
import { businessUnits } from '../org-setup';
import { activationProblems, extendsDraft } from './engine/activation';
import { markFiguresChanged } from './margins/project-figures.service';
import { notifyActivated } from './project-events';
import { lockOpenProject } from './project-locks';
import { projectMilestones, projects } from './projects.tables';

type ProjectRow = typeof projects.$inferSelect;

const PEOPLE_FIELDS = [
  'project_owner_id',
  'delivery_lead_id',
  'sales_executive_id',
  'assigned_sales_executive_id',
] as const;

/** Refuses, as field errors, people who are not active users of the organisation and unknown clients or units. */
async function assertReferences(tx: Tx, organizationId: number, input: ProjectUpdate) {
  const codes: Record<string, string[]> = {};
  const userIds = PEOPLE_FIELDS.flatMap((field) => (input[field] ? [input[field]] : []));
  if (userIds.length) {
    const found = await tx
      .select({ id: users.id })
      .from(users)
      .where(
        and(eq(users.organizationId, organizationId), inIds(users.id, userIds), eq(users.isActive, true)),
      );
    const active = new Set(found.map((row) => row.id));
    for (const field of PEOPLE_FIELDS) {
      const id = input[field];
      if (id && !active.has(id)) codes[field] = ['invalid'];
    }
  }
  const exists = async (table: typeof clients | typeof businessUnits, id: number) =>
    (
      await tx
        .select({ id: table.id })
        .from(table)
        .where(and(eq(table.organizationId, organizationId), eq(table.id, id)))
    ).length > 0;
  if (input.client_id && !(await exists(clients, input.client_id))) codes.client_id = ['invalid'];
  if (input.business_unit_id && !(await exists(businessUnits, input.business_unit_id)))
    codes.business_unit_id = ['invalid'];
  if (Object.keys(codes).length) throw invalid(codes);
}

async function assertNameFree(tx: Tx, organizationId: number, name: string, exceptId?: number) {
  const [other] = await tx
    .select({ id: projects.id })
    .from(projects)
    .where(
      and(
        eq(projects.organizationId, organizationId),
        sql`lower(${projects.name}) = lower(${name})`,
        exceptId ? ne(projects.id, exceptId) : undefined,
      ),
    )
    .limit(1);
  if (other) throw new AppError('project_name_taken', { codes: { name: ['project_name_taken'] } });
}

/** The columns an input sets; fields it leaves out keep their values. */
const columnsOf = (input: ProjectUpdate) =>
  Object.fromEntries(
    Object.entries({
      name: input.name,
      clientId: input.client_id,
      projectOwnerId: input.project_owner_id,
      deliveryLeadId: input.delivery_lead_id,
      salesExecutiveId: input.sales_executive_id,
      assignedSalesExecutiveId: input.assigned_sales_executive_id,
      billingType: input.billing_type,
      currency: input.currency,
      startDate: input.start_date,
      endDate: input.end_date,
      billingStartDate: input.billing_start_date,
      billingEndDate: input.billing_end_date,
      businessUnitId: input.business_unit_id,
      description: input.description === '' ? null : input.description,
    }).filter(([, value]) => value !== undefined),
  );

/** A new project, as a draft with the next `PR-` code. */
export async function createProject(scope: Scope, input: ProjectCreate) {
  const { tx, org } = scope;
  await assertReferences(tx, org.id, input);
  await assertNameFree(tx, org.id, input.name);
  const number = await nextNumber(tx, projects, org.id);
  const [project] = await tx
    .insert(projects)
    .values({
      ...columnsOf(input),
      organizationId: org.id,
      number,
      name: input.name,
      billingType: input.billing_type,
      status: 'draft',
      createdByUserId: scope.by.actorUserId,
    })
    .returning();
  if (!project) throw new Error('project insert returned nothing');
  await scope.audit({
    action: 'project.create',
    entityType: 'project',
    entityId: project.id,
    after: project,
  });
  return project;
}

async function lockProject(tx: Tx, organizationId: number, id: number): Promise<ProjectRow> {
  const [project] = await tx
    .select()
    .from(projects)
    .where(and(eq(projects.organizationId, organizationId), eq(projects.id, id)))
    .for('update');
  if (!project) throw new AppError('not_found');
  return project;
}

/**
 * Changes a project's fields; the dates, merged with those it keeps, must stay in order. A closed project is
 * settled and keeps its fields.
 */
export async function updateProject(scope: Scope, id: number, input: ProjectUpdate) {
  const { tx, org } = scope;
  const before = await lockOpenProject(tx, org.id, id);
  const merged = {
    start_date: input.start_date === undefined ? before.startDate : input.start_date,
    end_date: input.end_date === undefined ? before.endDate : input.end_date,
    billing_start_date:
      input.billing_start_date === undefined ? before.billingStartDate : input.billing_start_date,
    billing_end_date: input.billing_end_date === undefined ? before.billingEndDate : input.billing_end_date,
  };
  const problems = projectDateProblems(merged);
  if (problems.length) {
    throw new AppError(problems[0]?.code as string, {
      codes: Object.fromEntries(problems.map((problem) => [problem.field, [problem.code]])),
    });
  }
  if (extendsDraft(before.status, before.endDate, input.end_date)) {
    throw new AppError('draft_project_cannot_be_extended', {
      codes: { end_date: ['draft_project_cannot_be_extended'] },
    });
  }
  await assertReferences(tx, org.id, input);
  if (input.name) await assertNameFree(tx, org.id, input.name, id);
  const changes = columnsOf(input);
  if (!Object.keys(changes).length) return before;
  const [after] = await tx
    .update(projects)
    .set({ ...changes, updatedAt: sql`now()` })
    .where(and(eq(projects.organizationId, org.id), eq(projects.id, id)))
    .returning();
  await scope.audit({ action: 'project.update', entityType: 'project', entityId: id, before, after });
  // Its currency picks the rates, its billing type whether time is billed.
  await markFiguresChanged(scope, [id]);
  return after ?? before;
}

/** Moves a project along its statuses; activating checks everything a running project needs (spec 5). */
export async function changeProjectStatus(scope: Scope, id: number, status: ProjectStatus) {
  const { tx, org } = scope;
  const before = await lockProject(tx, org.id, id);
  if (before.status === status) return before;
  if (!canMoveProject(before.status as ProjectStatus, status))
    throw new AppError('project_status_change_not_allowed');
  if (status === 'active') {
    const milestones = await tx
      .select({ actualAmount: projectMilestones.actualAmount })
      .from(projectMilestones)
      .where(and(eq(projectMilestones.organizationId, org.id), eq(projectMilestones.projectId, id)));
    const problems = activationProblems({
      billingType: before.billingType as ProjectCreate['billing_type'],
      projectOwnerId: before.projectOwnerId,
      deliveryLeadId: before.deliveryLeadId,
      clientId: before.clientId,
      startDate: before.startDate,
      endDate: before.endDate,
      milestoneActualAmounts: milestones.map((milestone) => milestone.actualAmount),
    });
    if (problems.length) throw new AppError(problems[0] as string, { codes: { status: problems } });
  }
  const [after] = await tx
    .update(projects)
    .set({ status, updatedAt: sql`now()` })
    .where(and(eq(projects.organizationId, org.id), eq(projects.id, id)))
    .returning();
  await scope.audit({ action: 'project.status', entityType: 'project', entityId: id, before, after });
  // The margin tables list a project past its draft by its kept sums, which carry its status.
  await markFiguresChanged(scope, [id]);
  if (after && status === 'active' && before.status === 'draft') await notifyActivated(scope, after);
  return after ?? before;
}
