import { and, eq, inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { withOrg } from '../../platform/db/tenant';
import { AppError } from '../../platform/http/app-error';
import { attemptCounters } from './accounts.tables';

export interface AttemptLimits {
  /** Failures of one account from one address before that pair is refused. */
  accountPoints: number;
  /** Failures from one address, over every account, before the address is refused. */
  addressPoints: number;
  durationSeconds: number;
}

const SLOW_DOWN_STEP_MS = 250;
const SLOW_DOWN_MAX_MS = 4_000;

const pairKey = (account: string, address: string) => `pair:${account}|${address}`;
const addressKey = (address: string) => `address:${address}`;
const accountKey = (account: string) => `account:${account}`;

/**
 * Credential-stuffing and CPU-exhaustion control, counted in the database so every server process shares it.
 * Failures are counted per account and address pair, per address and per account. A pair or an address past its
 * limit is refused with 429 `rate_limited` before any hashing. Failures of an account from many addresses only
 * slow its attempts down: refusing the account would let a stranger lock its owner out.
 *
 * An attempt is counted as a failure when it is admitted, before its password is checked, and given back by
 * `recordSuccess`: attempts made at once each see the others' counts, and no more of them than the limit get
 * through to be checked.
 */
export class AttemptLimiter {
  constructor(
    private readonly bucket: string,
    private readonly limits: AttemptLimits,
  ) {}

  /** Counts the attempt, or refuses it (uncounted) when its pair or its address is past the limit. */
  async admit(db: Db, organizationId: number, account: string, address: string): Promise<void> {
    const keys = [pairKey(account, address), addressKey(address), accountKey(account)];
    const windowEnds = sql`now() + make_interval(secs => ${this.limits.durationSeconds})`;
    const counts = await withOrg(db, organizationId, async (tx) => {
      const rows = await tx
        .insert(attemptCounters)
        .values(
          keys.map((key) => ({
            organizationId,
            bucket: this.bucket,
            key,
            failures: 1,
            windowEndsAt: windowEnds,
          })),
        )
        .onConflictDoUpdate({
          target: [attemptCounters.organizationId, attemptCounters.bucket, attemptCounters.key],
          set: {
            failures: sql`case when ${attemptCounters.windowEndsAt} <= now() then 1 else ${attemptCounters.failures} + 1 end`,
            windowEndsAt: sql`case when ${attemptCounters.windowEndsAt} <= now() then excluded.window_ends_at else ${attemptCounters.windowEndsAt} end`,
          },
        })
        .returning({ key: attemptCounters.key, failures: attemptCounters.failures });
      const counted = new Map(rows.map((row) => [row.key, row.failures]));
      const pair = counted.get(pairKey(account, address)) ?? 0;
      const fromAddress = counted.get(addressKey(address)) ?? 0;
      // Thrown inside the transaction: a refused attempt is not counted.
      if (pair > this.limits.accountPoints || fromAddress > this.limits.addressPoints)
        throw new AppError('rate_limited');
      // Windows that ended long ago are of no use to anyone.
      await tx
        .delete(attemptCounters)
        .where(
          and(
            eq(attemptCounters.organizationId, organizationId),
            lt(attemptCounters.windowEndsAt, sql`now() - interval '1 day'`),
          ),
        );
      return counted;
    });
    const overAccount = (counts.get(accountKey(account)) ?? 1) - 1 - this.limits.accountPoints;
    if (overAccount > 0)
      await new Promise((resolve) =>
        setTimeout(resolve, Math.min(SLOW_DOWN_MAX_MS, overAccount * SLOW_DOWN_STEP_MS)),
      );
  }

  /** Clears the account's failures, and gives back what its admission counted against the address. */
  async recordSuccess(db: Db, organizationId: number, account: string, address: string): Promise<void> {
    await withOrg(db, organizationId, async (tx) => {
      const ofBucket = and(
        eq(attemptCounters.organizationId, organizationId),
        eq(attemptCounters.bucket, this.bucket),
      );
      await tx
        .delete(attemptCounters)
        .where(and(ofBucket, inArray(attemptCounters.key, [pairKey(account, address), accountKey(account)])));
      await tx
        .update(attemptCounters)
        .set({ failures: sql`greatest(${attemptCounters.failures} - 1, 0)` })
        .where(and(ofBucket, eq(attemptCounters.key, addressKey(address))));
    });
  }
}
