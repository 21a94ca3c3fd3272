import { randomBytes } from 'node:crypto';
import { access, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PassThrough, Readable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../test/test-app';
import { fileStoreKind } from '../app-context';
import type { Database } from '../db/client';
import { queryRows } from '../db/query-rows';
import { withOrg } from '../db/tenant';
import { copyDiskFiles } from './copy-files';
import { CHUNK_BYTES, createDatabaseFileStore } from './database-file-store';
import { createDiskFileStore } from './disk-file-store';
import { type FileStore, isMissingFile } from './file-store';

let database: Database;
let drop: () => Promise<void>;
let root: string;

beforeAll(async () => {
  ({ database, drop } = await openTestDatabase());
  root = await mkdtemp(join(tmpdir(), 'atrium-files-'));
});

afterAll(async () => {
  await database.close();
  await drop();
  await rm(root, { recursive: true, force: true });
});

const ORG = 41;
const OTHER_ORG = 42;

/** The bytes as a sender delivers them: in pieces of an odd size, not lined up with the store's chunks. */
const streamOf = (content: Buffer, piece = 70_001) =>
  Readable.from(
    (function* () {
      for (let at = 0; at < content.length; at += piece) yield content.subarray(at, at + piece);
    })(),
  );

async function bytesOf(stream: Readable): Promise<Buffer> {
  const pieces: Buffer[] = [];
  for await (const piece of stream) pieces.push(piece as Buffer);
  return Buffer.concat(pieces);
}

const failure = (work: () => Promise<unknown>) =>
  work().then(
    () => null,
    (error: unknown) => error,
  );

const stores: [string, () => FileStore][] = [
  ['on local disk', () => createDiskFileStore(root)],
  ['in the database', () => createDatabaseFileStore(database.db)],
];

describe.each(stores)('a file store %s', (_name, storeOf) => {
  const newKey = (extension = '.bin', org = ORG) => storeOf().newKey(org, 'tests', extension);

  it('gives back a file of a few megabytes byte for byte, with its size and first bytes', async () => {
    const files = storeOf();
    const content = randomBytes(3 * CHUNK_BYTES * 4 + 12_345);
    const key = newKey('.xlsx');
    expect(key).toMatch(new RegExp(`^${ORG}/tests/[0-9a-f-]{36}\\.xlsx$`));
    await files.write(key, streamOf(content));
    expect(await files.size(key)).toBe(content.length);
    expect((await bytesOf(files.read(key))).equals(content)).toBe(true);
    expect((await files.head(key, 16)).equals(content.subarray(0, 16))).toBe(true);
  });

  it('keeps an empty file, and answers a head longer than a file with the whole file', async () => {
    const files = storeOf();
    const empty = newKey();
    await files.write(empty, streamOf(Buffer.alloc(0)));
    expect(await files.size(empty)).toBe(0);
    expect((await bytesOf(files.read(empty))).length).toBe(0);
    const small = newKey();
    await files.write(small, streamOf(Buffer.from('%PDF-1.7')));
    expect((await files.head(small, 16)).toString()).toBe('%PDF-1.7');
  });

  it('refuses a key already used and keeps the first file', async () => {
    const files = storeOf();
    const key = newKey();
    await files.write(key, streamOf(Buffer.from('first')));
    expect(await failure(() => files.write(key, streamOf(Buffer.from('second'))))).toBeInstanceOf(Error);
    expect((await bytesOf(files.read(key))).toString()).toBe('first');
  });

  it('keeps nothing of a write whose sender fails midway', async () => {
    const files = storeOf();
    const key = newKey();
    const broken = new PassThrough();
    const written = files.write(key, broken);
    broken.write(randomBytes(CHUNK_BYTES + 10));
    setImmediate(() => broken.destroy(new Error('connection reset')));
    expect(await failure(() => written)).toMatchObject({ message: 'connection reset' });
    expect(isMissingFile(await failure(() => files.size(key)))).toBe(true);
  });

  it('answers a missing file with the error callers know, for every read', async () => {
    const files = storeOf();
    const key = newKey();
    expect(isMissingFile(await failure(() => files.size(key)))).toBe(true);
    expect(isMissingFile(await failure(() => files.head(key, 16)))).toBe(true);
    expect(isMissingFile(await failure(() => bytesOf(files.read(key))))).toBe(true);
    expect(isMissingFile(await failure(() => files.withLocalCopy(key, async () => 'read')))).toBe(true);
  });

  it('removes a file, and removing it again does nothing', async () => {
    const files = storeOf();
    const key = newKey();
    await files.write(key, streamOf(randomBytes(CHUNK_BYTES * 2)));
    await files.remove(key);
    expect(isMissingFile(await failure(() => files.size(key)))).toBe(true);
    expect(isMissingFile(await failure(() => bytesOf(files.read(key))))).toBe(true);
    await files.remove(key);
  });

  it('lends a local file holding the content to readers that need a path', async () => {
    const files = storeOf();
    const content = randomBytes(CHUNK_BYTES + 99);
    const key = newKey('.xlsx');
    await files.write(key, streamOf(content));
    let lent = '';
    const read = await files.withLocalCopy(key, async (path) => {
      lent = path;
      return readFile(path);
    });
    expect(read.equals(content)).toBe(true);
    expect(lent.endsWith('.xlsx')).toBe(true);
    expect(await files.size(key)).toBe(content.length);
  });

  it('refuses keys that name no organisation or leave the store', async () => {
    const files = storeOf();
    for (const key of ['../outside.bin', `${ORG}/../../outside.bin`]) {
      expect(await failure(() => files.write(key, streamOf(Buffer.from('x'))))).toBeInstanceOf(Error);
    }
  });
});

describe('the database file store', () => {
  const files = () => createDatabaseFileStore(database.db);
  const rowsOf = (org: number, key: string) =>
    withOrg(database.db, org, async (tx) => {
      const [counts] = await queryRows<{ files: number; chunks: number }>(
        tx,
        sql`select (select count(*)::int from stored_files where key = ${key}) as files,
                   (select count(*)::int from stored_file_chunks where file_key = ${key}) as chunks`,
      );
      return counts;
    });

  it('stores a file in pieces as they arrive, and streams them back one at a time', async () => {
    const key = files().newKey(ORG, 'tests', '.bin');
    const sender = new PassThrough();
    const written = files().write(key, sender);
    sender.write(randomBytes(CHUNK_BYTES * 2 + 1));
    for (let turns = 0; (await rowsOf(ORG, key))?.chunks !== 2; turns += 1) {
      if (turns > 500) throw new Error('no pieces stored before the end of the upload');
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    // Not yet whole: read as missing until its last piece is in.
    expect(isMissingFile(await failure(() => files().size(key)))).toBe(true);
    sender.end(randomBytes(10));
    await written;
    expect(await rowsOf(ORG, key)).toEqual({ files: 1, chunks: 3 });
    const pieces: number[] = [];
    for await (const piece of files().read(key)) pieces.push((piece as Buffer).length);
    expect(pieces).toEqual([CHUNK_BYTES, CHUNK_BYTES, 11]);
  });

  it('deletes every row of a removed file', async () => {
    const key = files().newKey(ORG, 'tests', '.bin');
    await files().write(key, streamOf(randomBytes(CHUNK_BYTES * 3)));
    expect(await rowsOf(ORG, key)).toEqual({ files: 1, chunks: 3 });
    await files().remove(key);
    expect(await rowsOf(ORG, key)).toEqual({ files: 0, chunks: 0 });
  });

  it('keeps one organisation’s files from another’s reads, and its key from naming another', async () => {
    const key = files().newKey(ORG, 'tests', '.pdf');
    await files().write(key, streamOf(Buffer.from('%PDF-secret')));
    expect(await rowsOf(OTHER_ORG, key)).toEqual({ files: 0, chunks: 0 });
    const borrowed = `${OTHER_ORG}${key.slice(String(ORG).length)}`;
    expect(isMissingFile(await failure(() => bytesOf(files().read(borrowed))))).toBe(true);
    // A row of one organisation cannot be written under another's name.
    const intruder = withOrg(database.db, OTHER_ORG, (tx) =>
      tx.execute(sql`insert into stored_files (organization_id, key) values (${ORG}, ${'intruder'})`),
    );
    expect(await failure(() => intruder)).toMatchObject({
      cause: { message: expect.stringMatching(/row-level security/) },
    });
  });

  it('removes the local copy it lent once the reader is done', async () => {
    const key = files().newKey(ORG, 'tests', '.xlsx');
    await files().write(key, streamOf(Buffer.from('PK\x03\x04 workbook')));
    const lent = await files().withLocalCopy(key, async (path) => path);
    expect(isMissingFile(await failure(() => access(lent)))).toBe(true);
  });
});

describe('the file store a server uses', () => {
  it('is the database with a database server, the local disk with the embedded one, unless FILE_STORE says', () => {
    expect(fileStoreKind({}, { kind: 'postgres' })).toBe('database');
    expect(fileStoreKind({}, { kind: 'pglite' })).toBe('disk');
    expect(fileStoreKind({ FILE_STORE: 'disk' }, { kind: 'postgres' })).toBe('disk');
    expect(fileStoreKind({ FILE_STORE: 'database' }, { kind: 'pglite' })).toBe('database');
  });
});

describe('moving files from disk into the database', () => {
  it('copies every stored file under the same key, once, and leaves other names alone', async () => {
    const folder = await mkdtemp(join(tmpdir(), 'atrium-move-'));
    try {
      const disk = createDiskFileStore(folder);
      const inDatabase = createDatabaseFileStore(database.db);
      const contents = [randomBytes(CHUNK_BYTES + 5), Buffer.from('%PDF-small')];
      const keys = [
        disk.newKey(ORG, 'uploads', '.xlsx'),
        disk.newKey(OTHER_ORG, 'leave-attachments/u3', '.pdf'),
      ];
      for (const [index, key] of keys.entries()) await disk.write(key, streamOf(contents[index] as Buffer));
      await writeFile(join(folder, '.DS_Store'), 'x');
      expect(await copyDiskFiles(folder, inDatabase)).toEqual({
        copied: 2,
        present: 0,
        ignored: ['.DS_Store'],
      });
      for (const [index, key] of keys.entries())
        expect((await bytesOf(inDatabase.read(key))).equals(contents[index] as Buffer)).toBe(true);
      expect(await copyDiskFiles(folder, inDatabase)).toEqual({
        copied: 0,
        present: 2,
        ignored: ['.DS_Store'],
      });
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
  });

  it('finds nothing to copy where no file was ever kept', async () => {
    const nowhere = join(root, 'never-made');
    expect(await copyDiskFiles(nowhere, createDatabaseFileStore(database.db))).toEqual({
      copied: 0,
      present: 0,
      ignored: [],
    });
  });
});
