import { type SQL, type SQLWrapper, sql } from 'drizzle-orm';

/**
 * `column in (…)` for a list of any length, bound as one JSON parameter: an import's tens of thousands of
 * emails or codes would pass PostgreSQL's 65,535 bind parameters as one parameter each.
 */
export function inTextSet(column: SQLWrapper, values: readonly string[]): SQL {
  return sql`${column} in (select jsonb_array_elements_text(${JSON.stringify(values)}::jsonb))`;
}

/** `column = any(ids)`, bound as one array parameter however many ids there are. */
export function inIds(column: SQLWrapper, ids: readonly number[]): SQL {
  return sql`${column} = any(${`{${ids.join(',')}}`}::int[])`;
}

/** An `int[]` of ids, nulls kept in place (for `unnest` beside another array), bound as one parameter. */
export function intArray(values: readonly (number | null)[]): SQL {
  return sql`${`{${values.map((value) => value ?? 'NULL').join(',')}}`}::int[]`;
}
