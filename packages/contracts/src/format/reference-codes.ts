export const REFERENCE_CODE_PREFIXES = {
  resource_request: 'RR',
  hiring_request: 'HR',
  opportunity: 'OP',
  leave_request: 'LR',
  project: 'PR',
  timesheet: 'TS',
} as const;
export type ReferenceKind = keyof typeof REFERENCE_CODE_PREFIXES;

const REFERENCE_NUMBER_WIDTH = 4;

/** 'LR-0042': the prefix, a hyphen, the number padded to four digits (longer numbers stay whole). */
export function formatReferenceCode(kind: ReferenceKind, number: number): string {
  if (!Number.isSafeInteger(number) || number < 1) {
    throw new RangeError(`A reference number is a positive integer, not ${number}`);
  }
  return `${REFERENCE_CODE_PREFIXES[kind]}-${String(number).padStart(REFERENCE_NUMBER_WIDTH, '0')}`;
}
