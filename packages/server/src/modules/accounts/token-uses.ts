import { sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { withOrg } from '../../platform/db/tenant';
import type { SharedTokenUses } from '../../platform/http/token-guard';
import { attemptCounters } from './accounts.tables';

const BUCKET = 'token-uses';

/**
 * Access token uses of every server process, counted per token and minute in `attempt_counters` (one row a token,
 * its window moving on with the minute): each process adds what it counted and reads back the sum.
 */
export function sharedTokenUses(db: Db): SharedTokenUses {
  return {
    add: (organizationId, windowEndsAt, uses) =>
      withOrg(db, organizationId, async (tx) => {
        const rows = await tx
          .insert(attemptCounters)
          .values(
            [...uses].map(([tokenId, count]) => ({
              organizationId,
              bucket: BUCKET,
              key: String(tokenId),
              failures: count,
              windowEndsAt,
            })),
          )
          .onConflictDoUpdate({
            target: [attemptCounters.organizationId, attemptCounters.bucket, attemptCounters.key],
            set: {
              // A later minute starts again; a process's late report of an earlier one changes nothing.
              failures: sql`case
                when ${attemptCounters.windowEndsAt} = excluded.window_ends_at
                  then ${attemptCounters.failures} + excluded.failures
                when ${attemptCounters.windowEndsAt} < excluded.window_ends_at then excluded.failures
                else ${attemptCounters.failures} end`,
              windowEndsAt: sql`greatest(${attemptCounters.windowEndsAt}, excluded.window_ends_at)`,
            },
          })
          .returning({
            key: attemptCounters.key,
            count: attemptCounters.failures,
            windowEndsAt: attemptCounters.windowEndsAt,
          });
        return new Map(
          rows
            .filter((row) => row.windowEndsAt.getTime() === windowEndsAt.getTime())
            .map((row) => [Number(row.key), row.count]),
        );
      }),
  };
}
