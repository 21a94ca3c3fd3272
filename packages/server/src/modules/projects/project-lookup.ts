import { formatReferenceCode } from '@atrium/contracts';
import { and, desc, eq, inArray, or } from 'drizzle-orm';
import type { Queryable, Tx } from '../../platform/db/client';
import { inIds } from '../../platform/db/value-set';
import { nameKey } from '../../platform/imports/row-values';
import { projectAllocations, projects } from './projects.tables';

export type ProjectRow = typeof projects.$inferSelect;
export type AllocationRow = typeof projectAllocations.$inferSelect;

export const projectCode = (project: { number: number }) => formatReferenceCode('project', project.number);

/**
 * The organisation's projects, found as people write them in a file: by code (`PR-0012`, `pr-12`) or by name
 * (case and repeated spaces do not matter).
 */
export async function projectFinder(tx: Tx, organizationId: number) {
  const rows = await tx.select().from(projects).where(eq(projects.organizationId, organizationId));
  const byNumber = new Map(rows.map((project) => [project.number, project]));
  const byName = new Map(rows.map((project) => [nameKey(project.name), project]));
  return (reference: string): ProjectRow | undefined => {
    const code = /^PR-0*(\d+)$/i.exec(reference.trim());
    return (code && byNumber.get(Number(code[1]))) || byName.get(nameKey(reference));
  };
}

/** The allocations of the given employees and contractors, on every project. */
export async function allocationsOf(
  tx: Tx,
  organizationId: number,
  people: { employeeIds: number[]; contractorIds?: number[] },
): Promise<AllocationRow[]> {
  const contractorIds = people.contractorIds ?? [];
  if (!people.employeeIds.length && !contractorIds.length) return [];
  return tx
    .select()
    .from(projectAllocations)
    .where(
      and(
        eq(projectAllocations.organizationId, organizationId),
        or(
          inIds(projectAllocations.employeeId, people.employeeIds),
          inIds(projectAllocations.contractorId, contractorIds),
        ),
      ),
    );
}

/** Whether two date ranges share a day. */
export const overlaps = (
  a: { startDate: string; endDate: string },
  b: { startDate: string; endDate: string },
) => a.startDate <= b.endDate && b.startDate <= a.endDate;

/**
 * A client's projects, newest first: every one, or (`onlyIds` given) only those among them, as the sales drill down
 * shows a sales executive the projects their own opportunities became.
 */
export async function findClientProjects(
  tx: Queryable,
  organizationId: number,
  clientId: number,
  onlyIds: number[] | null,
) {
  if (onlyIds !== null && onlyIds.length === 0) return [];
  const rows = await tx
    .select({ id: projects.id, number: projects.number, name: projects.name, status: projects.status })
    .from(projects)
    .where(
      and(
        eq(projects.organizationId, organizationId),
        eq(projects.clientId, clientId),
        onlyIds === null ? undefined : inArray(projects.id, onlyIds),
      ),
    )
    .orderBy(desc(projects.number))
    .limit(100);
  return rows.map((row) => ({ id: row.id, code: projectCode(row), name: row.name, status: row.status }));
}
