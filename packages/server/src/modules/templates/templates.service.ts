import {
  fillSubject,
  fillTemplate,
  TEMPLATE_KIND_IDS,
  type TemplateCreate,
  type TemplateKind,
  type TemplateUpdate,
  templateHtml,
  templateKind,
  templatePlainText,
  templateProblems,
} from '@atrium/contracts';
import { and, eq, isNull } from 'drizzle-orm';
import type { Queryable } from '../../platform/db/client';
import { AppError } from '../../platform/http/app-error';
import type { Scope } from '../../platform/scope';
import { findUserById } from '../accounts';
import { templatePdf } from './template-pdf';
import { findDefaultTemplate, findVersion, type TemplateRow, toTemplate } from './templates.queries';
import { templates, templateVersions } from './templates.tables';

/** The subject an email kind needs and a document kind has none of; the text free of mistakes. */
function checkText(kind: TemplateKind, subject: string | null, body: string) {
  const info = templateKind(kind);
  if (info.output === 'email' && !subject) throw new AppError('template_subject_required');
  const problems = templateProblems(body, info.variables, subject);
  if (problems.length) throw new AppError('template_invalid', { detail: problems.join('\n') });
  return info.output === 'email' ? subject : null;
}

async function authorName(scope: Scope): Promise<string | null> {
  const id = scope.by.actorUserId;
  const user = id === null ? null : await findUserById(scope.tx, scope.org.id, id);
  return user ? `${user.firstName} ${user.lastName}`.trim() : null;
}

async function addVersion(
  scope: Scope,
  row: TemplateRow,
  text: { subject: string | null; body: string; note: string | null },
) {
  await scope.tx.insert(templateVersions).values({
    organizationId: scope.org.id,
    templateId: row.id,
    version: row.version,
    ...text,
    createdBy: scope.by.actorUserId,
    createdByName: await authorName(scope),
  });
}

async function lockTemplate(scope: Scope, id: number): Promise<TemplateRow> {
  const [row] = await scope.tx
    .select()
    .from(templates)
    .where(
      and(eq(templates.organizationId, scope.org.id), eq(templates.id, id), isNull(templates.archivedAt)),
    )
    .for('update');
  if (!row) throw new AppError('not_found');
  return row;
}

/** The kind's default stops being one (the caller makes another the default in the same change). */
async function clearDefault(scope: Scope, kind: TemplateKind) {
  await scope.tx
    .update(templates)
    .set({ isDefault: false })
    .where(
      and(
        eq(templates.organizationId, scope.org.id),
        eq(templates.kind, kind),
        eq(templates.isDefault, true),
        isNull(templates.archivedAt),
      ),
    );
}

/** A new template, its first version; the default of its kind when asked or when its kind has none yet. */
export async function createTemplate(scope: Scope, input: TemplateCreate) {
  const subject = checkText(input.kind, input.subject ?? null, input.body);
  const hasDefault = (await findDefaultTemplate(scope.tx, scope.org.id, input.kind)) !== undefined;
  const isDefault = input.is_default === true || !hasDefault;
  if (isDefault) await clearDefault(scope, input.kind);
  const [row] = await scope.tx
    .insert(templates)
    .values({
      organizationId: scope.org.id,
      kind: input.kind,
      name: input.name,
      isDefault,
      subject,
      body: input.body,
      createdBy: scope.by.actorUserId,
    })
    .returning();
  if (!row) throw new Error('templates insert returned nothing');
  await addVersion(scope, row, { subject, body: input.body, note: input.note ?? null });
  await scope.audit({
    action: 'template.create',
    entityType: 'template',
    entityId: row.id,
    after: toTemplate(row),
  });
  return toTemplate(row);
}

/** Renames a template; a changed subject or text becomes its next version. */
export async function updateTemplate(scope: Scope, id: number, input: TemplateUpdate) {
  const before = await lockTemplate(scope, id);
  const kind = before.kind as TemplateKind;
  const body = input.body ?? before.body;
  const subject = checkText(kind, input.subject === undefined ? before.subject : input.subject, body);
  const isNewText = body !== before.body || subject !== before.subject;
  const [row] = await scope.tx
    .update(templates)
    .set({
      name: input.name ?? before.name,
      subject,
      body,
      version: isNewText ? before.version + 1 : before.version,
      updatedAt: new Date(),
    })
    .where(and(eq(templates.organizationId, scope.org.id), eq(templates.id, id)))
    .returning();
  if (!row) throw new AppError('not_found');
  if (isNewText) await addVersion(scope, row, { subject, body, note: input.note ?? null });
  await scope.audit({
    action: 'template.update',
    entityType: 'template',
    entityId: id,
    before: toTemplate(before),
    after: toTemplate(row),
  });
  return toTemplate(row);
}

