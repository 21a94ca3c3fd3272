import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ExcelJS from 'exceljs';

export type SheetRows = readonly (readonly (string | number | null)[])[];

/** Writes a one-sheet workbook (a header row, then `rows`) to a fresh temp folder; answers its path. */
export async function writeWorkbook(fileName: string, header: readonly string[], rows: SheetRows) {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Sheet1');
  sheet.addRow([...header]);
  for (const row of rows) sheet.addRow([...row]);
  const path = join(await mkdtemp(join(tmpdir(), 'atrium-e2e-workbook-')), fileName);
  await workbook.xlsx.writeFile(path);
  return path;
}

/** The first sheet of an .xlsx file as rows of cell texts (row 1 first; empty cells as ''). */
export async function readWorkbook(path: string): Promise<string[][]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(path);
  const sheet = workbook.worksheets[0];
  if (!sheet) throw new Error(`${path} has no sheet`);
  const rows: string[][] = [];
  sheet.eachRow((row) => {
    const cells = (row.values as ExcelJS.CellValue[]).slice(1);
    rows.push(cells.map((cell) => (cell === null || cell === undefined ? '' : String(cell))));
  });
  return rows;
}
