import type { ExportKindId, ExportRequest } from '@atrium/contracts';
import type { AppContext } from '../app-context';
import type { SheetValue } from '../spreadsheets/cell-values';
import type { SheetColumn } from '../spreadsheets/sheet-writer';

export type ExportFilters = ExportRequest;

/** What a module provides for one kind of Excel export: its columns and its rows, read a page at a time. */
export interface ExportHandler {
  kind: ExportKindId;
  sheetName: string;
  columns: readonly SheetColumn[];
  count(ctx: AppContext, organizationId: number, filters: ExportFilters): Promise<number>;
  rows(
    ctx: AppContext,
    organizationId: number,
    filters: ExportFilters,
  ): AsyncIterable<Record<string, SheetValue>>;
}
