import type { SheetValue } from '../spreadsheets/cell-values';
import type { FieldErrors, NumberedRow } from './import-handler';

/**
 * Reads typed values out of a row's cells, collecting a message per field that does not fit; handlers call
 * `errors()` at the end and report all of a row's problems at once.
 */
export function rowReader(values: Record<string, SheetValue>) {
  const problems: FieldErrors = {};
  const fail = (field: string, message: string) => {
    problems[field] = [...(problems[field] ?? []), message];
    return null;
  };
  const raw = (field: string) => values[field] ?? null;

  return {
    text(field: string, options: { required?: boolean; max?: number } = {}): string | null {
      const value = raw(field);
      if (value === null) return options.required ? fail(field, 'This field is required.') : null;
      const text = value instanceof Date ? value.toISOString().slice(0, 10) : String(value).trim();
      if (text.length > (options.max ?? 256))
        return fail(field, `Use at most ${options.max ?? 256} characters.`);
      return text;
    },
    email(field: string, options: { required?: boolean } = {}): string | null {
      const text = this.text(field, { ...options, max: 254 });
      if (text === null) return null;
      return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(text)
        ? text.toLowerCase()
        : fail(field, 'Enter a valid email address.');
    },
    /** A date cell, or text as YYYY-MM-DD. */
    date(field: string, options: { required?: boolean } = {}): string | null {
      const value = raw(field);
      if (value === null) return options.required ? fail(field, 'This field is required.') : null;
      if (value instanceof Date) return value.toISOString().slice(0, 10);
      const text = String(value).trim();
      const parsed = new Date(`${text}T00:00:00Z`);
      const isRealDate =
        /^\d{4}-\d{2}-\d{2}$/.test(text) &&
        !Number.isNaN(parsed.getTime()) &&
        parsed.toISOString().startsWith(text);
      return isRealDate ? text : fail(field, 'Enter a date as YYYY-MM-DD.');
    },
    number(
      field: string,
      options: { required?: boolean; min: number; max: number; integer?: boolean },
    ): number | null {
      const value = raw(field);
      if (value === null) return options.required ? fail(field, 'This field is required.') : null;
      const number = typeof value === 'number' ? value : Number(String(value).trim());
      if (!Number.isFinite(number) || (options.integer && !Number.isInteger(number))) {
        return fail(field, options.integer ? 'Enter a whole number.' : 'Enter a number.');
      }
      if (number < options.min || number > options.max) {
        return fail(field, `Enter a number from ${options.min} to ${options.max}.`);
      }
      return number;
    },
    yesNo(field: string): boolean | null {
      const value = raw(field);
      if (value === null) return false;
      if (typeof value === 'boolean') return value;
      const text = String(value).trim().toLowerCase();
      if (['yes', 'y', 'true'].includes(text)) return true;
      if (['no', 'n', 'false'].includes(text)) return false;
      return fail(field, 'Enter Yes or No.');
    },
    /** One of the allowed words; an empty cell is the fallback, or is missing when there is none. */
    oneOf<T extends string>(field: string, allowed: readonly T[], fallback: T | null): T | null {
      const value = raw(field);
      if (value === null) return fallback ?? fail(field, 'This field is required.');
      const text = String(value).trim().toLowerCase();
      return (allowed as readonly string[]).includes(text)
        ? (text as T)
        : fail(field, `Use one of: ${allowed.join(', ')}.`);
    },
    fail,
    errors: () => (Object.keys(problems).length ? problems : null),
  };
}

/** Names compared as people type them: case and repeated spaces do not matter. */
export const nameKey = (name: string) => name.trim().replace(/\s+/g, ' ').toLowerCase();

/** Adds a message to a row's errors found against the database, beside any the row already has. */
export function addRowError(
  errors: Map<number, FieldErrors>,
  rowNumber: number,
  field: string,
  message: string,
) {
  const row = errors.get(rowNumber) ?? {};
  row[field] = [...(row[field] ?? []), message];
  errors.set(rowNumber, row);
}

/** The rows of a batch that were judged good, each with what was worked out for it while checking the file. */
export function plannedRows<Row, Plan extends object>(batch: NumberedRow<Row>[], planned: Map<number, Plan>) {
  return batch.flatMap(({ rowNumber, row }) => {
    const plan = planned.get(rowNumber);
    return plan ? [{ row, ...plan }] : [];
  });
}
