import { customType, foreignKey, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { createdAtColumn, organizationIdColumn } from '../db/columns';

const bytea = customType<{ data: Uint8Array }>({ dataType: () => 'bytea' });

/**
 * Files kept in the database (`FILE_STORE=database`), so every server process on it reads what any one stored.
 * `size` stays null while the file is being written: such a file reads as missing.
 */
export const storedFiles = pgTable(
  'stored_files',
  {
    organizationId: organizationIdColumn(),
    /** The store's key, `<organization id>/<folder>/<uuid>.<extension>`, as the records that name the file keep it. */
    key: text('key').notNull(),
    size: integer('size'),
    createdAt: createdAtColumn(),
  },
  (t) => [primaryKey({ columns: [t.organizationId, t.key] })],
);

/** A stored file's content in pieces of at most 256 KB, numbered from 0, written and read one at a time. */
export const storedFileChunks = pgTable(
  'stored_file_chunks',
  {
    organizationId: organizationIdColumn(),
    fileKey: text('file_key').notNull(),
    chunk: integer('chunk').notNull(),
    content: bytea('content').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.organizationId, t.fileKey, t.chunk] }),
    foreignKey({
      name: 'stored_file_chunks_file_fk',
      columns: [t.organizationId, t.fileKey],
      foreignColumns: [storedFiles.organizationId, storedFiles.key],
    }).onDelete('cascade'),
  ],
);
