import type { FastifyRequest } from 'fastify';
import { AppError } from '../http/app-error';
import type { FileStore } from './file-store';

export interface ReceivedFile {
  key: string;
  /** The sender's file name, cut to its last 200 characters; never used as a path. */
  filename: string;
  /** Lower-case, without the dot. */
  extension: string;
  size: number;
  /** The text fields sent before the file. */
  fields: Record<string, string>;
}

export interface ReceiveOptions {
  organizationId: number;
  folder: string;
  /** The text fields accepted before the file. */
  fields?: readonly string[];
  /** The extensions accepted, lower case; anything else answers `unsupported`. */
  extensions: readonly string[];
  /** Checks the first bytes against what the extension claims. */
  looksLike?: (head: Buffer, extension: string) => boolean;
  /** The code for a file of another kind (415 unsupported_media_type unless given). */
  unsupported?: { code: string; field?: string };
}

const SIGNATURES: Record<string, Buffer[]> = {
  xlsx: [Buffer.from('PK\x03\x04', 'binary')],
  docx: [Buffer.from('PK\x03\x04', 'binary')],
  pdf: [Buffer.from('%PDF-', 'binary')],
  png: [Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])],
  jpg: [Buffer.from([0xff, 0xd8, 0xff])],
  jpeg: [Buffer.from([0xff, 0xd8, 0xff])],
};

/** True when the file starts as its extension says, for the kinds whose signature is known; others pass. */
export function startsAsExtension(head: Buffer, extension: string): boolean {
  const signatures = SIGNATURES[extension];
  return !signatures || signatures.some((signature) => head.subarray(0, signature.length).equals(signature));
}

/**
 * Streams the one `file` part of a multipart request into the store, after the text fields, and checks its
 * kind by name and by its first bytes. A file over the multipart limit answers 413; on any failure the
 * stored bytes are removed. No transaction is open while the client sends.
 */
export async function receiveFile(
  request: FastifyRequest,
  files: FileStore,
  options: ReceiveOptions,
): Promise<ReceivedFile> {
  if (!request.isMultipart()) throw new AppError('unsupported_media_type');
  const refuse = () =>
    options.unsupported
      ? new AppError(options.unsupported.code, {
          ...(options.unsupported.field
            ? { codes: { [options.unsupported.field]: [options.unsupported.code] } }
            : {}),
        })
      : new AppError('unsupported_media_type');
  const fields: Record<string, string> = {};
  let stored: ReceivedFile | null = null;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'field') {
        if (options.fields?.includes(part.fieldname) && typeof part.value === 'string')
          fields[part.fieldname] = part.value;
        continue;
      }
      if (part.fieldname !== 'file' || stored)
        throw new AppError('invalid', { codes: { file: ['invalid'] } });
      const extension = /\.([A-Za-z0-9]{1,8})$/.exec(part.filename)?.[1]?.toLowerCase() ?? '';
      if (!options.extensions.includes(extension)) throw refuse();
      const key = files.newKey(options.organizationId, options.folder, `.${extension}`);
      stored = { key, filename: part.filename.slice(-200), extension, size: 0, fields };
      await files.write(key, part.file);
      if (part.file.truncated) throw new AppError('payload_too_large');
      const head = await files.head(key, 16);
      if (!(options.looksLike ?? startsAsExtension)(head, extension)) throw refuse();
      stored.size = await files.size(key);
    }
  } catch (error) {
    if (stored) await files.remove(stored.key);
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
      throw new AppError('payload_too_large');
    // A body that does not parse as multipart (no boundary, a cut-off part) is bad input, not a failure.
    const status = (error as { statusCode?: number }).statusCode;
    const isMalformed =
      (status !== undefined && status >= 400 && status < 500) ||
      /unexpected end of form|malformed|boundary|multipart/i.test((error as Error).message ?? '');
    if (!(error instanceof AppError) && isMalformed)
      throw new AppError('invalid', { codes: { file: ['invalid'] } });
    throw error;
  }
  if (!stored) throw new AppError('invalid', { codes: { file: ['required'] } });
  return stored;
}
