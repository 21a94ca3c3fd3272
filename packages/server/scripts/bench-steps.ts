import { readFile } from 'node:fs/promises';
import { writeScaleWorkbook } from './scale-workbook';

/** The benchmark's steps besides the measures (bench.ts): an import, finding a team, a bulk approval. */

/**
 * Imports `rows` generated employees through the Generic Importer over HTTP (the workbook written to `path`) and
 * waits for the task: its status, result and seconds.
 */
export async function benchImport(
  base: string,
  orgId: number,
  auth: Record<string, string>,
  path: string,
  rows: number,
) {
  await writeScaleWorkbook(path, rows, 'BN');
  const form = new FormData();
  form.append('mode', 'all_or_nothing');
  form.append('file', new Blob([await readFile(path)]), 'bench-employees.xlsx');
  const started = Date.now();
  const response = await fetch(`${base}/api/${orgId}/imports/employee_master/`, {
    method: 'POST',
    headers: auth,
    body: form,
  });
  const { id } = (await response.json()) as { id: number };
  for (;;) {
    const task = (await (
      await fetch(`${base}/api/${orgId}/tasks-queue/tasks/${id}/`, { headers: auth })
    ).json()) as {
      status: string;
      result: unknown;
    };
    if (task.status === 'done' || task.status === 'failed') {
      return {
        rows,
        status: task.status,
        seconds: (Date.now() - started) / 1000,
        result: task.result,
      };
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/**
 * The imported employee whose whole team is closest to `size`: the scale workbook's employee n reports to
 * ceil(n / 8), so team sizes follow from the row numbers alone.
 */
export async function managerWithTeamOf(
  base: string,
  orgId: number,
  auth: Record<string, string>,
  generatedRows: number,
  size: number,
) {
  const teams = new Array<number>(generatedRows + 1).fill(0);
  for (let n = generatedRows; n > 1; n -= 1) {
    const parent = Math.ceil(n / 8);
    teams[parent] = (teams[parent] ?? 0) + (teams[n] ?? 0) + 1;
  }
  let best = 1;
  for (let n = 1; n <= generatedRows; n += 1) {
    if (Math.abs((teams[n] ?? 0) - size) < Math.abs((teams[best] ?? 0) - size)) best = n;
  }
  const suffix = `-${String(best).padStart(6, '0')}`;
  const found = (await (
    await fetch(`${base}/api/${orgId}/org/employees/?search=${suffix}&limit=1&order_by=-code`, {
      headers: auth,
    })
  ).json()) as { results: { id: number; code: string }[] };
  const id = found.results[0]?.id;
  const code = found.results[0]?.code ?? suffix;
  if (!id) throw new Error(`no employee with a code ending ${suffix}`);
  return { id, code, teamSize: teams[best] ?? 0 };
}

/**
 * The lead approves up to 1,000 waiting lines (person, week, project) in one request, as the bulk view's "Approve"
 * does, timed once; it changes the data, so it runs after every other measure.
 */
export async function benchBulkApproval(base: string, orgId: number, auth: Record<string, string>) {
  const lines: { timesheet_id: number; project_id: number | null }[] = [];
  while (lines.length < 1000) {
    const page = (await (
      await fetch(
        `${base}/api/${orgId}/timesheets/approvals/?status=submitted&order_by=week_start&limit=100&offset=${lines.length}`,
        { headers: auth },
      )
    ).json()) as { results: { timesheet_id: number; project: { id: number } | null }[] };
    if (!page.results.length) break;
    lines.push(
      ...page.results.map((row) => ({ timesheet_id: row.timesheet_id, project_id: row.project?.id ?? null })),
    );
  }
  if (!lines.length) return;
  const started = performance.now();
  const response = await fetch(`${base}/api/${orgId}/timesheets/approvals/decide/`, {
    method: 'POST',
    headers: { ...auth, 'content-type': 'application/json' },
    body: JSON.stringify({ items: lines.slice(0, 1000), decision: 'approve' }),
  });
  const answer = await response.json();
  console.log(
    `Approving ${Math.min(lines.length, 1000)} lines in one request: ${response.status} in`,
    `${Math.round(performance.now() - started)} ms`,
    answer,
  );
}
