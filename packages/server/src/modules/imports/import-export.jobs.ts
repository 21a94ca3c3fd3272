import { PassThrough } from 'node:stream';
import { EXPORT_KINDS, type ExportKindId } from '@atrium/contracts';
import type { AppContext } from '../../platform/app-context';
import { organizationClock } from '../../platform/clock';
import type { Tx } from '../../platform/db/client';
import { withOrg } from '../../platform/db/tenant';
import type { ExportHandler, ExportRun } from '../../platform/imports/export-handler';
import type { ImportKind } from '../../platform/imports/import-kind';
import { fileError } from '../../platform/imports/task-outcome';
import type { JobDefinition } from '../../platform/jobs/job-queue';
import { queueMail } from '../../platform/mail/mail-outbox';
import { writeSheet } from '../../platform/spreadsheets/sheet-writer';
import { findUserById } from '../accounts';
import { getOrganizationById } from '../orgs';
import { loadUserActor } from '../people';
import { giveUpTask, runTask, type TaskJobData } from '../tasks';

export const IMPORT_JOB = 'imports.run';
export const EXPORT_JOB = 'exports.run';

export function importJob(
  ctx: AppContext,
  kinds: ReadonlyMap<string, ImportKind>,
): JobDefinition<TaskJobData> {
  return {
    name: IMPORT_JOB,
    retryLimit: 2,
    expireInSeconds: 30 * 60,
    onGaveUp: (data) => giveUpTask(ctx, data),
    run: (data, attempt) =>
      runTask(ctx, data, attempt, async (task, progress) => {
        const kind = kinds.get(task.kind);
        if (!kind) throw new Error(`no importer for ${task.kind}`);
        const org = await getOrganizationById(ctx.database.db, task.organizationId);
        if (!org) throw new Error(`no organisation ${task.organizationId}`);
        return kind.run(ctx, org, task, progress);
      }),
  };
}

/** Shown on an export whose owner may no longer start it (a role removed, the account disabled) when it runs. */
export const EXPORT_NOT_ALLOWED = 'You may no longer export these records.';

/**
 * Writes the spreadsheet to the file store, then emails its owner that it is ready in Atrium: the mail is queued in
 * the transaction that stores the outcome and marks the job done, so it goes once. The export runs as
 * its owner, reloaded now: they must still be allowed the kind, and the handler keeps to what they may see.
 */
export function exportJob(
  ctx: AppContext,
  handlers: ReadonlyMap<string, ExportHandler>,
): JobDefinition<TaskJobData> {
  return {
    name: EXPORT_JOB,
    retryLimit: 2,
    expireInSeconds: 30 * 60,
    onGaveUp: (data) => giveUpTask(ctx, data),
    run: (data, attempt) =>
      runTask(ctx, data, attempt, async (task, progress) => {
        const handler = handlers.get(task.kind);
        if (!handler) throw new Error(`no exporter for ${task.kind}`);
        const actor = await withOrg(ctx.database.db, task.organizationId, (tx) =>
          loadUserActor(tx, task.organizationId, task.userId),
        );
        const kind = EXPORT_KINDS[task.kind as ExportKindId];
        if (!actor || !kind?.may(actor)) {
          return { status: 'failed', errors: fileError(EXPORT_NOT_ALLOWED, 'permission_denied') };
        }
        const org = await getOrganizationById(ctx.database.db, task.organizationId);
        if (!org) throw new Error(`no organisation ${task.organizationId}`);
        const run: ExportRun = {
          organizationId: task.organizationId,
          filters: task.parameters as ExportRun['filters'],
          actor,
          today: organizationClock(org.timezone).today(),
        };
        const columns = [...handler.columns, ...((await handler.moreColumns?.(ctx, run)) ?? [])];
        const total = await handler.count(ctx, run);
        const key = ctx.files.newKey(task.organizationId, 'exports', '.xlsx');
        const output = new PassThrough();
        const written = ctx.files.write(key, output);
        const rows = handler.rows(ctx, run);
        const count = await writeSheet(output, handler.sheetName, columns, rows, (n) =>
          n % 500 === 0 ? progress(n, total) : undefined,
        );
        await written;
        await progress(count, count);
        const finishIn = async (tx: Tx) => {
          const owner = await findUserById(tx, task.organizationId, task.userId);
          if (!owner?.isActive) return;
          await queueMail(tx, ctx.jobs, task.organizationId, {
            to: owner.email,
            subject: `${task.displayName} is ready`,
            text: `${task.displayName} (${task.filename}) has been generated. Download it from Uploads in Atrium: ${ctx.config.PUBLIC_URL}/uploads\n`,
          });
        };
        return { status: 'done', storedFile: key, finishIn };
      }),
  };
}
