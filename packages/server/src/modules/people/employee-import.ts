import { CODE_MESSAGES } from '@atrium/contracts';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Tx } from '../../platform/db/client';
import { inTextSet } from '../../platform/db/value-set';
import { type ImportRow, rowParser } from '../../platform/imports/column-reader';
import type { FieldErrors, ImportHandler } from '../../platform/imports/import-handler';
import { nameKey } from '../../platform/imports/row-values';
import { scopeOn } from '../../platform/scope';
import {
  createUsersInBulk,
  findUsersByEmails,
  memberRoom,
  renameUsers,
  setTimesheetApprovers,
} from '../accounts';
import { departments, designations, grades, subDepartments } from '../org-setup';
import { employeeWorkPeriods } from './employee-record.tables';
import { changeEmployeeWork } from './employee-work.service';
import { employees } from './people.tables';

export interface EmployeeMasterRow {
  code: string;
  firstName: string;
  lastName: string;
  email: string;
  employmentType: EmploymentType;
  designation: string | null;
  department: string | null;
  subDepartment: string | null;
  grade: string | null;
  managerCode: string | null;
  dateOfJoining: string | null;
  totalExperience: number | null;
  /** Null: as it is (a new employee is not one). */
  isTimesheetApprover: boolean | null;
}

export type EmploymentType = ImportRow<'employee_master'>['employment_type'];

export const codeKey = (code: string) => code.trim().toUpperCase();

/** Who a row of the employee master or of past employees is, as both files give it. */
export const personOf = (
  row: Pick<
    ImportRow<'employee_master'>,
    'code' | 'first_name' | 'last_name' | 'email' | 'employment_type' | 'designation' | 'department'
  >,
) => ({
  code: row.code,
  firstName: row.first_name,
  lastName: row.last_name ?? '',
  email: row.email,
  employmentType: row.employment_type,
  designation: row.designation,
  department: row.department,
});

export async function namesToIds(tx: Tx, organizationId: number) {
  // One after the other: a transaction's connection runs one query at a time.
  const designationRows = await tx
    .select({ id: designations.id, name: designations.name })
    .from(designations)
    .where(eq(designations.organizationId, organizationId));
  const departmentRows = await tx
    .select({ id: departments.id, name: departments.name })
    .from(departments)
    .where(eq(departments.organizationId, organizationId));
  const subDepartmentRows = await tx
    .select({ id: subDepartments.id, name: subDepartments.name, departmentId: subDepartments.departmentId })
    .from(subDepartments)
    .where(eq(subDepartments.organizationId, organizationId));
  const gradeRows = await tx
    .select({ id: grades.id, name: grades.name })
    .from(grades)
    .where(eq(grades.organizationId, organizationId));
  const byName = (rows: { id: number; name: string }[]) =>
    new Map(rows.map((row) => [nameKey(row.name), row.id]));
  return {
    designation: byName(designationRows),
    department: byName(departmentRows),
    /** Keyed by `departmentId:name`, as a sub-department's name is unique within its department only. */
    subDepartment: new Map(
      subDepartmentRows.map((row) => [nameKey(`${row.departmentId}:${row.name}`), row.id]),
    ),
    grade: byName(gradeRows),
  };
}

