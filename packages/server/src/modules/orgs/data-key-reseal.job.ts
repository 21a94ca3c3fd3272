import type { AppContext } from '../../platform/app-context';
import { type ResealCount, resealOrganization } from '../../platform/crypto/reseal';
import type { JobDefinition } from '../../platform/jobs/job-queue';
import type { ModuleRegistry } from '../../platform/module-kit';
import { forEachOrganization } from './each-organization';

export const DATA_KEY_RESEAL_JOB = 'data-key.reseal';

/**
 * Re-seals with the current data key what earlier keys sealed, in every organisation and every module's sealed
 * columns; after a rotation (`DATA_KEY_PREVIOUS`) the old key may be dropped once this reports nothing left.
 */
export async function resealEveryOrganization(
  ctx: AppContext,
  registry: ModuleRegistry,
): Promise<ResealCount> {
  const total: ResealCount = { resealed: 0, unopened: 0 };
  await forEachOrganization(ctx, async (scope) => {
    const count = await resealOrganization(scope.tx, ctx.sealer, scope.org.id, registry.sealedColumns);
    total.resealed += count.resealed;
    total.unopened += count.unopened;
  });
  return total;
}

/** Hourly: a rotation is finished within the hour without a step of its own (a pass with nothing to do is a scan). */
export const dataKeyResealJob = (ctx: AppContext, registry: ModuleRegistry): JobDefinition => ({
  name: DATA_KEY_RESEAL_JOB,
  cron: '23 * * * *',
  expireInSeconds: 60 * 60,
  async run() {
    await resealEveryOrganization(ctx, registry);
  },
});
