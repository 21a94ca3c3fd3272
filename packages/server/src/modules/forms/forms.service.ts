import {
  checkFormAnswers,
  type FormAnswerSubmit,
  type FormCreate,
  type FormDraft,
  type FormField,
  type FormPurpose,
} from '@atrium/contracts';
import { and, desc, eq, sql } from 'drizzle-orm';
import { AppError } from '../../platform/http/app-error';
import type { Scope } from '../../platform/scope';
import { attachAnswerFiles, resolveAnswerFiles } from './form-files.service';
import { answerRefusal, publishRefusal, retireRefusal, savesAs } from './forms.policy';
import { answerFor, findVersionById, toFormVersion } from './forms.queries';
import { formAnswers, forms, formVersions } from './forms.tables';

const refuse = (code: string | null) => {
  if (code) throw new AppError(code);
};

/** The form, locked for the change, with its versions newest first; not found when the id names none. */
async function lockedForm(scope: Scope, formId: number) {
  const { tx } = scope;
  const [form] = await tx
    .select()
    .from(forms)
    .where(and(eq(forms.organizationId, scope.org.id), eq(forms.id, formId)))
    .for('update');
  if (!form) throw new AppError('not_found');
  const versions = await tx
    .select()
    .from(formVersions)
    .where(and(eq(formVersions.organizationId, scope.org.id), eq(formVersions.formId, formId)))
    .orderBy(desc(formVersions.version));
  const draft = versions.find((version) => version.status === 'draft') ?? null;
  const active = versions.find((version) => version.status === 'active') ?? null;
  return { form, versions, draft, active };
}

async function touch(scope: Scope, formId: number) {
  await scope.tx
    .update(forms)
    .set({ updatedAt: sql`now()` })
    .where(and(eq(forms.organizationId, scope.org.id), eq(forms.id, formId)));
}

async function insertVersion(
  scope: Scope,
  form: { id: number; purpose: string },
  version: number,
  draft: FormDraft,
) {
  const [row] = await scope.tx
    .insert(formVersions)
    .values({
      organizationId: scope.org.id,
      formId: form.id,
      version,
      name: draft.name,
      purpose: form.purpose,
      status: 'draft',
      fields: draft.fields,
      createdByUserId: scope.by.actorUserId,
    })
    .returning();
  if (!row) throw new Error('form_versions insert returned nothing');
  return row;
}

/** A new form for a purpose: its first version is a draft. */
export async function createForm(scope: Scope, input: FormCreate) {
  const [form] = await scope.tx
    .insert(forms)
    .values({ organizationId: scope.org.id, purpose: input.purpose, createdByUserId: scope.by.actorUserId })
    .returning();
  if (!form) throw new Error('forms insert returned nothing');
  const version = await insertVersion(scope, form, 1, input);
  await scope.audit({ action: 'form.create', entityType: 'form', entityId: form.id, after: version });
  return { form, version: toFormVersion(version) };
}

/** Saves the form's name and questions: into its draft, or a new draft version when it has none (spec 2.6). */
export async function saveFormDraft(scope: Scope, formId: number, input: FormDraft) {
  const { form, versions, draft, active } = await lockedForm(scope, formId);
  let saved: typeof formVersions.$inferSelect | undefined;
  if (savesAs({ draft: draft !== null, active: active !== null }) === 'edit-draft' && draft) {
    [saved] = await scope.tx
      .update(formVersions)
      .set({ name: input.name, fields: input.fields })
      .where(and(eq(formVersions.organizationId, scope.org.id), eq(formVersions.id, draft.id)))
      .returning();
  } else {
    saved = await insertVersion(scope, form, (versions[0]?.version ?? 0) + 1, input);
  }
  if (!saved) throw new Error('form draft not saved');
  await touch(scope, formId);
  await scope.audit({
    action: 'form.save_draft',
    entityType: 'form',
    entityId: formId,
    before: draft,
    after: saved,
  });
  return toFormVersion(saved);
}

/**
 * Publishes the form's draft: it becomes the one active version of its purpose in the organisation, and the
 * version active before (of this form or another of the purpose) is retired. Earlier versions stay readable.
 */
export async function publishForm(scope: Scope, formId: number) {
  const { form, draft } = await lockedForm(scope, formId);
  refuse(publishRefusal(draft));
  if (!draft) throw new AppError('form_no_draft');
  const { tx } = scope;
  const retired = await tx
    .update(formVersions)
    .set({ status: 'retired', retiredAt: sql`now()` })
    .where(
      and(
        eq(formVersions.organizationId, scope.org.id),
        eq(formVersions.purpose, form.purpose),
        eq(formVersions.status, 'active'),
      ),
    )
    .returning({ id: formVersions.id, formId: formVersions.formId, version: formVersions.version });
  const [published] = await tx
    .update(formVersions)
    .set({ status: 'active', publishedAt: sql`now()` })
    .where(and(eq(formVersions.organizationId, scope.org.id), eq(formVersions.id, draft.id)))
    .returning();
  if (!published) throw new Error('form draft not published');
  await touch(scope, formId);
  for (const other of retired) if (other.formId !== formId) await touch(scope, other.formId);
  await scope.audit({
    action: 'form.publish',
    entityType: 'form',
    entityId: formId,
    before: { retired },
    after: { id: published.id, version: published.version, purpose: published.purpose },
  });
  return toFormVersion(published);
}

