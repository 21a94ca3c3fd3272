import type { HolidayCreate, HolidayQuery, HolidayUpdate } from '@atrium/contracts';
import { and, between, eq, ne } from 'drizzle-orm';
import type { Queryable, Tx } from '../../platform/db/client';
import { AppError } from '../../platform/http/app-error';
import {
  deleteRecord,
  findRecordPage,
  insertRecord,
  type RecordAudit,
  requireRecord,
  updateRecord,
} from '../people';
import { organizationHolidays } from './leave.tables';

const holidayOf = (row: typeof organizationHolidays.$inferSelect) => ({
  id: row.id,
  date: row.holidayDate,
  name: row.name,
  is_optional: row.isOptional,
});

/** The organisation's holidays, of one calendar year when asked, by date unless sorted otherwise. */
export function listHolidays(db: Queryable, organizationId: number, query: HolidayQuery) {
  return findRecordPage(db, organizationHolidays, organizationId, query, {
    columns: {
      id: organizationHolidays.id,
      date: organizationHolidays.holidayDate,
      name: organizationHolidays.name,
      is_optional: organizationHolidays.isOptional,
    },
    sortable: { date: organizationHolidays.holidayDate },
    defaultOrder: 'date',
    where: query.year
      ? between(organizationHolidays.holidayDate, `${query.year}-01-01`, `${query.year}-12-31`)
      : undefined,
  });
}

/** One holiday per date. */
async function assertDateFree(db: Queryable, organizationId: number, date: string, exceptId?: number) {
  const [taken] = await db
    .select({ id: organizationHolidays.id })
    .from(organizationHolidays)
    .where(
      and(
        eq(organizationHolidays.organizationId, organizationId),
        eq(organizationHolidays.holidayDate, date),
        exceptId === undefined ? undefined : ne(organizationHolidays.id, exceptId),
      ),
    )
    .limit(1);
  if (taken) throw new AppError('integrity_error', { codes: { date: ['integrity_error'] } });
}

export async function addHoliday(tx: Tx, organizationId: number, input: HolidayCreate, audit: RecordAudit) {
  await assertDateFree(tx, organizationId, input.date);
  const row = await insertRecord(
    tx,
    organizationHolidays,
    'holiday',
    organizationId,
    { holidayDate: input.date, name: input.name, isOptional: input.is_optional ?? false },
    audit,
  );
  return holidayOf(row);
}

export async function changeHoliday(
  tx: Tx,
  organizationId: number,
  id: number,
  input: HolidayUpdate,
  audit: RecordAudit,
) {
  const before = await requireRecord(tx, organizationHolidays, organizationId, id);
  if (input.date !== undefined) await assertDateFree(tx, organizationId, input.date, id);
  const after = await updateRecord(
    tx,
    organizationHolidays,
    'holiday',
    organizationId,
    before,
    { holidayDate: input.date, name: input.name, isOptional: input.is_optional },
    audit,
  );
  return holidayOf(after);
}

export async function removeHoliday(tx: Tx, organizationId: number, id: number, audit: RecordAudit) {
  const before = await requireRecord(tx, organizationHolidays, organizationId, id);
  await deleteRecord(tx, organizationHolidays, 'holiday', organizationId, before, audit);
}
