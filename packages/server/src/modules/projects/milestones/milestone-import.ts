import { and, eq, inArray } from 'drizzle-orm';
import { uploadAudits } from '../../../platform/audit/record-audit';
import { type ImportRow, rowParser } from '../../../platform/imports/column-reader';
import type { FieldErrors, ImportHandler } from '../../../platform/imports/import-handler';
import { addRowError, nameKey, plannedRows } from '../../../platform/imports/row-values';
import { scopeOn } from '../../../platform/scope';
import { markFiguresChanged } from '../margins/project-figures.service';
import { type ProjectRow, projectCode, projectFinder } from '../project-lookup';
import { projectMilestones } from '../projects.tables';

type MilestoneRow = typeof projectMilestones.$inferSelect;

type MilestoneFileRow = ImportRow<'fixed_bid_milestones'>;

const milestoneKey = (projectId: number, name: string) => `${projectId}:${nameKey(name)}`;

/**
 * The milestones of fixed-bid projects, by project and milestone name: a milestone of the project with the name is
 * updated (unless completed), others are added. Planned and actual dates fall within the project's dates (spec 5);
 * a closed project's milestones are settled.
 */
export const fixedBidMilestoneImport: ImportHandler<MilestoneFileRow> = {
  kind: 'fixed_bid_milestones',
  parseRow: rowParser('fixed_bid_milestones'),
  keyOf: (row) => `${nameKey(row.project)} · ${nameKey(row.name)}`,
  async prepare(scope, rows) {
    const { tx } = scope;
    const organizationId = scope.org.id;
    const findProject = await projectFinder(tx, organizationId);
    const projectIds = [
      ...new Set(
        rows.map(({ row }) => findProject(row.project)?.id).filter((id): id is number => id !== undefined),
      ),
    ];
    const onRecord = projectIds.length
      ? await tx
          .select()
          .from(projectMilestones)
          .where(
            and(
              eq(projectMilestones.organizationId, organizationId),
              inArray(projectMilestones.projectId, projectIds),
            ),
          )
      : [];
    const byKey = new Map(
      onRecord.map((milestone) => [milestoneKey(milestone.projectId, milestone.name), milestone]),
    );

    const rowErrors = new Map<number, FieldErrors>();
    const planned = new Map<number, { project: ProjectRow; current: MilestoneRow | undefined }>();
    for (const { rowNumber, row } of rows) {
      const project = findProject(row.project);
      if (!project) {
        addRowError(rowErrors, rowNumber, 'project', `There is no project "${row.project}".`);
        continue;
      }
      const code = projectCode(project);
      if (project.billingType !== 'fixed-bid')
        addRowError(rowErrors, rowNumber, 'project', `${code} is not a fixed-bid project.`);
      if (project.status === 'closed')
        addRowError(rowErrors, rowNumber, 'project', `${code} is closed; its milestones are settled.`);
      const outside = (date: string | null) =>
        date !== null &&
        ((project.startDate !== null && date < project.startDate) ||
          (project.endDate !== null && date > project.endDate));
      for (const [field, date] of [
        ['planned_date', row.planned_date],
        ['actual_date', row.actual_date],
      ] as const)
        if (outside(date))
          addRowError(
            rowErrors,
            rowNumber,
            field,
            `Milestone dates must fall within ${code}'s dates, ${project.startDate} to ${project.endDate}.`,
          );
      const current = byKey.get(milestoneKey(project.id, row.name));
      if (current?.status === 'completed')
        addRowError(rowErrors, rowNumber, 'name', `${row.name} of ${code} is completed and cannot change.`);
      if (!rowErrors.has(rowNumber)) planned.set(rowNumber, { project, current });
    }

    return {
      rowErrors,
      async write(writeTx, batch) {
        const due = plannedRows(batch, planned);
        const terms = (row: MilestoneFileRow) => ({
          plannedDate: row.planned_date,
          plannedAmount: row.planned_amount,
          actualDate: row.actual_date,
          actualAmount: row.actual_amount,
        });
        const changed: { before: MilestoneRow; after: MilestoneRow }[] = [];
        for (const { row, current } of due) {
          if (!current) continue;
          const [after] = await writeTx
            .update(projectMilestones)
            .set({ ...terms(row), updatedAt: new Date() })
            .where(
              and(eq(projectMilestones.organizationId, organizationId), eq(projectMilestones.id, current.id)),
            )
            .returning();
          if (after) changed.push({ before: current, after });
        }
        const fresh = due.filter((milestone) => !milestone.current);
        const added = fresh.length
          ? await writeTx
              .insert(projectMilestones)
              .values(
                fresh.map(({ row, project }) => ({
                  organizationId,
                  projectId: project.id,
                  name: row.name,
                  ...terms(row),
                })),
              )
              .returning()
          : [];
        const batchScope = scopeOn(scope, writeTx);
        await batchScope.audit(uploadAudits('milestone', added, changed));
        await markFiguresChanged(batchScope, [
          ...added.map((milestone) => milestone.projectId),
          ...changed.map(({ after }) => after.projectId),
        ]);
        return { added: added.length, updated: changed.length };
      },
    };
  },
};
