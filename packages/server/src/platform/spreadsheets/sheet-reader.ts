import { open } from 'node:fs/promises';
import { setImmediate as nextTurn } from 'node:timers/promises';
import type { ImportColumn, UploadErrors } from '@atrium/contracts';
import { MAX_UPLOAD_COLUMNS, MAX_UPLOAD_ROWS } from '@atrium/contracts';
import ExcelJS from 'exceljs';
import { headerKey, plainCellValue, type SheetValue } from './cell-values';

export interface SheetRow {
  /** The row's number in the sheet, as the user sees it in their spreadsheet program. */
  rowNumber: number;
  values: Record<string, SheetValue>;
}

export type ColumnErrors = UploadErrors['column_errors'];

export class SheetError extends Error {
  constructor(
    message: string,
    readonly code = 'unreadable_file',
  ) {
    super(message);
  }
}

/** Rows read between two turns of the event loop, so a large sheet never holds it for long. */
const ROWS_PER_TURN = 500;

export interface SheetReadResult {
  columnErrors: ColumnErrors | null;
  rows: SheetRow[];
}

function checkHeaders(headers: (string | null)[], columns: readonly ImportColumn[]) {
  const known = new Map(columns.map((column) => [headerKey(column.header), column]));
  const seen = new Map<string, number>();
  const fieldAt = new Map<number, string>();
  const errors: ColumnErrors = { duplicate_columns: [], unknown_columns: [], required_columns: [] };
  headers.forEach((header, index) => {
    if (!header) return;
    const key = headerKey(header);
    seen.set(key, (seen.get(key) ?? 0) + 1);
    if (seen.get(key) === 2) errors.duplicate_columns.push(header);
    const column = known.get(key);
    if (!column) errors.unknown_columns.push(header);
    else fieldAt.set(index, column.field);
  });
  for (const column of columns) {
    if (column.required && !seen.has(headerKey(column.header))) errors.required_columns.push(column.header);
  }
  const hasErrors = Object.values(errors).some((list) => list.length > 0);
  return { fieldAt, errors: hasErrors ? errors : null };
}

/**
 * Reads the first worksheet of an .xlsx file as a stream: the first non-empty row holds the headers, matched to
 * the kind's columns; every later non-empty row becomes values by field. Column problems stop the reading.
 *
 * The reader is always run to its end, even past a problem or over later worksheets (whose rows are skipped):
 * a worksheet stored before the shared strings is copied to a temporary file that exceljs only closes and
 * removes when it gets to the end, so leaving early would leak a file descriptor and a copy of the sheet.
 */
export async function readSheet(
  path: string,
  columns: readonly ImportColumn[],
  onRow?: (count: number) => void,
): Promise<SheetReadResult> {
  const file = await open(path, 'r').catch(() => {
    throw new SheetError('The uploaded file is missing.', 'missing_file');
  });
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(file.createReadStream(), {
    sharedStrings: 'cache',
    styles: 'cache',
    hyperlinks: 'ignore',
    worksheets: 'emit',
    entries: 'emit',
  });
  // exceljs#3064: a worksheet stored before xl/workbook.xml (as exceljs itself writes files) can be parsed
  // before the workbook model is set, and the reader then fails on `model.sheets`. Sheet names are not needed
  // here, so an empty model until the real one arrives is enough.
  (reader as unknown as { model: object }).model = {};
  const rows: SheetRow[] = [];
  let fieldAt: Map<number, string> | null = null;
  let columnErrors: ColumnErrors | null = null;
  let problem: SheetError | null = null;
  let sheets = 0;
  const take = (row: ExcelJS.Row) => {
    const cells = (row.values as ExcelJS.CellValue[]).slice(1).map(plainCellValue);
    if (cells.every((cell) => cell === null)) return;
    if (!fieldAt) {
      if (cells.length > MAX_UPLOAD_COLUMNS) {
        throw new SheetError(
          `The file has ${cells.length} columns; at most ${MAX_UPLOAD_COLUMNS} are allowed.`,
        );
      }
      const checked = checkHeaders(
        cells.map((cell) => (cell === null ? null : String(cell))),
        columns,
      );
      columnErrors = checked.errors;
      fieldAt = checked.fieldAt;
      return;
    }
    if (rows.length >= MAX_UPLOAD_ROWS) {
      throw new SheetError(
        `The file has more than ${MAX_UPLOAD_ROWS.toLocaleString('en-US')} rows; split it into smaller files.`,
        'too_many_rows',
      );
    }
    const values: Record<string, SheetValue> = {};
    for (const [index, field] of fieldAt) values[field] = cells[index] ?? null;
    rows.push({ rowNumber: row.number, values });
    onRow?.(rows.length);
  };
  try {
    for await (const worksheet of reader) {
      sheets += 1;
      let read = 0;
      for await (const row of worksheet) {
        if (sheets === 1 && !problem && !columnErrors) {
          try {
            take(row);
          } catch (error) {
            if (!(error instanceof SheetError)) throw error;
            problem = error;
          }
        }
        read += 1;
        if (read % ROWS_PER_TURN === 0) await nextTurn();
      }
    }
  } catch {
    throw new SheetError('The file is not a readable Excel workbook (.xlsx).', 'not_a_workbook');
  } finally {
    await file.close();
  }
  if (problem) throw problem;
  if (columnErrors) return { columnErrors, rows: [] };
  if (!fieldAt) throw new SheetError('The file has no header row.', 'no_header_row');
  if (rows.length === 0) throw new SheetError('The file has no rows below its header.', 'no_rows');
  return { columnErrors: null, rows };
}
