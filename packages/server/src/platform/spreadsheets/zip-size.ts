import { open } from 'node:fs/promises';

const END_OF_CENTRAL_DIRECTORY = 0x06054b50;
const CENTRAL_DIRECTORY_ENTRY = 0x02014b50;
const END_RECORD_SIZE = 22;
const MAX_COMMENT = 0xffff;

/**
 * What a zip file (an .xlsx) says its entries inflate to, read from its central directory without inflating
 * anything; null when the directory cannot be read (not a zip, or a zip64 whose sizes do not fit 32 bits).
 * A workbook of millions of identical cells can be a few hundred kilobytes on the wire.
 */
export async function inflatedSize(path: string): Promise<number | null> {
  const handle = await open(path, 'r');
  try {
    const { size } = await handle.stat();
    const tailLength = Math.min(size, END_RECORD_SIZE + MAX_COMMENT);
    const tail = Buffer.alloc(tailLength);
    await handle.read(tail, 0, tailLength, size - tailLength);
    let end = -1;
    for (let at = tailLength - END_RECORD_SIZE; at >= 0; at -= 1) {
      if (tail.readUInt32LE(at) === END_OF_CENTRAL_DIRECTORY) {
        end = at;
        break;
      }
    }
    if (end < 0) return null;
    const entries = tail.readUInt16LE(end + 10);
    const directorySize = tail.readUInt32LE(end + 12);
    const directoryOffset = tail.readUInt32LE(end + 16);
    if (directoryOffset === 0xffffffff || directoryOffset + directorySize > size) return null;
    const directory = Buffer.alloc(directorySize);
    await handle.read(directory, 0, directorySize, directoryOffset);
    let total = 0;
    let at = 0;
    for (let entry = 0; entry < entries; entry += 1) {
      if (at + 46 > directory.length || directory.readUInt32LE(at) !== CENTRAL_DIRECTORY_ENTRY) return null;
      const uncompressed = directory.readUInt32LE(at + 24);
      if (uncompressed === 0xffffffff) return null;
      total += uncompressed;
      at +=
        46 +
        directory.readUInt16LE(at + 28) +
        directory.readUInt16LE(at + 30) +
        directory.readUInt16LE(at + 32);
    }
    return total;
  } finally {
    await handle.close();
  }
}
