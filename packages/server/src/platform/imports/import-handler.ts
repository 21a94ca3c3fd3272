import type { ImportKindId } from '@atrium/contracts';
import type { Tx } from '../db/client';
import type { Scope } from '../scope';
import type { SheetValue } from '../spreadsheets/cell-values';

export type FieldErrors = Record<string, string[]>;

export interface NumberedRow<Row> {
  rowNumber: number;
  row: Row;
}

export interface ImportWriter<Row> {
  /** Writes good rows (a batch at a time, each batch in its own transaction), counting added and updated. */
  write(tx: Tx, rows: NumberedRow<Row>[]): Promise<{ added: number; updated: number }>;
  /** What can only be done once every batch is in (links between rows of the file), in one more transaction. */
  finish?(tx: Tx): Promise<void>;
}

/**
 * What a module provides for one record kind of the Generic Importer: parse a row's cells, then check the rows
 * against the database (unknown names, taken emails) and say how to write the good ones.
 */
export interface ImportHandler<Row> {
  kind: ImportKindId;
  parseRow(values: Record<string, SheetValue>): { row: Row } | { errors: FieldErrors };
  /** The value that identifies a record: two rows with the same key in one file are duplicates. */
  keyOf(row: Row): string;
  /** Runs in one transaction of the scope's organisation, as the user who uploaded the file. */
  prepare(
    scope: Scope,
    rows: NumberedRow<Row>[],
  ): Promise<{ rowErrors: Map<number, FieldErrors> } & ImportWriter<Row>>;
}
