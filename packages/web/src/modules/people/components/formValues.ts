import { formatDisplayDate, parseApiDate } from '@atrium/contracts';
import dayjs, { type Dayjs } from 'dayjs';

/** YYYY-MM-DD of a picked day, or null. */
export const isoOf = (day: Dayjs | null | undefined): string | null =>
  day ? day.format('YYYY-MM-DD') : null;

/** A picker's value for a YYYY-MM-DD day. */
export const dayOf = (iso: string | null | undefined): Dayjs | null => (iso ? dayjs(iso) : null);

/** DD-MMM-YYYY of a YYYY-MM-DD day (or the local day of a timestamp), or a dash. */
export function showDate(value: string | null | undefined): string {
  if (!value) return '—';
  const date = value.length > 10 ? new Date(value) : parseApiDate(value);
  return date && !Number.isNaN(date.getTime()) ? formatDisplayDate(date) : '—';
}

/** Text as an optional field sends it: trimmed, and null when left empty (the field is cleared). */
export const textOrNull = (text: string | null | undefined): string | null => {
  const trimmed = text?.trim() ?? '';
  return trimmed === '' ? null : trimmed;
};

/** `value` when it is one of `choices` (a stored value the form's select offers), else null. */
export function oneOf<T extends string>(choices: readonly T[], value: string | null | undefined): T | null {
  return choices.find((choice) => choice === value) ?? null;
}

/** Catalogue rows (designations, grades, ...) as select options. */
export const optionsOf = (rows: readonly { id: number; name: string }[] | undefined) =>
  (rows ?? []).map((row) => ({ value: row.id, label: row.name }));

/** A catalogue select: clearable, and searchable by the option's name. */
export const CATALOGUE_SELECT = { allowClear: true, showSearch: { optionFilterProp: 'label' } } as const;

/** Half the form's width on wide screens, all of it on narrow ones. */
export const HALF_WIDTH = { xs: 24, md: 12 } as const;
