import ExcelJS from 'exceljs';
import type { TestApp } from './test-app';

/** An .xlsx with a header row and rows of cells, as someone would fill a template in. */
export async function workbookOf(rows: (string | number | Date | null)[][]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Sheet1');
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** The rows of an .xlsx's first sheet as plain values. */
export async function rowsOf(content: Buffer): Promise<unknown[][]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(content as unknown as ArrayBuffer);
  const rows: unknown[][] = [];
  workbook.worksheets[0]?.eachRow((row) => {
    rows.push((row.values as unknown[]).slice(1));
  });
  return rows;
}

/** A multipart/form-data body: text fields first, then the file. */
export function multipart(
  fields: Record<string, string>,
  file?: { name: string; content: Buffer; field?: string },
) {
  const boundary = `----atrium${Math.random().toString(16).slice(2)}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    );
  }
  if (file) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field ?? 'file'}"; filename="${file.name}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
      ),
      file.content,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(parts),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** Polls one of the caller's tasks until it has finished, and returns it. */
export async function finishedTask(
  test: TestApp,
  url: string,
  headers: Record<string, string>,
  timeoutMs = 20_000,
) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const task = (await test.app.inject({ method: 'GET', url, headers })).json();
    if (['done', 'failed', 'ignored'].includes(task.status)) return task;
    if (Date.now() > deadline) throw new Error(`task still ${task.status}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/**
 * Uploads rows (a header row first) to the Generic Importer as `token`'s user and waits for the import task:
 * the finished task, or the refusal when the upload was not accepted.
 */
export async function uploadRows(
  test: TestApp,
  {
    orgId,
    token,
    kind,
    mode = 'all_or_nothing',
  }: { orgId: number; token: string; kind: string; mode?: string },
  rows: (string | number | Date | null)[][],
) {
  const headers = { authorization: `Bearer ${token}` };
  const body = multipart({ mode }, { name: `${kind}.xlsx`, content: await workbookOf(rows) });
  const response = await test.app.inject({
    method: 'POST',
    url: `/api/${orgId}/imports/${kind}/`,
    headers: { ...headers, ...body.headers },
    payload: body.payload,
  });
  if (response.statusCode !== 202) return response;
  return finishedTask(test, `/api/${orgId}/tasks-queue/tasks/${response.json().id}/`, headers);
}
