import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import pg from 'pg';
import { openDatabase } from '../src/platform/db/client';

/**
 * Copies every row of the application's tables from a PostgreSQL database (DATABASE_URL) into a new embedded
 * database in DATA_DIR, so the embedded engine can be measured on the same large organisation without growing it
 * again through the importer (`npm run seed:scale` takes minutes on PostgreSQL and hours embedded). The embedded
 * database is migrated first, so both must be at the same migration; rows travel as CSV through `psql`'s `\copy`,
 * with triggers off (the search words are copied, not rebuilt), then each sequence is set past its column's
 * largest value and the tables analysed. Background jobs are not copied.
 */
const databaseUrl = process.env.DATABASE_URL;
const dataDir = process.env.DATA_DIR;
if (!databaseUrl || !dataDir) {
  throw new Error('DATABASE_URL (the source) and DATA_DIR (the target) are needed');
}

const run = promisify(execFile);
const source = new pg.Client({ connectionString: databaseUrl });
await source.connect();
const target = await openDatabase({ dataDir });
const pglite = target.pglite;
if (!pglite) throw new Error('the target must be an embedded database');
await target.migrate();

const { rows: tables } = await source.query<{ name: string }>(
  `select table_name as name from information_schema.tables
   where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
);
const started = Date.now();
await pglite.exec(`set session_replication_role = replica;
  truncate ${tables.map(({ name }) => `public."${name}"`).join(', ')};`);
for (const { name } of tables) {
  const { stdout } = await run(
    'psql',
    [databaseUrl, '-X', '-q', '-c', `\\copy public."${name}" to stdout with (format csv)`],
    { encoding: 'buffer', maxBuffer: 2 ** 31 - 1 },
  );
  if (!stdout.length) continue;
  await pglite.query(`copy public."${name}" from '/dev/blob' with (format csv)`, [], {
    blob: new Blob([stdout]),
  });
  console.log(`${name}: ${(stdout.length / 1e6).toFixed(1)} MB`);
}
const { rows: sequences } = await pglite.query<{ table_name: string; column_name: string }>(
  `select table_name, column_name from information_schema.columns
   where table_schema = 'public' and (column_default like 'nextval(%' or is_identity = 'YES')`,
);
for (const { table_name: table, column_name: column } of sequences) {
  await pglite.query(
    `select setval(pg_get_serial_sequence('public."${table}"', '${column}'),
       coalesce((select max("${column}") from public."${table}"), 0) + 1, false)`,
  );
}
await pglite.exec('set session_replication_role = origin');
await pglite.exec('vacuum analyze');
console.log(`${tables.length} tables copied in ${((Date.now() - started) / 1000).toFixed(1)} s`);
await source.end();
await target.close();
