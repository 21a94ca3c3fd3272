import type { ExitType } from '@atrium/contracts';
import { and, eq, sql } from 'drizzle-orm';
import { addDays } from '../../platform/clock';
import { inTextSet } from '../../platform/db/value-set';
import { rowParser } from '../../platform/imports/column-reader';
import type { FieldErrors, ImportHandler, NumberedRow } from '../../platform/imports/import-handler';
import { addRowError, nameKey } from '../../platform/imports/row-values';
import { type Scope, scopeOn } from '../../platform/scope';
import { createUsersInBulk, findUsersByEmails, setUserActive } from '../accounts';
import { codeKey, type EmploymentType, namesToIds, personOf } from './employee-import';
import { employeeWorkPeriods } from './employee-record.tables';
import { changeEmployeeWork } from './employee-work.service';
import { employees } from './people.tables';

/** An exit that already happened, for the exits module to keep on record (attrition counts it). */
export interface CompletedExit {
  employeeId: number;
  lastWorkingDay: string;
  exitType: ExitType;
  reason: string | null;
}

/** Records completed exits; the exits module provides it, so people records never write exit rows. */
export type CompletedExitWriter = (scope: Scope, exits: CompletedExit[]) => Promise<void>;

/** The person is gone from the day after the last working day: it must be before the organisation's today. */
function checkGoneBeforeToday(
  scope: Scope,
  rows: NumberedRow<{ lastWorkingDay: string }>[],
  rowErrors: Map<number, FieldErrors>,
) {
  const today = scope.clock.today();
  for (const { rowNumber, row } of rows)
    if (row.lastWorkingDay >= today)
      addRowError(rowErrors, rowNumber, 'last_working_day', 'The last working day must be before today.');
}

interface PastEmployeeRow {
  code: string;
  firstName: string;
  lastName: string;
  email: string;
  employmentType: EmploymentType;
  designation: string | null;
  department: string | null;
  dateOfJoining: string;
  lastWorkingDay: string;
  exitType: ExitType;
  reason: string | null;
}

/**
 * People who left before the organisation used Atrium: each gets an inactive user (no email), an exited
 * record with two work periods (active until the last working day, exited after) and a completed exit.
 */
export function pastEmployeeImport(recordExits: CompletedExitWriter): ImportHandler<PastEmployeeRow> {
  return {
    kind: 'past_employee_master',
    parseRow: rowParser('past_employee_master', {
      check: (cells, fail) => {
        if (
          cells.last_working_day &&
          cells.date_of_joining &&
          cells.last_working_day <= cells.date_of_joining
        )
          fail('last_working_day', 'The last working day must be after joining.');
      },
      shape: (row) => ({
        ...personOf(row),
        dateOfJoining: row.date_of_joining,
        lastWorkingDay: row.last_working_day,
        exitType: row.exit_type,
        reason: row.reason,
      }),
    }),
    keyOf: (row) => row.code,
    async prepare(scope, rows) {
      const { tx } = scope;
      const organizationId = scope.org.id;
      const audit = scope.by;
      const lookups = await namesToIds(tx, organizationId);
      const taken = await tx
        .select({ code: employees.code })
        .from(employees)
        .where(
          and(
            eq(employees.organizationId, organizationId),
            inTextSet(
              sql`upper(${employees.code})`,
              rows.map(({ row }) => row.code),
            ),
          ),
        );
      const takenCodes = new Set(taken.map((row) => codeKey(row.code)));
      const emailOwners = await findUsersByEmails(
        tx,
        organizationId,
        rows.map(({ row }) => row.email),
      );
      const rowErrors = new Map<number, FieldErrors>();
      const ids = new Map<number, { designationId: number | null; departmentId: number | null }>();
      for (const { rowNumber, row } of rows) {
        const errors: FieldErrors = {};
        if (takenCodes.has(row.code)) errors.code = ['An employee with this code exists already.'];
        if (emailOwners.has(row.email)) errors.email = ['This email belongs to another person.'];
        const lookup = (field: string, map: Map<string, number>, name: string | null) => {
          if (!name) return null;
          const id = map.get(nameKey(name));
          if (id === undefined) errors[field] = [`There is no ${field} named "${name}".`];
          return id ?? null;
        };
        ids.set(rowNumber, {
          designationId: lookup('designation', lookups.designation, row.designation),
          departmentId: lookup('department', lookups.department, row.department),
        });
        if (Object.keys(errors).length) rowErrors.set(rowNumber, errors);
      }
      checkGoneBeforeToday(scope, rows, rowErrors);
      return {
        rowErrors,
        async write(writeTx, batch) {
          const userIds = await createUsersInBulk(
            scopeOn(scope, writeTx),
            batch.map(({ row }) => ({
              email: row.email,
              firstName: row.firstName,
              lastName: row.lastName,
              isActive: false,
            })),
            'employee',
          );
          const inserted = await writeTx
            .insert(employees)
            .values(
              batch.map(({ rowNumber, row }) => ({
                organizationId,
                userId: userIds.get(row.email) as number,
                code: row.code,
                employmentType: row.employmentType,
                status: 'exited',
                dateOfJoining: row.dateOfJoining,
                ...ids.get(rowNumber),
              })),
            )
            .returning();
          const byCode = new Map(batch.map(({ row }) => [row.code, row]));
          const periods = inserted.flatMap((employee) => {
            const row = byCode.get(employee.code) as PastEmployeeRow;
            const work = {
              organizationId,
              employeeId: employee.id,
              designationId: employee.designationId,
              departmentId: employee.departmentId,
              changedByUserId: audit.actorUserId,
            };
            return [
              { ...work, validFrom: row.dateOfJoining, validTo: row.lastWorkingDay, status: 'active' },
              { ...work, validFrom: addDays(row.lastWorkingDay, 1), validTo: null, status: 'exited' },
            ];
          });
          await writeTx.insert(employeeWorkPeriods).values(periods);
          await scopeOn(scope, writeTx).audit(
            inserted.map((employee) => ({
              action: 'employee.create',
              entityType: 'employee',
              entityId: employee.id,
              after: employee,
            })),
          );
          await recordExits(
            scopeOn(scope, writeTx),
            inserted.map((employee) => {
              const row = byCode.get(employee.code) as PastEmployeeRow;
              return {
                employeeId: employee.id,
                lastWorkingDay: row.lastWorkingDay,
                exitType: row.exitType,
                reason: row.reason,
              };
            }),
          );
          return { added: inserted.length, updated: 0 };
        },
      };
    },
  };
}

