import type { FieldErrors, NumberedRow } from './import-handler';

/** Names compared as people type them: case and repeated spaces do not matter. */
export const nameKey = (name: string) => name.trim().replace(/\s+/g, ' ').toLowerCase();

/** Adds a message to a row's errors found against the database, beside any the row already has. */
export function addRowError(
  errors: Map<number, FieldErrors>,
  rowNumber: number,
  field: string,
  message: string,
) {
  const row = errors.get(rowNumber) ?? {};
  row[field] = [...(row[field] ?? []), message];
  errors.set(rowNumber, row);
}

/** The rows of a batch that were judged good, each with what was worked out for it while checking the file. */
export function plannedRows<Row, Plan extends object>(batch: NumberedRow<Row>[], planned: Map<number, Plan>) {
  return batch.flatMap(({ rowNumber, row }) => {
    const plan = planned.get(rowNumber);
    return plan ? [{ row, ...plan }] : [];
  });
}