/** An earlier version's text becomes the newest version. */
export async function restoreTemplateVersion(scope: Scope, id: number, version: number) {
  await lockTemplate(scope, id);
  const earlier = await findVersion(scope.tx, scope.org.id, id, version);
  if (!earlier) throw new AppError('not_found');
  return updateTemplate(scope, id, {
    subject: earlier.subject,
    body: earlier.body,
    note: `Restored version ${version}`,
  });
}

/** The template becomes its kind's default, the one its module renders. */
export async function makeTemplateDefault(scope: Scope, id: number) {
  const before = await lockTemplate(scope, id);
  if (before.isDefault) return toTemplate(before);
  await clearDefault(scope, before.kind as TemplateKind);
  const [row] = await scope.tx
    .update(templates)
    .set({ isDefault: true, updatedAt: new Date() })
    .where(and(eq(templates.organizationId, scope.org.id), eq(templates.id, id)))
    .returning();
  if (!row) throw new AppError('not_found');
  await scope.audit({
    action: 'template.make_default',
    entityType: 'template',
    entityId: id,
    after: toTemplate(row),
  });
  return toTemplate(row);
}

/** Archives a template that is not its kind's default; its versions stay on record. */
export async function archiveTemplate(scope: Scope, id: number) {
  const before = await lockTemplate(scope, id);
  if (before.isDefault) throw new AppError('template_default_required');
  await scope.tx
    .update(templates)
    .set({ archivedAt: new Date() })
    .where(and(eq(templates.organizationId, scope.org.id), eq(templates.id, id)));
  await scope.audit({
    action: 'template.archive',
    entityType: 'template',
    entityId: id,
    before: toTemplate(before),
  });
}

/** The standard template of every kind the organisation has none of, as its default (a new organisation's start). */
export async function seedStandardTemplates(scope: Scope) {
  for (const kind of TEMPLATE_KIND_IDS) {
    if (await findDefaultTemplate(scope.tx, scope.org.id, kind)) continue;
    const { standard } = templateKind(kind);
    await createTemplate(scope, {
      kind,
      name: standard.name,
      subject: standard.subject,
      body: standard.body,
    });
  }
}

/** The text a kind renders: the organisation's default, or the standard one when it keeps none. */
async function textOf(db: Queryable, organizationId: number, kind: TemplateKind) {
  const row = await findDefaultTemplate(db, organizationId, kind);
  const { standard, title } = templateKind(kind);
  return row ? { subject: row.subject, body: row.body, title } : { ...standard, title };
}

/** A document kind rendered to PDF with the organisation's default template. */
export async function renderTemplateDocument(
  db: Queryable,
  organizationId: number,
  kind: TemplateKind,
  values: Readonly<Record<string, string>>,
  document: { letterhead: string; title: string },
): Promise<Uint8Array> {
  const { body } = await textOf(db, organizationId, kind);
  return templatePdf(fillTemplate(body, values), document);
}

/** An email kind rendered with the organisation's default template: subject, plain text and HTML. */
export async function renderTemplateEmail(
  db: Queryable,
  organizationId: number,
  kind: TemplateKind,
  values: Readonly<Record<string, string>>,
) {
  const { subject, body } = await textOf(db, organizationId, kind);
  const blocks = fillTemplate(body, values);
  return {
    subject: fillSubject(subject ?? '', values),
    text: templatePlainText(blocks),
    html: templateHtml(blocks),
  };
}

/** A template's text (a version of it, or as typed) rendered to PDF with the kind's sample values. */
export async function previewTemplatePdf(
  kind: TemplateKind,
  body: string,
  letterhead: string,
  values: Readonly<Record<string, string>>,
) {
  return templatePdf(fillTemplate(body, values), {
    letterhead,
    title: `${templateKind(kind).title} (preview)`,
  });
}
