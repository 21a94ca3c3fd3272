import { Readable } from 'node:stream';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import type { FileStore } from '../../platform/files/file-store';

/**
 * Keeps a one-page PDF (a title and a line under it) in the file store as an uploaded opportunity document would
 * be, and answers what the document's record needs of it.
 */
export async function storeDemoDocument(
  files: FileStore,
  organizationId: number,
  { title, line }: { title: string; line: string },
) {
  const pdf = await PDFDocument.create();
  pdf.setTitle(title);
  const page = pdf.addPage([595, 842]);
  page.drawText(title, { x: 56, y: 760, size: 18, font: await pdf.embedFont(StandardFonts.HelveticaBold) });
  page.drawText(line, { x: 56, y: 730, size: 11, font: await pdf.embedFont(StandardFonts.Helvetica) });
  const content = Buffer.from(await pdf.save());
  const key = files.newKey(organizationId, 'opportunity-documents', '.pdf');
  await files.write(key, Readable.from(content));
  return { fileKey: key, extension: 'pdf', sizeBytes: content.length };
}
