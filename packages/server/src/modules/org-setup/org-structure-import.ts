import { and, eq } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Tx } from '../../platform/db/client';
import { type ImportRow, rowParser } from '../../platform/imports/column-reader';
import type { FieldErrors, ImportHandler, NumberedRow } from '../../platform/imports/import-handler';
import { nameKey } from '../../platform/imports/row-values';
import type { SetupTable } from '../../platform/records/org-records';
import { scopeOn } from '../../platform/scope';
import { findUsersByEmails } from '../accounts';
import { departments, designations, grades } from './org-setup.tables';

interface Named {
  id: number;
  name: string;
}

/** Splits rows into new ones and ones matching an existing record by name. */
function matchByName<Row extends { name: string }, Existing extends Named>(
  rows: NumberedRow<Row>[],
  existing: Existing[],
) {
  const byName = new Map(existing.map((record) => [nameKey(record.name), record]));
  const fresh: Row[] = [];
  const matched: { row: Row; record: Existing }[] = [];
  for (const { row } of rows) {
    const record = byName.get(nameKey(row.name));
    if (record) matched.push({ row, record });
    else fresh.push(row);
  }
  return { fresh, matched };
}

const created = (entityType: string, rows: Named[]) =>
  rows.map((row) => ({
    action: `${entityType}.create`,
    entityType,
    entityId: row.id,
    after: row,
  }));

/** The kinds whose only column is a catalogue entry's name. */
type NamedCatalogueKind =
  | 'designations'
  | 'business_units'
  | 'business_regions'
  | 'organisation_skills'
  | 'clients';

/** An import of a catalogue that holds only unique names: known names are left as they are. */
export function namedCatalogueImport(
  kind: NamedCatalogueKind,
  table: SetupTable,
  entityType: string,
): ImportHandler<{ name: string }> {
  return {
    kind,
    parseRow: rowParser(kind),
    keyOf: (row) => nameKey(row.name),
    async prepare(scope, _rows) {
      const { tx } = scope;
      const organizationId = scope.org.id;
      const existing = (await tx
        .select({ id: table.id, name: table.name })
        .from(table as PgTable)
        .where(eq(table.organizationId, organizationId))) as Named[];
      return {
        rowErrors: new Map(),
        async write(writeTx, batch) {
          const { fresh, matched } = matchByName(batch, existing);
          if (!fresh.length) return { added: 0, updated: matched.length };
          const inserted = (await writeTx
            .insert(table as PgTable)
            .values(fresh.map((row) => ({ organizationId, name: row.name })) as never)
            .returning({ id: table.id, name: table.name })) as Named[];
          await scopeOn(scope, writeTx).audit(created(entityType, inserted));
          return { added: inserted.length, updated: matched.length };
        },
      };
    },
  };
}

export const designationImport = namedCatalogueImport('designations', designations, 'designation');

export const gradeImport: ImportHandler<ImportRow<'grades'>> = {
  kind: 'grades',
  parseRow: rowParser('grades'),
  keyOf: (row) => nameKey(row.name),
  async prepare(scope, _rows) {
    const { tx } = scope;
    const organizationId = scope.org.id;
    const existing = await tx
      .select({ id: grades.id, name: grades.name, level: grades.level })
      .from(grades)
      .where(eq(grades.organizationId, organizationId));
    return {
      rowErrors: new Map(),
      async write(writeTx, batch) {
        const { fresh, matched } = matchByName(batch, existing);
        const changed = matched.filter(({ row, record }) => row.level !== record.level);
        for (const { row, record } of changed) {
          await writeTx
            .update(grades)
            .set({ level: row.level })
            .where(and(eq(grades.organizationId, organizationId), eq(grades.id, record.id)));
        }
        const inserted = fresh.length
          ? await writeTx
              .insert(grades)
              .values(fresh.map((row) => ({ organizationId, name: row.name, level: row.level })))
              .returning({ id: grades.id, name: grades.name, level: grades.level })
          : [];
        await scopeOn(scope, writeTx).audit([
          ...created('grade', inserted),
          ...changed.map(({ row, record }) => ({
            action: 'grade.update',
            entityType: 'grade',
            entityId: record.id,
            before: { level: record.level },
            after: { level: row.level },
          })),
        ]);
        return { added: inserted.length, updated: matched.length };
      },
    };
  },
};

export const departmentImport: ImportHandler<ImportRow<'departments'>> = {
  kind: 'departments',
  parseRow: rowParser('departments'),
  keyOf: (row) => nameKey(row.name),
  async prepare(scope, rows) {
    const { tx } = scope;
    const organizationId = scope.org.id;
    const existing = await tx
      .select({ id: departments.id, name: departments.name, headUserId: departments.headUserId })
      .from(departments)
      .where(eq(departments.organizationId, organizationId));
    const heads = await findUsersByEmails(
      tx,
      organizationId,
      rows.flatMap(({ row }) => (row.head_email ? [row.head_email] : [])),
    );
    const rowErrors = new Map<number, FieldErrors>();
    for (const { rowNumber, row } of rows) {
      if (row.head_email && !heads.get(row.head_email)?.isActive) {
        rowErrors.set(rowNumber, { head_email: ['No active user has this email.'] });
      }
    }
    const headOf = (row: { head_email: string | null }) =>
      row.head_email ? (heads.get(row.head_email)?.id ?? null) : null;
    return {
      rowErrors,
      async write(writeTx: Tx, batch) {
        const { fresh, matched } = matchByName(batch, existing);
        const changed = matched.filter(
          ({ row, record }) => row.head_email && headOf(row) !== record.headUserId,
        );
        for (const { row, record } of changed) {
          await writeTx
            .update(departments)
            .set({ headUserId: headOf(row) })
            .where(and(eq(departments.organizationId, organizationId), eq(departments.id, record.id)));
        }
        const inserted = fresh.length
          ? await writeTx
              .insert(departments)
              .values(fresh.map((row) => ({ organizationId, name: row.name, headUserId: headOf(row) })))
              .returning({ id: departments.id, name: departments.name, headUserId: departments.headUserId })
          : [];
        await scopeOn(scope, writeTx).audit([
          ...created('department', inserted),
          ...changed.map(({ row, record }) => ({
            action: 'department.update',
            entityType: 'department',
            entityId: record.id,
            before: { head_user_id: record.headUserId },
            after: { head_user_id: headOf(row) },
          })),
        ]);
        return { added: inserted.length, updated: matched.length };
      },
    };
  },
};
