import { openDatabase } from './src/platform/db/client';

const d = await openDatabase({});
console.time('migrate');
await d.migrate();
console.timeEnd('migrate');
console.log(await d.pglite!.query('select current_user, (select count(*) from pg_policies) as p'));
console.time('dump');
const blob = await d.pglite!.dumpDataDir('none');
console.timeEnd('dump');
console.log(blob.size);
const { PGlite } = await import('@electric-sql/pglite');
console.time('load');
const p2 = await PGlite.create({ loadDataDir: blob });
console.timeEnd('load');
console.log(await p2.query("select count(*) from pg_tables where schemaname='public'"));
