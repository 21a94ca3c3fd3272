import { openCliContext } from '../src/cli/open-context';
import { seedDemo } from '../src/seed/demo-seed';

const ctx = await openCliContext();
try {
  const { seeded } = await seedDemo(ctx);
  console.log(seeded ? 'Seeded Acme Corporation and Zensoft.' : 'The demo organisations already exist.');
} finally {
  await ctx.database.close();
}
