import { createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { extname, join } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { and, eq, isNotNull } from 'drizzle-orm';
import type { Db } from '../db/client';
import { withOrg } from '../db/tenant';
import { type FileStore, missingFileError, newFileKey, organizationOfKey } from './file-store';
import { storedFileChunks, storedFiles } from './files.tables';

/** The largest piece of a file one row holds: one statement writes or reads one piece. */
export const CHUNK_BYTES = 256 * 1024;

/** The stream's bytes cut into pieces of `size` bytes (the last one shorter), holding about one piece at a time. */
async function* piecesOf(content: Readable, size: number): AsyncGenerator<Buffer> {
  let held: Buffer[] = [];
  let heldBytes = 0;
  for await (const data of content) {
    const buffer = typeof data === 'string' ? Buffer.from(data) : (data as Buffer);
    held.push(buffer);
    heldBytes += buffer.length;
    while (heldBytes >= size) {
      const joined = held.length === 1 ? (held[0] as Buffer) : Buffer.concat(held, heldBytes);
      yield joined.subarray(0, size);
      const rest = joined.subarray(size);
      held = rest.length > 0 ? [rest] : [];
      heldBytes = rest.length;
    }
  }
  if (heldBytes > 0) yield Buffer.concat(held, heldBytes);
}

const asBuffer = (content: Uint8Array) =>
  Buffer.isBuffer(content) ? content : Buffer.from(content.buffer, content.byteOffset, content.byteLength);

/**
 * Files in the database itself, in pieces of 256 KB, so that every server process on one database reads what
 * any of them stored. Each piece is written and read in a short transaction of its own, confined by row-level
 * security to the organisation the key names: a slow sender or reader holds no transaction open, and a key
 * naming one organisation never reaches another's files.
 */
export function createDatabaseFileStore(db: Db, options: { chunkBytes?: number } = {}): FileStore {
  const chunkBytes = options.chunkBytes ?? CHUNK_BYTES;
  const sizeOf = async (key: string) => {
    const organizationId = organizationOfKey(key);
    const [file] = await withOrg(db, organizationId, (tx) =>
      tx
        .select({ size: storedFiles.size })
        .from(storedFiles)
        .where(
          and(
            eq(storedFiles.organizationId, organizationId),
            eq(storedFiles.key, key),
            isNotNull(storedFiles.size),
          ),
        ),
    );
    if (file?.size == null) throw missingFileError(key);
    return file.size;
  };

  async function* contentOf(key: string): AsyncGenerator<Buffer> {
    const organizationId = organizationOfKey(key);
    const size = await sizeOf(key);
    let sent = 0;
    for (let chunk = 0; sent < size; chunk += 1) {
      const [piece] = await withOrg(db, organizationId, (tx) =>
        tx
          .select({ content: storedFileChunks.content })
          .from(storedFileChunks)
          .where(
            and(
              eq(storedFileChunks.organizationId, organizationId),
              eq(storedFileChunks.fileKey, key),
              eq(storedFileChunks.chunk, chunk),
            ),
          ),
      );
      // Removed while being read.
      if (!piece) throw missingFileError(key);
      sent += piece.content.byteLength;
      yield asBuffer(piece.content);
    }
  }

  const remove = async (key: string) => {
    const organizationId = organizationOfKey(key);
    await withOrg(db, organizationId, async (tx) => {
      await tx
        .delete(storedFileChunks)
        .where(and(eq(storedFileChunks.organizationId, organizationId), eq(storedFileChunks.fileKey, key)));
      await tx
        .delete(storedFiles)
        .where(and(eq(storedFiles.organizationId, organizationId), eq(storedFiles.key, key)));
    });
  };

  const read = (key: string) => Readable.from(contentOf(key), { objectMode: false });

  return {
    newKey: newFileKey,
    async write(key, content) {
      const organizationId = organizationOfKey(key);
      // The file's row comes with its first piece, so the sender is listened to from the start (a sender failing
      // before then is this write's failure, not the process's). Its size stays unset, and the file unfinished
      // (read as missing), until the last piece is in.
      let chunk = 0;
      let size = 0;
      try {
        for await (const piece of piecesOf(content, chunkBytes)) {
          await withOrg(db, organizationId, async (tx) => {
            if (chunk === 0) await tx.insert(storedFiles).values({ organizationId, key });
            await tx.insert(storedFileChunks).values({ organizationId, fileKey: key, chunk, content: piece });
          });
          chunk += 1;
          size += piece.length;
        }
        await withOrg(db, organizationId, (tx) =>
          chunk === 0
            ? tx.insert(storedFiles).values({ organizationId, key, size })
            : tx
                .update(storedFiles)
                .set({ size })
                .where(and(eq(storedFiles.organizationId, organizationId), eq(storedFiles.key, key))),
        );
      } catch (error) {
        // A key already used fails its first statement, and keeps its file. What failed is what is told, not a
        // failure to clean up after it (the database gone away).
        if (chunk > 0) await remove(key).catch(() => undefined);
        throw error;
      }
    },
    read,
    size: sizeOf,
    async head(key, bytes) {
      const pieces: Buffer[] = [];
      let held = 0;
      for await (const piece of contentOf(key)) {
        pieces.push(piece);
        held += piece.length;
        if (held >= bytes) break;
      }
      return Buffer.concat(pieces, held).subarray(0, bytes);
    },
    async withLocalCopy(key, work) {
      const dir = await mkdtemp(join(tmpdir(), 'atrium-file-'));
      try {
        const path = join(dir, `copy${extname(key).replace(/[^.\w]/g, '')}`);
        await pipeline(read(key), createWriteStream(path, { flags: 'wx' }));
        return await work(path);
      } finally {
        await rm(dir, { recursive: true, force: true });
      }
    },
    remove,
  };
}
