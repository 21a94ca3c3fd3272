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
 */
export class AttemptLimiter {
  constructor(
    private readonly bucket: string,
    private readonly limits: AttemptLimits,
  ) {}

  async assertAllowed(db: Db, organizationId: number, account: string, address: string): Promise<void> {
    const counts = await this.failures(db, organizationId, [
      pairKey(account, address),
      addressKey(address),
      accountKey(account),
    ]);
    const pair = counts.get(pairKey(account, address)) ?? 0;
    const fromAddress = counts.get(addressKey(address)) ?? 0;
    if (pair >= this.limits.accountPoints || fromAddress >= this.limits.addressPoints)
      throw new AppError('rate_limited');
    const overAccount = (counts.get(accountKey(account)) ?? 0) - this.limits.accountPoints;
    if (overAccount > 0)
      await new Promise((resolve) =>
        setTimeout(resolve, Math.min(SLOW_DOWN_MAX_MS, overAccount * SLOW_DOWN_STEP_MS)),
      );
  }

  async recordFailure(db: Db, organizationId: number, account: string, address: string): Promise<void> {
    const keys = [pairKey(account, address), addressKey(address), accountKey(account)];
    const windowEnds = sql`now() + make_interval(secs => ${this.limits.durationSeconds})`;
    await withOrg(db, organizationId, async (tx) => {
      await tx
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
        });
      // Windows that ended long ago are of no use to anyone.
      await tx
        .delete(attemptCounters)
        .where(
          and(
            eq(attemptCounters.organizationId, organizationId),
            lt(attemptCounters.windowEndsAt, sql`now() - interval '1 day'`),
          ),
        );
    });
  }

  async recordSuccess(db: Db, organizationId: number, account: string, address: string): Promise<void> {
    await withOrg(db, organizationId, (tx) =>
      tx
        .delete(attemptCounters)
        .where(
          and(
            eq(attemptCounters.organizationId, organizationId),
            eq(attemptCounters.bucket, this.bucket),
            inArray(attemptCounters.key, [pairKey(account, address), accountKey(account)]),
          ),
        ),
    );
  }

  private async failures(db: Db, organizationId: number, keys: string[]): Promise<Map<string, number>> {
    const rows = await withOrg(db, organizationId, (tx) =>
      tx
        .select({ key: attemptCounters.key, failures: attemptCounters.failures })
        .from(attemptCounters)
        .where(
          and(
            eq(attemptCounters.organizationId, organizationId),
            eq(attemptCounters.bucket, this.bucket),
            inArray(attemptCounters.key, keys),
            sql`${attemptCounters.windowEndsAt} > now()`,
          ),
        ),
    );
    return new Map(rows.map((row) => [row.key, row.failures]));
  }
}
