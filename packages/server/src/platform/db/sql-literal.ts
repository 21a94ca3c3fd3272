import pg from 'pg';
import { prepareValue } from 'pg/lib/utils';

/**
 * A value written as an SQL literal, for a statement run by `EXECUTE` with its values in its text: null as `null`,
 * anything else as `pg` would send it as a parameter (an array as an array literal, a date as a timestamp, an
 * object as JSON), quoted and escaped, so PostgreSQL reads it as it reads an untyped parameter and casts it to the
 * parameter's type. A number must be finite.
 */
export function sqlLiteral(value: unknown): string {
  if (value === null || value === undefined) return 'null';
  if (typeof value === 'number' && !Number.isFinite(value))
    throw new TypeError(`not a finite number: ${value}`);
  return pg.escapeLiteral(String(prepareValue(value)));
}
