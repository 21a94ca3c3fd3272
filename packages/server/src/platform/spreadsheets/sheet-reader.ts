import { type FileHandle, open } from 'node:fs/promises';
import type { Readable } from 'node:stream';
import { setImmediate as nextTurn } from 'node:timers/promises';
import type { ImportColumn, UploadErrors } from '@atrium/contracts';
import { MAX_UPLOAD_COLUMNS, MAX_UPLOAD_ROWS } from '@atrium/contracts';
import ExcelJS from 'exceljs';
import { headerKey, plainCellValue, type SheetValue } from './cell-values';
import { eachRowOffThread } from './workbook-thread';

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

/** Rows streamed between two turns of the event loop, so a large sheet never holds it for long. */
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

/** Files up to this size are read whole: quicker than streaming them. */
const READ_WHOLE_UP_TO_BYTES = 4 * 1024 * 1024;

/**
 * Parsing a file read whole holds its thread for about 4 ms per 10 KB of file at a time; from this size on it is
 * parsed on a thread of its own (about 200 ms to start), so requests are not held up for more than ~50 ms.
 */
const PARSE_OFF_THREAD_FROM_BYTES = 128 * 1024;

interface ReadOptions {
  readWholeUpToBytes?: number;
  parseOffThreadFromBytes?: number;
}

type TakeRow = (rowNumber: number, values: ExcelJS.CellValue[]) => boolean;

/**
 * The file as a stream for exceljs's streaming reader. exceljs reads the zip through unzipper's parser, which
 * announces its end as soon as the whole file has been taken in, even while entries it has already parsed still
 * wait in its buffer; exceljs then stops at that end and never sees them. Under load that was now and then the
 * shared strings (stored after the worksheet), so every text cell came out empty. The parser is handed this
 * stream to read (exceljs pipes it there), so its end is let through only once it has really ended, every entry
 * read; a broken file still ends the reading with the parser's error.
 */
function zipSource(file: FileHandle): Readable {
  const source = file.createReadStream({ autoClose: false });
  const pipe = source.pipe.bind(source);
  source.pipe = <T extends NodeJS.WritableStream>(zip: T, options?: { end?: boolean }) => {
    const parser = zip as unknown as Readable;
    const emit = parser.emit.bind(parser);
    parser.emit = (event: string | symbol, ...args: unknown[]) =>
      event === 'end' && !parser.readableEnded ? false : emit(event, ...args);
    return pipe(zip, options);
  };
  return source;
}

/**
 * The rows of the first worksheet (in the workbook's own order), each handed to `take` until it says stop. A
 * small file is read whole. A larger one is streamed, and the stream is always run to its end, past a problem
 * or over later worksheets: a worksheet stored before the shared strings is copied to a temporary file that
 * exceljs only closes and removes when it gets to the end, so leaving early would leak a file descriptor and a
 * copy of the sheet.
 */
async function eachFirstSheetRow(
  file: FileHandle,
  take: TakeRow,
  { readWholeUpToBytes, parseOffThreadFromBytes }: Required<ReadOptions>,
): Promise<void> {
  const { size } = await file.stat();
  if (size <= readWholeUpToBytes && size >= parseOffThreadFromBytes) {
    await eachRowOffThread(await file.readFile(), (rows) =>
      rows.every(([rowNumber, values]) => take(rowNumber, values)),
    );
    return;
  }
  if (size <= readWholeUpToBytes) {
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load((await file.readFile()) as unknown as ArrayBuffer);
    const rows = workbook.worksheets[0]?.getRows(1, workbook.worksheets[0].rowCount) ?? [];
    for (const [index, row] of rows.entries()) {
      if (!take(row.number, row.values as ExcelJS.CellValue[])) return;
      if (index % ROWS_PER_TURN === ROWS_PER_TURN - 1) await nextTurn();
    }
    return;
  }
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(zipSource(file), {
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
  let isFirst = true;
  let isTaking = true;
  for await (const worksheet of reader) {
    let read = 0;
    for await (const row of worksheet) {
      if (isFirst && isTaking) isTaking = take(row.number, row.values as ExcelJS.CellValue[]);
      read += 1;
      if (read % ROWS_PER_TURN === 0) await nextTurn();
    }
    isFirst = false;
  }
}

/**
 * Reads the first worksheet of an .xlsx file: the first non-empty row holds the headers, matched to the kind's
 * columns; every later non-empty row becomes values by field. Column problems stop the reading.
 */
export async function readSheet(
  path: string,
  columns: readonly ImportColumn[],
  onRow?: (count: number) => void,
  {
    readWholeUpToBytes = READ_WHOLE_UP_TO_BYTES,
    parseOffThreadFromBytes = PARSE_OFF_THREAD_FROM_BYTES,
  }: ReadOptions = {},
): Promise<SheetReadResult> {
  const file = await open(path, 'r').catch(() => {
    throw new SheetError('The uploaded file is missing.', 'missing_file');
  });
  const rows: SheetRow[] = [];
  let fieldAt: Map<number, string> | null = null;
  let columnErrors: ColumnErrors | null = null;
  let problem: SheetError | null = null;
  /** Takes one row; false once the reading should stop. */
  const take: TakeRow = (rowNumber, rowValues) => {
    const cells = rowValues.slice(1).map(plainCellValue);
    if (cells.every((cell) => cell === null)) return true;
    if (!fieldAt) {
      if (cells.length > MAX_UPLOAD_COLUMNS) {
        problem = new SheetError(
          `The file has ${cells.length} columns; at most ${MAX_UPLOAD_COLUMNS} are allowed.`,
        );
        return false;
      }
      const checked = checkHeaders(
        cells.map((cell) => (cell === null ? null : String(cell))),
        columns,
      );
      columnErrors = checked.errors;
      fieldAt = checked.fieldAt;
      return columnErrors === null;
    }
    if (rows.length >= MAX_UPLOAD_ROWS) {
      problem = new SheetError(
        `The file has more than ${MAX_UPLOAD_ROWS.toLocaleString('en-US')} rows; split it into smaller files.`,
        'too_many_rows',
      );
      return false;
    }
    const values: Record<string, SheetValue> = {};
    for (const [index, field] of fieldAt) values[field] = cells[index] ?? null;
    rows.push({ rowNumber, values });
    onRow?.(rows.length);
    return true;
  };
  try {
    await eachFirstSheetRow(file, take, { readWholeUpToBytes, parseOffThreadFromBytes });
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
