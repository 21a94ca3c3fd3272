import { formatDisplayDate, parseApiDate } from '@atrium/contracts';

/** An API date (YYYY-MM-DD) as the spec shows dates (DD-MMM-YYYY); a dash when there is none. */
export function displayDate(value: string | null | undefined): string {
  const date = value ? parseApiDate(value) : null;
  return date ? formatDisplayDate(date) : '—';
}
