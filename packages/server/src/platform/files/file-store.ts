import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import type { Readable } from 'node:stream';

/**
 * Where uploaded and generated files are kept: on local disk (`disk-file-store.ts`) or in the database
 * (`database-file-store.ts`), which every server process on it shares. Each file lies under its organisation
 * with a generated name: a user's file name never becomes a key. `key` is what the database's records keep.
 */
export interface FileStore {
  /** A fresh key for a new file of the organisation, e.g. `12/tasks/2f9c….xlsx`. */
  newKey(organizationId: number, folder: string, extension: string): string;
  /** Stores a new file; a key already used is refused. */
  write(key: string, content: Readable): Promise<void>;
  /** The content, streamed; a missing file fails the stream with an error `isMissingFile` knows. */
  read(key: string): Readable;
  /** The size in bytes; rejects with an error `isMissingFile` knows when there is no such file. */
  size(key: string): Promise<number>;
  /** The first `bytes` bytes of a file (to check what it really is). */
  head(key: string, bytes: number): Promise<Buffer>;
  /**
   * Runs `work` on a file of the local disk holding the content (a temporary copy, removed after it, when the
   * store is not the local disk), for readers that need a path: the spreadsheet reader, the zip size check.
   */
  withLocalCopy<T>(key: string, work: (path: string) => Promise<T>): Promise<T>;
  /** Removes a file; removing one that is not there does nothing. */
  remove(key: string): Promise<void>;
}

export type FileStoreKind = 'disk' | 'database';

/** A key as every store makes them: the organisation first, then the folder and a generated name. */
export function newFileKey(organizationId: number, folder: string, extension: string): string {
  return join(String(organizationId), folder, `${randomUUID()}${extension.replace(/[^.\w]/g, '')}`);
}

/**
 * The organisation a key belongs to, read from its first segment. A key is the organisation, then segments of
 * letters, digits, `-`, `_` and `.` that start with no dot, as `newFileKey` makes them: none leaves its folder.
 */
export function organizationOfKey(key: string): number {
  const organizationId = Number(/^(\d{1,10})(?:\/[\w-][\w.-]*)+$/.exec(key)?.[1]);
  if (!Number.isSafeInteger(organizationId) || organizationId <= 0)
    throw new Error('not a file key of an organisation');
  return organizationId;
}

/** The error of a file that is not there, as the disk's own (`ENOENT`), whichever the store. */
export function missingFileError(key: string): Error {
  return Object.assign(new Error(`no stored file ${key}`), { code: 'ENOENT' });
}

export function isMissingFile(error: unknown): boolean {
  return (error as { code?: unknown } | null)?.code === 'ENOENT';
}
