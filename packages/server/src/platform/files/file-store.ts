import { randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, open, rm, stat } from 'node:fs/promises';
import { dirname, join, relative, resolve, sep } from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

/**
 * Files on local disk under one root, each under its organisation's folder with a generated name: a user's file
 * name never becomes a path. `key` is what the database keeps.
 */
export interface FileStore {
  /** A fresh key for a new file of the organisation, e.g. `12/tasks/2f9c….xlsx`. */
  newKey(organizationId: number, folder: string, extension: string): string;
  pathOf(key: string): string;
  write(key: string, content: Readable): Promise<void>;
  read(key: string): Readable;
  size(key: string): Promise<number>;
  /** The first `bytes` bytes of a file (to check what it really is). */
  head(key: string, bytes: number): Promise<Buffer>;
  remove(key: string): Promise<void>;
}

export function createFileStore(root: string): FileStore {
  const base = resolve(root);
  const pathOf = (key: string) => {
    const path = resolve(base, key);
    if (!path.startsWith(base + sep) || relative(base, path).startsWith('..'))
      throw new Error('file key escapes the store');
    return path;
  };
  return {
    newKey: (organizationId, folder, extension) =>
      join(String(organizationId), folder, `${randomUUID()}${extension.replace(/[^.\w]/g, '')}`),
    pathOf,
    async write(key, content) {
      const path = pathOf(key);
      await mkdir(dirname(path), { recursive: true });
      await pipeline(content, createWriteStream(path, { flags: 'wx' }));
    },
    read: (key) => createReadStream(pathOf(key)),
    size: async (key) => (await stat(pathOf(key))).size,
    async head(key, bytes) {
      const handle = await open(pathOf(key), 'r');
      try {
        const buffer = Buffer.alloc(bytes);
        const { bytesRead } = await handle.read(buffer, 0, bytes, 0);
        return buffer.subarray(0, bytesRead);
      } finally {
        await handle.close();
      }
    },
    remove: (key) => rm(pathOf(key), { force: true }),
  };
}
