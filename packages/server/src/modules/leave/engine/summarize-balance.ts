export type LedgerKind =
  | 'allocation'
  | 'accrual'
  | 'carry_forward'
  | 'expiry'
  | 'encashment'
  | 'leave_taken'
  | 'cancellation'
  | 'adjustment';

/** A signed ledger movement: credits positive, debits negative (`leave_taken` negative, `cancellation` positive). */
export interface LedgerEntry {
  kind: LedgerKind;
  quantity: number;
}

export interface BalanceSummary {
  /** Allocations, accruals and carried-forward leave. */
  accrued: number;
  /** Leave taken less leave given back by cancellations. */
  taken: number;
  /** Quantity held by requests awaiting a decision. */
  pending: number;
  /** What new requests may still use: the balance less pending requests. */
  available: number;
  /** The sum of all ledger entries. */
  balance: number;
}

const ACCRUED_KINDS: ReadonlySet<LedgerKind> = new Set(['allocation', 'accrual', 'carry_forward']);
const TAKEN_KINDS: ReadonlySet<LedgerKind> = new Set(['leave_taken', 'cancellation']);

export function summarizeBalance(entries: readonly LedgerEntry[], pending: number): BalanceSummary {
  // Summed in whole hundredths so that many small credits leave no float noise.
  let balance = 0;
  let accrued = 0;
  let taken = 0;
  for (const { kind, quantity } of entries) {
    const hundredths = Math.round(quantity * 100);
    balance += hundredths;
    if (ACCRUED_KINDS.has(kind)) accrued += hundredths;
    if (TAKEN_KINDS.has(kind)) taken -= hundredths;
  }
  const pendingHundredths = Math.round(pending * 100);
  return {
    accrued: accrued / 100 + 0,
    taken: taken / 100 + 0,
    pending: pendingHundredths / 100 + 0,
    available: (balance - pendingHundredths) / 100 + 0,
    balance: balance / 100 + 0,
  };
}
