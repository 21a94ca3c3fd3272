import { TEXT_LIMITS } from '../constants/limits';

/** A text column's value must also match this, or the row is refused with the message. */
export interface ColumnMatch {
  pattern: RegExp;
  message: string;
}

/** What a column's cells hold, and the limits the importer checks them against. */
export type ColumnValue =
  | { type: 'text'; max: number; match?: ColumnMatch }
  /** Text compared and stored upper-cased, as employee codes are. */
  | { type: 'code'; max: number; match?: ColumnMatch }
  | { type: 'email' }
  | { type: 'date' }
  /** `decimals: 0` asks for a whole number; no `decimals` takes any. */
  | { type: 'number'; min: number; max: number; decimals?: number; fallback?: number }
  | { type: 'yes_no'; fallback?: boolean }
  /** One of the words, in any case. */
  | { type: 'one_of'; values: readonly string[]; fallback?: string }
  /** Hours (7.5) or a duration (7h 30m), more than none and at most a day; read as minutes. */
  | { type: 'hours'; fallback?: number };

export type ImportColumn = {
  /** The header as it appears in the template and must appear in an upload (matched ignoring case and spaces). */
  header: string;
  /** The field name row errors are reported under. */
  field: string;
  required: boolean;
  /** What a valid value looks like, shown under the header in the template. */
  hint: string;
} & ColumnValue;

/** A column of an import kind; its literal field, requirement and value type give the server its row type. */
export const column = <const F extends string, const R extends boolean, const V extends ColumnValue>(
  header: string,
  field: F,
  required: R,
  hint: string,
  value: V,
) => ({ header, field, required, hint, ...value });

export const text = (max: number = TEXT_LIMITS.medium, match?: ColumnMatch) =>
  ({ type: 'text', max, ...(match && { match }) }) as const;
export const code = (max: number, match?: ColumnMatch) =>
  ({ type: 'code', max, ...(match && { match }) }) as const;
export const email = { type: 'email' } as const;
export const date = { type: 'date' } as const;
/** Yes or No, an empty cell meaning No. */
export const yesNo = { type: 'yes_no', fallback: false } as const;
