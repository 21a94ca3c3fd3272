import { formatReferenceCode } from '@atrium/contracts';
import { and, eq, or } from 'drizzle-orm';
import type { Tx } from '../../platform/db/client';
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
