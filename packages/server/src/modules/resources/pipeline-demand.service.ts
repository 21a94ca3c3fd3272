import { and, eq } from 'drizzle-orm';
import type { Tx } from '../../platform/db/client';
import { pipelineDemand } from './resources.tables';

/** One line of demand that may come: people of a designation, from when to when, and the chance in percent. */
export interface PipelineDemandLine {
  designation_id: number;
  count: number;
  start_date: string;
  end_date: string;
  probability: number;
}

/**
 * Replaces what a source (an open opportunity, say) would need with `lines`; none when it is no longer open. Runs
 * in the caller's transaction, so the forecast never sees a source half changed.
 */
export async function replacePipelineDemand(
  tx: Tx,
  organizationId: number,
  source: { kind: string; id: number },
  lines: readonly PipelineDemandLine[],
) {
  await tx
    .delete(pipelineDemand)
    .where(
      and(
        eq(pipelineDemand.organizationId, organizationId),
        eq(pipelineDemand.sourceKind, source.kind),
        eq(pipelineDemand.sourceId, source.id),
      ),
    );
  if (!lines.length) return;
  await tx.insert(pipelineDemand).values(
    lines.map((line) => ({
      organizationId,
      sourceKind: source.kind,
      sourceId: source.id,
      designationId: line.designation_id,
      count: line.count,
      startDate: line.start_date,
      endDate: line.end_date,
      probability: line.probability,
    })),
  );
}
