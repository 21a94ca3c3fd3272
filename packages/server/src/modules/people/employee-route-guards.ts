import { canReadEmployeeRecord, isEmployeeManager } from '@atrium/contracts';
import { and, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Tx } from '../../platform/db/client';
import { AppError } from '../../platform/http/app-error';
import { assertAllowed } from '../../platform/http/policy-answer';
import { ownRecords } from '../../platform/http/route-permission';
import { requireActor } from '../../platform/tenancy/org-scope';
import { employees } from './people.tables';

export const tags = ['people'];
export const manager = { permission: isEmployeeManager };
/** Routes of one employee's record: the employee's own, and every one for employee managers. */
export const ownRecord = { permission: ownRecords(isEmployeeManager) };

/** Employee managers and the CEO reach every record; anyone else only their own. */
export function assertCanRead(request: FastifyRequest, employeeId: number) {
  assertAllowed(canReadEmployeeRecord(requireActor(request), employeeId));
}

/**
 * Reads what hangs off one employee's record (their work history, bank accounts, documents) for one who may read
 * it. An id of no employee of the organisation, another organisation's among them, answers 404 as the record
 * does, rather than an empty list.
 */
export function readOfEmployee<T>(request: FastifyRequest, employeeId: number, read: (tx: Tx) => Promise<T>) {
  assertCanRead(request, employeeId);
  return request.inOrg(async (tx) => {
    const [found] = await tx
      .select({ id: employees.id })
      .from(employees)
      .where(and(eq(employees.organizationId, request.org.id), eq(employees.id, employeeId)));
    if (!found) throw new AppError('not_found');
    return read(tx);
  });
}

export const NoContent = z.null();
