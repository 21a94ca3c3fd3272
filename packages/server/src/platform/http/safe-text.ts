import type { FastifySchemaCompiler } from 'fastify';
import { AppError } from './app-error';

// A NUL (PostgreSQL text cannot hold it) or half of a UTF-16 surrogate pair (not valid UTF-8 once stored).
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export const isUnsafeText = (value: string) => value.includes('\u0000') || LONE_SURROGATE.test(value);

/**
 * The dotted path of every string (or key) in `value` that PostgreSQL cannot store as text. It walks level by
 * level through a list of the objects and arrays still to read, so no depth of nesting can overflow the call
 * stack, and builds a path only for those and for what it finds.
 */
export function findUnsafeText(value: unknown): string[] {
  if (typeof value === 'string') return isUnsafeText(value) ? ['non_field_errors'] : [];
  const found: string[] = [];
  const pending: Array<{ item: object; path: string }> = [];
  if (value && typeof value === 'object') pending.push({ item: value, path: '' });
  for (let next = 0; next < pending.length; next++) {
    const { item, path } = pending[next] as { item: object; path: string };
    const at = (key: string | number) => (path ? `${path}.${key}` : String(key));
    const read = (child: unknown, key: string | number) => {
      if (typeof child === 'string') {
        if (isUnsafeText(child)) found.push(at(key));
      } else if (child && typeof child === 'object') pending.push({ item: child, path: at(key) });
    };
    if (Array.isArray(item)) item.forEach(read);
    else {
      for (const key of Object.keys(item)) {
        if (isUnsafeText(key)) found.push(at(key));
        else read((item as Record<string, unknown>)[key], key);
      }
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
