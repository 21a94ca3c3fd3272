import type { CellValue } from 'exceljs';

export type SheetValue = string | number | boolean | Date | null;

/** A cell as the importer sees it: rich text and hyperlinks read as their text, formulas as their result. */
export function plainCellValue(value: CellValue | undefined): SheetValue {
  if (value == null) return null;
  if (typeof value === 'string') return value.trim() === '' ? null : value.trim();
  if (typeof value === 'number' || typeof value === 'boolean' || value instanceof Date) return value;
  if ('richText' in value) return plainCellValue(value.richText.map((part) => part.text).join(''));
  if ('formula' in value || 'sharedFormula' in value) return plainCellValue(value.result as CellValue);
  if ('text' in value) return plainCellValue(String(value.text));
  if ('error' in value) return null;
  return null;
}

const FORMULA_TRIGGERS = /^[=+\-@\t\r]/;

/**
 * A value safe to put in a cell someone will open in a spreadsheet program: text that a program would run as a
 * formula (=, +, -, @, tab, carriage return first) is written with a leading apostrophe.
 */
export function safeCellValue(value: SheetValue): SheetValue {
  return typeof value === 'string' && FORMULA_TRIGGERS.test(value) ? `'${value}` : value;
}

/** Header text compared the way people type it: case, spaces and a trailing '*' do not matter. */
export const headerKey = (header: string) => header.toLowerCase().replace(/\*$/, '').replace(/\s+/g, '');

/** How a date column shows in an exported sheet. */
export const SHEET_DATE_FORMAT = 'yyyy-mm-dd';

/** A `YYYY-MM-DD` date as a real spreadsheet date (midnight UTC, the day Excel shows whatever the zone); null stays null. */
export function sheetDate(isoDate: string | null | undefined): Date | null {
  if (!isoDate) return null;
  const [year, month, day] = isoDate.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day));
}
