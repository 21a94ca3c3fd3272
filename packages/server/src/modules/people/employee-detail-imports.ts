import type { SKILL_LEVELS } from '@atrium/contracts';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { rowParser } from '../../platform/imports/column-reader';
import type { FieldErrors, ImportHandler, NumberedRow } from '../../platform/imports/import-handler';
import { nameKey } from '../../platform/imports/row-values';
import { scopeOn } from '../../platform/scope';
import { skills } from '../org-setup';
import { codeKey } from './employee-import';
import { type EmployeeByCode, findEmployeesByCode } from './employee-lookup';
import { employeeBankDetails, employeeSkills } from './employee-record.tables';

/** Row errors for codes that name no employee. */
function unknownCodes<Row extends { code: string }>(
  rows: NumberedRow<Row>[],
  known: Map<string, EmployeeByCode>,
) {
  const errors = new Map<number, FieldErrors>();
  for (const { rowNumber, row } of rows) {
    if (!known.has(codeKey(row.code)))
      errors.set(rowNumber, { code: [`There is no employee with code "${row.code}".`] });
  }
  return errors;
}

interface BankRow {
  code: string;
  bankName: string;
  accountHolder: string;
  accountNumber: string;
  ifsc: string;
  branch: string | null;
  isPrimary: boolean;
}

/** Bank accounts by employee code: a known account number updates that account, others are added. */
export const employeeBankImport: ImportHandler<BankRow> = {
  kind: 'employee_bank_details',
  parseRow: rowParser('employee_bank_details', {
    shape: (row) => ({
      code: row.code,
      bankName: row.bank_name,
      accountHolder: row.account_holder,
      accountNumber: row.account_number,
      ifsc: row.ifsc,
      branch: row.branch,
      isPrimary: row.is_primary,
    }),
  }),
  keyOf: (row) => row.accountNumber,
  async prepare(scope, rows) {
    const { tx, sealer } = scope;
    const organizationId = scope.org.id;
    const known = await findEmployeesByCode(
      tx,
      organizationId,
      rows.map(({ row }) => row.code),
    );
    return {
      rowErrors: unknownCodes(rows, known),
      async write(writeTx, batch) {
        const employeeIds = [
          ...new Set(batch.map(({ row }) => (known.get(codeKey(row.code)) as EmployeeByCode).id)),
        ];
        const existing = await writeTx
          .select()
          .from(employeeBankDetails)
          .where(
            and(
              eq(employeeBankDetails.organizationId, organizationId),
              inArray(employeeBankDetails.employeeId, employeeIds),
            ),
          );
        const accounts = new Map(
          existing.map((row) => [
            `${row.employeeId}|${sealer.open(organizationId, row.accountNumberSealed)}`,
            row,
          ]),
        );
        const hasAccount = new Set(existing.map((row) => row.employeeId));
        let added = 0;
        let updated = 0;
        const events = [];
        for (const { row } of batch) {
          const employeeId = (known.get(codeKey(row.code)) as EmployeeByCode).id;
          const isPrimary = row.isPrimary || !hasAccount.has(employeeId);
          if (isPrimary)
            await writeTx
              .update(employeeBankDetails)
              .set({ isPrimary: false })
              .where(
                and(
                  eq(employeeBankDetails.organizationId, organizationId),
                  eq(employeeBankDetails.employeeId, employeeId),
                ),
              );
          const values = {
            bankName: row.bankName,
            accountHolder: row.accountHolder,
            ifsc: row.ifsc,
            branch: row.branch,
            ...(isPrimary ? { isPrimary: true } : {}),
          };
          const current = accounts.get(`${employeeId}|${row.accountNumber}`);
          if (current) {
            await writeTx
              .update(employeeBankDetails)
              .set(values)
              .where(
                and(
                  eq(employeeBankDetails.organizationId, organizationId),
                  eq(employeeBankDetails.id, current.id),
                ),
              );
            updated += 1;
          } else {
            await writeTx.insert(employeeBankDetails).values({
              organizationId,
              employeeId,
              accountNumberSealed: sealer.seal(organizationId, row.accountNumber),
              accountNumberLast4: row.accountNumber.slice(-4),
              ...values,
              isPrimary,
            });
            hasAccount.add(employeeId);
            added += 1;
          }
          events.push({
            action: current ? 'employee.bank_update' : 'employee.bank_add',
            entityType: 'employee',
            entityId: employeeId,
            after: {
              bank_name: row.bankName,
              account_number: `XXXX${row.accountNumber.slice(-4)}`,
              is_primary: isPrimary,
            },
          });
        }
        await scopeOn(scope, writeTx).audit(events);
        return { added, updated };
      },
    };
  },
};

type SkillLevel = (typeof SKILL_LEVELS)[number];

const LEVELS: Record<string, SkillLevel> = {
  b: 'B',
  beginner: 'B',
  i: 'I',
  intermediate: 'I',
  e: 'E',
  expert: 'E',
};

interface SkillRow {
  code: string;
  skill: string;
  level: SkillLevel;
}

/** A level as the file gives it, in a word or its first letter; an empty cell is Beginner. */
const levelOf = (text: string | null) => LEVELS[(text ?? 'b').toLowerCase()];

/** Skills by employee code and skill name from the catalogue; a listed skill's level is updated. */
export const employeeSkillImport: ImportHandler<SkillRow> = {
  kind: 'employee_skills',
  parseRow: rowParser('employee_skills', {
    check: (cells, fail) => {
      if (!levelOf(cells.level)) fail('level', 'Use Beginner, Intermediate or Expert.');
    },
    shape: (row) => ({ code: row.code, skill: row.skill, level: levelOf(row.level) as SkillLevel }),
  }),
  keyOf: (row) => `${codeKey(row.code)} · ${nameKey(row.skill)}`,
  async prepare(scope, rows) {
    const { tx } = scope;
    const organizationId = scope.org.id;
    const known = await findEmployeesByCode(
      tx,
      organizationId,
      rows.map(({ row }) => row.code),
    );
    const catalogue = await tx
      .select({ id: skills.id, name: skills.name })
      .from(skills)
      .where(eq(skills.organizationId, organizationId));
    const skillIds = new Map(catalogue.map((skill) => [nameKey(skill.name), skill.id]));
    const rowErrors = unknownCodes(rows, known);
    for (const { rowNumber, row } of rows) {
      if (!skillIds.has(nameKey(row.skill)))
        rowErrors.set(rowNumber, {
          ...rowErrors.get(rowNumber),
          skill: [`"${row.skill}" is not in the skills catalogue.`],
        });
    }
    return {
      rowErrors,
      async write(writeTx, batch) {
        const values = batch.map(({ row }) => ({
          organizationId,
          employeeId: (known.get(codeKey(row.code)) as EmployeeByCode).id,
          skillId: skillIds.get(nameKey(row.skill)) as number,
          level: row.level,
        }));
        const written = await writeTx
          .insert(employeeSkills)
          .values(values)
          .onConflictDoUpdate({
            target: [employeeSkills.organizationId, employeeSkills.employeeId, employeeSkills.skillId],
            set: { level: sql`excluded.level` },
          })
          .returning({ inserted: sql<boolean>`(xmax = 0)` });
        await scopeOn(scope, writeTx).audit(
          values.map((value) => ({
            action: 'employee.skills_change',
            entityType: 'employee',
            entityId: value.employeeId,
            after: { skill_id: value.skillId, level: value.level },
          })),
        );
        const added = written.filter((row) => row.inserted).length;
        return { added, updated: written.length - added };
      },
    };
  },
};
