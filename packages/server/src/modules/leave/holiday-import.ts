import { and, eq } from 'drizzle-orm';
import { rowParser } from '../../platform/imports/column-reader';
import type { ImportHandler } from '../../platform/imports/import-handler';
import { scopeOn } from '../../platform/scope';
import { organizationHolidays } from './leave.tables';

interface HolidayRow {
  date: string;
  name: string;
  isOptional: boolean;
}

/** Organisation holidays, one per date: a known date is renamed or its optional flag changed. */
export const holidayImport: ImportHandler<HolidayRow> = {
  kind: 'organisation_holidays',
  parseRow: rowParser('organisation_holidays', {
    shape: (row) => ({ date: row.date, name: row.name, isOptional: row.is_optional }),
  }),
  keyOf: (row) => row.date,
  async prepare(scope, _rows) {
    const { tx } = scope;
    const organizationId = scope.org.id;
    const existing = await tx
      .select()
      .from(organizationHolidays)
      .where(eq(organizationHolidays.organizationId, organizationId));
    const byDate = new Map(existing.map((holiday) => [holiday.holidayDate, holiday]));
    return {
      rowErrors: new Map(),
      async write(writeTx, batch) {
        const fresh = batch.filter(({ row }) => !byDate.has(row.date));
        const changed = batch.flatMap(({ row }) => {
          const before = byDate.get(row.date);
          return before && (before.name !== row.name || before.isOptional !== row.isOptional)
            ? [{ row, before }]
            : [];
        });
        for (const { row, before } of changed) {
          await writeTx
            .update(organizationHolidays)
            .set({ name: row.name, isOptional: row.isOptional })
            .where(
              and(
                eq(organizationHolidays.organizationId, organizationId),
                eq(organizationHolidays.id, before.id),
              ),
            );
        }
        const inserted = fresh.length
          ? await writeTx
              .insert(organizationHolidays)
              .values(
                fresh.map(({ row }) => ({
                  organizationId,
                  holidayDate: row.date,
                  name: row.name,
                  isOptional: row.isOptional,
                })),
              )
              .returning()
          : [];
        await scopeOn(scope, writeTx).audit([
          ...inserted.map((holiday) => ({
            action: 'holiday.create',
            entityType: 'holiday',
            entityId: holiday.id,
            after: holiday,
          })),
          ...changed.map(({ row, before }) => ({
            action: 'holiday.update',
            entityType: 'holiday',
            entityId: before.id,
            before,
            after: { ...before, name: row.name, isOptional: row.isOptional },
          })),
        ]);
        return { added: inserted.length, updated: batch.length - fresh.length };
      },
    };
  },
};
