import type { Actor, ExportKindId, ExportRequestOf } from '@atrium/contracts';
import type { AppContext } from '../app-context';
import type { SheetValue } from '../spreadsheets/cell-values';
import type { SheetColumn } from '../spreadsheets/sheet-writer';

/** The filters an export of one kind was started with, checked against the kind's own request schema. */
export type ExportFilters<K extends ExportKindId = ExportKindId> = ExportRequestOf<K>;

/** Who an export runs for: the organisation, the filters, and the person who started it as they are now. */
export interface ExportRun<K extends ExportKindId = ExportKindId> {
  organizationId: number;
  filters: ExportFilters<K>;
  /** Reloaded when the job runs, so the sheet holds only what they may see at that moment. */
  actor: Actor;
  /** The organisation's local date when the job runs, `YYYY-MM-DD`. */
  today: string;
}

/**
 * What a module provides for one kind of Excel export: its columns and its rows, read a page at a time, limited
 * to what the run's actor may see.
 */
export interface ExportHandler<K extends ExportKindId = ExportKindId> {
  kind: K;
  sheetName: string;
  columns: readonly SheetColumn[];
  /** Columns that depend on the organisation (its custom fields), written after `columns`. */
  moreColumns?(ctx: AppContext, run: ExportRun<K>): Promise<readonly SheetColumn[]>;
  count(ctx: AppContext, run: ExportRun<K>): Promise<number>;
  rows(ctx: AppContext, run: ExportRun<K>): AsyncIterable<Record<string, SheetValue>>;
}
