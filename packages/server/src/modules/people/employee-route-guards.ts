import { canReadEmployeeRecord, isEmployeeManager } from '@atrium/contracts';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { AppError } from '../../platform/http/app-error';
import { requireActor } from '../../platform/tenancy/org-scope';

export const tags = ['people'];
export const manager = { permission: isEmployeeManager };

/** Employee managers and the CEO reach every record; anyone else only their own. */
export function assertCanRead(request: FastifyRequest, employeeId: number) {
  if (!canReadEmployeeRecord(requireActor(request), employeeId)) throw new AppError('permission_denied');
}

export const NoContent = z.null();
