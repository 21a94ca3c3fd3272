import type { HolidayCreate, HolidayQuery, HolidayUpdate } from '@atrium/contracts';
import { and, between, count, eq, inArray, ne } from 'drizzle-orm';
import type { Queryable } from '../../platform/db/client';
import { AppError, invalid } from '../../platform/http/app-error';
import {
  deleteRecord,
  findRecordPage,
  insertRecord,
  requireRecord,
  updateRecord,
} from '../../platform/records/org-records';
import type { Scope } from '../../platform/scope';
import { locations } from '../org-setup';
import { organizationHolidays } from './leave.tables';

const holidayOf = (row: typeof organizationHolidays.$inferSelect) => ({
  id: row.id,
  date: row.holidayDate,
  name: row.name,
  is_optional: row.isOptional,
  location_ids: row.locationIds,
});

/** The organisation's holidays, of one calendar year when asked, by date unless sorted otherwise. */
export function listHolidays(db: Queryable, organizationId: number, query: HolidayQuery) {
  return findRecordPage(db, organizationHolidays, organizationId, query, {
    columns: {
      id: organizationHolidays.id,
      date: organizationHolidays.holidayDate,
      name: organizationHolidays.name,
      is_optional: organizationHolidays.isOptional,
      location_ids: organizationHolidays.locationIds,
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

/** Location ids are kept in an array (no foreign key), so each must be checked to be one of the organisation's. */
async function assertLocationsExist(db: Queryable, organizationId: number, ids: number[] | undefined) {
  if (!ids?.length) return;
  const [found] = await db
    .select({ value: count() })
    .from(locations)
    .where(and(eq(locations.organizationId, organizationId), inArray(locations.id, ids)));
  if ((found?.value ?? 0) !== new Set(ids).size) throw invalid({ location_ids: ['invalid'] });
}

export async function addHoliday(scope: Scope, input: HolidayCreate) {
  const { tx } = scope;
  const organizationId = scope.org.id;
  await assertDateFree(tx, organizationId, input.date);
  await assertLocationsExist(tx, organizationId, input.location_ids);
  const row = await insertRecord(scope, organizationHolidays, 'holiday', {
    holidayDate: input.date,
    name: input.name,
    isOptional: input.is_optional ?? false,
    locationIds: input.location_ids ?? [],
  });
  return holidayOf(row);
}

export async function changeHoliday(scope: Scope, id: number, input: HolidayUpdate) {
  const { tx } = scope;
  const organizationId = scope.org.id;
  const before = await requireRecord(tx, organizationHolidays, organizationId, id);
  if (input.date !== undefined) await assertDateFree(tx, organizationId, input.date, id);
  await assertLocationsExist(tx, organizationId, input.location_ids);
  const after = await updateRecord(scope, organizationHolidays, 'holiday', before, {
    holidayDate: input.date,
    name: input.name,
    isOptional: input.is_optional,
    locationIds: input.location_ids,
  });
  return holidayOf(after);
}

export async function removeHoliday(scope: Scope, id: number) {
  const { tx } = scope;
  const organizationId = scope.org.id;
  const before = await requireRecord(tx, organizationHolidays, organizationId, id);
  await deleteRecord(scope, organizationHolidays, 'holiday', before);
}
