import {
  isResourceManager,
  ResourceIdParamsSchema,
  ResourceRequestSchema,
  SoftBookingCreateSchema,
  SoftBookingListSchema,
  SoftBookingParamsSchema,
} from '@atrium/contracts';
import { z } from 'zod';
import type { ModuleRoutes } from '../../platform/module-kit';
import { readable } from './resources.routes';
import {
  confirmSoftBooking,
  findSoftBookings,
  holdForRequest,
  releaseSoftBooking,
} from './soft-booking.service';

const tags = ['resources'];
const path = '/resources/resource-requests/:id/soft-bookings/';
const manage = { permission: isResourceManager };

/** Soft bookings: people held for a resource request until an RMG manager confirms or releases them. */
export const softBookingRoutes: ModuleRoutes = async (app) => {
  app.get(
    path,
    {
      config: manage,
      schema: {
        tags,
        summary: 'The people held for a resource request, not yet allocated',
        params: ResourceIdParamsSchema,
        response: { 200: SoftBookingListSchema },
      },
    },
    (request) =>
      request.inScope(async (scope) => {
        await readable(scope, request.params.id);
        return { results: await findSoftBookings(scope.tx, scope.org.id, request.params.id) };
      }),
  );

  app.post(
    path,
    {
      config: manage,
      schema: {
        tags,
        summary:
          'Hold an employee for a resource request that still has a place, until confirmed or released',
        params: ResourceIdParamsSchema,
        body: SoftBookingCreateSchema,
        response: { 201: SoftBookingListSchema },
      },
    },
    async (request, reply) => {
      reply.code(201);
      return request.inScope(async (scope) => {
        await readable(scope, request.params.id);
        await holdForRequest(scope, request.params.id, request.body.employee_id);
        return { results: await findSoftBookings(scope.tx, scope.org.id, request.params.id) };
      });
    },
  );

  app.post(
    `${path}:bookingId/confirm/`,
    {
      config: manage,
      schema: {
        tags,
        summary: 'Confirm a held person: they are allocated against the request as a fulfilment is',
        params: SoftBookingParamsSchema,
        response: { 200: ResourceRequestSchema },
      },
    },
    (request) =>
      request.inScope(async (scope) => {
        await readable(scope, request.params.id);
        await confirmSoftBooking(scope, request.params.id, request.params.bookingId);
        return readable(scope, request.params.id);
      }),
  );

  app.delete(
    `${path}:bookingId/`,
    {
      config: manage,
      schema: {
        tags,
        summary: 'Release a held person: the place is open again',
        params: SoftBookingParamsSchema,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await request.inScope(async (scope) => {
        await readable(scope, request.params.id);
        await releaseSoftBooking(scope, request.params.id, request.params.bookingId);
      });
      reply.code(204);
      return null;
    },
  );
};
