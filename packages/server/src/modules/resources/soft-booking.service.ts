import { and, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Queryable } from '../../platform/db/client';
import { AppError, invalid } from '../../platform/http/app-error';
import { type Scope, scopeActor } from '../../platform/scope';
import { users } from '../accounts';
import { employees } from '../people';
import { allocateAgainst, lockRequest, recordEvent, ruleView } from './resource-request.service';
import { assertMayAct } from './resources.policy';
import { resourceSoftBookings } from './resources.tables';

const bookedBy = alias(users, 'booked_by_user');

/** The people held for a request, first held first, with who held them. */
export async function findSoftBookings(db: Queryable, organizationId: number, requestId: number) {
  const rows = await db
    .select({
      id: resourceSoftBookings.id,
      employeeId: resourceSoftBookings.employeeId,
      employeeName: sql<string>`trim(${users.firstName} || ' ' || ${users.lastName})`,
      bookedById: bookedBy.id,
      bookedByName: sql<string | null>`trim(${bookedBy.firstName} || ' ' || ${bookedBy.lastName})`,
      createdAt: resourceSoftBookings.createdAt,
    })
    .from(resourceSoftBookings)
    .innerJoin(
      employees,
      and(eq(employees.organizationId, organizationId), eq(employees.id, resourceSoftBookings.employeeId)),
    )
    .innerJoin(users, and(eq(users.organizationId, organizationId), eq(users.id, employees.userId)))
    .leftJoin(
      bookedBy,
      and(eq(bookedBy.organizationId, organizationId), eq(bookedBy.id, resourceSoftBookings.bookedBy)),
    )
    .where(
      and(
        eq(resourceSoftBookings.organizationId, organizationId),
        eq(resourceSoftBookings.requestId, requestId),
      ),
    )
    .orderBy(resourceSoftBookings.createdAt, resourceSoftBookings.id);
  return rows.map((row) => ({
    id: row.id,
    employee: { id: row.employeeId, name: row.employeeName },
    booked_by: row.bookedById === null ? null : { id: row.bookedById, name: row.bookedByName ?? '' },
    created: row.createdAt.toISOString(),
  }));
}

/**
 * Holds an active employee for a request that still has a place for them: its count not met by the people allocated
 * and held already; recorded in its history and audited.
 */
export async function holdForRequest(scope: Scope, id: number, employeeId: number) {
  const { tx, org } = scope;
  const { row, project } = await lockRequest(scope, id);
  assertMayAct(scopeActor(scope), ruleView(row, project), 'book');
  const [employee] = await tx
    .select({ status: employees.status })
    .from(employees)
    .where(and(eq(employees.organizationId, org.id), eq(employees.id, employeeId)));
  if (employee?.status !== 'active') throw invalid({ employee_id: ['invalid'] });
  const held = await tx
    .select({ employeeId: resourceSoftBookings.employeeId })
    .from(resourceSoftBookings)
    .where(and(eq(resourceSoftBookings.organizationId, org.id), eq(resourceSoftBookings.requestId, id)));
  if (held.some((booking) => booking.employeeId === employeeId))
    throw new AppError('resource_request_person_held');
  if (row.filledCount + held.length >= row.count) throw new AppError('resource_request_fully_booked');
  const [booking] = await tx
    .insert(resourceSoftBookings)
    .values({ organizationId: org.id, requestId: id, employeeId, bookedBy: scope.by.actorUserId })
    .returning();
  await recordEvent(scope, id, { action: 'book', employeeId });
  await scope.audit({
    action: 'resource_request.book',
    entityType: 'resource_request',
    entityId: id,
    after: booking,
  });
}

/** Removes a hold of the request, refusing one of another request; 404 when there is none. */
async function takeBooking(scope: Scope, requestId: number, bookingId: number) {
  const [booking] = await scope.tx
    .delete(resourceSoftBookings)
    .where(
      and(
        eq(resourceSoftBookings.organizationId, scope.org.id),
        eq(resourceSoftBookings.requestId, requestId),
        eq(resourceSoftBookings.id, bookingId),
      ),
    )
    .returning();
  if (!booking) throw new AppError('not_found');
  return booking;
}

/** Confirms a hold: the person is allocated against the request as a fulfilment is, and the hold is gone. */
export async function confirmSoftBooking(scope: Scope, id: number, bookingId: number) {
  const { row, project } = await lockRequest(scope, id);
  assertMayAct(scopeActor(scope), ruleView(row, project), 'fulfil');
  const booking = await takeBooking(scope, id, bookingId);
  await allocateAgainst(scope, row, project, booking.employeeId);
}

/** Lets a held person go: the place is open again; recorded and audited. */
export async function releaseSoftBooking(scope: Scope, id: number, bookingId: number) {
  const { row, project } = await lockRequest(scope, id);
  assertMayAct(scopeActor(scope), ruleView(row, project), 'book');
  const booking = await takeBooking(scope, id, bookingId);
  await recordEvent(scope, id, { action: 'release', employeeId: booking.employeeId });
  await scope.audit({
    action: 'resource_request.release',
    entityType: 'resource_request',
    entityId: id,
    before: booking,
  });
}
