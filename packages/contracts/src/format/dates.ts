export const MONTH_ABBREVIATIONS = [
  'Jan',
  'Feb',
  'Mar',
  'Apr',
  'May',
  'Jun',
  'Jul',
  'Aug',
  'Sep',
  'Oct',
  'Nov',
  'Dec',
] as const;

/** A day range as list filters send it: `start_date` and `end_date`, both YYYY-MM-DD and inclusive. */
export interface DateRange {
  start_date: string;
  end_date: string;
}

const API_DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;
const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

function pad(value: number, width = 2): string {
  return String(value).padStart(width, '0');
}

/** The start of a local calendar day; month overflow rolls over (month 12 is January next year). */
export function createLocalDate(year: number, monthIndex: number, day: number): Date {
  const date = new Date(2000, 0, 1);
  date.setFullYear(year, monthIndex, day);
  return date;
}

/** DD-MMM-YYYY in local time, e.g. '05-Apr-2024'. */
export function formatDisplayDate(date: Date): string {
  return `${pad(date.getDate())}-${MONTH_ABBREVIATIONS[date.getMonth()]}-${pad(date.getFullYear(), 4)}`;
}

/** hh:mm A in local time, e.g. '02:05 PM'. */
export function formatDisplayTime(date: Date): string {
  const hours = date.getHours();
  return `${pad(hours % 12 || 12)}:${pad(date.getMinutes())} ${hours < 12 ? 'AM' : 'PM'}`;
}

/** YYYY-MM-DD of the local calendar day, never shifted through UTC. */
export function formatApiDate(date: Date): string {
  return `${pad(date.getFullYear(), 4)}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

export function formatDateRange(start: Date, end: Date): DateRange {
  return { start_date: formatApiDate(start), end_date: formatApiDate(end) };
}

/** The start of a YYYY-MM-DD local day, or null when the text is not a real calendar day. */
export function parseApiDate(text: string): Date | null {
  const match = API_DATE_PATTERN.exec(text);
  if (!match) return null;
  const [year, month, day] = match.slice(1).map(Number) as [number, number, number];
  const date = createLocalDate(year, month - 1, day);
  return date.getMonth() === month - 1 && date.getDate() === day ? date : null;
}

/** A YYYY-MM-DD date as people read it, DD-MMM-YYYY ('2026-12-01' → '01-Dec-2026'); other text unchanged. */
export function displayApiDate(text: string): string {
  const date = parseApiDate(text);
  return date ? formatDisplayDate(date) : text;
}

/** Whole minutes, hours or days elapsed ('0m' … '59m', '1h' … '23h', then '1d' …); future times read '0m'. */
export function formatRelativeAge(since: Date, now: Date = new Date()): string {
  const elapsed = Math.max(0, now.getTime() - since.getTime());
  if (elapsed < HOUR_MS) return `${Math.floor(elapsed / MINUTE_MS)}m`;
  if (elapsed < DAY_MS) return `${Math.floor(elapsed / HOUR_MS)}h`;
  return `${Math.floor(elapsed / DAY_MS)}d`;
}
