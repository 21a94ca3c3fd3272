import { and, eq } from 'drizzle-orm';
import type { Tx } from '../../platform/db/client';
import { AppError } from '../../platform/http/app-error';
import type { projectExpenses, projectReceipts } from './expenses/expense.tables';
import type { projectCosts, projectRevenues } from './ledger/financial-record.tables';
import {
  type projectAllocations,
  type projectMilestones,
  projects,
  type resourceGroups,
} from './projects.tables';

/**
 * Locks the project against concurrent changes to its team and milestones, and answers it.
 * A closed project is settled: nothing of it changes any more.
 */
export async function lockOpenProject(tx: Tx, organizationId: number, projectId: number) {
  const [project] = await tx
    .select()
    .from(projects)
    .where(and(eq(projects.organizationId, organizationId), eq(projects.id, projectId)))
    .for('update');
  if (!project) throw new AppError('not_found');
  if (project.status === 'closed') throw new AppError('project_closed');
  return project;
}

type ProjectPart =
  | typeof resourceGroups
  | typeof projectAllocations
  | typeof projectMilestones
  | typeof projectExpenses
  | typeof projectReceipts
  | typeof projectRevenues
  | typeof projectCosts;

/** Locks one group, allocation, milestone, expense, receipt, revenue or cost entry of the project; one of another project is not found. */
export async function lockProjectPart<T extends ProjectPart>(
  tx: Tx,
  table: T,
  organizationId: number,
  projectId: number,
  id: number,
): Promise<T['$inferSelect']> {
  const part = table as ProjectPart;
  const [row] = await tx
    .select()
    .from(part)
    .where(and(eq(part.organizationId, organizationId), eq(part.projectId, projectId), eq(part.id, id)))
    .for('update');
  if (!row) throw new AppError('not_found');
  return row as T['$inferSelect'];
}
