import type { CustomFieldDefineInput, CustomFieldScope } from '@atrium/contracts';
import type { Tx } from '../../platform/db/client';
import { customFields, customFieldValues } from './forms.tables';

/** Demo custom fields of a scope, stored as given (a demo organisation is seeded before anyone signs in). */
export async function seedCustomFieldsDemo(
  tx: Tx,
  organizationId: number,
  scope: CustomFieldScope,
  fields: readonly (CustomFieldDefineInput & { stageId?: number })[],
) {
  const rows = await tx
    .insert(customFields)
    .values(
      fields.map((field, position) => ({
        organizationId,
        scope,
        stageId: field.stageId ?? null,
        label: field.label,
        kind: field.kind,
        options: field.options ?? [],
        required: field.required ?? false,
        position: field.stageId === undefined ? 0 : position,
      })),
    )
    .returning({ id: customFields.id });
  return rows.map((row) => row.id);
}

/** Demo values: one record's value of a field each. */
export async function seedCustomValuesDemo(
  tx: Tx,
  organizationId: number,
  scope: CustomFieldScope,
  values: readonly { recordId: number; fieldId: number; value: string }[],
) {
  if (!values.length) return;
  await tx.insert(customFieldValues).values(values.map((value) => ({ organizationId, scope, ...value })));
}
