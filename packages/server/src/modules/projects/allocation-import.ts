import { ALLOCATION_STATUSES, type AllocationStatus, TEXT_LIMITS } from '@atrium/contracts';
import { and, eq } from 'drizzle-orm';
import { recordAudits, uploadAudits } from '../../platform/audit/record-audit';
import type { FieldErrors, ImportHandler } from '../../platform/imports/import-handler';
import { addRowError, nameKey, plannedRows, rowReader } from '../../platform/imports/row-values';
import { findLastWorkingDays } from '../exits';
import { codeKey, type EmployeeByCode, findEmployeesByCode } from '../people';
import { type AllocationFacts, blockingDiscrepancies } from './engine/discrepancies';
import {
  type AllocationRow,
  allocationsOf,
  overlaps,
  type ProjectRow,
  projectCode,
  projectFinder,
} from './project-lookup';
import { projectAllocations } from './projects.tables';
import { loadTeam } from './team.queries';

interface AllocationFileRow {
  project: string;
  code: string;
  startDate: string;
  endDate: string;
  percent: number;
  status: AllocationStatus;
  /** The resource group it fills, by name; none leaves it ungrouped (a discrepancy until placed). */
  group: string | null;
}

interface PlannedAllocation {
  project: ProjectRow;
  employee: EmployeeByCode;
  /** The allocation with this project, employee and start date, which the row updates. */
  current: AllocationRow | undefined;
  groupId: number | null;
}

const allocationKey = (projectId: number, employeeId: number, startDate: string) =>
  `${projectId}:${employeeId}:${startDate}`;

/**
 * Who works on which project when, by project, employee code and start date: a known allocation (same project,
 * employee and start) is updated, others are added. An allocation stays within its project's dates and the
 * employee's time with the organisation, and does not overlap another of the same person on the same project. A
 * row that names one of the project's resource groups fills it, and must then pass the Team Manager's discrepancy
 * rules (the same engine); a row with none stays ungrouped, listed as a discrepancy until someone places it.
 */
