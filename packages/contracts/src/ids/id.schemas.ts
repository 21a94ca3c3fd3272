import { z } from 'zod';

/** The largest id a record can have: ids are PostgreSQL `integer`s. */
export const MAX_ID = 2_147_483_647;

/** A record id in a JSON body: a whole number from 1 to MAX_ID. */
export const IdSchema = z.number().int('invalid').min(1, 'invalid').max(MAX_ID, 'invalid');

/**
 * A record id in a path or query string: canonical decimal digits only, so `0x6`, `6.0`, `+6`, ` 6` and `06`
 * are refused rather than read as employee 6; the value is the same IdSchema number.
 */
export const IdParamSchema = z
  .string()
  .regex(/^[1-9][0-9]{0,9}$/, 'invalid')
  .transform(Number)
  .pipe(IdSchema);
