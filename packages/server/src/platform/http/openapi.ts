import { ErrorBodySchema } from '@atrium/contracts';
import type { FastifyDynamicSwaggerOptions } from '@fastify/swagger';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { z } from 'zod';

type Transform = NonNullable<FastifyDynamicSwaggerOptions['transform']>;
type JsonObject = Record<string, unknown>;

/** `GET /api/{orgId}/org/employees/{id}/` → `getOrgEmployeesById`: stable while the route stays where it is. */
export function operationIdOf(method: string, url: string): string {
  const words = url
    .replace(/^\/api\/(?::orgId|public)?/, '')
    .split('/')
    .filter(Boolean)
    .flatMap((segment) =>
      segment.startsWith(':') ? ['by', segment.slice(1)] : segment.split(/[^A-Za-z0-9]+/).filter(Boolean),
    );
  const camel = words.map((word) => word.charAt(0).toUpperCase() + word.slice(1)).join('');
  return `${method.toLowerCase()}${camel}${url.startsWith('/api/public/') ? 'Public' : ''}`;
}

const { $schema: _, ...errorBody } = z.toJSONSchema(ErrorBodySchema, { target: 'openapi-3.0' });
const errorResponse = (description: string) => ({
  description,
  content: { 'application/json': { schema: errorBody } },
});

/**
 * Every operation as a generated client needs it: a stable `operationId`, the `{orgId}` path parameter, its
 * security and the `{code}` error answers it can give. Derived from the route's URL and permission, so a
 * module's routes are documented the same way without repeating any of it.
 */
export const openApiTransform: Transform = (input) => {
  const transformed = jsonSchemaTransform(input) as { schema?: JsonObject; url: string };
  const { url } = transformed;
  if (transformed.schema?.hide) return { url, schema: transformed.schema };
  // Probes (/healthz, /readyz) and the web app's pages are not part of the API a client is generated from.
  if (!url.startsWith('/api/')) return { url, schema: { hide: true } };
  const schema = transformed.schema ?? {};
  const route = input.route;
  const method = (Array.isArray(route.method) ? route.method[0] : route.method) ?? 'GET';
  const permission = route.config?.permission;
  const isPublic = permission === 'public';
  const pathParams = [...url.matchAll(/:(\w+)/g)].map((match) => match[1] as string);

  const params = (schema.params ?? { type: 'object', properties: {} }) as JsonObject;
  const properties = { ...((params.properties as JsonObject | undefined) ?? {}) };
  for (const name of pathParams) {
    properties[name] ??=
      name === 'orgId' ? { type: 'string', pattern: '^[1-9][0-9]{0,9}$' } : { type: 'string' };
  }
  const responses = { ...((schema.response as JsonObject | undefined) ?? {}) };
  if (!Object.keys(responses).some((status) => status.startsWith('2'))) {
    responses['200'] = { description: 'Done' };
  }
  responses['400'] ??= errorResponse(
    'Bad input: `invalid` with field codes, or the code of the rule refused',
  );
  if (!isPublic) {
    responses['401'] ??= errorResponse('No session, or one that is not valid in this organisation');
    // A rule refuses some callers; a route of own records refuses another's record.
    if (typeof permission === 'function' || typeof permission === 'object')
      responses['403'] ??= errorResponse('The caller may not do this');
  }
  if (pathParams.length) responses['404'] ??= errorResponse('No such record in this organisation');
  responses['500'] ??= errorResponse('A fault of the server, reported with its request id');

  return {
    url,
    schema: {
      ...schema,
      operationId: (schema.operationId as string | undefined) ?? operationIdOf(method, url),
      summary: schema.summary ?? `${method} ${url}`,
      ...(pathParams.length
        ? { params: { ...params, type: 'object', properties, required: pathParams } }
        : {}),
      response: responses,
      security: isPublic ? [] : [{ bearer: [] }],
    },
  };
};
