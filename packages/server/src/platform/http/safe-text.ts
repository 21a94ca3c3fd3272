import type { FastifySchemaCompiler } from 'fastify';
import { AppError } from './app-error';

// A NUL (PostgreSQL text cannot hold it) or half of a UTF-16 surrogate pair (not valid UTF-8 once stored).
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export const isUnsafeText = (value: string) => value.includes('\u0000') || LONE_SURROGATE.test(value);

/**
 * The dotted path of every string (or key) in `value` that PostgreSQL cannot store as text. It walks level by
 * level through a list of its own, so no depth of nesting can overflow the call stack.
 */
export function findUnsafeText(value: unknown): string[] {
  const found: string[] = [];
  const queue: Array<{ item: unknown; path: string }> = [{ item: value, path: '' }];
  for (let next = 0; next < queue.length; next++) {
    const { item, path } = queue[next] as { item: unknown; path: string };
    const at = (key: string | number) => (path ? `${path}.${key}` : String(key));
    if (typeof item === 'string') {
      if (isUnsafeText(item)) found.push(path || 'non_field_errors');
    } else if (Array.isArray(item)) {
      item.forEach((child, index) => {
        queue.push({ item: child, path: at(index) });
      });
    } else if (item && typeof item === 'object') {
      for (const [key, child] of Object.entries(item)) {
        if (isUnsafeText(key)) found.push(at(key));
        else queue.push({ item: child, path: at(key) });
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
