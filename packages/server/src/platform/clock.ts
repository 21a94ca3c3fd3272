/** The calendar of one organisation: dates are its local dates, whatever zone the server runs in. */
export interface Clock {
  /** The current instant. */
  now(): Date;
  /** The organisation's local date now, `YYYY-MM-DD`. */
  today(): string;
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
  return { now, today: () => localDate(now(), timeZone) };
}