/** Employee master: adds people (a user without a password, and their employee record) or updates them by code. */
export const employeeMasterImport: ImportHandler<EmployeeMasterRow> = {
  kind: 'employee_master',
  parseRow: rowParser('employee_master', {
    check: (cells, fail) => {
      if (cells.sub_department && !cells.department) fail('sub_department', 'Give the department too.');
      if (cells.code && cells.code === cells.reporting_manager_code)
        fail('reporting_manager_code', 'An employee cannot report to themselves.');
    },
    shape: (row) => ({
      ...personOf(row),
      subDepartment: row.sub_department,
      grade: row.grade,
      managerCode: row.reporting_manager_code,
      dateOfJoining: row.date_of_joining,
      totalExperience: row.total_experience,
      isTimesheetApprover: row.is_timesheet_approver,
    }),
  }),
  keyOf: (row) => row.code,

  async prepare(scope, rows) {
    const { tx } = scope;
    const organizationId = scope.org.id;
    const audit = scope.by;
    const lookups = await namesToIds(tx, organizationId);
    const codes = [
      ...new Set(rows.flatMap(({ row }) => (row.managerCode ? [row.code, row.managerCode] : [row.code]))),
    ];
    const known = await tx
      .select({ id: employees.id, code: employees.code, userId: employees.userId })
      .from(employees)
      .where(and(eq(employees.organizationId, organizationId), inTextSet(employees.code, codes)));
    const employeeByCode = new Map(known.map((employee) => [codeKey(employee.code), employee]));
    const users = await findUsersByEmails(
      tx,
      organizationId,
      rows.map(({ row }) => row.email),
    );
    const codesInFile = new Set(rows.map(({ row }) => row.code));
    const emailOwners = new Map<string, string>();

    const rowErrors = new Map<number, FieldErrors>();
    const ids = new Map<
      number,
      {
        designationId: number | null;
        departmentId: number | null;
        subDepartmentId: number | null;
        gradeId: number | null;
      }
    >();
    for (const { rowNumber, row } of rows) {
      const errors: FieldErrors = {};
      const lookup = (
        field: string,
        map: Map<string, number>,
        name: string | null,
        what: string,
        scope = '',
      ) => {
        if (!name) return null;
        const id = map.get(nameKey(`${scope}${name}`));
        if (id === undefined) errors[field] = [`There is no ${what} named "${name}".`];
        return id ?? null;
      };
      const departmentId = lookup('department', lookups.department, row.department, 'department');
      const subDepartmentId =
        departmentId && row.subDepartment
          ? lookup(
              'sub_department',
              lookups.subDepartment,
              row.subDepartment,
              'sub-department in this department',
              `${departmentId}:`,
            )
          : null;
      const current = employeeByCode.get(row.code);
      const owner = users.get(row.email);
      if (owner && owner.id !== current?.userId) errors.email = ['This email belongs to another person.'];
      const otherRow = emailOwners.get(row.email);
      if (otherRow && otherRow !== row.code) errors.email = ['Another row of the file uses this email.'];
      emailOwners.set(row.email, row.code);
      if (row.managerCode && !employeeByCode.has(row.managerCode) && !codesInFile.has(row.managerCode)) {
        errors.reporting_manager_code = [`There is no employee with code "${row.managerCode}".`];
      }
      ids.set(rowNumber, {
        designationId: lookup('designation', lookups.designation, row.designation, 'designation'),
        departmentId,
        subDepartmentId,
        gradeId: lookup('grade', lookups.grade, row.grade, 'grade'),
      });
      if (Object.keys(errors).length) rowErrors.set(rowNumber, errors);
    }

    let room = await memberRoom(tx, organizationId);
    for (const { rowNumber, row } of rows) {
      if (room === null || employeeByCode.has(row.code) || rowErrors.has(rowNumber)) continue;
      if (room > 0) room -= 1;
      else rowErrors.set(rowNumber, { code: [CODE_MESSAGES.membership_limit_exceed] });
    }

    const pendingManagers: { code: string; managerCode: string }[] = [];
    return {
      rowErrors,
      async write(writeTx, batch) {
        const fresh = batch.filter(({ row }) => !employeeByCode.has(row.code));
        const existing = batch.filter(({ row }) => employeeByCode.has(row.code));
        const managerId = (code: string | null) => (code ? (employeeByCode.get(code)?.id ?? null) : null);
        const fields = (rowNumber: number, row: EmployeeMasterRow) => ({
          employmentType: row.employmentType,
          ...ids.get(rowNumber),
          reportingManagerId: managerId(row.managerCode),
          dateOfJoining: row.dateOfJoining,
          totalExperience: row.totalExperience,
        });

        const batchScope = scopeOn(scope, writeTx);
        const userIds = await createUsersInBulk(
          batchScope,
          fresh.map(({ row }) => ({
            email: row.email,
            firstName: row.firstName,
            lastName: row.lastName,
            isTimesheetApprover: row.isTimesheetApprover ?? false,
          })),
          'employee',
        );
        const inserted = fresh.length
          ? await writeTx
              .insert(employees)
              .values(
                fresh.map(({ rowNumber, row }) => ({
                  organizationId,
                  userId: userIds.get(row.email) as number,
                  code: row.code,
                  ...fields(rowNumber, row),
                })),
              )
              .returning()
          : [];
        if (inserted.length) {
          await writeTx.insert(employeeWorkPeriods).values(
            inserted.map((employee) => ({
              organizationId,
              employeeId: employee.id,
              validFrom: employee.dateOfJoining ?? scope.clock.today(),
              designationId: employee.designationId,
              departmentId: employee.departmentId,
              subDepartmentId: employee.subDepartmentId,
              gradeId: employee.gradeId,
              reportingManagerId: employee.reportingManagerId,
              status: employee.status,
              changedByUserId: audit.actorUserId,
            })),
          );
        }
        const managerCodeOf = new Map(fresh.map(({ row }) => [row.code, row.managerCode]));
        for (const employee of inserted) {
          const managerCode = managerCodeOf.get(employee.code);
          if (employee.reportingManagerId === null && managerCode) {
            pendingManagers.push({ code: employee.code, managerCode });
          }
        }
        for (const employee of inserted) employeeByCode.set(employee.code, employee);

        await renameUsers(
          batchScope,
          existing.map(({ row }) => ({
            id: employeeByCode.get(row.code)?.userId as number,
            firstName: row.firstName,
            lastName: row.lastName,
          })),
        );
        // An empty Timesheet Approver cell leaves the flag as it is.
        await setTimesheetApprovers(
          batchScope,
          existing.flatMap(({ row }) =>
            row.isTimesheetApprover === null
              ? []
              : [
                  {
                    id: employeeByCode.get(row.code)?.userId as number,
                    isTimesheetApprover: row.isTimesheetApprover,
                  },
                ],
          ),
        );
        const current = existing.length
          ? await writeTx
              .select()
              .from(employees)
              .where(
                and(
                  eq(employees.organizationId, organizationId),
                  inArray(
                    employees.code,
                    existing.map(({ row }) => row.code),
                  ),
                ),
              )
          : [];
        const currentByCode = new Map(current.map((employee) => [codeKey(employee.code), employee]));
        const updates = [];
        for (const { rowNumber, row } of existing) {
          const before = currentByCode.get(row.code);
          const next = fields(rowNumber, row);
          if (!before) continue;
          const changed = Object.entries(next).some(
            ([key, value]) => before[key as keyof typeof before] !== value,
          );
          if (!changed) continue;
          const { employmentType, dateOfJoining, totalExperience, ...work } = next;
          await writeTx
            .update(employees)
            .set({ employmentType, dateOfJoining, totalExperience, updatedAt: new Date() })
            .where(and(eq(employees.organizationId, organizationId), eq(employees.id, before.id)));
          await changeEmployeeWork(batchScope, before.id, work, scope.clock.today());
          updates.push({ id: before.id, before, after: next });
        }

        await scopeOn(scope, writeTx).audit([
          ...inserted.map((employee) => ({
            action: 'employee.create',
            entityType: 'employee',
            entityId: employee.id,
            after: employee,
          })),
          ...updates.map((update) => ({
            action: 'employee.update',
            entityType: 'employee',
            entityId: update.id,
            before: update.before,
            after: update.after,
          })),
        ]);
        return { added: inserted.length, updated: existing.length };
      },

      /** Managers who came later in the file than their reportees. */
      async finish(writeTx) {
        if (!pendingManagers.length) return;
        const linked = await writeTx.execute(sql`
          update employees e set reporting_manager_id = m.id, updated_at = now()
          from jsonb_to_recordset(${JSON.stringify(pendingManagers)}::jsonb) as link(code text, "managerCode" text)
          join employees m on m.organization_id = ${organizationId} and m.code = link."managerCode"
          where e.organization_id = ${organizationId} and e.code = link.code
          returning e.id, m.id as manager_id`);
        await writeTx.execute(sql`
          update employee_work_periods p set reporting_manager_id = e.reporting_manager_id
          from employees e
          where e.organization_id = ${organizationId} and ${inTextSet(
            sql`e.code`,
            pendingManagers.map((link) => link.code),
          )}
            and p.organization_id = e.organization_id and p.employee_id = e.id and p.valid_to is null`);
        const rows = (linked as unknown as { rows: { id: number; manager_id: number }[] }).rows;
        await scopeOn(scope, writeTx).audit(
          rows.map((row) => ({
            action: 'employee.update',
            entityType: 'employee',
            entityId: row.id,
            before: { reporting_manager_id: null },
            after: { reporting_manager_id: row.manager_id },
          })),
        );
      },
    };
  },
};
