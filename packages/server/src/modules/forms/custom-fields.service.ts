import {
  type CustomFieldDefine,
  type CustomFieldEdit,
  type CustomFieldScope,
  type CustomValuesUpdate,
  canDefineCustomFields,
  checkCustomValue,
} from '@atrium/contracts';
import { and, eq, sql } from 'drizzle-orm';
import { AppError, invalid } from '../../platform/http/app-error';
import { assertAllowed } from '../../platform/http/policy-answer';
import type { Scope } from '../../platform/scope';
import { listCustomFields, toDefinition } from './custom-fields.queries';
import { customFields, customFieldValues } from './forms.tables';

/** Refuses one who may not define the scope's fields; the system (seeds, imports) may. */
function assertMayDefine(scope: Scope, fieldScope: CustomFieldScope) {
  if (scope.actor) assertAllowed(canDefineCustomFields(scope.actor, fieldScope));
}

const nameTaken = () =>
  new AppError('custom_field_name_taken', { codes: { label: ['custom_field_name_taken'] } });

/** Another active field of the same scope (and stage) with this label, in any case. */
async function assertLabelFree(
  scope: Scope,
  field: { scope: CustomFieldScope; stageId: number | null; label: string },
  exceptId?: number,
) {
  const [other] = await scope.tx
    .select({ id: customFields.id })
    .from(customFields)
    .where(
      and(
        eq(customFields.organizationId, scope.org.id),
        eq(customFields.scope, field.scope),
        sql`coalesce(${customFields.stageId}, 0) = ${field.stageId ?? 0}`,
        sql`lower(${customFields.label}) = lower(${field.label})`,
        eq(customFields.active, true),
        exceptId === undefined ? undefined : sql`${customFields.id} <> ${exceptId}`,
      ),
    );
  if (other) throw nameTaken();
}

/**
 * A new custom field of a scope; for a stage's field, `stageId` names the stage (the owning module has checked it is
 * the organisation's). A stage's fields are listed in the order they are added.
 */
export async function defineCustomField(
  scope: Scope,
  fieldScope: CustomFieldScope,
  stageId: number | null,
  input: CustomFieldDefine,
) {
  assertMayDefine(scope, fieldScope);
  const { tx, org } = scope;
  await assertLabelFree(scope, { scope: fieldScope, stageId, label: input.label });
  const siblings = await listCustomFields(
    tx,
    org.id,
    fieldScope,
    stageId === null ? {} : { stageIds: [stageId] },
  );
  const [row] = await tx
    .insert(customFields)
    .values({
      organizationId: org.id,
      scope: fieldScope,
      stageId,
      label: input.label,
      kind: input.kind,
      options: input.kind === 'select' ? (input.options ?? []) : [],
      required: input.required,
      position: stageId === null ? 0 : (siblings.at(-1)?.position ?? -1) + 1,
    })
    .returning();
  if (!row) throw new Error('custom_fields insert returned nothing');
  const field = toDefinition(row);
  await scope.audit({
    action: 'custom_field.create',
    entityType: 'custom_field',
    entityId: row.id,
    after: field,
  });
  return field;
}

/** The active field of the scope, locked for a change; not found when the organisation has none of that id. */
async function lockedField(scope: Scope, fieldScope: CustomFieldScope, id: number) {
  const [row] = await scope.tx
    .select()
    .from(customFields)
    .where(
      and(
        eq(customFields.organizationId, scope.org.id),
        eq(customFields.scope, fieldScope),
        eq(customFields.id, id),
        eq(customFields.active, true),
      ),
    )
    .for('update');
  if (!row) throw new AppError('not_found');
  return row;
}

