import {
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';

/** Every migration of the server. */
export const MIGRATIONS = fileURLToPath(new URL('../../drizzle', import.meta.url));

interface Journal {
  entries: { idx: number; tag: string }[];
}

/** A migrations folder holding every migration before the one whose tag ends with `tag`. */
function migrationsBefore(tag: string) {
  const folder = mkdtempSync(join(tmpdir(), 'atrium-before-'));
  const journal = JSON.parse(readFileSync(join(MIGRATIONS, 'meta/_journal.json'), 'utf8')) as Journal;
  const index = journal.entries.findIndex((entry) => entry.tag.endsWith(tag));
  if (index < 0) throw new Error(`no migration ends with ${tag}`);
  const kept = journal.entries.slice(0, index);
  for (const file of readdirSync(MIGRATIONS).filter((name) => name.endsWith('.sql')))
    if (kept.some((entry) => file === `${entry.tag}.sql`))
      symlinkSync(join(MIGRATIONS, file), join(folder, file));
  const meta = join(folder, 'meta');
  mkdirSync(meta);
  writeFileSync(join(meta, '_journal.json'), JSON.stringify({ ...journal, entries: kept }));
  return folder;
}

/**
 * An embedded database migrated up to, not including, the migration whose tag ends with `tag`: for a test that
 * writes old data, then applies the rest (`migrate(drizzle(db), { migrationsFolder: MIGRATIONS })`).
 */
export async function databaseMigratedBefore(tag: string) {
  const db = await PGlite.create({ extensions: { pg_trgm, unaccent } });
  const folder = migrationsBefore(tag);
  try {
    await migrate(drizzle(db), { migrationsFolder: folder });
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
  return db;
}
