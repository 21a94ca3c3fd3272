import type { LedgerKind } from '@atrium/contracts';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../platform/db/client';
import { leaveLedgerEntries } from './leave-request.tables';

export interface LedgerPosting {
  employeeId: number;
  leaveTypeId: number;
  leaveYearId: number;
  kind: LedgerKind;
  quantity: number;
  effectiveDate: string;
  requestId?: number | null;
  reason?: string | null;
  /** Postings of scheduled work carry a key, so running that work again posts nothing twice. */
  dedupeKey?: string | null;
  createdByUserId?: number | null;
}

/** Appends entries to the ledger; an entry whose dedupe key was posted before is skipped. Returns how many were new. */
export async function postLedgerEntries(tx: Tx, organizationId: number, postings: LedgerPosting[]) {
  if (!postings.length) return 0;
  let posted = 0;
  for (let start = 0; start < postings.length; start += 2000) {
    const rows = await tx
      .insert(leaveLedgerEntries)
      .values(postings.slice(start, start + 2000).map((posting) => ({ ...posting, organizationId })))
      .onConflictDoNothing({
        target: [leaveLedgerEntries.organizationId, leaveLedgerEntries.dedupeKey],
      })
      .returning({ id: leaveLedgerEntries.id });
    posted += rows.length;
  }
  return posted;
}

/** Keys that make a scheduled posting happen once per employee, type, year and date. */
export const postingKey = (
  kind: LedgerKind,
  p: { employeeId: number; leaveTypeId: number; leaveYearId: number },
  date: string,
) => `${kind}:${p.leaveYearId}:${p.employeeId}:${p.leaveTypeId}:${date}`;

export const ledgerSum = sql<number>`coalesce(sum(${leaveLedgerEntries.quantity}), 0)::float8`;
