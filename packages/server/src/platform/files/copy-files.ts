import { createReadStream } from 'node:fs';
import { readdir } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import { type FileStore, isMissingFile, organizationOfKey } from './file-store';

/** Every file under `root`, depth first, as paths relative to it with `/` between folders. */
async function* filesUnder(root: string, folder = root): AsyncGenerator<string> {
  const entries = await readdir(folder, { withFileTypes: true }).catch((error: unknown) => {
    if (isMissingFile(error)) return [];
    throw error;
  });
  for (const entry of entries) {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) yield* filesUnder(root, path);
    else if (entry.isFile()) yield relative(root, path).split(sep).join('/');
  }
}

export interface CopyReport {
  copied: number;
  /** Already in the target store under the same key. */
  present: number;
  /** Names under the folder that are no store's key (left where they are). */
  ignored: string[];
}

/**
 * Copies the files a disk store kept under `root` into `target` under the same keys, so the records naming them
 * find them there: a deployment that kept its files on disk moving them into the database. Files already in the
 * target are left as they are, so it may be run again after an interruption.
 */
export async function copyDiskFiles(
  root: string,
  target: FileStore,
  onCopied: (key: string) => void = () => undefined,
): Promise<CopyReport> {
  const report: CopyReport = { copied: 0, present: 0, ignored: [] };
  for await (const key of filesUnder(root)) {
    try {
      organizationOfKey(key);
    } catch {
      report.ignored.push(key);
      continue;
    }
    const present = await target.size(key).then(
      () => true,
      (error: unknown) => {
        if (isMissingFile(error)) return false;
        throw error;
      },
    );
    if (present) {
      report.present += 1;
      continue;
    }
    await target.write(key, createReadStream(join(root, ...key.split('/'))));
    report.copied += 1;
    onCopied(key);
  }
  return report;
}
