import { type SQL, sql } from 'drizzle-orm';
import type { Queryable } from '../../platform/db/client';
import { queryRows } from '../../platform/db/query-rows';
import { everyonesUtilisationSql, type Month, monthDays } from './utilisation.queries';
import {
  timesheetUtilisation,
  timesheetUtilisationMonths,
  timesheetUtilisationStale,
} from './utilisation.tables';

const ofMonth = (month: Month) =>
  sql`organization_id = ${month.organizationId} and month = ${month.from}::date`;

const personIn = (ids: number[]) => sql`select unnest(${`{${ids.join(',')}}`}::int[])`;

/** Adds the people's rows (every person's when `among` is not given) to the kept month, and their sums to its. */
async function addPeople(db: Queryable, month: Month, among?: SQL) {
  await db.execute(
    sql`with added as (
          insert into ${timesheetUtilisation} (organization_id, month, person, user_id, name, code, department_id,
            capacity, billable)
          select ${month.organizationId}, ${month.from}::date, r.person, r.user_id, r.name, r.code, r.department_id,
            r.capacity, r.billable
          from (${everyonesUtilisationSql(month, among)}) r
          returning capacity, billable)
        update ${timesheetUtilisationMonths} m set people = m.people + a.people,
          capacity = m.capacity + a.capacity, billable = m.billable + a.billable
        from (select count(*)::int as people, coalesce(sum(capacity), 0) as capacity,
                coalesce(sum(billable), 0) as billable from added) a
        where m.${ofMonth(month)}`,
  );
}

/** Takes the people's rows out of the kept month, and their sums out of its. */
async function removePeople(db: Queryable, month: Month, ids: number[]) {
  await db.execute(
    sql`with removed as (
          delete from ${timesheetUtilisation}
          where ${ofMonth(month)} and person = any(${`{${ids.join(',')}}`}::int[])
          returning capacity, billable)
        update ${timesheetUtilisationMonths} m set people = m.people - r.people,
          capacity = m.capacity - r.capacity, billable = m.billable - r.billable
        from (select count(*)::int as people, coalesce(sum(capacity), 0) as capacity,
                coalesce(sum(billable), 0) as billable from removed) r
        where m.${ofMonth(month)}`,
  );
}

/**
 * Brings the organisation's kept utilisation up to date and keeps `month` too: the people marked since (their time,
 * leave, exit, contracts, location's holidays or name changed) are counted again in every kept month, and a month
 * not kept yet is counted whole. The marks are taken first, so a read at the same time waits for this one and then
 * finds nothing left to count.
 */
export async function keepUtilisation(db: Queryable, month: Month) {
  const marked = await queryRows<{ person: number }>(
    db,
    sql`delete from ${timesheetUtilisationStale} where organization_id = ${month.organizationId}
        returning person`,
  );
  if (marked.length) {
    const ids = marked.map((row) => row.person);
    const kept = await queryRows<{ month: string }>(
      db,
      sql`select month::text from ${timesheetUtilisationMonths} where organization_id = ${month.organizationId}
          order by month`,
    );
    for (const { month: first } of kept) {
      const keptMonth = { organizationId: month.organizationId, ...monthDays(first.slice(0, 7)) };
      await removePeople(db, keptMonth, ids);
      await addPeople(db, keptMonth, personIn(ids));
    }
  }
  const added = await queryRows<{ month: string }>(
    db,
    sql`insert into ${timesheetUtilisationMonths} (organization_id, month)
        values (${month.organizationId}, ${month.from}::date)
        on conflict do nothing returning month::text`,
  );
  if (added.length) await addPeople(db, month);
}

/**
 * Lets go of the organisation's kept months other than `months` first kept over a week ago: a month read once is
 * not counted again for every change after it, and a read keeps it anew.
 */
export async function releaseKeptMonths(db: Queryable, organizationId: number, months: Month[]) {
  const kept = `{${months.map((month) => month.from).join(',')}}`;
  const released = await queryRows<{ month: string }>(
    db,
    sql`delete from ${timesheetUtilisationMonths}
        where organization_id = ${organizationId} and month <> all(${kept}::date[])
          and kept_at < now() - interval '7 days'
        returning month::text`,
  );
  if (released.length)
    await db.execute(
      sql`delete from ${timesheetUtilisation} where organization_id = ${organizationId}
            and month = any(${`{${released.map((row) => row.month).join(',')}}`}::date[])`,
    );
}
