import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';
import type { CellValue } from 'exceljs';

/** A row of the first worksheet: its number and exceljs's cell values (index 0 unused). */
export type RawRow = [rowNumber: number, values: CellValue[]];

/** Rows sent per message; the next batch is only sent once these have been taken. */
const ROWS_PER_MESSAGE = 1000;

/**
 * Plain JavaScript, so the thread needs no TypeScript loader. Parsing a whole workbook holds its thread for
 * hundreds of milliseconds on a large sheet, so it is done here rather than on the thread answering requests.
 */
const THREAD_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const ExcelJS = require(workerData.exceljs);
(async () => {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(workerData.content);
  const sheet = workbook.worksheets[0];
  const rows = (sheet && sheet.getRows(1, sheet.rowCount)) || [];
  let next = 0;
  const send = () => {
    if (next >= rows.length) return parentPort.postMessage(null);
    const batch = rows.slice(next, next + workerData.rowsPerMessage).map((row) => [row.number, row.values]);
    next += batch.length;
    parentPort.postMessage(batch);
  };
  parentPort.on('message', send);
  send();
})().catch((error) => {
  throw error;
});
`;

const exceljsPath = createRequire(import.meta.url).resolve('exceljs');

/**
 * Reads an .xlsx held in memory on a thread of its own and hands the first worksheet's rows to `take`, a batch
 * at a time, until they run out or `take` says stop. Rejects when the content is not a workbook.
 */
export function eachRowOffThread(
  content: Buffer,
  take: (rows: RawRow[]) => boolean | Promise<boolean>,
): Promise<void> {
  const worker = new Worker(THREAD_SOURCE, {
    eval: true,
    workerData: { content, exceljs: exceljsPath, rowsPerMessage: ROWS_PER_MESSAGE },
  });
  return new Promise<void>((resolve, reject) => {
    let failure: unknown = null;
    worker.on('message', async (rows: RawRow[] | null) => {
      try {
        if (rows && (await take(rows))) worker.postMessage('next');
        else await worker.terminate();
      } catch (error) {
        failure = error;
        await worker.terminate();
      }
    });
    worker.on('error', (error) => {
      failure ??= error;
    });
    worker.on('exit', () => (failure ? reject(failure) : resolve()));
  });
}
