import { AuditEventPageSchema, AuditEventQuerySchema, hasRole, ROLES } from '@atrium/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { findAuditEventPage } from './audit.queries';

export const auditRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/audit/events/',
    {
      config: { permission: (actor) => hasRole(actor, ROLES.AUDIT_MANAGER) },
      schema: {
        tags: ['audit'],
        summary: 'The organisation’s audit trail, newest first (audit managers and the CEO)',
        querystring: AuditEventQuerySchema,
        response: { 200: AuditEventPageSchema },
      },
    },
    (request) => request.inOrg((tx) => findAuditEventPage(tx, request.org.id, request.query)),
  );
};
