import type { FileAnswer, FormField, FormFileType, FormPurpose, FormValues } from '@atrium/contracts';
import { and, eq, inArray, isNotNull, isNull } from 'drizzle-orm';
import type { Queryable, Tx } from '../../platform/db/client';
import { AppError } from '../../platform/http/app-error';
import type { Scope } from '../../platform/scope';
import { formFiles } from './forms.tables';

/** A file as the upload route received it into the file store. */
export interface UploadedFormFile {
  key: string;
  filename: string;
  extension: string;
  size: number;
}

/** A record's form file as a download streams it. */
export interface FormFileDownload {
  fileKey: string;
  fileName: string;
  contentType: string;
}

/** What each type a file question allows is sent as. */
const CONTENT_TYPES: Record<FormFileType, string> = {
  pdf: 'application/pdf',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xls: 'application/vnd.ms-excel',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  csv: 'text/csv',
  txt: 'text/plain',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
};

type FileField = Extract<FormField, { kind: 'file' }>;

/** The files of one record of a purpose, the organisation first. */
const ofRecord = (organizationId: number, target: { purpose: FormPurpose; recordId: number }) =>
  and(
    eq(formFiles.organizationId, organizationId),
    eq(formFiles.purpose, target.purpose),
    eq(formFiles.recordId, target.recordId),
  );

/**
 * The file question `key` of the form being answered, whose types an upload for it must be. An unknown key, or
 * a question of another kind, answers `invalid` under `field`.
 */
export function fileQuestionOf(fields: readonly FormField[], key: string): FileField {
  const field = fields.find((candidate) => candidate.key === key);
  if (field?.kind !== 'file') throw new AppError('invalid', { codes: { field: ['invalid'] } });
  return field;
}

/**
 * Keeps a file uploaded for a file question of one record's form, by the caller, until the answer that names it
 * is sent. The caller's right to answer for the record is the consuming module's to check.
 */
export async function storeFormFile(
  scope: Scope,
  target: { purpose: FormPurpose; recordId: number; fieldKey: string },
  file: UploadedFormFile,
): Promise<FileAnswer> {
  const [row] = await scope.tx
    .insert(formFiles)
    .values({
      organizationId: scope.org.id,
      purpose: target.purpose,
      recordId: target.recordId,
      fieldKey: target.fieldKey,
      fileKey: file.key,
      fileName: file.filename,
      extension: file.extension,
      size: file.size,
      uploadedByUserId: scope.by.actorUserId ?? null,
    })
    .returning({ id: formFiles.id });
  if (!row) throw new Error('form_files insert returned nothing');
  await scope.audit({
    action: 'form_file.upload',
    entityType: 'form_file',
    entityId: row.id,
    after: { ...target, name: file.filename, size: file.size },
  });
  return { name: file.filename, size: file.size, type: file.extension, file_id: row.id };
}

/**
 * The answers with each file named as it was stored, and the ids of those files: every file of a file question
 * must be one the caller uploaded for that question of this record and no answer holds yet, else
 * `form_file_not_uploaded` under the question.
 */
export async function resolveAnswerFiles(
  tx: Tx,
  organizationId: number,
  target: { purpose: FormPurpose; recordId: number; uploaderUserId: number | null },
  fields: readonly FormField[],
  values: FormValues,
): Promise<{ values: FormValues; fileIds: number[] }> {
  const resolved: FormValues = { ...values };
  const fileIds: number[] = [];
  for (const field of fields) {
    const files = values[field.key];
    if (field.kind !== 'file' || !Array.isArray(files) || files.length === 0) continue;
    const ids = (files as FileAnswer[]).map((file) => file.file_id ?? 0);
    const rows = await tx
      .select()
      .from(formFiles)
      .where(
        and(
          ofRecord(organizationId, target),
          inArray(formFiles.id, ids),
          eq(formFiles.fieldKey, field.key),
          isNull(formFiles.formAnswerId),
        ),
      );
    const usable = rows.filter((row) => row.uploadedByUserId === target.uploaderUserId);
    if (new Set(ids).size !== ids.length || usable.length !== ids.length)
      throw new AppError('form_file_not_uploaded', { codes: { [field.key]: ['form_file_not_uploaded'] } });
    resolved[field.key] = ids.map((id) => {
      const row = usable.find((candidate) => candidate.id === id) as (typeof usable)[number];
      return { name: row.fileName, size: row.size, type: row.extension, file_id: row.id };
    });
    fileIds.push(...ids);
  }
  return { values: resolved, fileIds };
}

/** Ties the files an answer names to it: they are read with it, and deleted with it. */
export async function attachAnswerFiles(tx: Tx, organizationId: number, answerId: number, fileIds: number[]) {
  if (fileIds.length === 0) return;
  await tx
    .update(formFiles)
    .set({ formAnswerId: answerId })
    .where(and(eq(formFiles.organizationId, organizationId), inArray(formFiles.id, fileIds)));
}

/** A file of the answer given for one record of a purpose, or null: files not (yet) in an answer are not read. */
export async function answerFileFor(
  db: Queryable,
  organizationId: number,
  target: { purpose: FormPurpose; recordId: number },
  fileId: number,
): Promise<FormFileDownload | null> {
  const [row] = await db
    .select({ fileKey: formFiles.fileKey, fileName: formFiles.fileName, extension: formFiles.extension })
    .from(formFiles)
    .where(and(ofRecord(organizationId, target), eq(formFiles.id, fileId), isNotNull(formFiles.formAnswerId)))
    .limit(1);
  if (!row) return null;
  const contentType = CONTENT_TYPES[row.extension as FormFileType] ?? 'application/octet-stream';
  return { fileKey: row.fileKey, fileName: row.fileName, contentType };
}
