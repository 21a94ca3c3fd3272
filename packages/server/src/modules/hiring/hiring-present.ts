import { formatReferenceCode } from '@atrium/contracts';

/** `HR-0001`. */
export const hiringCode = (number: number) => formatReferenceCode('hiring_request', number);

/** A person named by a user id, or null for none. */
export function personOf(id: number | null, firstName: string | null, lastName: string | null) {
  if (id === null) return null;
  return { id, name: `${firstName ?? ''} ${lastName ?? ''}`.trim() };
}

/** Whole days from one date (YYYY-MM-DD) to another, never below zero. */
export function daysBetween(from: string, to: string): number {
  return Math.max(0, Math.round((Date.parse(to) - Date.parse(from)) / 86_400_000));
}
