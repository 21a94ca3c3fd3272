import { createReadStream } from 'node:fs';
import { access, mkdir, open, rm, stat } from 'node:fs/promises';
import { dirname, relative, resolve, sep } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { type FileStore, newFileKey, organizationOfKey } from './file-store';

/** Files on local disk under one root: for one server process (the embedded database's default). */
export function createDiskFileStore(root: string): FileStore {
  const base = resolve(root);
  const pathOf = (key: string) => {
    organizationOfKey(key);
    const path = resolve(base, key);
    if (!path.startsWith(base + sep) || relative(base, path).startsWith('..'))
      throw new Error('file key escapes the store');
    return path;
  };
  return {
    newKey: newFileKey,
    async write(key, content) {
      const path = pathOf(key);
      let created = false;
      try {
        // The sender is listened to from the start: one failing while the folder is made fails this write only.
        await pipeline(content, async (source: AsyncIterable<Buffer>) => {
          await mkdir(dirname(path), { recursive: true });
          const handle = await open(path, 'wx');
          created = true;
          try {
            for await (const piece of source) await handle.write(piece);
          } finally {
            await handle.close();
          }
        });
      } catch (error) {
        // A write cut off leaves nothing behind; a key already used keeps its file.
        if (created) await rm(path, { force: true });
        throw error;
      }
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
    async withLocalCopy(key, work) {
      const path = pathOf(key);
      await access(path);
      return work(path);
    },
    remove: (key) => rm(pathOf(key), { force: true }),
  };
}
