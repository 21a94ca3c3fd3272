import type { AllocationStatus } from '@atrium/contracts';
import { and, eq } from 'drizzle-orm';
import { uploadAudits } from '../../../platform/audit/record-audit';
import { endNotBeforeStart, rowParser } from '../../../platform/imports/column-reader';
import type { FieldErrors, ImportHandler } from '../../../platform/imports/import-handler';
import { addRowError, nameKey, plannedRows } from '../../../platform/imports/row-values';
import { scopeOn } from '../../../platform/scope';
import { findContractorsByCode, findContractWindows } from '../../contractors';
import { findLastWorkingDays } from '../../exits';
import { codeKey, type EmployeeByCode, findEmployeesByCode } from '../../people';
import { type AllocationFacts, blockingDiscrepancies } from '../engine/discrepancies';
import { markFiguresChanged } from '../margins/project-figures.service';
import {
  type AllocationRow,
  allocationsOf,
  overlaps,
  type ProjectRow,
  projectCode,
  projectFinder,
} from '../project-lookup';
import { projectAllocations } from '../projects.tables';
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

/** Whom a row allocates: an employee (with their time with us) or a contractor (with their contracts). */
type Person =
  | { employeeId: number; contractorId: null; key: string; employee: EmployeeByCode }
  | {
      employeeId: null;
      contractorId: number;
      key: string;
      contracts: readonly { startDate: string; endDate: string }[];
    };

interface PlannedAllocation {
  project: ProjectRow;
  person: Person;
  /** The allocation with this project, person and start date, which the row updates. */
  current: AllocationRow | undefined;
  groupId: number | null;
}

const personKeyOf = (allocation: { employeeId: number | null; contractorId: number | null }) =>
  allocation.employeeId === null ? `c${allocation.contractorId}` : `e${allocation.employeeId}`;
const allocationKey = (projectId: number, person: string, startDate: string) =>
  `${projectId}:${person}:${startDate}`;

/**
 * Who works on which project when, by project, employee or contractor code and start date: a known allocation
 * (same project, person and start) is updated, others are added. An allocation stays within its project's dates,
 * an employee's time with the organisation or one of a contractor's contracts, and does not overlap another of
 * the same person on the same project. A row that names one of the project's resource groups fills it, and must
 * then pass the Team Manager's discrepancy rules (the same engine); a row with none stays ungrouped, listed as a
 * discrepancy until someone places it.
 */
