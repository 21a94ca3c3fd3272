import { setImmediate as nextTurn } from 'node:timers/promises';
import {
  IMPORT_KINDS,
  type ImportMode,
  MAX_REPORTED_DUPLICATE_ROWS,
  MAX_REPORTED_DUPLICATES,
  MAX_REPORTED_ROW_ERRORS,
  type UploadErrors,
} from '@atrium/contracts';
import { sql } from 'drizzle-orm';
import type { AppContext } from '../app-context';
import { queryRows } from '../db/query-rows';
import { withOrg } from '../db/tenant';
import { isMissingFile } from '../files/file-store';
import { withScope } from '../scope';
import { readSheet, SheetError } from '../spreadsheets/sheet-reader';
import type { ScopedOrganization } from '../tenancy/org-scope';
import type { FieldErrors, ImportHandler, NumberedRow } from './import-handler';
import {
  emptyUploadErrors,
  fileError,
  type TaskInput,
  type TaskOutcome,
  type TaskProgress,
} from './task-outcome';

/**
 * A write batch is sized to take about this much of the process's CPU, so the embedded database's one connection
 * (and the event loop it runs on) is free again soon for everyone else; some records take far longer to write than
 * others. CPU, not the clock: on a busy machine the clock also counts the wait for a core, which shrank batches to
 * their least and multiplied each one's fixed cost (transaction, progress) for no gain.
 */
const WRITE_BATCH_MS = 20;
const WRITE_BATCH_ROWS = { first: 50, min: 10, max: 1000 };

/** The size of the next write batch, from the CPU the last one used. */
function nextBatchSize(rows: number, cpuMs: number): number {
  const scaled = Math.round((rows * WRITE_BATCH_MS) / Math.max(cpuMs, 1));
  return Math.min(WRITE_BATCH_ROWS.max, Math.max(WRITE_BATCH_ROWS.min, scaled));
}

/** Rows handled between two turns of the event loop: an import never holds it for long. */
const ROWS_PER_TURN = 1000;

/**
 * Rows sharing a key: all but the first are duplicates, reported under the key column's header. Linear in the
 * rows however often a key repeats; the report names at most MAX_REPORTED_DUPLICATES values and
 * MAX_REPORTED_DUPLICATE_ROWS rows of each (every repeat is still left out of the writing).
 */
async function findDuplicates<Row>(handler: ImportHandler<Row>, rows: NumberedRow<Row>[]) {
  const byKey = new Map<string, number[]>();
  const repeated = new Set<number>();
  for (const [index, { rowNumber, row }] of rows.entries()) {
    const key = handler.keyOf(row);
    const seen = byKey.get(key);
    if (!seen) byKey.set(key, [rowNumber]);
    else {
      repeated.add(rowNumber);
      if (seen.length < MAX_REPORTED_DUPLICATE_ROWS) seen.push(rowNumber);
    }
    if (index % ROWS_PER_TURN === ROWS_PER_TURN - 1) await nextTurn();
  }
  const kind = IMPORT_KINDS[handler.kind];
  const header = kind.columns.find((column) => column.field === kind.keyField)?.header ?? kind.keyField;
  const duplicateRows: UploadErrors['duplicate_rows'] = [];
  for (const [value, rowNumbers] of byKey) {
    if (rowNumbers.length < 2) continue;
    duplicateRows.push({ column: header, value, rows: rowNumbers });
    if (duplicateRows.length >= MAX_REPORTED_DUPLICATES) break;
  }
  return { duplicateRows, repeated };
}

const REFRESH_STATISTICS_AFTER_ROWS = 1000;

/**
 * A bulk load leaves the planner's statistics stale (PGlite has no autovacuum to refresh them), and a directory
 * page planned on them reads every row instead of one index range. Each table the load changed is analysed on
 * its own turn: the whole database at once held the embedded database, and so every request, for half a second.
 */
async function refreshStatistics(ctx: AppContext) {
  const { db, kind } = ctx.database;
  // The embedded database's counts of changed rows wait in its one backend until flushed; PostgreSQL's
  // connections report theirs as they go (and its autovacuum analyses anyway).
  if (kind === 'pglite') await db.execute(sql`select pg_stat_force_next_flush()`);
  const changed = await queryRows<{ name: string }>(
    db,
    sql`select quote_ident(schemaname) || '.' || quote_ident(relname) as name from pg_stat_user_tables
        where n_mod_since_analyze >= ${REFRESH_STATISTICS_AFTER_ROWS}`,
  );
  for (const { name } of changed) {
    await nextTurn();
    await db.execute(sql`analyze ${sql.raw(name)}`);
  }
}

