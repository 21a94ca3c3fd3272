const DAY_MS = 86_400_000;

const toDate = (iso: string) => new Date(`${iso}T00:00:00Z`);
const toIso = (date: Date) => date.toISOString().slice(0, 10);

/** The Monday of the week holding `iso` (weeks run Monday to Sunday). */
export function mondayOf(iso: string): string {
  const date = toDate(iso);
  const fromMonday = (date.getUTCDay() + 6) % 7;
  return toIso(new Date(date.getTime() - fromMonday * DAY_MS));
}

/** The seven days of the week starting `monday`. */
export function weekDays(monday: string): string[] {
  const start = toDate(monday).getTime();
  return Array.from({ length: 7 }, (_, day) => toIso(new Date(start + day * DAY_MS)));
}
