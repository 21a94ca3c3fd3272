/** The calendar of one organisation: dates are its local dates, whatever zone the server runs in. */
export interface Clock {
  /** The current instant. */
  now(): Date;
  /** The organisation's local date now, `YYYY-MM-DD`. */
  today(): string;
  /** Midnight of that date in the server's zone: for calendar arithmetic with local `Date` getters. */
  localMidnight(): Date;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

/** `YYYY-MM-DD` of an instant in an IANA time zone. */
export function localDate(instant: Date, timeZone: string): string {
  let format = formatters.get(timeZone);
  if (!format) {
    // en-CA writes dates as YYYY-MM-DD.
    format = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    formatters.set(timeZone, format);
  }
  return format.format(instant);
}

export function organizationClock(timeZone: string, now: () => Date = () => new Date()): Clock {
  const today = () => localDate(now(), timeZone);
  return {
    now,
    today,
    localMidnight: () => {
      const [year, month, day] = today().split('-').map(Number) as [number, number, number];
      return new Date(year, month - 1, day);
    },
  };
}

/** The calendar date `days` after `isoDate` (before it when negative), both `YYYY-MM-DD`. */
export function addDays(isoDate: string, days: number): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** The Monday of the week `isoDate` falls in (`YYYY-MM-DD`). */
export function mondayOf(isoDate: string): string {
  return addDays(isoDate, -((new Date(`${isoDate}T00:00:00Z`).getUTCDay() + 6) % 7));
}
