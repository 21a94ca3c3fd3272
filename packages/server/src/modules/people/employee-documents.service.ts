import { and, desc, eq } from 'drizzle-orm';
import type { Tx } from '../../platform/db/client';
import type { ReceivedFile } from '../../platform/files/received-file';
import { AppError } from '../../platform/http/app-error';
import type { Scope } from '../../platform/scope';
import { changeUserProfile, users } from '../accounts';
import { employeeDocuments } from './employee-record.tables';
import { employees } from './people.tables';

const CONTENT_TYPES: Record<string, string> = {
  pdf: 'application/pdf',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  txt: 'text/plain',
};
export const contentTypeOf = (extension: string) => CONTENT_TYPES[extension] ?? 'application/octet-stream';

const ofEmployee = (organizationId: number, employeeId: number) =>
  and(eq(employeeDocuments.organizationId, organizationId), eq(employeeDocuments.employeeId, employeeId));

type DocumentRow = typeof employeeDocuments.$inferSelect;
const asDocument = (row: DocumentRow) => ({
  id: row.id,
  title: row.title,
  file_name: row.fileName,
  extension: row.extension,
  size_bytes: row.sizeBytes,
  created: row.createdAt.toISOString(),
  creator: row.creatorUserId === null ? null : { id: row.creatorUserId },
});

export async function listDocuments(tx: Tx, organizationId: number, employeeId: number) {
  const rows = await tx
    .select()
    .from(employeeDocuments)
    .where(ofEmployee(organizationId, employeeId))
    .orderBy(desc(employeeDocuments.createdAt), desc(employeeDocuments.id));
  return rows.map(asDocument);
}

export async function addDocument(scope: Scope, employeeId: number, file: ReceivedFile, title: string) {
  const { tx } = scope;
  const organizationId = scope.org.id;
  const [row] = await tx
    .insert(employeeDocuments)
    .values({
      organizationId,
      employeeId,
      title,
      fileKey: file.key,
      fileName: file.filename,
      extension: file.extension,
      contentType: contentTypeOf(file.extension),
      sizeBytes: file.size,
      creatorUserId: scope.by.actorUserId,
    })
    .returning();
  if (!row) throw new Error('document insert returned nothing');
  await scope.audit({
    action: 'employee.document_add',
    entityType: 'employee',
    entityId: employeeId,
    after: { id: row.id, title, file_name: row.fileName, size_bytes: row.sizeBytes },
  });
  return asDocument(row);
}

export async function findDocument(tx: Tx, organizationId: number, employeeId: number, documentId: number) {
  const [row] = await tx
    .select()
    .from(employeeDocuments)
    .where(and(ofEmployee(organizationId, employeeId), eq(employeeDocuments.id, documentId)));
  if (!row) throw new AppError('not_found');
  return row;
}

/** Removes the record now and returns the stored key, for the caller to delete once the change commits. */
export async function removeDocument(scope: Scope, employeeId: number, documentId: number) {
  const { tx } = scope;
  const organizationId = scope.org.id;
  const row = await findDocument(tx, organizationId, employeeId, documentId);
  await tx.delete(employeeDocuments).where(eq(employeeDocuments.id, row.id));
  await scope.audit({
    action: 'employee.document_remove',
    entityType: 'employee',
    entityId: employeeId,
    before: { id: row.id, title: row.title, file_name: row.fileName },
  });
  return row.fileKey;
}

/** Photos are served from an unguessable public address, so image tags can show them without a token. */
const PHOTO_PREFIX = '/api/public/photos/';
export const photoUrl = (key: string) => `${PHOTO_PREFIX}${key}`;

/** Sets the employee's photo; returns the key of the photo it replaces, for the caller to delete. */
export async function setPhoto(scope: Scope, employeeId: number, file: ReceivedFile) {
  const { tx } = scope;
  const organizationId = scope.org.id;
  const [employee] = await tx
    .select({ userId: employees.userId, photo: users.photo })
    .from(employees)
    .innerJoin(users, and(eq(users.organizationId, employees.organizationId), eq(users.id, employees.userId)))
    .where(and(eq(employees.organizationId, organizationId), eq(employees.id, employeeId)));
  if (!employee) throw new AppError('not_found');
  const photo = photoUrl(file.key);
  await changeUserProfile(tx, organizationId, employee.userId, { photo });
  await scope.audit({
    action: 'employee.photo_change',
    entityType: 'employee',
    entityId: employeeId,
    before: { photo: employee.photo },
    after: { photo },
  });
  return employee.photo?.startsWith(PHOTO_PREFIX) ? employee.photo.slice(PHOTO_PREFIX.length) : null;
}