/**
 * One upload of the Generic Importer: read the sheet, check every row (cells, repeats within the file, then the
 * database), and only then write. All-or-nothing writes nothing when any row is bad; skip-bad-rows writes the
 * good ones. Writing goes in batches, each its own short transaction, so the app stays responsive and progress
 * can be shown; the checks before it are what make all-or-nothing hold.
 */
export async function runImport<Row>(
  ctx: AppContext,
  org: ScopedOrganization,
  task: TaskInput,
  typed: ImportHandler<Row>,
  progress: TaskProgress,
): Promise<TaskOutcome> {
  const mode = (task.parameters.mode ?? 'all_or_nothing') as ImportMode;
  if (!task.storedFile) return { status: 'failed', errors: fileError('The uploaded file is missing.') };

  let sheet: Awaited<ReturnType<typeof readSheet>>;
  try {
    sheet = await ctx.files.withLocalCopy(task.storedFile, (path) =>
      readSheet(path, IMPORT_KINDS[typed.kind].columns),
    );
  } catch (error) {
    if (error instanceof SheetError)
      return { status: 'failed', errors: fileError(error.message, error.code) };
    if (isMissingFile(error))
      return { status: 'failed', errors: fileError('The uploaded file is missing.', 'missing_file') };
    throw error;
  }
  if (sheet.columnErrors)
    return { status: 'failed', errors: { ...emptyUploadErrors(), column_errors: sheet.columnErrors } };

  const total = sheet.rows.length;
  const rowErrors = new Map<number, FieldErrors>();
  const parsed: NumberedRow<Row>[] = [];
  for (const [index, { rowNumber, values }] of sheet.rows.entries()) {
    const result = typed.parseRow(values);
    if ('errors' in result) rowErrors.set(rowNumber, result.errors);
    else parsed.push({ rowNumber, row: result.row });
    if (index % ROWS_PER_TURN === ROWS_PER_TURN - 1) await nextTurn();
  }
  const { duplicateRows, repeated } = await findDuplicates(typed, parsed);
  const unique = parsed.filter(({ rowNumber }) => !repeated.has(rowNumber));

  const organizationId = org.id;
  const prepared = await withScope(ctx, org, null, (scope) => typed.prepare(scope, unique), {
    actorUserId: task.userId,
  });
  for (const [rowNumber, errors] of prepared.rowErrors) rowErrors.set(rowNumber, errors);

  const reported = Float64Array.from(rowErrors.keys()).sort().subarray(0, MAX_REPORTED_ROW_ERRORS);
  const errors: UploadErrors = {
    ...emptyUploadErrors(),
    duplicate_rows: duplicateRows,
    row_errors: Object.fromEntries(Array.from(reported, (n) => [String(n), rowErrors.get(n) as FieldErrors])),
  };
  const good = unique.filter(({ rowNumber }) => !rowErrors.has(rowNumber));
  const hasErrors = good.length < total;
  if (hasErrors && mode === 'all_or_nothing') {
    return {
      status: 'failed',
      errors,
      result: { records_added: 0, records_updated: 0, records_skipped: total },
    };
  }

  let added = 0;
  let updated = 0;
  let size = WRITE_BATCH_ROWS.first;
  await progress(0, good.length);
  for (let start = 0; start < good.length; ) {
    const batch = good.slice(start, start + size);
    const started = process.cpuUsage();
    const counts = await withOrg(ctx.database.db, organizationId, (tx) => prepared.write(tx, batch));
    const used = process.cpuUsage(started);
    size = nextBatchSize(batch.length, (used.user + used.system) / 1000);
    start += batch.length;
    added += counts.added;
    updated += counts.updated;
    await progress(start, good.length);
    await nextTurn();
  }
  const { finish } = prepared;
  if (finish) await withOrg(ctx.database.db, organizationId, (tx) => finish(tx));
  if (added + updated >= REFRESH_STATISTICS_AFTER_ROWS) await refreshStatistics(ctx);
  return {
    status: 'done',
    errors: hasErrors ? errors : null,
    result: { records_added: added, records_updated: updated, records_skipped: total - good.length },
  };
}