interface ExitedEmployeeRow {
  code: string;
  lastWorkingDay: string;
  exitType: ExitType;
  reason: string | null;
}

/**
 * Current employees who have left: each becomes exited from the day after their last working day (their
 * history up to then stays), their sign-in stops, and the exit is kept on record.
 */
export function exitedEmployeeImport(recordExits: CompletedExitWriter): ImportHandler<ExitedEmployeeRow> {
  return {
    kind: 'exited_employees',
    parseRow: rowParser('exited_employees', {
      shape: (row) => ({
        code: row.code,
        lastWorkingDay: row.last_working_day,
        exitType: row.exit_type,
        reason: row.reason,
      }),
    }),
    keyOf: (row) => row.code,
    async prepare(scope, rows) {
      const { tx } = scope;
      const organizationId = scope.org.id;
      const found = await tx
        .select({
          id: employees.id,
          code: employees.code,
          userId: employees.userId,
          status: employees.status,
          dateOfJoining: employees.dateOfJoining,
          openFrom: employeeWorkPeriods.validFrom,
        })
        .from(employees)
        .leftJoin(
          employeeWorkPeriods,
          and(
            eq(employeeWorkPeriods.organizationId, employees.organizationId),
            eq(employeeWorkPeriods.employeeId, employees.id),
            sql`${employeeWorkPeriods.validTo} is null`,
          ),
        )
        .where(
          and(
            eq(employees.organizationId, organizationId),
            inTextSet(
              sql`upper(${employees.code})`,
              rows.map(({ row }) => row.code),
            ),
          ),
        );
      const byCode = new Map(found.map((employee) => [codeKey(employee.code), employee]));
      const rowErrors = new Map<number, FieldErrors>();
      for (const { rowNumber, row } of rows) {
        const employee = byCode.get(row.code);
        let problem: string | null = null;
        if (!employee) problem = `There is no employee with code "${row.code}".`;
        else if (['exit', 'exited'].includes(employee.status)) problem = 'This employee has exited already.';
        if (problem) rowErrors.set(rowNumber, { code: [problem] });
        else if (employee?.dateOfJoining && row.lastWorkingDay <= employee.dateOfJoining)
          rowErrors.set(rowNumber, { last_working_day: ['The last working day must be after joining.'] });
        else if (employee?.openFrom && addDays(row.lastWorkingDay, 1) < employee.openFrom)
          rowErrors.set(rowNumber, {
            last_working_day: [
              `The current record starts on ${employee.openFrom}; the exit must come after it.`,
            ],
          });
      }
      checkGoneBeforeToday(scope, rows, rowErrors);
      return {
        rowErrors,
        async write(writeTx, batch) {
          const exits = [];
          for (const { row } of batch) {
            const employee = byCode.get(row.code);
            if (!employee) continue;
            const effective = addDays(row.lastWorkingDay, 1);
            const batchScope = scopeOn(scope, writeTx);
            await changeEmployeeWork(batchScope, employee.id, { status: 'exited' }, effective);
            await setUserActive(batchScope, employee.userId, false);
            exits.push({
              employeeId: employee.id,
              lastWorkingDay: row.lastWorkingDay,
              exitType: row.exitType,
              reason: row.reason,
            });
          }
          await recordExits(scopeOn(scope, writeTx), exits);
          return { added: 0, updated: exits.length };
        },
      };
    },
  };
}