export const projectAllocationImport: ImportHandler<AllocationFileRow> = {
  kind: 'project_allocations',
  parseRow: rowParser('project_allocations', {
    check: endNotBeforeStart('The allocation must not end before it starts.'),
    shape: (row) => ({
      project: row.project,
      code: row.code,
      startDate: row.start_date,
      endDate: row.end_date,
      percent: row.allocation_percent,
      status: row.status,
      group: row.resource_group,
    }),
  }),
  keyOf: (row) => `${nameKey(row.project)} · ${codeKey(row.code)} · ${row.startDate}`,
  async prepare(scope, rows) {
    const { tx } = scope;
    const organizationId = scope.org.id;
    const audit = scope.by;
    const codes = rows.map(({ row }) => row.code);
    const findProject = await projectFinder(tx, organizationId);
    const employees = await findEmployeesByCode(tx, organizationId, codes);
    const contractors = await findContractorsByCode(tx, organizationId, codes);
    const employeeIds = [...employees.values()].map((employee) => employee.id);
    const contractorIds = [...contractors.values()].map((contractor) => contractor.id);
    const lastWorkingDays = await findLastWorkingDays(tx, organizationId, employeeIds);
    const contractWindows = await findContractWindows(tx, organizationId, contractorIds);
    const onRecord = await allocationsOf(tx, organizationId, { employeeIds, contractorIds });
    const personOf = (code: string): Person | undefined => {
      const employee = employees.get(codeKey(code));
      if (employee) return { employeeId: employee.id, contractorId: null, key: `e${employee.id}`, employee };
      const contractor = contractors.get(codeKey(code));
      return contractor
        ? {
            employeeId: null,
            contractorId: contractor.id,
            key: `c${contractor.id}`,
            contracts: contractWindows.get(contractor.id) ?? [],
          }
        : undefined;
    };
    const byKey = new Map(onRecord.map((a) => [allocationKey(a.projectId, personKeyOf(a), a.startDate), a]));
    // The allocations on record, then each accepted row of the file in turn: a row may overlap neither.
    const held: { projectId: number; person: string; startDate: string; endDate: string; id?: number }[] =
      onRecord.map((a) => ({ ...a, person: personKeyOf(a) }));
    const teams = new Map<number, Awaited<ReturnType<typeof loadTeam>>>();
    const teamOf = async (projectId: number) => {
      if (!teams.has(projectId)) teams.set(projectId, await loadTeam(tx, organizationId, projectId));
      return teams.get(projectId);
    };

    const rowErrors = new Map<number, FieldErrors>();
    const planned = new Map<number, PlannedAllocation>();
    for (const { rowNumber, row } of rows) {
      const project = findProject(row.project);
      const person = personOf(row.code);
      if (!project) addRowError(rowErrors, rowNumber, 'project', `There is no project "${row.project}".`);
      if (!person)
        addRowError(
          rowErrors,
          rowNumber,
          'code',
          `There is no employee or contractor with code "${row.code}".`,
        );
      if (!project || !person) continue;
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
      const employee = person.employeeId === null ? null : person.employee;
      if (employee?.dateOfJoining && row.startDate < employee.dateOfJoining)
        addRowError(
          rowErrors,
          rowNumber,
          'start_date',
          `The allocation cannot start before the employee joined on ${employee.dateOfJoining}.`,
        );
      const lastWorkingDay = employee ? lastWorkingDays.get(employee.id) : undefined;
      if (lastWorkingDay && row.endDate > lastWorkingDay)
        addRowError(
          rowErrors,
          rowNumber,
          'end_date',
          `The allocation cannot end after the employee's last working day, ${lastWorkingDay}.`,
        );
      const contracts = person.employeeId === null ? person.contracts : null;
      if (contracts && !contracts.some((c) => c.startDate <= row.startDate && row.endDate <= c.endDate))
        addRowError(
          rowErrors,
          rowNumber,
          'start_date',
          "The allocation must fall within one of the contractor's contracts.",
        );
      const current = byKey.get(allocationKey(project.id, person.key, row.startDate));
      const dates = { startDate: row.startDate, endDate: row.endDate };
      if (
        held.some(
          (other) =>
            !(current && other.id === current.id) &&
            other.projectId === project.id &&
            other.person === person.key &&
            overlaps(other, dates),
        )
      )
        addRowError(
          rowErrors,
          rowNumber,
          'start_date',
          'This person is already allocated to this project on some of these dates.',
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
          person: person.key,
          groupId: group.id,
          startDate: row.startDate,
          endDate: row.endDate,
          percent: row.percent,
          status: row.status,
          dateOfJoining: employee?.dateOfJoining ?? null,
          lastWorkingDay: lastWorkingDay ?? null,
          contracts,
        };
        const others = team.facts.allocations.filter((allocation) => allocation.id !== current?.id);
        for (const found of blockingDiscrepancies(
          { ...team.facts, allocations: [...others, candidate] },
          { allocationId: candidate.id },
        ))
          addRowError(rowErrors, rowNumber, 'resource_group', found.message);
      }
      if (rowErrors.has(rowNumber)) continue;
      planned.set(rowNumber, { project, person, current, groupId: group?.id ?? null });
      if (!current) held.push({ ...dates, projectId: project.id, person: person.key });
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
                fresh.map(({ row, project, person, groupId }) => ({
                  organizationId,
                  projectId: project.id,
                  employeeId: person.employeeId,
                  contractorId: person.contractorId,
                  startDate: row.startDate,
                  createdByUserId: audit.actorUserId,
                  ...terms(row, groupId),
                })),
              )
              .returning()
          : [];
        const batchScope = scopeOn(scope, writeTx);
        await batchScope.audit(uploadAudits('project_allocation', inserted, changed));
        await markFiguresChanged(batchScope, [
          ...inserted.map((allocation) => allocation.projectId),
          ...changed.map(({ after }) => after.projectId),
        ]);
        return { added: inserted.length, updated: changed.length };
      },
    };
  },
};