/** Retires the form's active version: no form of its purpose is active until another is published. */
export async function retireForm(scope: Scope, formId: number) {
  const { draft, active } = await lockedForm(scope, formId);
  refuse(retireRefusal({ draft: draft !== null, active: active !== null }));
  if (!active) throw new AppError('form_not_active');
  const [retired] = await scope.tx
    .update(formVersions)
    .set({ status: 'retired', retiredAt: sql`now()` })
    .where(and(eq(formVersions.organizationId, scope.org.id), eq(formVersions.id, active.id)))
    .returning();
  if (!retired) throw new Error('form version not retired');
  await touch(scope, formId);
  await scope.audit({
    action: 'form.retire',
    entityType: 'form',
    entityId: formId,
    before: { id: active.id, status: active.status },
    after: { id: retired.id, status: retired.status },
  });
  return toFormVersion(retired);
}

/** A copy of the form's current questions as a new form of the same purpose, a draft named "Copy of …". */
export async function duplicateForm(scope: Scope, formId: number) {
  const { form, versions, draft } = await lockedForm(scope, formId);
  const source = draft ?? versions[0];
  if (!source) throw new AppError('not_found');
  const name = `Copy of ${source.name}`.slice(0, 256);
  const copy = await createForm(scope, {
    name,
    purpose: form.purpose as FormPurpose,
    fields: source.fields,
  });
  await scope.audit({
    action: 'form.duplicate',
    entityType: 'form',
    entityId: copy.form.id,
    before: { form_id: formId, version_id: source.id },
  });
  return copy;
}

/** Refuses answers that fail the form's checks, naming each question and its problem. */
function assertAnswers(fields: readonly FormField[], answers: Readonly<Record<string, unknown>>) {
  const checked = checkFormAnswers(fields, answers);
  if (checked.ok) return checked.values;
  const codes = Object.fromEntries(
    Object.entries(checked.problems).map(([key, problem]) => [key, [problem.code]]),
  );
  const detail = Object.entries(checked.problems)
    .map(([key, problem]) => `${fields.find((field) => field.key === key)?.label ?? key}: ${problem.message}`)
    .join('; ');
  throw new AppError('form_answer_invalid', { codes, detail });
}

/**
 * The answers checked as the web app checks them, with each file named as it was stored (the caller's uploads
 * for this record), checked again on the stored sizes and types.
 */
async function checkedAnswers(
  scope: Scope,
  fields: readonly FormField[],
  purpose: FormPurpose,
  recordId: number,
  answers: Readonly<Record<string, unknown>>,
) {
  const resolved = await resolveAnswerFiles(
    scope.tx,
    scope.org.id,
    { purpose, recordId, uploaderUserId: scope.by.actorUserId ?? null },
    fields,
    assertAnswers(fields, answers),
  );
  return { values: assertAnswers(fields, resolved.values), fileIds: resolved.fileIds };
}

/**
 * Stores answers for one record of a purpose (an exit's interview) against the version they were given on, after
 * the same checks the web app runs: required, types, caps, patterns, ranges, options and file limits. A record is
 * answered once. The caller's right to answer for the record is the consuming module's to check.
 */
export async function submitAnswer(
  scope: Scope,
  purpose: FormPurpose,
  recordId: number,
  input: FormAnswerSubmit,
) {
  const { tx } = scope;
  const version = await findVersionById(tx, scope.org.id, input.form_version_id);
  const answered = (await answerFor(tx, scope.org.id, purpose, recordId)) !== null;
  refuse(answerRefusal(version, purpose, answered));
  if (!version) throw new AppError('form_not_published');
  const checked = await checkedAnswers(scope, version.fields, purpose, recordId, input.answers);
  const [row] = await tx
    .insert(formAnswers)
    .values({
      organizationId: scope.org.id,
      formVersionId: version.id,
      purpose,
      recordId,
      answers: checked.values,
      answeredByUserId: scope.by.actorUserId,
    })
    .onConflictDoNothing()
    .returning();
  if (!row) throw new AppError('form_already_answered');
  await attachAnswerFiles(tx, scope.org.id, row.id, checked.fileIds);
  await scope.audit({
    action: 'form_answer.create',
    entityType: 'form_answer',
    entityId: row.id,
    after: { purpose, record_id: recordId, form_version_id: version.id, answers: checked.values },
  });
  const answer = await answerFor(tx, scope.org.id, purpose, recordId);
  if (!answer) throw new Error('form answer not stored');
  return { answer, version };
}
