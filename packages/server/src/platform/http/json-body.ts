import type { FastifyInstance } from 'fastify';
import { AppError } from './app-error';

/** No request of the API nests deeper than a few levels; 64 leaves room and keeps every walk over a body short. */
export const MAX_JSON_DEPTH = 64;

const QUOTE = 34;
const BACKSLASH = 92;
const OPEN_OBJECT = 123;
const CLOSE_OBJECT = 125;
const OPEN_ARRAY = 91;
const CLOSE_ARRAY = 93;

/** Whether JSON text opens more than `limit` objects or arrays inside one another; brackets in strings do not count. */
export function nestsDeeperThan(text: string, limit: number): boolean {
  let depth = 0;
  let inString = false;
  for (let at = 0; at < text.length; at++) {
    const char = text.charCodeAt(at);
    if (inString) {
      if (char === BACKSLASH) at++;
      else if (char === QUOTE) inString = false;
    } else if (char === QUOTE) inString = true;
    else if (char === OPEN_OBJECT || char === OPEN_ARRAY) {
      if (++depth > limit) return true;
    } else if (char === CLOSE_OBJECT || char === CLOSE_ARRAY) depth--;
  }
  return false;
}

/**
 * Parses every JSON body as Fastify does (prototype poisoning refused), after refusing one nested deeper than
 * MAX_JSON_DEPTH with 400 `invalid`, so no check or schema after it walks an unbounded depth.
 */
export function registerJsonBodies(app: FastifyInstance) {
  const parse = app.getDefaultJsonParser('error', 'error');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body as string;
    if (nestsDeeperThan(text, MAX_JSON_DEPTH)) {
      done(new AppError('invalid', { status: 400, detail: `Nested deeper than ${MAX_JSON_DEPTH} levels` }));
      return;
    }
    parse(request, text, done);
  });
}
