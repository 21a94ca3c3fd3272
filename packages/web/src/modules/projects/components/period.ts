import { displayDate } from '../../../platform/displayDate';

/** "01-Jan-2026 to 31-Dec-2026", a dash for a side not set, or 'Not set'. */
export const period = (start: string | null, end: string | null) =>
  start || end ? `${start ? displayDate(start) : '—'} to ${end ? displayDate(end) : '—'}` : 'Not set';