export const projectAllocationImport: ImportHandler<AllocationFileRow> = {
  kind: 'project_allocations',
  parseRow(values) {
    const read = rowReader(values);
    const project = read.text('project', { required: true, max: TEXT_LIMITS.short });
    const code = read.text('code', { required: true, max: TEXT_LIMITS.short });
    const startDate = read.date('start_date', { required: true });
    const endDate = read.date('end_date', { required: true });
    const percent = read.number('allocation_percent', { min: 0, max: 100 }) ?? 100;
    if (!Number.isInteger(Math.round(percent * 1e6) / 1e4))
      read.fail('allocation_percent', 'Use at most 2 decimals.');
    const status = read.oneOf('status', ALLOCATION_STATUSES, 'assigned');
    const group = read.text('resource_group', { max: TEXT_LIMITS.short });
    if (startDate && endDate && endDate < startDate)
      read.fail('end_date', 'The allocation must not end before it starts.');
    const errors = read.errors();
    return errors || !project || !code || !startDate || !endDate || !status
      ? { errors: errors ?? {} }
      : { row: { project, code, startDate, endDate, percent, status, group } };
  },
  keyOf: (row) => `${nameKey(row.project)} · ${codeKey(row.code)} · ${row.startDate}`,
  async prepare(scope, rows) {
    const { tx } = scope;
    const organizationId = scope.org.id;
    const audit = scope.by;
    const findProject = await projectFinder(tx, organizationId);
    const known = await findEmployeesByCode(
      tx,
      organizationId,
      rows.map(({ row }) => row.code),
    );
    const lastWorkingDays = await findLastWorkingDays(
      tx,
      organizationId,
      [...known.values()].map((employee) => employee.id),
    );
    const onRecord = await allocationsOf(
      tx,
      organizationId,
      [...known.values()].map((employee) => employee.id),
    );
    const byKey = new Map(onRecord.map((a) => [allocationKey(a.projectId, a.employeeId, a.startDate), a]));
    // The allocations on record, then each accepted row of the file in turn: a row may overlap neither.
    const held = [...onRecord];
    const teams = new Map<number, Awaited<ReturnType<typeof loadTeam>>>();
    const teamOf = async (projectId: number) => {
      if (!teams.has(projectId)) teams.set(projectId, await loadTeam(tx, organizationId, projectId));
      return teams.get(projectId);
    };

    const rowErrors = new Map<number, FieldErrors>();
    const planned = new Map<number, PlannedAllocation>();
    for (const { rowNumber, row } of rows) {
      const project = findProject(row.project);
      const employee = known.get(codeKey(row.code));
      if (!project) addRowError(rowErrors, rowNumber, 'project', `There is no project "${row.project}".`);
      if (!employee)
        addRowError(rowErrors, rowNumber, 'code', `There is no employee with code "${row.code}".`);
      if (!project || !employee) continue;
      if (!project.startDate || !project.endDate)
        addRowError(
          rowErrors,
          rowNumber,
          'project',
          `${projectCode(project)} has no start and end dates yet.`,
        );
      else if (row.startDate < project.startDate || row.endDate > project.endDate)
        addRowError(
          rowErrors,
          rowNumber,
          'start_date',
          `The allocation must fall within ${projectCode(project)}'s dates, ${project.startDate} to ${project.endDate}.`,
        );
      if (employee.dateOfJoining && row.startDate < employee.dateOfJoining)
        addRowError(
          rowErrors,
          rowNumber,
          'start_date',
          `The allocation cannot start before the employee joined on ${employee.dateOfJoining}.`,
        );
      const lastWorkingDay = lastWorkingDays.get(employee.id);
      if (lastWorkingDay && row.endDate > lastWorkingDay)
        addRowError(
          rowErrors,
          rowNumber,
          'end_date',
          `The allocation cannot end after the employee's last working day, ${lastWorkingDay}.`,
        );
      const current = byKey.get(allocationKey(project.id, employee.id, row.startDate));
      const dates = { startDate: row.startDate, endDate: row.endDate };
      if (
        held.some(
          (other) =>
            other !== current &&
            other.projectId === project.id &&
            other.employeeId === employee.id &&
            overlaps(other, dates),
        )
      )
        addRowError(
          rowErrors,
          rowNumber,
          'start_date',
          'The employee is already allocated to this project on some of these dates.',
        );
      const team = await teamOf(project.id);
      const group = row.group
        ? team?.view.groups.find((candidate) => nameKey(candidate.name) === nameKey(row.group as string))
        : undefined;
      if (row.group && !group)
        addRowError(
          rowErrors,
          rowNumber,
          'resource_group',
          `${projectCode(project)} has no resource group "${row.group}".`,
        );
      if (group && team && !rowErrors.has(rowNumber)) {
        // Placed in a group, the allocation is held to the Team Manager's rules, beside the team as it stands.
        const candidate: AllocationFacts = {
          id: -rowNumber,
          person: `e${employee.id}`,
          groupId: group.id,
          startDate: row.startDate,
          endDate: row.endDate,
          percent: row.percent,
          status: row.status,
          dateOfJoining: employee.dateOfJoining,
          lastWorkingDay: lastWorkingDay ?? null,
          contracts: null,
        };
        const others = team.facts.allocations.filter((allocation) => allocation.id !== current?.id);
        for (const found of blockingDiscrepancies(
          { ...team.facts, allocations: [...others, candidate] },
          { allocationId: candidate.id },
        ))
          addRowError(rowErrors, rowNumber, 'resource_group', found.message);
      }
      if (rowErrors.has(rowNumber)) continue;
      planned.set(rowNumber, { project, employee, current, groupId: group?.id ?? null });
      if (!current)
        held.push({ ...dates, projectId: project.id, employeeId: employee.id } as (typeof held)[number]);
    }

    return {
      rowErrors,
      async write(writeTx, batch) {
        const due = plannedRows(batch, planned);
        const terms = (row: AllocationFileRow, groupId: number | null) => ({
          endDate: row.endDate,
          allocationPercent: row.percent,
          status: row.status,
          ...(groupId === null ? {} : { resourceGroupId: groupId }),
        });
        const changed: { before: AllocationRow; after: AllocationRow }[] = [];
        for (const { row, current, groupId } of due) {
          if (!current) continue;
          const [after] = await writeTx
            .update(projectAllocations)
            .set({ ...terms(row, groupId), updatedAt: new Date() })
            .where(
              and(
                eq(projectAllocations.organizationId, organizationId),
                eq(projectAllocations.id, current.id),
              ),
            )
            .returning();
          if (after) changed.push({ before: current, after });
        }
        const fresh = due.filter((allocation) => !allocation.current);
        const inserted = fresh.length
          ? await writeTx
              .insert(projectAllocations)
              .values(
                fresh.map(({ row, project, employee, groupId }) => ({
                  organizationId,
                  projectId: project.id,
                  employeeId: employee.id,
                  startDate: row.startDate,
                  createdByUserId: audit.actorUserId,
                  ...terms(row, groupId),
                })),
              )
              .returning()
          : [];
        await recordAudits(
          writeTx,
          uploadAudits(
            { organizationId, actorUserId: audit.actorUserId },
            'project_allocation',
            inserted,
            changed,
          ),
        );
        return { added: inserted.length, updated: changed.length };
      },
    };
  },
};
