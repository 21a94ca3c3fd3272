import { BENCH_REASON_TEXTS, POOL_STATE_TEXTS } from '@atrium/contracts';
import { withOrg } from '../../platform/db/tenant';
import type { ExportHandler, ExportRun } from '../../platform/imports/export-handler';
import { SHEET_DATE_FORMAT, sheetDate } from '../../platform/spreadsheets/cell-values';
import type { SheetColumn } from '../../platform/spreadsheets/sheet-writer';
import { findPoolPage } from './rmg.queries';

const PAGE = 500;

const columns: readonly SheetColumn[] = [
  { header: 'Code', key: 'code', width: 12 },
  { header: 'Name', key: 'name', width: 28 },
  { header: 'Designation', key: 'designation', width: 24 },
  { header: 'Department', key: 'department', width: 20 },
  { header: 'Location', key: 'location', width: 16 },
  { header: 'State', key: 'state', width: 18 },
  { header: 'Allocated %', key: 'allocated_percent', width: 12 },
  { header: 'Bench days', key: 'bench_days', width: 12 },
  { header: 'Released on', key: 'release_date', numFmt: SHEET_DATE_FORMAT },
  { header: 'Last project', key: 'last_project', width: 32 },
  { header: 'Skills', key: 'skills', width: 40 },
  { header: 'Why free', key: 'reason', width: 18 },
];

const queryOf = (run: ExportRun<'rmg-pool'>, offset: number, limit: number) => ({
  ...run.filters,
  limit,
  offset,
});

/**
 * The RMG Pool as an Excel sheet, on the day the export runs: the people its filters select, in its default order,
 * read a page at a time by the list's own query. Only RMG managers and the CEO may start it.
 */
export const poolExport: ExportHandler<'rmg-pool'> = {
  kind: 'rmg-pool',
  sheetName: 'RMG pool',
  columns,
  async count(ctx, run) {
    const page = await withOrg(ctx.database.db, run.organizationId, (tx) =>
      findPoolPage(tx, run.organizationId, run.today, queryOf(run, 0, 1)),
    );
    return page.count;
  },
  async *rows(ctx, run) {
    for (let offset = 0; ; offset += PAGE) {
      const page = await withOrg(ctx.database.db, run.organizationId, (tx) =>
        findPoolPage(tx, run.organizationId, run.today, queryOf(run, offset, PAGE)),
      );
      for (const member of page.results)
        yield {
          code: member.code,
          name: member.name,
          designation: member.designation,
          department: member.department,
          location: member.location,
          state: POOL_STATE_TEXTS[member.state],
          allocated_percent: member.allocated_percent,
          bench_days: member.state === 'bench' ? member.bench_days : null,
          release_date: sheetDate(member.release_date),
          last_project: member.last_project
            ? `${member.last_project.code} ${member.last_project.name}`
            : null,
          skills: member.skills.join(', '),
          reason: member.reason ? BENCH_REASON_TEXTS[member.reason] : null,
        };
      if (page.results.length < PAGE) return;
    }
  },
};
