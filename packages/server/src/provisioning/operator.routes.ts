import {
  ErrorBodySchema,
  type ProvisionedOrganization,
  ProvisionedOrganizationSchema,
  ProvisionOrganizationSchema,
} from '@atrium/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireOperatorToken } from '../platform/http/operator-guard';
import { provisionOrganization } from './provision-organization';

/** The body of a provisioning request is a few fields: anything much larger is not one. */
const BODY_LIMIT = 16 * 1024;

/**
 * The operator's API, served under `/api/operator/` only when the server has an OPERATOR_TOKEN: without it
 * these routes do not exist (404). Every request bears the token; organisations are created here.
 */
export const operatorRoutes: FastifyPluginAsyncZod<{ token: string }> = async (app, { token }) => {
  requireOperatorToken(app, token);

  app.post(
    '/organizations/',
    {
      config: { permission: 'operator' },
      bodyLimit: BODY_LIMIT,
      schema: {
        tags: ['operator'],
        summary:
          'Provision an organisation with its first admin (emailed a set-password link); `sample: demo` fills it with the demo world',
        body: ProvisionOrganizationSchema,
        response: {
          201: ProvisionedOrganizationSchema,
          409: ErrorBodySchema.describe(
            '`organization_slug_taken`, `organization_host_taken`, or `integrity_error` for an admin email the sample already has',
          ),
        },
      },
    },
    async (request, reply): Promise<ProvisionedOrganization> => {
      const body = request.body;
      const started = performance.now();
      const { organization, link } = await provisionOrganization(app.ctx, {
        name: body.name,
        slug: body.slug,
        hosts: body.hosts,
        adminEmail: body.admin_email,
        adminFirstName: body.admin_first_name,
        adminLastName: body.admin_last_name,
        sample: body.sample,
        requestId: request.id,
      });
      request.log.info(
        {
          organizationId: organization.id,
          slug: organization.slug,
          sample: body.sample ?? null,
          ms: Math.round(performance.now() - started),
        },
        'organisation provisioned by the operator',
      );
      reply.code(201);
      return {
        id: organization.id,
        name: organization.name,
        slug: organization.slug,
        hosts: body.hosts,
        admin_email: body.admin_email,
        password_link: link,
        sample: body.sample ?? null,
      };
    },
  );
};
