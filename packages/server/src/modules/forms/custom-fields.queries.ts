import type { CustomFieldDefinition, CustomFieldScope, CustomFieldValue } from '@atrium/contracts';
import { and, asc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Queryable } from '../../platform/db/client';
import { customFields, customFieldValues } from './forms.tables';

type CustomFieldRow = typeof customFields.$inferSelect;

export const toDefinition = (row: CustomFieldRow): CustomFieldDefinition => ({
  id: row.id,
  scope: row.scope as CustomFieldScope,
  stage_id: row.stageId,
  label: row.label,
  kind: row.kind as CustomFieldDefinition['kind'],
  options: row.options,
  required: row.required,
  position: row.position,
});

/** Which fields of a scope: every stage's, or only those of the stages given. */
export interface FieldFilter {
  stageIds?: readonly number[];
}

/**
 * The organisation's active custom fields of a scope, in order: a stage's by their position, projects' by label.
 */
export async function listCustomFields(
  db: Queryable,
  organizationId: number,
  scope: CustomFieldScope,
  filter: FieldFilter = {},
) {
  if (filter.stageIds && !filter.stageIds.length) return [];
  const rows = await db
    .select()
    .from(customFields)
    .where(
      and(
        eq(customFields.organizationId, organizationId),
        eq(customFields.scope, scope),
        eq(customFields.active, true),
        filter.stageIds ? inArray(customFields.stageId, [...filter.stageIds]) : undefined,
      ),
    )
    .orderBy(asc(customFields.position), sql`lower(${customFields.label})`, asc(customFields.id));
  return rows.map(toDefinition);
}

/** One record's values by field id. */
export async function findCustomValues(
  db: Queryable,
  organizationId: number,
  scope: CustomFieldScope,
  recordId: number,
) {
  const rows = await db
    .select({ fieldId: customFieldValues.fieldId, value: customFieldValues.value })
    .from(customFieldValues)
    .where(
      and(
        eq(customFieldValues.organizationId, organizationId),
        eq(customFieldValues.scope, scope),
        eq(customFieldValues.recordId, recordId),
      ),
    );
  return new Map(rows.map((row) => [row.fieldId, row.value]));
}

/** The active fields of a scope (filtered) with one record's value of each. */
export async function findRecordFields(
  db: Queryable,
  organizationId: number,
  scope: CustomFieldScope,
  recordId: number,
  filter: FieldFilter = {},
): Promise<CustomFieldValue[]> {
  const fields = await listCustomFields(db, organizationId, scope, filter);
  const values = fields.length ? await findCustomValues(db, organizationId, scope, recordId) : new Map();
  return fields.map((field) => ({ ...field, value: values.get(field.id) ?? null }));
}

/**
 * For a list's query: a record's values as a JSON object by field id (null when it has none), the record's
 * organisation and id given as the list's columns.
 */
export const customValuesJson = (scope: CustomFieldScope, organizationId: SQL, recordId: SQL) =>
  sql`(select json_object_agg(v.field_id, v.value) from ${customFieldValues} v
      where v.organization_id = ${organizationId} and v.scope = ${scope} and v.record_id = ${recordId})`;

/** Every value of a scope in the organisation, as `recordId:fieldId` keys: which are set (for an import's counts). */
export async function findFilledKeys(db: Queryable, organizationId: number, scope: CustomFieldScope) {
  const rows = await db
    .select({ recordId: customFieldValues.recordId, fieldId: customFieldValues.fieldId })
    .from(customFieldValues)
    .where(and(eq(customFieldValues.organizationId, organizationId), eq(customFieldValues.scope, scope)));
  return new Set(rows.map((row) => `${row.recordId}:${row.fieldId}`));
}
