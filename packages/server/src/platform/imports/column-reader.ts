import { IMPORT_KINDS, type ImportColumn, type ImportKindId, parseTimeSpent } from '@atrium/contracts';
import type { SheetValue } from '../spreadsheets/cell-values';
import type { FieldErrors } from './import-handler';

type ColumnOf<K extends ImportKindId> = (typeof IMPORT_KINDS)[K]['columns'][number];

type ValueOf<C> = C extends { type: 'number' | 'hours' }
  ? number
  : C extends { type: 'yes_no' }
    ? boolean
    : C extends { type: 'one_of'; values: readonly (infer T)[] }
      ? T
      : string;

/** A cell always has a value when its column is required or falls back to one. */
type Settled<C> = C extends { required: true } ? true : C extends { fallback: unknown } ? true : false;

/** A good row of a kind, by field: a required column's value or its fallback is never null. */
export type ImportRow<K extends ImportKindId> = {
  [C in ColumnOf<K> as C['field']]: Settled<C> extends true ? ValueOf<C> : ValueOf<C> | null;
};

/** A row as read so far, for rules between fields: a cell that is empty or does not fit is null. */
export type ReadCells<K extends ImportKindId> = { [C in ColumnOf<K> as C['field']]: ValueOf<C> | null };

type Fail = (message: string) => null;

const REQUIRED = 'This field is required.';
const HOURS_MESSAGE = 'Enter hours (7.5) or a duration (7h 30m), more than none and at most 24.';
const HOURS_MAX_LENGTH = 20;

function readText(value: SheetValue & {}, max: number, fail: Fail): string | null {
  const text = value instanceof Date ? value.toISOString().slice(0, 10) : String(value).trim();
  return text.length > max ? fail(`Use at most ${max} characters.`) : text;
}

/** A date cell, or text as YYYY-MM-DD. */
function readDate(value: SheetValue & {}, fail: Fail): string | null {
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  const text = String(value).trim();
  const parsed = new Date(`${text}T00:00:00Z`);
  const isRealDate =
    /^\d{4}-\d{2}-\d{2}$/.test(text) &&
    !Number.isNaN(parsed.getTime()) &&
    parsed.toISOString().startsWith(text);
  return isRealDate ? text : fail('Enter a date as YYYY-MM-DD.');
}

function readNumber(
  value: SheetValue & {},
  column: { min: number; max: number; decimals?: number },
  fail: Fail,
): number | null {
  const number = typeof value === 'number' ? value : Number(String(value).trim());
  const whole = column.decimals === 0;
  if (!Number.isFinite(number) || (whole && !Number.isInteger(number)))
    return fail(whole ? 'Enter a whole number.' : 'Enter a number.');
  if (number < column.min || number > column.max)
    return fail(`Enter a number from ${column.min} to ${column.max}.`);
  // Scaled and rounded to a hundredth first, so a cell's binary fraction (0.29 × 100) is not taken for a third decimal.
  const scaled = Math.round(number * 10 ** (column.decimals ?? 0) * 100) / 100;
  if (column.decimals && !Number.isInteger(scaled)) return fail(`Use at most ${column.decimals} decimals.`);
  return number;
}

function readYesNo(value: SheetValue & {}, fail: Fail): boolean | null {
  if (typeof value === 'boolean') return value;
  const text = String(value).trim().toLowerCase();
  if (['yes', 'y', 'true'].includes(text)) return true;
  if (['no', 'n', 'false'].includes(text)) return false;
  return fail('Enter Yes or No.');
}

/** A filled cell's value by its column's type, or null after failing with what does not fit. */
function readValue(
  column: ImportColumn,
  value: SheetValue & {},
  fail: Fail,
): string | number | boolean | null {
  switch (column.type) {
    case 'text':
    case 'code': {
      const text = readText(value, column.max, fail);
      const read = text !== null && column.type === 'code' ? text.toUpperCase() : text;
      return read !== null && column.match && !column.match.pattern.test(read)
        ? fail(column.match.message)
        : read;
    }
    case 'email': {
      const text = readText(value, 254, fail);
      if (text === null) return null;
      return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(text)
        ? text.toLowerCase()
        : fail('Enter a valid email address.');
    }
    case 'date':
      return readDate(value, fail);
    case 'number':
      return readNumber(value, column, fail);
    case 'yes_no':
      return readYesNo(value, fail);
    case 'one_of': {
      const text = String(value).trim().toLowerCase();
      return column.values.includes(text) ? text : fail(`Use one of: ${column.values.join(', ')}.`);
    }
    case 'hours': {
      const text = readText(value, HOURS_MAX_LENGTH, fail);
      if (text === null) return null;
      return parseTimeSpent(text) || fail(HOURS_MESSAGE);
    }
  }
}

/**
 * Parses a row of a kind by the kind's columns in contracts: each cell is read as its column's type and limits
 * say, every problem of the row is collected under its field, and `check` adds those between fields. A good row
 * is handed on as read, or as `shape` renames it.
 */
export function rowParser<K extends ImportKindId, Row = ImportRow<K>>(
  kind: K,
  options: {
    check?: (cells: ReadCells<K>, fail: (field: ColumnOf<K>['field'], message: string) => void) => void;
    shape?: (row: ImportRow<K>) => Row;
  } = {},
) {
  const columns: readonly ImportColumn[] = IMPORT_KINDS[kind].columns;
  return (values: Record<string, SheetValue>): { row: Row } | { errors: FieldErrors } => {
    const errors: FieldErrors = {};
    const fail = (field: string, message: string) => {
      errors[field] = [...(errors[field] ?? []), message];
      return null;
    };
    const cells: Record<string, unknown> = {};
    for (const column of columns) {
      const value = values[column.field] ?? null;
      const { field } = column;
      if (value !== null) cells[field] = readValue(column, value, (message) => fail(field, message));
      else if (column.required) cells[field] = fail(field, REQUIRED);
      else cells[field] = 'fallback' in column ? column.fallback : null;
    }
    options.check?.(cells as ReadCells<K>, fail);
    if (Object.keys(errors).length) return { errors };
    const row = cells as ImportRow<K>;
    return { row: options.shape ? options.shape(row) : (row as Row) };
  };
}

/** The check of kinds with a start and an end date: the end may not come before the start. */
export const endNotBeforeStart =
  (message: string) =>
  (
    cells: { start_date: string | null; end_date: string | null },
    fail: (field: 'end_date', message: string) => void,
  ) => {
    if (cells.start_date && cells.end_date && cells.end_date < cells.start_date) fail('end_date', message);
  };