/** Changes a field's label, whether it is required, or a select field's options; values already set stay. */
export async function editCustomField(
  scope: Scope,
  fieldScope: CustomFieldScope,
  id: number,
  input: CustomFieldEdit,
) {
  assertMayDefine(scope, fieldScope);
  const before = await lockedField(scope, fieldScope, id);
  if (input.label !== undefined)
    await assertLabelFree(scope, { scope: fieldScope, stageId: before.stageId, label: input.label }, id);
  if (input.options !== undefined && before.kind !== 'select') throw invalid({ options: ['invalid'] });
  const [after] = await scope.tx
    .update(customFields)
    .set({
      ...(input.label === undefined ? {} : { label: input.label }),
      ...(input.options === undefined ? {} : { options: input.options }),
      ...(input.required === undefined ? {} : { required: input.required }),
      updatedAt: sql`now()`,
    })
    .where(and(eq(customFields.organizationId, scope.org.id), eq(customFields.id, id)))
    .returning();
  if (!after) throw new AppError('not_found');
  const field = toDefinition(after);
  await scope.audit({
    action: 'custom_field.update',
    entityType: 'custom_field',
    entityId: id,
    before: toDefinition(before),
    after: field,
  });
  return field;
}

/** Retires a field: it is no longer shown nor asked for; the values set keep their history. */
export async function retireCustomField(scope: Scope, fieldScope: CustomFieldScope, id: number) {
  assertMayDefine(scope, fieldScope);
  const before = await lockedField(scope, fieldScope, id);
  await scope.tx
    .update(customFields)
    .set({ active: false, updatedAt: sql`now()` })
    .where(and(eq(customFields.organizationId, scope.org.id), eq(customFields.id, id)));
  await scope.audit({
    action: 'custom_field.retire',
    entityType: 'custom_field',
    entityId: id,
    before: toDefinition(before),
  });
}

/**
 * Sets one record's values of the fields given, each checked against its field (a required one is never emptied);
 * an empty value clears one. Only the scope's active fields are accepted, and with `stageIds` only those stages'.
 * The caller's right to change the record is the owning module's to check; the audit row is its too, naming the
 * record (the values changed are returned for it).
 */
export async function saveCustomValues(
  scope: Scope,
  fieldScope: CustomFieldScope,
  recordId: number,
  input: CustomValuesUpdate,
  filter: { stageIds?: readonly number[] } = {},
) {
  const { tx, org } = scope;
  const fields = new Map(
    (await listCustomFields(tx, org.id, fieldScope, filter)).map((field) => [String(field.id), field]),
  );
  const codes: Record<string, string[]> = {};
  const problems: string[] = [];
  const values = new Map<number, string | null>();
  for (const [id, raw] of Object.entries(input.values)) {
    const field = fields.get(id);
    const checked = field ? checkCustomValue(field, raw) : null;
    if (!field || !checked) codes[id] = ['invalid'];
    else if ('problem' in checked) {
      codes[id] = [checked.problem.code];
      problems.push(`${field.label}: ${checked.problem.message}`);
    } else values.set(Number(id), checked.value);
  }
  if (Object.keys(codes).length)
    throw new AppError('invalid', { status: 400, codes, detail: problems.join('; ') || undefined });
  for (const [fieldId, value] of values) {
    const where = and(
      eq(customFieldValues.organizationId, org.id),
      eq(customFieldValues.scope, fieldScope),
      eq(customFieldValues.recordId, recordId),
      eq(customFieldValues.fieldId, fieldId),
    );
    if (value === null) await tx.delete(customFieldValues).where(where);
    else
      await tx
        .insert(customFieldValues)
        .values({
          organizationId: org.id,
          scope: fieldScope,
          recordId,
          fieldId,
          value,
          updatedByUserId: scope.by.actorUserId,
        })
        .onConflictDoUpdate({
          target: [
            customFieldValues.organizationId,
            customFieldValues.scope,
            customFieldValues.recordId,
            customFieldValues.fieldId,
          ],
          set: { value, updatedByUserId: scope.by.actorUserId, updatedAt: sql`now()` },
        });
  }
  return Object.fromEntries([...values].map(([id, value]) => [fields.get(String(id))?.label ?? id, value]));
}
