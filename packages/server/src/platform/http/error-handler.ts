import type { ErrorBody } from '@atrium/contracts';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { FOREIGN_KEY_VIOLATION, postgresCode, UNIQUE_VIOLATION } from '../db/postgres-error';
import { AppError } from './app-error';
import { TokenRateLimited } from './token-guard';

interface ValidationItem {
  keyword: string;
  instancePath: string;
  message?: string;
  params?: { keys?: string[] };
}

/** Every failing field with every code, keyed by its dotted path ('non_field_errors' for the body itself). */
function codesFromValidation(items: ValidationItem[]): Record<string, string[]> {
  const codes: Record<string, string[]> = {};
  const add = (field: string, code: string) => {
    const list = codes[field] ?? [];
    if (!list.includes(code)) list.push(code);
    codes[field] = list;
  };
  for (const item of items) {
    const path = item.instancePath.split('/').filter(Boolean).join('.');
    if (item.keyword === 'unrecognized_keys') {
      for (const key of item.params?.keys ?? []) add(path ? `${path}.${key}` : key, 'unknown_field');
    } else {
      add(path || 'non_field_errors', codeForItem(item));
    }
  }
  return codes;
}

function codeForItem(item: ValidationItem): string {
  const message = item.message ?? '';
  if (/^[a-z][a-zA-Z0-9_]*$/.test(message)) return message;
  if (item.keyword === 'invalid_type' && /received undefined/.test(message)) return 'required';
  return 'invalid';
}

function send(reply: import('fastify').FastifyReply, status: number, body: ErrorBody) {
  return reply.status(status).type('application/json').send(body);
}

export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      if (error instanceof TokenRateLimited) reply.header('retry-after', String(error.retryAfterSeconds));
      const body: ErrorBody = { code: error.code };
      if (error.detail) body.detail = error.detail;
      if (error.codes) body.codes = error.codes;
      return send(reply, error.status, body);
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      return send(reply, 400, {
        code: 'invalid',
        codes: codesFromValidation(error.validation as unknown as ValidationItem[]),
      });
    }
    const databaseCode = postgresCode(error);
    if (databaseCode === UNIQUE_VIOLATION || databaseCode === FOREIGN_KEY_VIOLATION)
      return send(reply, 409, { code: 'integrity_error' });
    const status = error.statusCode ?? 500;
    if (status === 413) return send(reply, 413, { code: 'payload_too_large' });
    if (status === 415) return send(reply, 415, { code: 'unsupported_media_type' });
    if (status === 429) return send(reply, 429, { code: 'rate_limited' });
    if (status >= 400 && status < 500)
      return send(reply, 400, { code: 'invalid', detail: 'Malformed request' });
    request.log.error({ err: error }, 'unhandled error');
    return send(reply, 500, { code: 'unknown_error', detail: `Request id ${request.id}` });
  });
}
