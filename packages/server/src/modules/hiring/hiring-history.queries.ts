import { ROLES } from '@atrium/contracts';
import { and, asc, eq } from 'drizzle-orm';
import type { Queryable } from '../../platform/db/client';
import { isActivePerson, userRoles, users } from '../accounts';
import { departments, designations } from '../org-setup';
import { hiringRequestEvents } from './hiring.tables';
import { personOf } from './hiring-present';

/** A request's events, oldest first, each naming who acted. */
export async function findHiringRequestHistory(db: Queryable, organizationId: number, requestId: number) {
  const rows = await db
    .select({ event: hiringRequestEvents, firstName: users.firstName, lastName: users.lastName })
    .from(hiringRequestEvents)
    .leftJoin(
      users,
      and(eq(users.organizationId, organizationId), eq(users.id, hiringRequestEvents.byUserId)),
    )
    .where(
      and(
        eq(hiringRequestEvents.organizationId, organizationId),
        eq(hiringRequestEvents.requestId, requestId),
      ),
    )
    .orderBy(asc(hiringRequestEvents.id));
  return rows.map(({ event, firstName, lastName }) => ({
    id: event.id,
    action: event.action,
    from_status: event.fromStatus,
    to_status: event.toStatus,
    reason: event.reason,
    by: personOf(event.byUserId, firstName, lastName),
    at: event.createdAt.toISOString(),
  }));
}

/** The organisation's active recruiters, by name: whom a request may be assigned to. */
export async function findRecruiters(db: Queryable, organizationId: number) {
  const rows = await db
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName })
    .from(userRoles)
    .innerJoin(users, and(eq(users.organizationId, organizationId), eq(users.id, userRoles.userId)))
    .where(
      and(
        eq(userRoles.organizationId, organizationId),
        eq(userRoles.role, ROLES.TAS_RECRUITER),
        isActivePerson(),
      ),
    )
    .orderBy(asc(users.firstName), asc(users.lastName), asc(users.id));
  return rows.map((row) => personOf(row.id, row.firstName, row.lastName) as { id: number; name: string });
}

/** The organisation's designations and departments by name, for the request form. */
export async function findHiringFormOptions(db: Queryable, organizationId: number) {
  const named = (table: typeof designations | typeof departments) =>
    db
      .select({ id: table.id, name: table.name })
      .from(table)
      .where(eq(table.organizationId, organizationId))
      .orderBy(asc(table.name), asc(table.id));
  return { designations: await named(designations), departments: await named(departments) };
}
