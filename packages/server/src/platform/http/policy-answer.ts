import { AppError } from './app-error';

/**
 * Applies a policy's answer about the caller and a record: refused, the request answers 403 `permission_denied`.
 * Modules refuse a caller only through this (and routes through their declared permission), so a search for it
 * finds every record rule the server applies.
 */
export function assertAllowed(allowed: boolean): asserts allowed {
  if (!allowed) throw new AppError('permission_denied');
}

/** A module's rule for reading one kind of record: whether the caller sees every one, and whether this one. */
export interface ReadPolicy<T> {
  seesEvery: boolean;
  mayRead(record: T): boolean;
}

/**
 * The record found (or null) when the policy lets the caller read it. Only one who sees every record learns that an
 * id names none (404); anyone else is refused alike whether it exists or not, so an id gives nothing away.
 */
export function readableRecord<T extends R, R>(record: T | null | undefined, policy: ReadPolicy<R>): T {
  if (record == null && policy.seesEvery) throw new AppError('not_found');
  assertAllowed(record != null && policy.mayRead(record));
  return record;
}
