import type { FastifySchemaCompiler } from 'fastify';
import { AppError } from './app-error';

// A NUL (PostgreSQL text cannot hold it) or half of a UTF-16 surrogate pair (not valid UTF-8 once stored).
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export const isUnsafeText = (value: string) => value.includes('\u0000') || LONE_SURROGATE.test(value);

/** The dotted path of every string (or key) in `value` that PostgreSQL cannot store as text. */
export function findUnsafeText(value: unknown, path = '', found: string[] = []): string[] {
  if (typeof value === 'string') {
    if (isUnsafeText(value)) found.push(path || 'non_field_errors');
  } else if (Array.isArray(value)) {
    value.forEach((item, index) => {
      findUnsafeText(item, path ? `${path}.${index}` : String(index), found);
    });
  } else if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      const at = path ? `${path}.${key}` : key;
      if (isUnsafeText(key)) found.push(at);
      else findUnsafeText(item, at, found);
    }
  }
  return found;
}

/**
 * Wraps a validator compiler so every validated part of every request (body, query, path, headers) is refused
 * with 400 `invalid` when it carries text PostgreSQL cannot store, before the route's own schema runs.
 */
export function refusingUnsafeText<S>(compile: FastifySchemaCompiler<S>): FastifySchemaCompiler<S> {
  return (route) => {
    const validate = compile(route);
    return (data: unknown) => {
      // biome-ignore lint/suspicious/noExplicitAny: fastify's validator signature
      const run = validate as (data: unknown) => any;
      const fields = findUnsafeText(data);
      if (fields.length) {
        return {
          error: new AppError('invalid', {
            status: 400,
            codes: Object.fromEntries(fields.map((f) => [f, ['invalid']])),
          }),
        };
      }
      return run(data);
    };
  };
}
