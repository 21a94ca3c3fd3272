import { openCliContext } from '../src/cli/open-context';
import { modules } from '../src/modules';
import { resealEveryOrganization } from '../src/modules/orgs';
import { composeModules } from '../src/platform/module-kit';

/**
 * `npm run data-key:reseal`: re-seals at once, with the current `DATA_KEY`, every value sealed with a key of
 * `DATA_KEY_PREVIOUS` (the servers do it hourly on their own), and says whether the old keys may now be dropped.
 */
const ctx = await openCliContext();
const { registry } = composeModules(ctx, modules);
const { resealed, unopened } = await resealEveryOrganization(ctx, registry);
console.log(`${resealed} sealed values re-sealed with the current data key`);
if (unopened)
  console.log(
    `${unopened} values are sealed with a key neither DATA_KEY nor DATA_KEY_PREVIOUS holds: keep looking`,
  );
else console.log('Every sealed value now opens with DATA_KEY alone: DATA_KEY_PREVIOUS may be removed.');
await ctx.database.close();
