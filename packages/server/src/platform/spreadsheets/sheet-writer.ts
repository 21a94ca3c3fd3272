import type { Writable } from 'node:stream';
import ExcelJS from 'exceljs';
import { type SheetValue, safeCellValue } from './cell-values';

/** The media type of an .xlsx workbook. */
export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export interface SheetColumn {
  header: string;
  key: string;
  width?: number;
  /** How the column's cells show, e.g. `yyyy-mm-dd` for dates written as `Date` values. */
  numFmt?: string;
}

/** Streams rows into an .xlsx, one committed row at a time, every value made formula-safe. */
export async function writeSheet(
  output: Writable,
  sheetName: string,
  columns: readonly SheetColumn[],
  rows: AsyncIterable<Record<string, SheetValue>>,
  onRow?: (count: number) => Promise<void> | void,
): Promise<number> {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: output, useStyles: true });
  const sheet = workbook.addWorksheet(sheetName);
  sheet.columns = columns.map((column) => ({
    header: column.header,
    key: column.key,
    width: column.width ?? 18,
    ...(column.numFmt ? { style: { numFmt: column.numFmt } } : {}),
  }));
  sheet.getRow(1).font = { bold: true };
  sheet.getRow(1).commit();
  let count = 0;
  for await (const row of rows) {
    const safe: Record<string, SheetValue> = {};
    for (const column of columns) safe[column.key] = safeCellValue(row[column.key] ?? null);
    sheet.addRow(safe).commit();
    count += 1;
    await onRow?.(count);
  }
  sheet.commit();
  await workbook.commit();
  return count;
}

/** A template: the kind's headers, required ones bold, each with its hint as a note; no rows. */
export async function templateWorkbook(
  sheetName: string,
  columns: readonly { header: string; required: boolean; hint: string }[],
): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(sheetName);
  sheet.columns = columns.map((column) => ({
    header: column.header,
    width: Math.max(16, column.header.length + 4),
  }));
  columns.forEach((column, index) => {
    const cell = sheet.getRow(1).getCell(index + 1);
    cell.font = { bold: column.required };
    cell.note = `${column.required ? 'Required' : 'Optional'}. ${column.hint}`;
  });
  sheet.views = [{ state: 'frozen', ySplit: 1 }];
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
